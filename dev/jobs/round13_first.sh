#!/usr/bin/env bash
# Thirteenth round, first job (dev/device_daemon.sh start dev/jobs/round13_first.sh), about 8 minutes: the two
# prepared jobs in one call (the forward's weight/bias prefetch, round13_forward.sh, under $1/forward; the
# backward probe, round13_backward_probe.sh, under $1/backward), then the durations of every kernel a backward
# pass launches (the main kernel and the partial rows' reduction, apart) at bf16 4096 and 1024 rows x 1024, 4096
# and 16384 columns, to split the backward's intercept between its two kernels.
set -u
O=$1
mkdir -p "$O/forward" "$O/backward" "$O/split"
bash dev/jobs/round13_forward.sh "$O/forward"
bash dev/jobs/round13_backward_probe.sh "$O/backward"
source dev/jobs/lib.sh
for cols in 1024 4096 16384; do
    for rows in 1024 4096; do
        f="$O/split/backward-bf16-14-${rows}x${cols}.txt"
        ncu --metrics gpu__time_duration.sum,sm__cycles_active.max,sm__cycles_active.avg,launch__grid_size,launch__block_size \
            --launch-skip 8 --launch-count 4 ./layernorm_backward_bf16 14 --rows $rows --cols $cols > "$f" 2>&1
        stamp "split $rows x $cols: $(grep -E '^  [a-z_]+kernel|gpu__time_duration.sum' "$f" | awk '{print $1, $NF}' | tr '\n' ' ' | cut -c1-400)"
    done
done
