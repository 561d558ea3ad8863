#!/usr/bin/env bash
# Twenty-seventh round, third job (about 5 minutes). round27_reduce.sh found the reduction's wide layout (16-byte loads,
# 32 lanes, fewer slices) +0.2 to +1.2 points at 16384-65536 columns but -0.5 to -2.1 at 512-2048 columns
# (results/dev-h100-2026-11-24/round27/raw-reduce-38038f0.csv). Now the wide layout from 16384 columns only, and below
# that the old grid (cols / 8 blocks of 8 lanes x 32 slices) with one 8-byte load a lane a partial row where the old
# layout made two 4-byte loads. Predicted: 512-8192 columns within 0.5 of the old layout (build o, ab/prev_backward.cu =
# 5d83ed4's). The dispatcher o / d at rows 4096 / 8192 x 512-8192 columns, bf16 and fp32, then the matrix of rungs 1
# (one partial row), 5 (a partial row a block) and 14 in every dtype, and their sanitize.
# Ran at ab360d4 (results/dev-h100-2026-11-24/round27/raw-rule-ab360d4.csv, test-1-5-14-ab360d4.txt, sanitize-1-5-14-ab360d4.txt).
#   $O/raw.csv, best.txt, test.log, sanitize.log
set -u
O=$1
source dev/jobs/lib.sh
start_backward_job
build_source_in_dtypes ab/prev_backward.cu o
time_builds "o d" 14 "4096 8192" "512 768 1024 1600 2048 4096 4097 8192 16384" "o / d" "bf16 fp32"
time_builds "o d" 14 "4096 8192" "1024 4096" "o / d" "fp16"
best_per_rung > "$O/best.txt"
check_rungs layernorm_backward 1,5,14 "67x1031 130x128 3x32768"
stamp "done"
