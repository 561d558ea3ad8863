#!/usr/bin/env bash
# The twenty-third round's check of the backward as committed with bf16 converted by a shift (BF16_TO_FLOAT_BY_SHIFT,
# defined by layernorm_backward.cu): every rung of the bf16 backward (the only build whose code changed; fp32 and
# fp16 PTX identical) through the GPU matrix and sanitize, then the dispatcher against round23_cvt.sh's once more.
set -u
O=$1
source dev/jobs/lib.sh
build_lab
stamp "built"
env LNLAB_PASSES=layernorm_backward LNLAB_DTYPES=bf16 LNLAB_TIMEOUT=300 LNLAB_JOBS=14 bash dev/run_tests.sh > "$O/test.log" 2>&1
stamp "matrix layernorm_backward_bf16, every rung, exit $?: $(tail -n 1 "$O/test.log")"
grep -E "FAIL" "$O/test.log" | head -n 10
env LNLAB_PASSES=layernorm_backward LNLAB_DTYPES=bf16 LNLAB_TIMEOUT=300 LNLAB_JOBS=16 \
    LNLAB_SANITIZE_SHAPES="67x1031 5x4100 130x768 37x2048 3x40000" bash dev/sanitize.sh > "$O/sanitize.log" 2>&1
stamp "sanitize exit $?: $(grep '^sanitize:' "$O/sanitize.log")"
grep "NOT CLEAN" "$O/sanitize.log" | head
stamp "done"
