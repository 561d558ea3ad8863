#!/usr/bin/env bash
# Thirty-first round (about 6 minutes): the fp32 backward dispatcher with kernel 7 at 512 threads at 769-1600 and
# 2049-3584 columns (BACKWARD14_FP32_KERNEL7=1, the tree) against the table before it (o: -DBACKWARD14_FP32_KERNEL7=0),
# the builds in turn, twice, at fp32 widths 640-3584 (896, 1152, 1792, 2304 and 3584 not yet measured), rows 4096 /
# 8192 / 32768; then the fp32 matrix of backward 14 with widths in both ranges added, and its sanitize. Predicted
# (round31_backward_k7.sh's single runs): +2-7 at 4096-8192 rows in both ranges, -1..+2 at 32768 rows; 640, 768 and
# 1792 (outside the ranges) unchanged.
#   $O/raw.csv, mean.txt, test.log, sanitize.log
set -u
O=$1
source dev/jobs/lib.sh
build_lab
stamp "built"
build_variants layernorm_backward "o:-DBACKWARD14_FP32_KERNEL7=0"
echo "$RAW_HEADER" > "$O/raw.csv"
time_twice "o d" 14 "4096 8192 32768" "640 768 896 1024 1152 1280 1600 1792 2304 2560 3072 3584" fp32
LNLAB_DTYPES=fp32 LNLAB_EXTRA_SHAPES="4096x1024 37x1280 5x2560 3x3584 130x800 9x1600" \
    check_rungs layernorm_backward 14 "67x1032 130x1024 5x2560 3x3584 37x1600"
stamp "done"
