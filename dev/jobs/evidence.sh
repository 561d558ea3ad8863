#!/usr/bin/env bash
# The evidence command as one background job on the lent GPU (dev/device_daemon.sh start
# dev/jobs/evidence.sh): scripts/evidence.sh with every step, in one run, scoped to fit the
# machine's 30 minutes: the GPU matrix and sanitize over the rungs changed since their last
# GPU check (fifth round: backward 10 and 11; forward 10 as a check of the shared harness), the
# speed sweep over both dispatchers, and the peers against each program's last rung. Then every
# block size of backward 5, 10 and 11 at 4097 columns. Writes under $1/evidence.
set -u
export LNLAB_FORWARD_KERNELS=10 LNLAB_BACKWARD_KERNELS=10,11 LNLAB_JOBS=10
export LNLAB_SANITIZE_SHAPES="67x1031 5x4100 3x40000 130x768"
export SWEEP_ARGS="--rungs forward=10;backward=11" LAB_KERNELS=last
bash scripts/evidence.sh "$1/evidence"
python3 scripts/sweep.py --out "$1/sweep-4097" --passes backward --rungs "backward=5,10,11" --rows 4096,8192,32768 \
    --cols 4097 --raw "$1/raw-4097.csv" > "$1/sweep-4097.log" 2>&1
echo "4097 sweep exit $?"
