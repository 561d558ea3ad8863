#!/usr/bin/env bash
# The evidence command as one background job on the lent GPU (dev/device_daemon.sh start
# dev/jobs/evidence.sh): scripts/evidence.sh in one run, scoped to fit the machine's 30 minutes:
# the GPU matrix and sanitize over each program's last rung (the dispatchers, which is what the
# sweep times; the other rungs' last GPU checks are in results/), the speed sweep over both
# dispatchers, and the peers against each program's last rung. Writes under $1/evidence.
# LNLAB_FORWARD_KERNELS / LNLAB_BACKWARD_KERNELS may be set by the caller to widen the checks, SWEEP_ARGS to
# narrow the sweep (e.g. "--passes backward --rungs backward=15").
# LNLAB_EXTRA_SHAPES (exported with COMMIT) adds shapes to the GPU matrix, and LNLAB_SANITIZE_SHAPES replaces
# compute-sanitizer's (e.g. to reach a dispatcher row that only large row counts take).
set -u
export LNLAB_FORWARD_KERNELS=${LNLAB_FORWARD_KERNELS:-15} LNLAB_BACKWARD_KERNELS=${LNLAB_BACKWARD_KERNELS:-15}
export LNLAB_JOBS=14
export LNLAB_SANITIZE_SHAPES=${LNLAB_SANITIZE_SHAPES:-"67x1031 67x1032 5x4100 3x40000 130x768 37x2048 1x65537"}
export SWEEP_ARGS=${SWEEP_ARGS:-"--rungs forward=15;backward=15"} LAB_KERNELS=last
bash scripts/evidence.sh "$1/evidence"
