#!/usr/bin/env bash
# The fifty-eighth round's third job (about 11 minutes, through the daemon: two calls), at the commit that adopts the
# folded shift (FORWARD_SHIFT_BY_HEAD), bf16's bounds on its shifting narrow block instances (FORWARD10_BOUNDED=2) and
# the dispatcher's new head rule (rows with a head of 2056-4103 columns at 2 Packs a thread at every row count, on
# kernel 9 in bf16: round58_b), with layernorm_forward_prev.cu (528642f's forward, untracked) beside the tree:
#   export COMMIT=<sha>; bash dev/device_daemon.sh start dev/jobs/round58_c.sh 585; bash dev/device_daemon.sh wait 580
# The lab built as committed; the GPU matrix of forward rungs 8, 9, 10 and 15 in every dtype (the SASS check and the
# dispatcher on outlier rows with it), head shapes added, and compute-sanitizer's four tools over them at 4 shapes;
# then in turn, twice (16-bit): prev, the tree (t), the tree with only the 1- and 2-Pack instances folded (n:
# -DFORWARD_SHIFT_BY_HEAD=2; round58_b's fp16 32768 x 4097 on kernel 9's 4-Pack instance ran 94.8 where the evidence
# had 98.2) and the tree with the old head rule (r: up to 8192 rows, kernel 10); then the sweep of the target grid.
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
D=bin58c; mkdir -p $D
build_lab
stamp "built"
prev_and_tree_forward_builds $D "bf16 fp16"
for d in bf16 fp16; do
    forward_variant $D n $d "-DFORWARD_SHIFT_BY_HEAD=2" &
    forward_variant $D r $d "-DFORWARD15_HEAD_TWO_PACKS_MAX_ROWS=8192 -DFORWARD15_HEAD_TWO_PACKS_KERNEL9=0" &
done
wait
stamp "variants: $(ls $D | tr '\n' ' ')"
LNLAB_EXTRA_SHAPES="4096x4097 8192x4097 300x4097 37x3001 5x4103 3x1031 130x2049 9x12289 17x8191" \
    check_rungs layernorm_forward 8,9,10,15 "300x4097 37x3001 5x1031 3x13"
time_rounds_in_turn $D "prev t n r" 15 "bf16=4096x4097 8192x4097 32768x4097 32768x3001 4096x8191 32768x12289" \
    "fp16=4096x4097 8192x4097 32768x4097 32768x3001 4096x8191 32768x12289" > /dev/null
cat "$O/mean.txt"
sweep_forward_targets
stamp "done"
