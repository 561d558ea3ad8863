#!/usr/bin/env bash
# Twelfth round, last job (dev/device_daemon.sh start dev/jobs/round12_evidence.sh), about 13 minutes:
# the evidence command (scripts/evidence.sh) for the backward pass only, whose kernels changed this
# round (rung 13's stores and launch, kernel 7's staging helper, dispatcher 14); the forward is
# unchanged since the 592e6a8 evidence run.
#   1. make; the GPU matrix of backward 7, 9, 13 and 14 (make test, LNLAB_PASSES=layernorm_backward);
#      their sanitize; the sweep of the backward dispatcher over the target shapes, and its targets;
#   2. Nsight Compute of the forward dispatcher at bf16 4096 x 65536 and x 32768 (the 64% forward
#      shortfall against a width that reaches 95%), for the next round.
# Writes under $1: evidence/ and ncu/.
set -u
O=$1
source dev/jobs/lib.sh
export LNLAB_PASSES=layernorm_backward LNLAB_BACKWARD_KERNELS=7,9,13,14 LNLAB_JOBS=14
export LNLAB_SANITIZE_SHAPES="67x1031 67x1032 5x4097 3x40000 130x768 37x2049 1x65537 9000x63"
export STEPS=env,make,test,sanitize,sweep SWEEP_ARGS="--passes backward --rungs backward=14" LAB_KERNELS=last
bash scripts/evidence.sh "$O/evidence"
stamp "evidence done: $(grep -c . "$O/evidence/summary.txt") summary lines"
mkdir -p "$O/ncu"
for cols in 65536 32768; do
    ncu --section SpeedOfLight --section MemoryWorkloadAnalysis --section WarpStateStats --section Occupancy \
        --section LaunchStats --metrics dram__bytes_read.sum,dram__bytes_write.sum,gpu__time_duration.sum \
        -k "regex:layernorm_forward_kernel" --launch-skip 6 --launch-count 1 \
        ./layernorm_forward_bf16 13 --rows 4096 --cols $cols > "$O/ncu/forward-bf16-13-4096x$cols.txt" 2>&1
    stamp "ncu forward 13 bf16 4096 x $cols: $(grep -E 'gpu__time_duration.sum|DRAM Throughput|Achieved Occupancy' "$O/ncu/forward-bf16-13-4096x$cols.txt" | awk '{print $1, $NF}' | tr '\n' ' ')"
done
