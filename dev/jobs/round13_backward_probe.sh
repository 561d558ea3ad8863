#!/usr/bin/env bash
# Thirteenth round, backward probe (dev/device_daemon.sh start dev/jobs/round13_backward_probe.sh), about 4 minutes:
# where the backward loses at 4096-8192 rows. In the 217d7ed sweep the gap to the copy grows with the width at
# 4096 rows (bf16: 1024 columns 58%, 4096 71%, 16384 76%, against 85-90% at 32768 rows), so it is not one fixed
# cost a pass. Two tests:
#   1. time against bytes: backward 14 (and the copy, in the same process) in bf16 at cols 1024, 4096 and 16384,
#      rows 1024 to 32768; a per-row cost shows as a slope above the copy's, a per-team cost as an intercept;
#   2. Nsight Compute of the dispatcher's main kernel at bf16 4096 x 16384 and 32768 x 16384: elapsed against
#      SM-active cycles, their spread over the SMs (a tail), achieved occupancy, stall reasons.
# Writes under $1: raw.csv, ncu/*.txt.
set -u
O=$1
source dev/jobs/lib.sh
start_backward_job
for cols in 1024 4096 16384; do
    for rows in 1024 2048 4096 8192 16384 32768; do run_variant d_bf16 14 $rows $cols 7; done
done
stamp "timings done"
best_per_rung
mkdir -p "$O/ncu"
for rows in 4096 32768; do
    f="$O/ncu/backward-bf16-14-${rows}x16384.txt"
    ncu --section SpeedOfLight --section WarpStateStats --section Occupancy --section LaunchStats \
        --metrics sm__cycles_active.max,sm__cycles_active.min,sm__cycles_active.avg,gpc__cycles_elapsed.max,dram__bytes_read.sum,dram__bytes_write.sum,gpu__time_duration.sum \
        -k "regex:layernorm_backward_kernel" --launch-skip 6 --launch-count 1 \
        ./layernorm_backward_bf16 14 --rows $rows --cols 16384 > "$f" 2>&1
    stamp "ncu 14 bf16 $rows x 16384: $(grep -E 'gpu__time_duration.sum|sm__cycles_active.(max|min|avg)|gpc__cycles_elapsed.max' "$f" | awk '{print $1, $NF}' | tr '\n' ' ')"
done
