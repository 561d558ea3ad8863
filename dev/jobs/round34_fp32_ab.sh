#!/usr/bin/env bash
# Thirty-fourth round, second job (about 8 minutes): the fp32 backward table with kernel 7 at 32 threads at 513-640
# columns (3 stages) and 1601-1792 (2 stages), where kernel 12 (the TMA ring, 256 threads) ran, against the table
# before (o: the tree's file with the two rows put back by sed), the builds in turn, twice, rows 4096 / 8192 / 32768,
# with 768 and 2048 (rows unchanged) as controls; then the fp32 matrix of backward 14 with widths of the two ranges
# added, and its sanitize. After round34_a.sh's map (87741b6: 640 kernel 7 at 32, 3 stages, 72.9 / 78.7 / 92.2
# against the dispatcher's 68.9 / 75.8 / 90.5; 1792 at 32, 2 stages, 82.5 / 90.3 / 96.8 against 78.4 / 87.9 / 94.8).
# Predicted: +2..+4 at 4096 rows, +1..+3 at 8192 and 32768, in both ranges; the controls within a point.
#   $O/raw.csv, mean.txt, o.diff, test-fp32.log, sanitize-fp32.log
# Ran at bfb02af (round34/*-bfb02af.*): [B34]. +0.8..+5.5 at 516-640, 1664 and 1792; 1604 -0.4 / -3.3 / -4.8, which
# round34_fp32_widths.sh then looked into. Matrix 382 passed, 0 failed; sanitize 20 clean.
# (Its builds written with lib.sh's start_*_job and build_copy_fp32 after it ran: the same builds.)
set -u
O=$1
source dev/jobs/lib.sh
start_backward_job
build_copy_fp32 o 's/{640, 0, 7, 32, 0, 3}/{640, 0, 12, 256, 0, 2}/; s/{1792, 0, 7, 32, 0, 0}/{1792, 0, 12, 256, 0, 2}/'
time_twice "d o" 14 "4096 8192 32768" "516 576 640 768 1604 1664 1792 2048" fp32
LNLAB_DTYPES=fp32 LNLAB_EXTRA_SHAPES="37x516 4096x576 9x640 130x1604 5x1700 4096x1792 3x1792 33x636" \
    check_rungs layernorm_backward 14 "37x516 5x640 3x1604 9x1792 4096x640" fp32
stamp "done"
