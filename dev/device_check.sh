#!/usr/bin/env bash
# One call on the lent GPU for rungs under development: build, a timing sweep of the named rungs
# (every block size kept in raw.csv), then the GPU test matrix for the same rungs. Everything goes
# under $OUT (default ./device-out); the last lines printed are a short summary.
#
#   COMMIT=<sha> FORWARD=6,7,8,9 BACKWARD=6,7,8 SWEEP_BUDGET=200 TEST_TIMEOUT=240 bash dev/device_check.sh
#
# Environment: FORWARD, BACKWARD (rungs), DTYPES (sweep, default fp32,bf16), ROWS, COLS (sweep shapes),
# SWEEP_BUDGET (seconds of sweep before the largest shapes are left out), TEST_TIMEOUT (seconds for
# the matrix; 0 skips it), COMMIT (the device copy has no .git).
set -u
cd "$(dirname "$0")/.."
OUT=${OUT:-device-out}
mkdir -p "$OUT"
FORWARD=${FORWARD:-6,7,8,9}
BACKWARD=${BACKWARD:-6,7,8}
DTYPES=${DTYPES:-fp32,bf16}
ROWS=${ROWS:-4096,32768}
COLS=${COLS:-512,768,1024,1600,2048,4096,4097,8192,12288,16384,32768,65536}
started=$(date +%s)

{ nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv; nvcc --version | tail -n 2; } >"$OUT/env.txt" 2>&1
make -j16 build >"$OUT/build.log" 2>&1 || { echo "build failed"; tail -n 20 "$OUT/build.log"; exit 1; }
echo "built in $(( $(date +%s) - started )) s"

python3 scripts/sweep.py --out "$OUT" --rungs "forward=$FORWARD;backward=$BACKWARD" --dtypes "$DTYPES" \
    --rows "$ROWS" --cols "$COLS" --budget "${SWEEP_BUDGET:-200}" --raw "$OUT/raw.csv" >"$OUT/sweep.log" 2>&1
echo "sweep done at $(( $(date +%s) - started )) s"

if [ "${TEST_TIMEOUT:-240}" != 0 ]; then
    LNLAB_FORWARD_KERNELS=$FORWARD LNLAB_BACKWARD_KERNELS=$BACKWARD LNLAB_JOBS=${LNLAB_JOBS:-4} \
        timeout "${TEST_TIMEOUT:-240}" bash dev/run_tests.sh >"$OUT/test.log" 2>&1
    echo "tests exit $? at $(( $(date +%s) - started )) s"
    grep -E "FAIL|passed" "$OUT/test.log" | tail -n 25
fi
cut -c1-150 "$OUT/sweep.log"
