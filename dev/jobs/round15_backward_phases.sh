#!/usr/bin/env bash
# Fifteenth round, backward probe (run directly or after round15_shifted.sh), about 1 minute: where a block of
# backward kernel 11 (the dispatcher's pick for short rows) spends its time at 1024-32768 rows, from the phase
# records dev/probe_backward_cost now prints (phases_*: the launch's ramp, the first batch's latency, the batches,
# the partial row's combine and stores, each block's span; medians and maxima over the blocks). The question
# (dev/NOTES.md, rounds 7, 10 and 13): the main kernel takes 11.2 us at bf16 1024 x 1024 where the copy of the whole
# pass takes 6.4, and at 4096 rows most teams take one batch. Is it the ramp, one batch's round trip, or the tail?
# Writes under $1: probe.csv, probe.err.
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
