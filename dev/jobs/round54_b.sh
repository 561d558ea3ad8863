#!/usr/bin/env bash
# Prepared in the fifty-third round for the next (about 5 minutes, through the daemon):
#   export COMMIT=<sha>; bash dev/device_daemon.sh start dev/jobs/round54_b.sh 400
# Rung 13's stagger in 16-bit ([A53]: 1000 ns x 8 steps over the first wave's 264 blocks took bf16 4096 x 65536 from
# 94.0 to 94.5 % of the copy, fp16 94.9 to 95.4; bf16 stays under 95). Is 1000 ns the best spread in 16-bit, where the
# first wave is two blocks an SM? Builds, bf16 and fp16: t (the tree, 1000), s500, s1500 (-DFORWARD13_STAGGER_NS),
# and h (-DFORWARD13_STAGGER_BLOCKS=132: one block an SM waits, the other starts at once). The dispatcher, the four in
# turn, twice, at 4096 x 65536, 4096 x 49152 and 8192 x 65536; --check of s1500 and h's rungs 13 and 15.
# Predicted: within 0.3 of t for s500 and s1500 (the fifty-second round's 3000 ns lost 0.4-0.9 at 49152 only); h
# level or lower (half the blocks still in step).
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
start_forward_builds bin54b t "bf16 fp16" \
    "s500:bf16:-DFORWARD13_STAGGER_NS=500" "s500:fp16:-DFORWARD13_STAGGER_NS=500" \
    "s1500:bf16:-DFORWARD13_STAGGER_NS=1500" "s1500:fp16:-DFORWARD13_STAGGER_NS=1500" \
    "h:bf16:-DFORWARD13_STAGGER_BLOCKS=132" "h:fp16:-DFORWARD13_STAGGER_BLOCKS=132"
check_build_dtypes bin54b s1500 13,15 "300x65536 7x65537 3x40000" "bf16 fp16"
check_build_dtypes bin54b h 13,15 "300x65536 7x65537 3x40000" "bf16 fp16"
time_rounds_in_turn bin54b "t s500 s1500 h" 15 "bf16=4096x65536 4096x49152 8192x65536" \
    "fp16=4096x65536 4096x49152 8192x65536"
stamp "done"
