#!/usr/bin/env bash
# Thirty-fourth round, ninth job (about 8 minutes): KERNEL7_LINE_MATCH=1 (lm: each row's stage placed so that its
# Packs sit where they sit in a 128-byte line of global memory) against the tree (d), after round34_sectors.sh
# (5d49bf8) found the fp32 dispatcher 7.5-13 points lower at 32768 rows at widths of 4 mod 8 than 4 columns on (1028
# 85.8 against 1032 95.7, 2564 87.0 / 2568 99.8, 5124 86.3 / 5128 99.3) and bf16 5128 85.8 against 5136 98.2, and
# [D34] the L2 re-reads. In turn, once, rows 4096 / 32768; then the matrix of backward 13 and 14 and of 7 and 9 in the
# lm build, with sanitize. Predicted: lm lifts the widths of 4 mod 8 (fp32) and 8 mod 16 (bf16) to their neighbours',
# within a point elsewhere; rung 13's 4097 gains too.
#   $O/raw.csv, mean.txt, test-lm.log, sanitize-lm.log, test-lm79.log, sanitize-lm79.log
# Ran at c039678 (round34/*-line-c039678.*): [G34]. Half right: lm lifts the mid-sector widths to their neighbours'
# (fp32 2564 87.2 -> 99.8, 5124 85.8 -> 97.8, bf16 5128 85.6 -> 95.8 at 32768 rows) but costs the sector-aligned ones
# (fp32 1032 95.7 -> 90.5, 5128 -1.6, bf16 5136 -2.5); kept off. Matrix 13, 14 661 passed, 0 failed, 38 skipped,
# sanitize 60 clean; the 7, 9 matrix was cut off when the session's device time ran out (not kept).
set -u
O=$1
source dev/jobs/lib.sh
start_backward_job
build_variants layernorm_backward "lm:-DKERNEL7_LINE_MATCH=1"
time_builds "d lm" 14 "4096 32768" "1028 1032 2564 2568 5124 5128 1860 1824" "line fp32" fp32
time_builds "d lm" 14 "4096 32768" "5128 5136 3080 3088 4097 4096 1032 1040" "line bf16" bf16
mean_of_runs > "$O/mean.txt"
stamp "timed"
program_as_lab layernorm_backward lm "-DKERNEL7_LINE_MATCH=1"
LNLAB_EXTRA_SHAPES="4096x1028 9x2564 5x5124 130x1860 7x5128 33x3080 4096x4097 3x1032" \
    check_rungs layernorm_backward "13,14" "37x1028 5x2564 3x5128 9x3080 5x4097" lm
check_rungs layernorm_backward "7,9" "37x1028 5x2564 3x5128 9x3080" lm79
stamp "done"
