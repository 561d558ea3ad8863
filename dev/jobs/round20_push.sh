#!/usr/bin/env bash
# Twentieth round, fourth job (COMMIT=<sha> bash dev/device_daemon.sh start dev/jobs/round20_push.sh 570, then
# `wait`), about 12 minutes: the backward with the cluster's row sums pushed (-DCLUSTER_PUSH_SUMS=1, build p), which
# the eighteenth round validated but timed only in the forward. The backward's cluster teams (kernels 6 and 7 at rows
# past one block's registers: the fp32 dispatcher at 32768-65536 columns, 16-bit at 32768-65536) reduce every row
# through cluster.sync(), whose release fence (MEMBAR.ALL.GPU) waits for the previous row's dx stores; in the
# forward's 16-bit cluster kernels dropping it gave +7 to +14 points at 65536 columns. Nsight Compute at 4096 x 65536
# (round20/ncu-wide-f28d572): fp32 kernel 6, one 512-thread block an SM on 120 SMs, DRAM 65 % of peak, 45 % of the
# stall cycles waiting on L1TEX; bf16 kernel 7 at 256 threads, 60 %.
#   1. $O/raw.csv: the dispatcher, d (committed) then p, rows 4096 / 8192 / 32768 x 4096 / 16384 (controls: block
#      teams, no cluster reduction) / 32768 / 65536 columns, every dtype; kernels 6 and 7 at every block size at
#      4096 x 65536, d then p.
#   2. $O/test.log, $O/sanitize.log: the GPU matrix of backward 6, 7 and 14 built with -DCLUSTER_PUSH_SUMS=1, and
#      their sanitize at wide and odd shapes.
set -u
O=$1
source dev/jobs/lib.sh
build_lab_and_variants layernorm_backward "p:-DCLUSTER_PUSH_SUMS=1"
echo "$RAW_HEADER" > "$O/raw.csv"
time_ab d p 14 "4096 8192 32768" "4096 16384 32768 65536" "dispatcher"
awk -F, '$12 == "ok" {print $1, $3, $4, $5, $9}' "$O/raw.csv" | paste -d' ' - - | awk '{printf "%s %s %s d %s p %s (%+.1f)\n", $2, $3, $4, $5, $10, $10 - $5}'
for d in fp32 bf16 fp16; do run_variant d_$d 6,7 4096 65536 7; run_variant p_$d 6,7 4096 65536 7; done
stamp "kernels 6 and 7"
best_per_rung | grep " 65536 "
make -B -j16 build EXTRA_FLAGS=-DCLUSTER_PUSH_SUMS=1 > "$O/build-p.log" 2>&1 || { stamp "p build FAILED"; exit 1; }
check_rungs layernorm_backward 6,7,14 "3x65536 5x32768 2x65537 37x40000 67x1031 9x61 130x768"
stamp "done"
