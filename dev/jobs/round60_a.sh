#!/usr/bin/env bash
# The sixtieth round's map (about 4 minutes): the rungs at every block size at the cells the adopted tree (4c8afaa:
# aligned instances, a block team alone, the fresh first sum, fp32 8 Packs) still leaves furthest from the copy in
# round59_e's sweep: 16-bit 32768 and 65536 columns (84-87 %), 4097 (83-88), 1024-2048 (88-92); fp32 32768 / 65536
# (88-91) and 1600 (88-90 at 8192 rows). One invocation a cell: $O/map-best.txt, $O/map-mean.txt.
#   export COMMIT=<literal sha>; bash dev/device_daemon.sh start dev/jobs/round60_a.sh 300
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
D=bin60a
start_forward_builds $D t "fp32 bf16 fp16"
wait
stamp "built: $(ls $D | tr '\n' ' ')"
: > "$O/timing.csv"
for d in bf16 fp16; do
    time_in_turn $D t $d 9,10,13,15 "8192x32768 4096x65536"
    time_in_turn $D t $d 7,9,10,15 "8192x4097"
    time_in_turn $D t $d 6,8,9,10,11,14,15 "8192x1024 4096x2048"
    stamp "map $d"
done
time_in_turn $D t fp32 9,10,13,15 "8192x32768 4096x65536"
time_in_turn $D t fp32 6,8,9,10,11,15 "8192x1600"
stamp "map fp32"
best_of_timing > /dev/null
mean_by_block_of_timing > /dev/null
mv "$O/timing.csv" "$O/map.csv"; mv "$O/best.txt" "$O/map-best.txt"; mv "$O/mean.txt" "$O/map-mean.txt"
stamp "done"
