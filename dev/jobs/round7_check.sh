#!/usr/bin/env bash
# Seventh round, check job: backward kernels 7 and 11 now share their start (start_team_columns), so
# the GPU matrix and sanitize of backward 7, 9 (kernel 7 in clusters), 11 and the dispatcher 12.
# Writes under $1.
set -u
O=$1
source dev/jobs/lib.sh
make -j16 build > "$O/build.log" 2>&1 || { stamp "build FAILED"; tail -n 30 "$O/build.log"; exit 1; }
stamp built
LNLAB_FORWARD_KERNELS=11 LNLAB_BACKWARD_KERNELS=7,9,11,12 LNLAB_JOBS=14 bash dev/run_tests.sh > "$O/test.log" 2>&1
stamp "matrix backward 7,9,11,12 exit $?: $(tail -n 1 "$O/test.log")"
grep -E "FAIL" "$O/test.log" | head -n 10
LNLAB_FORWARD_KERNELS=11 LNLAB_BACKWARD_KERNELS=7,9,11,12 LNLAB_JOBS=16 \
    LNLAB_SANITIZE_SHAPES="67x1031 5x4100 3x40000 130x768 37x2048" bash dev/sanitize.sh > "$O/sanitize.log" 2>&1
stamp "sanitize exit $?: $(grep '^sanitize:' "$O/sanitize.log")"
grep "NOT CLEAN" "$O/sanitize.log" | head
