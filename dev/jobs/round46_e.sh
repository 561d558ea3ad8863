#!/usr/bin/env bash
# Its timing loops since written with lib.sh's time_in_turn (the same commands in the same order, by a dry run).
# Ran in the forty-sixth round at efaf56d on an H100 ([E46]): e behind t by 1.5-5.2 at every cell, as predicted;
# the 4 M bound stands.
# The forty-sixth round's last job (one direct call, about 3 minutes held): NOTES [D46] Next 2. At 16-bit 8192 x 768
# / 1024, 16384 x 512 (target cells) and 4096 x 1600 / 2048, x and dy are 24-32 MB, past the third of L2 where rung 14
# now runs its groups at 4 trips; [A46] timed it there only as columns first (5-11 points behind). e: the dispatcher
# with the 16-bit element bound at 8 M (-DBACKWARD15_SPLIT_MAX_ELEMENTS=8388608LL, so rung 14 in groups, 4 trips)
# against the tree (t), twice in turn.
# Predicted: e still behind t by 3-8 points ([B46]: rung 14 alone in groups at 2 trips 60.8 / 65.2 at bf16 8192 x 768
# / 1024, the dispatcher 70.1 / 73.3; 4 trips added about 5 there as columns first).
#   bash dev/jobs/round46_e.sh OUTDIR
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
B=bin46e
build_specs $B "e_bf16:-DENABLE_BF16 -DBACKWARD15_SPLIT_MAX_ELEMENTS=8388608LL" "t_bf16:-DENABLE_BF16" \
    "e_fp16:-DENABLE_FP16 -DBACKWARD15_SPLIT_MAX_ELEMENTS=8388608LL" "t_fp16:-DENABLE_FP16"
: > "$O/timing.csv"
for round in 1 2; do
    for d in bf16 fp16; do time_in_turn $B "t e" $d 15 "8192x768 8192x1024 16384x512 4096x1600 4096x2048"; done
    stamp "round $round"
done
mean_of_timing
