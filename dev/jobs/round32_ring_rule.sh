#!/usr/bin/env bash
# Thirty-second round, end (about 4 minutes): the 16-bit table without the ring at 2049-3584 and 6145-8184 columns
# (kernel 7 at 256 threads to 3072, kernel 9 at 256 to 3584, kernel 7 at 512 at 6145-8184) against the table before
# (o: ab/prev_backward.cu = fea3be5's layernorm_backward.cu), the builds in turn, one run, rows 4096 / 8192 / 32768;
# then the GPU matrix of backward 14 in 16-bit with widths in the new rows, and its sanitize. Predicted
# (round32/raw-ring-fea3be5.csv): 2560-3584 +1.4..+7.5, 6400-7680 +0.2..+4.
#   $O/raw.csv, test.log, sanitize.log
# Ran at 49a6ca6 (results/dev-h100-2026-11-25/round32/*-ring*-49a6ca6.*): +0.2..+7.1 at every width and row count but
# bf16 32768 x 6400 (-0.4); matrix 455 passed 0 failed, sanitize 32 clean.
set -u
O=$1
source dev/jobs/lib.sh
start_backward_job
build_source_in_dtypes ab/prev_backward.cu o
time_builds "o d" 14 "4096 8192 32768" "2304 2560 3072 3328 3584 6400 7168 7680" "ring rule" "bf16 fp16"
mean_of_runs | tee "$O/mean.txt"
LNLAB_DTYPES="bf16 fp16" LNLAB_EXTRA_SHAPES="4096x2560 37x2056 5x3072 3x3080 130x3584 9x6152 4096x7168 7x8184" \
    check_rungs layernorm_backward 14 "67x2056 130x3080 5x6152 3x7680"
stamp "done"
