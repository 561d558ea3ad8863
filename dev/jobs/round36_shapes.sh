#!/usr/bin/env bash
# Thirty-sixth round (about 4 minutes): the five mid-sector shapes added to make test's matrix (dev/run_tests.sh: fp32
# 9x2564, 130x1028, 5x5124, 16-bit 33x2568, 4096x1480, where the backward's kernel 7 runs its MOVED instances), through
# every rung of both programs in every dtype, and the sanitize of backward 7, 9 and 14 at them.
#   $O/test-shapes.log, sanitize-shapes.log
# Ran at e1324c4 (round36/*-e1324c4.log): [C36]. 811 passed, 0 failed, 52 skipped (by name); sanitize 60 clean.
set -u
O=$1
source dev/jobs/lib.sh
build_lab
stamp "built"
LNLAB_SHAPES="9x2564 130x1028 5x5124 33x2568 4096x1480" LNLAB_JOBS=14 LNLAB_TIMEOUT=300 bash dev/run_tests.sh > "$O/test-shapes.log" 2>&1
stamp "matrix exit $?: $(tail -n 1 "$O/test-shapes.log")"
grep -E "FAIL" "$O/test-shapes.log" | head -n 10
env LNLAB_PASSES=layernorm_backward LNLAB_TIMEOUT=300 LNLAB_BACKWARD_KERNELS=7,9,14 LNLAB_JOBS=16 \
    LNLAB_SANITIZE_SHAPES="9x2564 130x1028 5x5124 33x2568 4096x1480" bash dev/sanitize.sh > "$O/sanitize-shapes.log" 2>&1
stamp "sanitize exit $?: $(grep '^sanitize:' "$O/sanitize-shapes.log")"
