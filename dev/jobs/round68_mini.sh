#!/usr/bin/env bash
# Kernel 16's second build ([A67], dev/jobs/round68_kernel16.patch) at its smallest: about 3 minutes of device time,
# for a session with less left than round68_k16.sh QUICK needs. Not its GPU matrix or sanitize (round68_k16.sh runs
# those): the backward alone built with the patch (t) and with the first build's (o, round67_kernel16.patch, from
# copies of the two files in old/), then each program's own check against the CPU reference (every run validates on
# fresh inputs, its outputs poisoned first) at odd shapes at kernel 16's edges, and one round in turn of the
# dispatcher (15) and kernel 16 (t, o) at the three 4097-column cells in every dtype. $O/timing.csv -> $O/mean.txt.
#   export COMMIT=<literal sha>; bash dev/device_daemon.sh start dev/jobs/round68_mini.sh 300
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
D=bin68m; mkdir -p $D
patch_beside_and_apply round67_kernel16.patch round68_kernel16.patch
for d in fp32 bf16 fp16; do
    program_variant $D t $d "" layernorm_backward.cu &
    program_variant $D o $d "" old/layernorm_backward.cu &
done
wait
stamp "built: $(ls $D | tr '\n' ' ')"
: > "$O/timing.csv"
for d in bf16 fp16 fp32; do
    time_in_turn $D "t o" $d 16 "9x4097 17x4097 130x2049 1000x3001 11x257 13x129 37x8191 9x255"
done
stamp "edges checked"
for d in bf16 fp16 fp32; do
    time_in_turn $D t $d 15 "4096x4097 8192x4097 32768x4097"
    time_in_turn $D "t o" $d 16 "4096x4097 8192x4097 32768x4097"
done
stamp "turn"
awk -F, '{ n[$12]++ } END { for (k in n) printf "%s rows: %d\n", k, n[k] }' "$O/timing.csv"
grep ",FAIL" "$O/timing.csv" | head
mean_by_block_of_timing
grep "x4097" "$O/mean.txt"
stamp "done"
