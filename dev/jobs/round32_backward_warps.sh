#!/usr/bin/env bash
# Prepared in the thirty-first round (not yet run; about 7 minutes): the fp32 backward dispatcher with kernel 7 at 32
# threads at 641-768 columns, and at 1793-2048 below 8192 rows and 3585-4096 below 16384 (w:
# -DBACKWARD14_FP32_WARP_BLOCKS=1; off in the tree, whose PTX it leaves as it was: the switch is host code) against the
# tree's build (d), in turn, twice, at fp32 widths 640-4096 including ones between the measured (704, 1920, 3712) and
# rows 2048-32768; then the fp32 matrix of backward 14 built with the switch, with widths in its ranges added, and its
# sanitize. Predicted (round31/mean-more-fc5cafe.txt): 768 +1..+5 at every row count, 2048 +2..+5 below 8192 rows,
# 4096 +2..+10 below 16384; elsewhere unchanged. If so: the switch on by default, its comment given the A/B.
#   $O/raw.csv, mean.txt, test.log, sanitize.log
# Ran at 93057f1 (results/dev-h100-2026-11-25/round32/*-warps-93057f1.*): held; gains 2-7 points in every range below its
# row bound, within 0.5 elsewhere; matrix 380 passed 0 failed, sanitize 20 clean. The switch is on since.
set -u
O=$1
source dev/jobs/lib.sh
build_lab
stamp "built"
build_variants layernorm_backward "w:-DBACKWARD14_FP32_WARP_BLOCKS=1"
echo "$RAW_HEADER" > "$O/raw.csv"
time_twice "d w" 14 "2048 4096 8192 16384 32768" "640 704 768 1920 2048 3712 4096" fp32
program_as_lab layernorm_backward w "-DBACKWARD14_FP32_WARP_BLOCKS=1"
LNLAB_DTYPES=fp32 LNLAB_EXTRA_SHAPES="4096x768 37x704 5x2048 3x4096 130x1920 9x3712" \
    check_rungs layernorm_backward 14 "67x768 130x2048 5x4096 3x3712 37x1920"
stamp "done"
