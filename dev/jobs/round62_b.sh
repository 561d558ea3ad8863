#!/usr/bin/env bash
# The sixty-second round's second call (about 6 minutes, through the daemon):
#   export COMMIT=<literal sha>; bash dev/device_daemon.sh start dev/jobs/round62_b.sh 570
# 1. dev/probe_forward_columns with a one-block cluster skipping the exchange (round61_f's memcheck found the push into
#    a cluster of one invalid): --check at the one-block shapes, compute-sanitizer's four tools at 37 x 4096.
# 2. fp32 at 4096 / 8192 columns: round62_a's map (results/dev-h200-2026-11-28/round62/a/e) had kernel 9 / 10 at 512
#    threads (2 Packs) 94.5 / 95.1 % of the copy at 4096 x 4096 where the dispatcher (256 x 4) ran 91.7, and kernel 10 at
#    1024 94.2 at 4096 x 8192 (dispatcher 256 x 8: 91.8). p2 / p4: -DFORWARD15_FP32_PACKS_TARGET=2 / 4 in turn with the
#    tree, twice, at rows 4096 / 8192 / 32768 x 3072 / 4096 / 6144 / 8192 columns: is fewer Packs a thread a rule, and
#    at which row counts.
# 3. 16-bit 16384 columns: kernel 10 at 256 threads (8 Packs) led the dispatcher's 512 x 4 by 1.3-1.8 points at 4096 /
#    8192 rows; here kernels 10 and 15 at every block size at 16384 / 32768 rows too.
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
D=bin62b
start_forward_builds $D t "fp32 bf16 fp16" "p2:fp32:-DFORWARD15_FP32_PACKS_TARGET=2" "p4:fp32:-DFORWARD15_FP32_PACKS_TARGET=4"
make -j3 dev/probe_forward_columns dev/probe_forward_columns_bf16 > "$O/build-c.log" 2>&1 || stamp "probe build FAILED"
cp dev/probe_forward_columns $D/c_fp32; cp dev/probe_forward_columns_bf16 $D/c_bf16
{ for b in c_fp32 c_bf16; do for s in 37x4096 7x1024 1x8 300x32768; do echo "$b 1 $s"; done; done; } |
    check_binaries $D 4 | tee "$O/check.txt"
sanitize_binaries $D 1 8 "c_bf16 c_fp32" "37x4096" | tee -a "$O/check.txt"
stamp "probe checked"
time_rounds_in_turn $D "t p2 p4" 15 "fp32=4096x3072 4096x4096 4096x6144 4096x8192 8192x3072 8192x4096 8192x6144 8192x8192 32768x3072 32768x4096 32768x6144 32768x8192" > /dev/null
cp "$O/mean.txt" "$O/fp32-mean.txt"; cp "$O/timing.csv" "$O/fp32-timing.csv"
deltas_of_mean t "p2 p4" | tee "$O/fp32-deltas.txt"
: > "$O/timing.csv"
for d in bf16 fp16; do time_in_turn $D t $d 10,15 "16384x16384 32768x16384 8192x16384"; done
keep_map
stamp "done"
