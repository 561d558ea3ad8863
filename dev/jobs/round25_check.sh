#!/usr/bin/env bash
# Ran at 3bbbd34 (results/dev-h100-2026-11-24/round25/), with ab/ carried.
# The twenty-fifth round's last job (about 6 minutes; needs ab/ carried: ab/prev_forward.cu, the forward at 2b3588b,
# and ab/common.h). The 16-bit forward dispatcher's new ring picks (round25_third.sh): rows of 1025-2048 columns at
# 256 threads from 16385 rows, bf16's 1025-1600 at 512 threads at 8192-16384 rows too. Predicted from kernel 11's
# sweep: +0.4..+0.7 at 32768 x 1600-2048, +2 at bf16 8192 x 1600.
# 1. The dispatcher before (p) and as committed (c), 16-bit, rows 8192 / 16384 / 32768 x 1152 / 1600 / 2048 (and 4096
#    rows, unchanged, as a control).
# 2. The forward dispatcher's GPU matrix in 16-bit with rows past 16384 at 1025-2048 columns, and its sanitize there.
#   $O/raw.csv, best.txt, test.log, sanitize.log
set -u
O=$1
source dev/jobs/lib.sh
start_prev_forward_job "bf16 fp16"
echo "$RAW_HEADER" > "$O/raw.csv"
time_builds "p c" 14 "4096 8192 16384 32768" "1152 1600 2048" "p / c" "bf16 fp16"
time_builds "c p" 14 "8192 32768" "1600 2048" "c / p again" "bf16 fp16"
best_per_rung > "$O/best.txt"
SHAPES=""
for rows in 1 3 4096 8192; do for cols in 1 3 31 128 767 768 1600 4097 16384 65536; do SHAPES="$SHAPES ${rows}x${cols}"; done; done
SHAPES="$SHAPES 1151x8192 128x128 3x131071 2x1000003 37x2048 9000x64 37x40000 5x40001 3x12288"
SHAPES="$SHAPES 16385x1600 16385x2048 20000x1152 16385x1031 16385x1025"
LNLAB_DTYPES="bf16 fp16" LNLAB_SHAPES="$SHAPES" check_rungs layernorm_forward 14 "16385x1032 16400x2048 16385x1600 67x1600"
stamp "done"
