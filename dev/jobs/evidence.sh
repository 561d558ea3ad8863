#!/usr/bin/env bash
# The evidence command as one background job on the lent GPU (dev/device_daemon.sh start
# dev/jobs/evidence.sh): scripts/evidence.sh with the steps in STEPS, in one run, scoped to fit the
# machine's 30 minutes: the GPU matrix and sanitize over the rungs changed since their last GPU
# check (eighth round: the new backward kernel 12, the backward dispatcher, now 13, and backward 6-11,
# whose launchers now share persistent_groups; the forward dispatcher 11, unchanged since its last
# check but for the shared-memory limit fix in common.h, as the forward pass's representative), the speed
# sweep over both dispatchers, and the peers against each program's last rung. Writes under
# $1/evidence.
set -u
export LNLAB_FORWARD_KERNELS=11,12 LNLAB_BACKWARD_KERNELS=6,7,8,9,10,11,12,13 LNLAB_JOBS=14
export LNLAB_SANITIZE_SHAPES="67x1031 5x4100 3x40000 130x768 37x2048"
export SWEEP_ARGS="--rungs forward=12;backward=13" LAB_KERNELS=last
bash scripts/evidence.sh "$1/evidence"
