#!/usr/bin/env bash
# Eighth round, check job: backward kernels 11 and 12 share their shape checks (whole_pack_rows_reason)
# and every persistent launcher its launch (launch_teams_and_reduce), so the GPU matrix and sanitize of
# backward 6-13 again, with the forward dispatcher 11. Writes under $1.
set -u
O=$1
source dev/jobs/lib.sh
make -j16 build > "$O/build.log" 2>&1 || { stamp "build FAILED"; tail -n 30 "$O/build.log"; exit 1; }
stamp built
LNLAB_FORWARD_KERNELS=11 LNLAB_BACKWARD_KERNELS=6,7,8,9,10,11,12,13 LNLAB_JOBS=14 bash dev/run_tests.sh > "$O/test.log" 2>&1
stamp "matrix backward 6-13 exit $?: $(tail -n 1 "$O/test.log")"
grep -E "FAIL" "$O/test.log" | head -n 10
LNLAB_FORWARD_KERNELS=11 LNLAB_BACKWARD_KERNELS=6,7,8,9,10,11,12,13 LNLAB_JOBS=16 \
    LNLAB_SANITIZE_SHAPES="67x1031 5x4100 3x40000 130x768 37x2048" bash dev/sanitize.sh > "$O/sanitize.log" 2>&1
stamp "sanitize exit $?: $(grep '^sanitize:' "$O/sanitize.log")"
grep "NOT CLEAN" "$O/sanitize.log" | head
./layernorm_backward_bf16 12 128 --rows 5 --cols 40000 2>&1 | grep -E "SKIP|^ +12" | head -3
