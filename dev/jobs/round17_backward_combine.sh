#!/usr/bin/env bash
# Seventeenth round (prepared in the sixteenth), backward probe, about 1 minute: the partial row's combine, split.
# At bf16 4096 x 1024 (kernel 11, clusters of 8) a block's partial row took 3.5 us at the median and 7.7 at the
# slowest (round15/probe-backward-phases-716522c.csv), and the sixteenth round's grid switches, which evened the
# blocks' turns, did not shorten the pass (dev/NOTES.md [A16]). dev/probe_backward_cost now splits that phase in
# three (phases_cluster_wait: the block's sums into shared memory and the cluster's first barrier, i.e. waiting for
# the cluster's slowest block; phases_slice: its slice of the partial row read through distributed shared memory
# and stored; phases_release: the second barrier). Waiting dominates -> the blocks' imbalance within a cluster;
# the slice dominates -> the DSMEM reads' latency (a wider read, or fewer blocks a cluster). Same shapes as
# round15_backward_phases.sh. Writes under $1: probe.csv, probe.err.
set -u
O=$1
source dev/jobs/lib.sh
build_lab
echo "dtype,rows,cols,threads,rows_in_flight,grid,piece,ms" > "$O/probe.csv"
for spec in bf16:1024:1024:128:4 bf16:4096:1024:128:4 bf16:8192:1024:128:4 bf16:32768:1024:128:4 \
            fp16:4096:2048:256:2 fp32:4096:4096:512:2; do
    IFS=: read -r d rows cols threads in_flight <<< "$spec"
    program=dev/probe_backward_cost; [ "$d" = fp32 ] || program=${program}_$d
    timeout 120 $program $rows $cols $threads $in_flight 2>> "$O/probe.err" | tail -n +2 >> "$O/probe.csv"
done
stamp "probe done"
cat "$O/probe.csv"; head "$O/probe.err" 2>/dev/null
