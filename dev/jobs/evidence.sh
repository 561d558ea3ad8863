#!/usr/bin/env bash
# The evidence command as one background job on the lent GPU (dev/device_daemon.sh start
# dev/jobs/evidence.sh): scripts/evidence.sh with the steps in STEPS, in one run, scoped to fit the
# machine's 30 minutes: the GPU matrix and sanitize over the rungs changed since their last GPU
# check (ninth round: the new forward kernel 11, fed by a TMA ring, and the forward dispatcher, now
# 12; backward kernels 7, 11 and 12, which now share one Pack's row sums and gradients, with the
# rest of backward 6-13 beside them), the speed sweep over both dispatchers, and the peers against
# each program's last rung. Writes under $1/evidence.
set -u
export LNLAB_FORWARD_KERNELS=11,12,13 LNLAB_BACKWARD_KERNELS=6,7,8,9,10,11,12,13 LNLAB_JOBS=14
export LNLAB_SANITIZE_SHAPES="67x1031 67x1032 5x4100 3x40000 130x768 37x2048"
export SWEEP_ARGS="--rungs forward=13;backward=13" LAB_KERNELS=last
bash scripts/evidence.sh "$1/evidence"
