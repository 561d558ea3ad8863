#!/usr/bin/env bash
# The sixty-third round's first call (about 5 minutes, through the daemon), for a later session:
#   export COMMIT=<literal sha>; bash dev/device_daemon.sh start dev/jobs/round63_a.sh 570
# 1. The fp32 sweep since FORWARD15_FULL_BLOCK_FP32 (on since 1645144, checked there but not swept): the forward
#    dispatcher over the target grid in fp32 ($O/sweep/, $O/targets.txt). Expected: 4096 columns +1.5..+2.7 points.
# 2. The 16-bit 65536-column cells ([B62]: rung 13 at 512 threads, 2 blocks an SM held by registers and shared memory
#    alike, L2 78 % busy, DRAM 69 %): rungs 12, 13 and 15 at every block size at 4096 / 8192 x 65536, one invocation a
#    cell ($O/map-best.txt), the baseline for dev/probe_forward_columns' next form. (-DFORWARD13_REGISTER_PACKS=8 is
#    no build for 16-bit: kernel 13's instances stop at MAX_PACKS_PER_THREAD, 4, while forward13_split would count 8.)
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
D=bin63a
start_map $D "fp32 bf16 fp16"
map_rungs $D "bf16 fp16" 12,13,15 "4096x65536 8192x65536"
keep_map
stamp "map"
sweep_forward_targets fp32
stamp "done"
