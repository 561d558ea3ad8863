#!/usr/bin/env bash
# Its timing loops since written with lib.sh's time_in_turn (the same commands in the same order, by a dry run).
# Ran in the forty-sixth round at fffca0e on an H100 ([C46]): fp32 12288 x 160 +2.5, 9000 x 232 +1.8; the GPU
# matrix passed, its one FAIL the CPU test of the rule's cells (updated at 735f4f6); sanitize 36 clean.
# The forty-sixth round's fourth job (one direct call, about 4 minutes held): the dispatcher's rule as adopted from
# round46_c.sh ([C46]: 16-bit rows of at most 256 columns to 8 M elements, fp32 to 16384 rows). round46_c.sh's k build
# validated the 16-bit launches exactly; in fp32 the adopted bound (16384 rows at up to 2 M elements) also takes rows
# of 8193-16384 with 129-256 columns, which k did not. This job: the tree (t) against the dispatcher without rung 14
# (d) at such cells and at two of [C46]'s, twice in turn; the GPU matrix of backward 15 in every dtype with those
# shapes added, and sanitize at two of them.
# Predicted: t over d at fp32 12288 x 160 and 9000 x 232 by 1-3 points (8192 x 256: 70.2 against 68.9; 16384 x 128:
# 70.8 against 69.0); [C46]'s cells as timed there.
#   bash dev/jobs/round46_d.sh OUTDIR
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
B=bin46d
build_lab
stamp "built the lab"
build_dtype_specs $B "d_fp32:-DBACKWARD15_SPLIT_MAX_COLS=0" "t_fp32:" "d_bf16:-DENABLE_BF16 -DBACKWARD15_SPLIT_MAX_COLS=0" \
    "t_bf16:-DENABLE_BF16"
: > "$O/timing.csv"
for round in 1 2; do
    time_in_turn $B "t d" fp32 15 "12288x160 9000x232 16384x64 16384x128"
    time_in_turn $B "t d" bf16 15 "65536x128 32768x192"
    stamp "round $round"
done
mean_of_timing > /dev/null
LNLAB_EXTRA_SHAPES="12288x160 9000x232 16384x128 32768x256 65536x128 20000x64" check_rungs layernorm_backward 15 \
    "9000x232 12000x88 67x1032"
stamp "done"
