#!/usr/bin/env bash
# Fourth round, first device job (dev/device_daemon.sh start dev/jobs/round4_develop.sh): build,
# a smoke run of the new backward rungs, the GPU matrix and sanitize of every changed rung, then
# the sweep of backward 6-9 at every block size that refits the dispatcher. Writes under $1.
set -u
O=$1
t0=$(date +%s)
stamp() { echo "[$(( $(date +%s) - t0 )) s] $*"; }
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > "$O/env.txt" 2>&1
make -j16 build > "$O/build.log" 2>&1 || { stamp "build FAILED"; tail -n 30 "$O/build.log"; exit 1; }
stamp "built"
for p in layernorm_backward layernorm_backward_bf16; do
    for shape in "4096 1024" "1 768" "33 4097" "8192 1600"; do
        set -- $shape
        ./$p 6,7,8,9,10 --rows $1 --cols $2 --seed 11 > "$O/smoke-$p-$1x$2.txt" 2>&1; echo "exit $?" >> "$O/smoke-$p-$1x$2.txt"
        tail -n 1 "$O/smoke-$p-$1x$2.txt" | sed "s/^/$p $1x$2: /"
        grep -E "configurations correct" "$O/smoke-$p-$1x$2.txt"
    done
done
stamp "smoke done"
LNLAB_FORWARD_KERNELS=10 LNLAB_BACKWARD_KERNELS=6,7,8,9,10 LNLAB_JOBS=8 bash dev/run_tests.sh > "$O/test.log" 2>&1
stamp "matrix exit $?: $(tail -n 1 "$O/test.log")"
grep -E "^  layernorm|FAIL" "$O/test.log" | head -n 20
LNLAB_FORWARD_KERNELS=10 LNLAB_BACKWARD_KERNELS=6,7,8,9,10 LNLAB_JOBS=16 \
    LNLAB_SANITIZE_SHAPES="67x1031 5x4100 3x40000 130x768" bash dev/sanitize.sh > "$O/sanitize.log" 2>&1
stamp "sanitize exit $?: $(grep '^sanitize:' "$O/sanitize.log")"
python3 scripts/sweep.py --out "$O/sweepA" --passes backward --rungs "backward=6,7,8,9" --rows 4096,32768 \
    --budget 600 --raw "$O/raw-backward-6789.csv" > "$O/sweepA.log" 2>&1
stamp "sweep A done"
python3 scripts/sweep.py --out "$O/sweepB" --passes backward --rungs "backward=8,9,10" --rows 8192 \
    --budget 150 --raw "$O/raw-backward-8192.csv" > "$O/sweepB.log" 2>&1
stamp "sweep B done"
for c in 8704 9216 9728 10240 10752; do ./layernorm_forward_fp16 8,9,10 --rows 4096 --cols $c --csv; done > "$O/forward-fp16-wide.csv" 2>&1
stamp "forward fp16 done"
