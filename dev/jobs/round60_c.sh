#!/usr/bin/env bash
# The sixtieth round's last job (about 3 minutes, the session's last device seconds): round59_d cut to bf16 and the
# backward cells that miss most on the H200 ([A59]: 16-bit rows of 512-2048 columns lose both rate and fixed cost,
# 4097 most). The deterministic rungs 5-14 at every block size with the dispatcher (15), one invocation a cell, into
# $O/map-best.txt and $O/map-mean.txt.
#   export COMMIT=<literal sha>; bash dev/device_daemon.sh start dev/jobs/round60_c.sh 200
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
make -j16 layernorm_backward_bf16 > "$O/build.log" 2>&1 || { stamp "build FAILED"; exit 1; }
D=bin60c; mkdir -p $D
cp layernorm_backward_bf16 $D/t_bf16
stamp "built"
: > "$O/timing.csv"
for s in 4096x1600 4096x4097 8192x768 4096x512 4096x2048; do
    time_in_turn $D t bf16 5,6,7,8,9,10,11,12,13,14,15 "$s"
    stamp "bf16 $s"
    best_of_timing > /dev/null; mean_by_block_of_timing > /dev/null
    cp "$O/best.txt" "$O/map-best.txt"; cp "$O/mean.txt" "$O/map-mean.txt"
done
cp "$O/timing.csv" "$O/map.csv"
stamp "done"
