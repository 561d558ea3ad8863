#!/usr/bin/env bash
# Sixth round, develop job (dev/device_daemon.sh start dev/jobs/round6_develop.sh): build; the GPU
# matrix of the new forward rung 10 (one-pass statistics) and of every backward rung (their shared
# reduction kernel changed: 32 slices); sanitize of backward 1-11 and forward 10; then every block
# size of forward 9 and 10 at rows 4096 and 32768 (the dispatcher's fit). Writes under $1.
set -u
O=$1
t0=$(date +%s)
stamp() { echo "[$(( $(date +%s) - t0 )) s] $*"; }
nvidia-smi --query-gpu=name,driver_version --format=csv > "$O/env.txt" 2>&1; echo "commit: ${COMMIT:-unknown}" >> "$O/env.txt"
make -j16 build > "$O/build.log" 2>&1 || { stamp "build FAILED"; tail -n 30 "$O/build.log"; exit 1; }
stamp "built"
for p in layernorm_forward layernorm_forward_bf16 layernorm_forward_fp16; do
    ./$p 9,10 --rows 8192 --cols 12288 > "$O/smoke-$p.txt" 2>&1; echo "$p: exit $? $(grep -c ' FAIL' "$O/smoke-$p.txt") FAIL"
done
LNLAB_FORWARD_KERNELS=10 LNLAB_BACKWARD_KERNELS=1,2,3,4,5,6,7,8,9,10,11 LNLAB_JOBS=14 bash dev/run_tests.sh > "$O/test.log" 2>&1
stamp "matrix forward 10, backward 1-11 exit $?: $(tail -n 1 "$O/test.log")"
grep -E "^  layernorm|FAIL" "$O/test.log" | head -n 20
python3 scripts/sweep.py --out "$O/sweepF" --passes forward --rungs "forward=9,10" --rows 4096,32768 \
    --raw "$O/raw-forward-9-10.csv" > "$O/sweepF.log" 2>&1
stamp "forward sweep exit $?"
LNLAB_FORWARD_KERNELS=10 LNLAB_BACKWARD_KERNELS=1,2,3,4,5,6,7,8,9,10,11 LNLAB_JOBS=16 \
    LNLAB_SANITIZE_SHAPES="67x1031 5x4100 3x40000 130x768" bash dev/sanitize.sh > "$O/sanitize.log" 2>&1
stamp "sanitize exit $?: $(grep '^sanitize:' "$O/sanitize.log")"
grep "NOT CLEAN" "$O/sanitize.log" | head
