#!/usr/bin/env bash
# Seventh round, probe job: where the fixed cost of a short backward pass goes. Kernel durations at
# the GPU's own clocks and with warm caches (ncu --clock-control none --cache-control none) of
# backward 11 and 12 at bf16 4096 x 1024; and the pass at tiny widths and at row counts of whole
# turns of kernel 11's teams (the intercept of time against bytes). Writes under $1.
set -u
O=$1
source dev/jobs/lib.sh
make -j16 layernorm_backward_bf16 layernorm_backward layernorm_forward_bf16 > "$O/build.log" 2>&1 || { stamp "build FAILED"; exit 1; }
stamp built
for k in "11 128" "12"; do
    ncu --clock-control none --cache-control none --metrics gpu__time_duration.sum,sm__cycles_elapsed.avg.per_second \
        -k "regex:layernorm|dweight" --launch-skip 40 --launch-count 6 \
        ./layernorm_backward_bf16 $k --rows 4096 --cols 1024 > "$O/ncu-${k// /-}.txt" 2>&1
done
stamp "ncu done"
for shape in "4096 64" "4096 128" "4096 256" "528 1024" "1056 1024" "2112 1024" "4224 1024" "1056 128"; do
    set -- $shape
    ./layernorm_backward_bf16 11,12 --rows $1 --cols $2 --csv --seed 3 2>&1 | grep -v "^#" >> "$O/intercept.csv"
    ./layernorm_forward_bf16 11 --rows $1 --cols $2 --csv --seed 3 2>&1 | grep -v "^#" >> "$O/intercept.csv"
done
stamp "intercepts done"
