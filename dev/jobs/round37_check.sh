#!/usr/bin/env bash
# Thirty-seventh round's last job (about 5 minutes; needs ab/ carried: ab/prev_forward.cu, the forward at 39779a1, and
# ab/common.h). The 16-bit forward dispatcher's ring with weight and bias always in shared memory at 513-1024 columns
# and 8192-16384 rows, and at 1-512 columns from 16385 rows at 512 threads (host table only: every PTX entry identical to
# 39779a1's, dev/ptx_against.sh). Predicted from round37_ring.sh / round37_wb.sh: 8192 x 768 / 1024 +0.4..+2.9,
# 16384 x 768 / 1024 +2..+2.5, 32768-65536 x 512 +0.4..+1.7; 8192 x 512 and 4096 rows unchanged.
# 1. The forward dispatcher's GPU matrix in 16-bit (with 16385x512 and 8192x768, which take the new rows, and three
#    more), and its sanitize at shapes of the new rows.
# 2. The dispatcher before (p) and as committed (c), in turn.
#   $O/test-check.log, sanitize-check.log, raw.csv, mean.txt
# Ran at b0f7a97 with ab/ carried (round37/*-check-b0f7a97.*): matrix 495 passed, 0 failed; sanitize 32 clean; c against
# p +0.6..+3.2 in the new rows, -0.3..+1.0 elsewhere. dev/NOTES.md [C37].
set -u
O=$1
source dev/jobs/lib.sh
start_prev_forward_job "bf16 fp16"
LNLAB_DTYPES="bf16 fp16" LNLAB_EXTRA_SHAPES="12000x1024 16400x504 9000x520" \
    check_rungs layernorm_forward 14 "8192x520 16385x8 16385x512 12000x1024" check
echo "$RAW_HEADER" > "$O/raw.csv"
time_builds "p c" 14 "8192 16384" "512 768 1024" "p / c" "bf16 fp16"
time_builds "p c" 14 "32768 65536" "512" "p / c 512" "bf16 fp16"
time_builds "c p" 14 "8192 32768" "512 768 1024" "c / p" "bf16 fp16"
mean_of_runs > "$O/mean.txt"
stamp "done"
