#!/usr/bin/env bash
# The fifty-ninth round's fourth job, for a later session (about 8 minutes, through the daemon), nothing changed:
#   export COMMIT=<literal sha>; bash dev/device_daemon.sh start dev/jobs/round59_d.sh 570
# [A59]: on the H200 the backward dispatcher meets 19 / 11 / 11 of 34 (the H100: 27 / 22 / 22). fixed_cost.py: 16-bit
# rows of 8192 columns and more keep their rate (0.93-0.99 of the copy's slope) but carry 16-22 us of fixed cost beyond
# the copy's; 16-bit rows of 512-2048 columns lose on both (3-7 us, slope 0.72-0.85); 4097 at 0.68-0.85. All the
# dispatcher's picks were measured on an H100. Here: the deterministic rungs 5-14 at every block size, with the
# dispatcher (15), at the cells that miss most, one round, into $O/timing.csv -> $O/best.txt and $O/mean.txt.
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
D=bin59d; start_backward_map $D
time_in_turn $D t bf16 5,6,7,8,9,10,11,12,13,14,15 "4096x512 4096x1600 8192x768 32768x1600 4096x4096 4096x4097"
stamp "bf16"
time_in_turn $D t bf16 6,7,8,9,10,11,12,13,15 "4096x12288 4096x32768"
time_in_turn $D t fp16 5,6,7,8,9,10,11,12,13,14,15 "4096x1600 4096x4097"
time_in_turn $D t fp32 5,6,7,8,9,10,11,12,13,14,15 "4096x768 8192x1024 4096x4097"
stamp "map"
best_of_timing > /dev/null
mean_by_block_of_timing > /dev/null
stamp "done"
