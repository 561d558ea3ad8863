#!/usr/bin/env bash
# The fifty-eighth round's second job (about 2 minutes, through the daemon):
#   export COMMIT=<literal sha>; bash dev/device_daemon.sh start dev/jobs/round58_b.sh 300
# round58_a: with the shift folded (FORWARD_SHIFT_BY_HEAD) and bf16's shifting 1- and 2-Pack block instances of kernel 10
# under (1024, 2) (FORWARD10_BOUNDED=2, the tree now), the dispatcher at 4097 columns gained 3-6 points. The
# dispatcher's picks for rows with a head were fitted with the shift at run time: rungs 9 and 10 at every block size,
# and the dispatcher, at the head rows of the target grid (4097) and 3001, twice, to see whether another pick now wins.
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
D=bin58b
start_forward_builds $D s "bf16 fp16"
: > "$O/timing.csv"
for round in 1 2; do
    for d in bf16 fp16; do
        for shape in 4096x4097 8192x4097 32768x4097 4096x3001; do time_binary $D s_$d 9,10,15 ${shape%x*} ${shape#*x}; done
    done
    stamp "round $round"
done
mean_by_block_of_timing > /dev/null
best_of_timing
stamp "done"
