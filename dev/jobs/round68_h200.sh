#!/usr/bin/env bash
# What the sixty-eighth round's device time had left (about 540 s) after round68.sh ran on an H100: the two H200
# questions that run could not answer, about 4-5 minutes through the daemon, and nothing on any other GPU:
#   export COMMIT=<literal sha>; bash dev/device_daemon.sh start dev/jobs/round68_h200.sh 400
#   - not an H200: stops at once (the table candidates are the H200 table's, and the H100's bound at 4097 is known)
#   a/     round67_a.patch's rows in turn against the tree, MATRIX=0 (their matrix and sanitize passed in round68 a/)
#   bound/ the dispatcher at 4097 columns and kernels 7 and 9 at the virtual shapes (rows / PACK_SIZE) x
#          (PACK_SIZE * 4097), one round in turn: the headroom an odd-width kernel has on the H200 (summary.txt)
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
only_on_gpu H200
run_part a dev/jobs/backward_table_ab.sh BASE=patch PATCH=round67_a.patch MATRIX=0 \
    TURN="fp32=32768x512 32768x456 16384x512 4096x1600 4096x1284 4096x1440;bf16=4096x4096 4096x3600 8192x4096;fp16=4096x4096 4096x3600 8192x4096"
# the bound, on part a's builds of the tree (h; time_binary runs ./dir/build)
cd /tmp/part-a; B=bin-ab; O=$O/bound; mkdir -p "$O"; : > "$O/timing.csv"
for d in bf16 fp16 fp32; do time_in_turn $B h $d 15 "4096x4097 8192x4097 32768x4097"; done
time_odd_bound $B h
grep -c ",FAIL" "$O/timing.csv" | sed 's/^/FAIL rows: /'
mean_by_block_of_timing
grep " k15@" "$O/mean.txt" | cut -d "(" -f 1 > "$O/summary.txt"
odd_bound_of_mean >> "$O/summary.txt"
cat "$O/summary.txt"
stamp "done"
