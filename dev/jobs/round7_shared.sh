#!/usr/bin/env bash
# Seventh round, shared-reduction job: block_sum2 (common.h) is now block_sum2_pairs<1>, the batched
# form backward kernel 11 uses, so every rung that reduces across a block changed in form: the GPU
# matrix of every rung of both programs, then sanitize of every rung. Writes under $1.
set -u
O=$1
source dev/jobs/lib.sh
make -j16 build > "$O/build.log" 2>&1 || { stamp "build FAILED"; tail -n 30 "$O/build.log"; exit 1; }
stamp built
LNLAB_JOBS=16 bash dev/run_tests.sh > "$O/test.log" 2>&1
stamp "matrix, every rung, exit $?: $(tail -n 1 "$O/test.log")"
grep -E "FAIL" "$O/test.log" | head -n 10
LNLAB_JOBS=16 LNLAB_SANITIZE_SHAPES="67x1031 5x4100 130x768 37x2048" bash dev/sanitize.sh > "$O/sanitize.log" 2>&1
stamp "sanitize, every rung, exit $?: $(grep '^sanitize:' "$O/sanitize.log")"
grep "NOT CLEAN" "$O/sanitize.log" | head
