#!/usr/bin/env bash
# Its timing loops since written with lib.sh's time_in_turn (the same commands in the same order, by a dry run).
# Ran in the forty-sixth round at 4cc8436 on an H100 ([C46]): 16-bit narrow rows ahead at every candidate cell
# (+0.9..+6.0), fp32 ahead at 16384 rows (+1.8, +10.5) and behind from 32768 (-5.9, -8.4): adopted as 16-bit 256
# columns / 8 M elements and fp32 to 16384 rows (fffca0e). Matrix of k 559 passed, 0 failed; sanitize 36 clean.
# The forty-sixth round's third job (dev/device_daemon.sh start, then a wait call; about 6 minutes held). [A46] found
# rung 14 (4 trips, columns first) ahead of the dispatcher without it at two cells outside the rule: 16-bit 32768 x
# 256 (8 M elements; 62.1 / 62.8 against 59.8 / 61.6) and fp32 16384 x 128 (more than 8192 rows; 70.7 against 68.9).
# Since bf0ec46 rung 14 runs the groups where x and dy pass a third of L2, as 16-bit 32768 x 256 does (32 MB). The
# candidate k (-DBACKWARD15_SPLIT_NARROW_COLS / _NARROW_MAX_ELEMENTS: 16-bit rows of up to 256 columns to 8 M
# elements, fp32 rows of up to 128 columns to 2 M, any number of rows) against the tree (t) and the dispatcher
# without rung 14 (d), twice in turn, at the candidate's cells and at controls the tree's rule already takes; then
# the lab built as k through the matrix of backward 15 with the candidate's shapes added, and sanitize.
# Predicted: k over t by 1-3 at fp32 16384 x 128 and 32768 x 64; at 16-bit 32768 x 256 level or behind (the groups,
# not the columns first that led there); t = k at the controls.
#   bash dev/jobs/round46_c.sh OUTDIR
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
B=bin46c
K16="-DBACKWARD15_SPLIT_NARROW_COLS=256 -DBACKWARD15_SPLIT_NARROW_MAX_ELEMENTS=8388608LL"
K32="-DBACKWARD15_SPLIT_NARROW_COLS=128 -DBACKWARD15_SPLIT_NARROW_MAX_ELEMENTS=2097152LL"
build_lab
stamp "built the lab"
build_dtype_specs $B "d:-DBACKWARD15_SPLIT_MAX_COLS=0" "t:" "k_bf16:-DENABLE_BF16 $K16" "k_fp16:-DENABLE_FP16 $K16" \
    "k_fp32:$K32"
: > "$O/timing.csv"
for round in 1 2; do
    for d in bf16 fp16; do time_in_turn $B "t k d" $d 15 "32768x256 65536x128 32768x192 131072x64 16384x256 65536x64"; done
    time_in_turn $B "t k d" fp32 15 "16384x128 32768x64 65536x32 16384x64 8192x256"
    stamp "round $round"
done
mean_of_timing > /dev/null
program_as_lab layernorm_backward k "-DBACKWARD15_SPLIT_NARROW_COLS='(sizeof(floatX)==2?256:128)' -DBACKWARD15_SPLIT_NARROW_MAX_ELEMENTS='(sizeof(floatX)==2?8388608LL:2097152LL)'"
LNLAB_EXTRA_SHAPES="32768x256 65536x128 16384x128 32768x64 20000x64" check_rungs layernorm_backward 15 \
    "20000x64 9000x128 67x1032" narrow
stamp "done"
