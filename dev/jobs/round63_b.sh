#!/usr/bin/env bash
# The sixty-third round's probe of the ring form (about 6 minutes, through the daemon), for a later session:
#   export COMMIT=<literal sha>; bash dev/device_daemon.sh start dev/jobs/round63_b.sh 570
# dev/probe_forward_columns variant 2 (never run): variant 1's column slices, weight and bias in shared memory once a
# launch, but x's slices (32 KB) through a ring of 2-4 shared-memory slots filled by the TMA, so that 1-3 slices of a
# block are in flight while one is reduced and exchanged ([A62]: variant 1's rows waited on their loads).
#   1. --check of variants 1 and 2 at every block size at 11 shapes in every dtype (1 row, fewer rows than clusters,
#      the widest, a cluster of one block), --outliers at 3, compute-sanitizer's four tools over variant 2 at 2 shapes
#      (one a cluster of one block) in bf16 and fp32.
#   2. The lab's dispatcher (t, kernel 15) and variant 2 at every block size in turn, twice, at the wide cells
#      ($O/turn-best.txt: each build's best block size a cell; $O/turn-mean.txt).
# Predicted: variant 2 at 93-97 % of the copy at 16-bit 65536 and fp32 32768 / 65536, where the dispatcher runs 82-91.
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
D=bin63b
start_forward_builds $D t "fp32 bf16 fp16"
make -j3 dev/probe_forward_columns dev/probe_forward_columns_bf16 dev/probe_forward_columns_fp16 > "$O/build-c.log" 2>&1 ||
    { stamp "probe build FAILED"; tail -n 20 "$O/build-c.log"; exit 1; }
for d in fp32 bf16 fp16; do cp dev/probe_forward_columns$([ $d = fp32 ] || echo _$d) $D/c_$d; done
shapes="4096x65536 1x65536 3x32768 5x65536 300x32768 7x1024 1x8 37x4096 133x131072 2x16384 64x24576"
{ for d in fp32 bf16 fp16; do for s in $shapes; do echo "c_$d 1,2 $s"; done; done; } | check_binaries $D 4 | tee "$O/check.txt"
for d in fp32 bf16 fp16; do check_outliers $D c_$d 2 "4096x65536 37x32768 5x8192"; done
count_outliers | tee -a "$O/check.txt"
sanitize_binaries $D 2 8 "c_bf16 c_fp32" "5x65536 37x4096" | tee -a "$O/check.txt"
stamp "checked"
: > "$O/timing.csv"
time_against_base $D 15 c 2 "bf16=4096x65536 8192x65536 4096x32768" "fp16=4096x65536 8192x65536 4096x32768" \
    "fp32=4096x32768 8192x32768 4096x65536 8192x65536 4096x16384"
best_of_timing > /dev/null; cp "$O/best.txt" "$O/turn-best.txt"
mean_by_block_of_timing > /dev/null; cp "$O/mean.txt" "$O/turn-mean.txt"
cat "$O/turn-best.txt"
stamp "done"
