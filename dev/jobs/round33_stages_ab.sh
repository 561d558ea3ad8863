#!/usr/bin/env bash
# Thirty-third round (about 13 minutes): the backward dispatcher with kernel 7's pipeline depth in its table (3 or 4
# stages: 16-bit 513-768, 1281-3072 and 4097-6144 columns, kernel 7 or 9 in place of kernels 11 and 12 at 1665-2048
# and 3585-6144; fp32 1-512, 1281-1600, 2049-7168, kernel 7 in place of kernels 11 and 8 at 1-512 and 3585-7168;
# 16-bit odd widths beyond 2560 columns at 4 stages) against the table before (o: ab/prev_backward.cu = 4d10087's
# layernorm_backward.cu), the builds in turn, twice, rows 4096 / 8192 / 32768; then the GPU matrix of backward 14 in
# every dtype with shapes in every changed row, and its sanitize. Predicted (round33/summary-stages*.txt, the best
# configuration per range against the dispatcher): 16-bit 4608-6144 +4..+10, 2560 +3..+5, 4096 +1.6..+3.3, odd
# 3079-4601 +1..+7; fp32 4608-6144 +4..+14, 2560-4096 +0.1..+6; within a point at 768 and 1536-2048.
#   $O/raw.csv, mean.txt, test.log, sanitize.log
# Ran at 9a790c3 (results/dev-h100-2026-11-25/round33/*-stages-ab-9a790c3.* and *-stages-9a790c3.log): +0.3..+12.7
# at every changed width but bf16 768 at 4096 rows (-0.2), 3072 and 6144 at 32768 (-0.8, -0.5), fp16 768 at 4096
# (-0.7), fp32 7168 at 8192 / 32768 (-0.2 / -1.8, so 6145-7168 kept kernel 8 from 8192 rows: 94c3f11); matrix 564
# passed 0 failed, sanitize 108 clean.
set -u
O=$1
source dev/jobs/lib.sh
start_backward_job
build_source_in_dtypes ab/prev_backward.cu o
for rep in 1 2; do
    time_builds "o d" 14 "4096 8192 32768" "768 1536 1600 2048 2560 3072 4096 4608 5120 6144 2563 3079 4097 4601" "rep $rep" bf16
    time_builds "o d" 14 "4096 8192 32768" "768 2560 4096 5120 4097" "rep $rep" fp16
    time_builds "o d" 14 "4096 8192 32768" "512 1536 1600 2560 3072 3584 4096 4608 5120 6144 7168" "rep $rep" fp32
done
mean_of_runs | tee "$O/mean.txt"
LNLAB_EXTRA_SHAPES="4096x768 37x520 130x1600 9x1288 5x2048 4096x2560 3x3072 7x4096 4096x5120 11x6144 9x4608 130x7168 67x3079 4096x4097 5x2568 33x512 4096x1536 5x3584 4096x4608 7x7168" \
    check_rungs layernorm_backward 14 "37x512 5x768 3x1536 9x2560 4x4096 3x5120 3x7168 67x3079 5x4097"
stamp "done"
