#!/usr/bin/env bash
# Twenty-ninth round, seventh job (about 4 minutes): forward13_split caps the register Packs at 4 only for rows with
# no head (forward13_register_cap; host only: every PTX entry is 6aab419's, whose matrix ran rung 13 with 8, and
# 6f6a73c's, whose matrix ran it with 4). fp32 only: the dispatcher at 40961 and 45057 columns (rows 4096 / 8192)
# against the round's start (p, ab/), then the matrix of forward 13 and 14 with the unaligned wide rows added and their
# sanitize. Predicted: 40961 back at 88.6 / 90.0 (two blocks an SM at 512 threads).
# Ran at a2f5bb8 (results/dev-h100-2026-11-24/round29/raw-check-a2f5bb8.csv, test-13-14-fp32-a2f5bb8.txt, sanitize-13-14-fp32-a2f5bb8.txt).
#   $O/raw.csv, best.txt, test.log, sanitize.log
set -u
O=$1
source dev/jobs/lib.sh
build_lab
cp layernorm_forward /tmp/v/d_fp32
build_program_variant ab/prev_forward.cu p_fp32 ""
stamp "built"
echo "$RAW_HEADER" > "$O/raw.csv"
for rows in 4096 8192; do for cols in 40961 45057; do for build in p d; do run_variant ${build}_fp32 14 $rows $cols 7; done; done; done
best_per_rung > "$O/best.txt"
cat "$O/best.txt"
LNLAB_DTYPES=fp32 LNLAB_EXTRA_SHAPES="4096x40961 37x45057 5x65537" check_rungs layernorm_forward 13,14 "5x40961 3x65537"
stamp "done"
