#!/usr/bin/env bash
# Prepared in the forty-ninth round for the next (not run yet; about 6 minutes, through dev/device_daemon.sh): the checks
# that [D49] (rung 13 with the checked pivot, -DFORWARD13_STATS=3) needs before fp32 and bf16 take it by default, and a
# look at fp16's loss with it. (1) The lab built with the switch (every dtype): dev/run_tests.sh with the GPU matrix of
# forward 13 and 15 and wide shapes added, the SASS check (rung 13's instances are judged) and the dispatcher on outlier
# rows; compute-sanitizer over forward 13 and 15 at wide shapes. (2) Nsight Compute of the fp16 dispatcher's kernel at
# 4096 x 65536, the tree's build against the switched one (run round49_f/g: 93.9 -> 87.1 / 86.9), clocks free.
# Then, if clean: FORWARD13_STATS 3 in fp32 and bf16 (0 in fp16) as the default, and the forward sweep.
# Outcome (run at 2b6c201, results/dev-h100-2026-11-27/round50/a/): every forward 13/15 cell passed, SASS 36 / 38 / 38 clean,
# sanitize 60 clean; fp16 at 4096 x 65536 under Nsight Compute 378.6 us (two passes) against 409.9 (the pivot), L1TEX waits
# (dev/NOTES.md [A50]).
#   export COMMIT=<sha>; bash dev/device_daemon.sh start dev/jobs/round50_a.sh 560
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
mkdir -p bin50
make -j4 layernorm_forward_fp16 > "$O/build-tree.log" 2>&1 && cp layernorm_forward_fp16 bin50/d_fp16
forward_as_lab pivot "-DFORWARD13_STATS=3"
cp layernorm_forward_fp16 bin50/p_fp16
LNLAB_EXTRA_SHAPES="4096x32768 4096x65536 8192x65536 3x40000 5x65537 9x49152 2x131072 37x32769" \
    check_rungs layernorm_forward 13,15 "3x40000 2x65536 5x65537 37x32768 9x24577"
for b in d p; do
    NCU_SECTIONS="--clock-control none" ncu_profile fwd-fp16-4096x65536-$b bin50/${b}_fp16 layernorm_forward 15 - 4096 65536
done
stamp "done"
