#!/usr/bin/env bash
# The sixty-third round's backward map (about 4 minutes, one daemon call), nothing changed:
#   export COMMIT=<literal sha>; bash dev/device_daemon.sh start dev/jobs/round63_c.sh 400
# round61_d's map ([A63]) timed the backward's rungs where the dispatcher misses most. Here the cells it misses by
# less than 5 points at 1c323c8 (the README's H200 table): fp32 4096 x 4096 / 8192 / 65536, 8192 x 2048, 32768 x
# 768 / 1024 / 4097; bf16 and fp16 4096 x 16384, 8192 x 8192 / 12288, 32768 x 1024 / 2048. The deterministic rungs
# 5-14 at every block size beside the dispatcher (15), two rounds, into $O/timing.csv -> $O/best.txt, $O/mean.txt.
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
D=bin63c; start_backward_map $D
for round in 1 2; do
    time_in_turn $D t fp32 5,6,7,8,9,10,11,12,13,14,15 "4096x4096 4096x8192 4096x65536 8192x2048 32768x768 32768x1024 32768x4097"
    for d in bf16 fp16; do
        time_in_turn $D t $d 5,6,7,8,9,10,11,12,13,14,15 "4096x16384 8192x8192 8192x12288 32768x1024 32768x2048"
    done
    stamp "round $round"
done
best_of_timing > /dev/null
mean_by_block_of_timing > /dev/null
dispatcher_against_best   # (at 6a8cc71 the same, its best named k7@64, not t:k7@64)
stamp "done"
