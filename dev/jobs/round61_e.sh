#!/usr/bin/env bash
# The sixty-first round's map, for a later session (about 5 minutes, through the daemon), nothing changed:
#   export COMMIT=<literal sha>; bash dev/device_daemon.sh start dev/jobs/round61_e.sh 400
# Since 08aad8e a 16-bit block of kernels 9 and 10 may hold 8 Packs a thread (FORWARD_WIDE_PACKS_16BIT), so the rungs
# at 128 / 192 / 256 threads now take 16-bit rows of 8192 / 12288 / 16384 columns in one block, where before they
# needed a cluster; fp32's 8-Pack target did the same for fp32 at 16384 columns (+12-16 points on the H200, [A60]).
# At 16-bit 8192-16384 columns the dispatcher runs 4 Packs a thread or fewer (512 threads at 16384, 384 at 12288,
# 256 at 8192) at 91-93 % of the copy at 4096 rows (08aad8e's sweep). Here: kernels 9 and 10 at every block size beside
# the dispatcher at those cells and at 16-bit 4096 x 4096, and fp32's 4096-row cells under 95 % (4096 / 8192 / 16384
# columns, 91.6-92.5), one invocation a cell: $O/map-best.txt, $O/map-mean.txt. A rung at a smaller block than the
# dispatcher's, ahead by more than the run-to-run spread (1-2 points), is a rule to try in turn.
# Also kernel 6 (a persistent warp a row) beside the dispatcher's ring (kernel 11) and warps (kernel 9) at 16-bit rows of
# 512-1024 columns from 8192 rows: its aligned instances (FORWARD6_ALIGNED_INSTANCES, 08aad8e) gained 2.3-5.2 points at
# 4096 rows, where the dispatcher takes it (FORWARD15_KERNEL6_BELOW_ROWS 8192, fitted on the H100 without them), and
# the dispatcher runs 89.7-91.9 % at 8192 / 32768 x 1024. A lead there is -DFORWARD15_KERNEL6_BELOW_ROWS=... in turn.
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
D=bin61e
start_map $D "fp32 bf16 fp16"
for d in bf16 fp16; do
    time_in_turn $D t $d 9,10,15 "4096x8192 4096x12288 4096x16384 8192x16384 4096x4096"
    time_in_turn $D t $d 6,9,11,15 "8192x768 8192x1024 32768x512 32768x768 32768x1024"
    stamp "map $d"
done
time_in_turn $D t fp32 9,10,15 "4096x4096 4096x8192 4096x16384"
stamp "map fp32"
keep_map
stamp "done"
