#!/usr/bin/env bash
# Seventeenth round, fourth job (COMMIT=<sha> bash dev/device_daemon.sh start dev/jobs/round17_validate.sh), about
# 7 minutes: the relaxed cluster exit as the default (CLUSTER_EXIT_RELAXED=1). Forward 7-10 and backward 8, 9 and
# 14 passed with it in round17_relaxed.sh; here the other backward rungs whose device code it changes (6, 7, 10-13),
# both dispatchers and the forward's outlier test: make test's GPU matrix, then sanitize at four shapes.
set -u
O=$1
source dev/jobs/lib.sh
build_lab
stamp "built"
env LNLAB_TIMEOUT=300 LNLAB_FORWARD_KERNELS=14 LNLAB_BACKWARD_KERNELS=6,7,10,11,12,13,14 LNLAB_JOBS=15 bash dev/run_tests.sh > "$O/test.log" 2>&1
stamp "make test (forward 14, backward 6, 7, 10-14) exit $?: $(tail -n 1 "$O/test.log")"
grep FAIL "$O/test.log" | head
env LNLAB_PASSES=layernorm_backward LNLAB_TIMEOUT=300 LNLAB_BACKWARD_KERNELS=6,7,10,11,12,13,14 LNLAB_JOBS=16 \
    LNLAB_SANITIZE_SHAPES="67x1032 5x4100 2100x1024 3x40000" bash dev/sanitize.sh > "$O/sanitize.log" 2>&1
stamp "sanitize exit $?: $(grep '^sanitize:' "$O/sanitize.log")"
grep "NOT CLEAN" "$O/sanitize.log" | head
