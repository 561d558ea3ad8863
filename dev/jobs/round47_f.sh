#!/usr/bin/env bash
# The forty-seventh round's last job (one direct call, about 3 minutes held): where the 16-bit passes at 512 columns
# lose their rate. [C47] found the backward at 512 columns running at 0.88 of the copy's rate (the other widths up
# to 4096 at 0.95-1.02) and the forward's 16-bit rows of 512-2048 columns at 0.92-0.96, with no extra fixed cost.
# Nsight Compute (boost clock) of the dispatchers' kernels at 32768 x 512 bf16 (backward kernel 11; the forward dispatcher's kernel, 11 at 512 columns)
# beside the harness's copy kernel at each pass's bytes: duration, DRAM and L2 traffic and throughput, issue activity,
# occupancy and warp stalls. No prediction: a map for the next round.
#   bash dev/jobs/round47_f.sh OUTDIR
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
make -j4 layernorm_backward_bf16 layernorm_forward_bf16 > "$O/build.log" 2>&1 || { stamp "build FAILED"; exit 1; }
ncu --version | tail -n 1 > "$O/ncu-version.txt"
export NCU_SECTIONS="--clock-control none"
export NCU_METRICS=sm__cycles_active.avg,sm__cycles_elapsed.avg,smsp__issue_active.avg.pct_of_peak_sustained_elapsed,lts__t_sectors_op_read.sum,lts__t_sectors_op_write.sum,smsp__inst_executed.sum
for cols in 512 1024; do
    ncu_profile bwd-copy-bf16-32768x$cols layernorm_backward_bf16 copy_kernel 15 - 32768 $cols
    ncu_profile bwd-k11-bf16-32768x$cols layernorm_backward_bf16 kernel11 15 - 32768 $cols
    ncu_profile fwd-copy-bf16-32768x$cols layernorm_forward_bf16 copy_kernel 14 - 32768 $cols
    ncu_profile fwd-k-bf16-32768x$cols layernorm_forward_bf16 layernorm_forward_kernel 14 - 32768 $cols
done
for f in "$O"/ncu/*.txt; do
    echo "$(basename "$f" .txt): $(grep -E '^ +(gpu__time_duration.sum|dram__bytes_read.sum|dram__bytes_write.sum|lts__t_sectors_op_(read|write).sum|smsp__issue_active.avg.pct_of_peak_sustained_elapsed|smsp__inst_executed.sum|sm__cycles_active.avg|sm__cycles_elapsed.avg|Grid Size|Block Size|Registers Per Thread|Achieved Occupancy|DRAM Throughput) ' "$f" | awk '{print $1 "=" $NF}' | tr '\n' ' ')"
done | tee "$O/summary.txt"
tar czf "$O/ncu.tgz" -C "$O" ncu summary.txt ncu-version.txt
stamp "done"
