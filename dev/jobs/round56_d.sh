#!/usr/bin/env bash
# The fifty-sixth round's fourth job (about 11 minutes, through the daemon: two calls), at the commit that adopts [C56]
# (kernel 11's shared weight and bias by two bulk copies, asked for before thread 0's rows in blocks of 8 warps or more,
# after them in smaller ones, waited for once a warp; 16-bit 1025-1600 columns at 8192-16384 rows at 1024 threads), with
# layernorm_forward_prev.cu (6ef0e2e's forward, untracked) beside the tree:
#   export COMMIT=<sha>; bash dev/device_daemon.sh start dev/jobs/round56_d.sh 585; bash dev/device_daemon.sh wait 580
# The lab built as committed; the GPU matrix of forward rungs 11 and 15 in every dtype (the SASS check and the
# dispatcher on outlier rows with it), ring shapes added, and compute-sanitizer's four tools over them at 4 shapes;
# then 6ef0e2e's forward (prev) and the tree's (t) in turn, twice, at 16-bit shapes off the target grid that the change
# moves (1600 columns at 6144-16384 rows; 768 and 1024 columns at 8192 and 16384 rows, 128 threads); then the sweep.
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
build_lab
stamp "built"
LNLAB_EXTRA_SHAPES="4096x2048 9000x1600 37x1600 5x2048 3x1032 130x768" check_rungs layernorm_forward 11,15 \
    "300x2048 37x1600 5x1032 3x768"
prev_and_tree_forward_builds bin56d "bf16 fp16"
time_rounds_in_turn bin56d "prev t" 15 "bf16=6144x1600 12288x1600 16384x1600 8192x768 8192x1024 16384x768 16384x1024" \
    "fp16=6144x1600 12288x1600 16384x1600 8192x768 8192x1024 16384x768 16384x1024"
sweep_forward_targets
stamp "done"
