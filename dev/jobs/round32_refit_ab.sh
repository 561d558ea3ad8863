#!/usr/bin/env bash
# Thirty-second round (about 6 minutes): the 16-bit refit as committed (kernel 7 at 128 threads at 1025-1280 columns
# and 256 at 1281-1664; kernel 9 / 7 at 512 threads at 8192) against the table before it (o: ab/prev_backward.cu =
# dd1267f's layernorm_backward.cu, carried to the device), the builds in turn, twice, bf16 and fp16 at rows 4096 /
# 8192 / 32768; then the GPU matrix of backward 14 in 16-bit with shapes in the new rows' ranges, and its sanitize.
# Predicted (round32/raw-k7-dd1267f.csv, mean-refit-dd1267f.txt): 1152 +5..+9, 1344 +3..+5, 1600 +2..+3 (bf16;
# fp16 alike), 1664 within -0.5..+1.5, 8192 +1.5..+2.5; 2048 unchanged.
#   $O/raw.csv, mean.txt, test.log, sanitize.log
# Ran at 4371d64 (results/dev-h100-2026-11-25/round32/*-4371d64.*): as predicted: 1152 +4.0..+9.9, 1344 +3.0..+5.1, 1600
# +0.8..+2.6, 1664 -0.5..+1.8, 8192 +1.6..+2.3 (4096 x 8192 85.3 / 85.5), 2048 within 0.2; matrix 457 passed 0 failed,
# sanitize 40 clean.
set -u
O=$1
source dev/jobs/lib.sh
start_backward_job
build_source_in_dtypes ab/prev_backward.cu o
time_twice "o d" 14 "4096 8192 32768" "1152 1344 1600 1664 2048 8192" "bf16 fp16"
LNLAB_DTYPES="bf16 fp16" LNLAB_EXTRA_SHAPES="4096x1152 37x1032 5x1280 3x1288 130x1600 9x1664 4096x8192 16384x8192 7x8184" \
    check_rungs layernorm_backward 14 "67x1032 130x1280 5x1600 3x8192 37x1288"
stamp "done"
