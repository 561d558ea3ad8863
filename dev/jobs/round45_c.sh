#!/usr/bin/env bash
# Ran in the forty-fifth round at 569ec3b on an H100 ([B45]): the prediction was wrong, the copy is active 73 % of
# its cycles too at 4096 x 1024 (84 % at 8192 x 1024); what differs is the spread: the copy's busiest SM 8 % over the
# average, rung 14's 21 %. That led to round45_d.sh.
# The forty-fifth round's third job (one call, about 2 minutes): [B45] read Nsight Compute's "SM Active Cycles" of
# rung 14 at bf16 4096 x 1024 as 73 % of the launch's elapsed cycles, and of the dispatcher's kernel 11 at bf16 8192 x
# 1024 as 75 %: every SM idle about a quarter of each launch. Is that the lab's (ramp, tail, block scheduling) or every
# launch's of this size? The harness's own copy kernel (the ceiling) at the same byte counts, beside the two rungs,
# each at the boost clock, with the spread of active cycles over the SMs. Predicted: the copy idles far less (under 10 %).
#   bash dev/jobs/round45_c.sh OUTDIR
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
make -j4 layernorm_backward_bf16 > "$O/build.log" 2>&1 || { stamp "build FAILED"; exit 1; }
ncu --version | tail -n 1 > "$O/ncu-version.txt"
export NCU_SECTIONS="--clock-control none"
export NCU_METRICS=sm__cycles_active.min,sm__cycles_active.max,sm__cycles_active.avg,sm__cycles_elapsed.avg,smsp__issue_active.avg.pct_of_peak_sustained_elapsed
for shape in 4096x1024 8192x1024; do
    ncu_profile copy-bf16-$shape layernorm_backward_bf16 copy_kernel 15 - ${shape%x*} ${shape#*x}
done
ncu_profile k14-bf16-4096x1024 layernorm_backward_bf16 kernel14 15 - 4096 1024
ncu_profile k11-bf16-8192x1024 layernorm_backward_bf16 kernel11 15 - 8192 1024
for f in "$O"/ncu/*.txt; do
    echo "$(basename "$f" .txt): $(grep -E '^ +(gpu__time_duration.sum|sm__cycles_active.(min|max|avg)|sm__cycles_elapsed.avg|smsp__issue_active.avg.pct_of_peak_sustained_elapsed|Grid Size|Block Size) ' "$f" | awk '{print $1 "=" $NF}' | tr '\n' ' ')"
done | tee "$O/summary.txt"
stamp "done"
