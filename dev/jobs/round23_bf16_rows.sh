#!/usr/bin/env bash
# The twenty-third round's end (about 4 minutes): the bf16 backward dispatcher with fp16's 513-768 pick (kernel 11 at
# 128 threads, 2 rows in flight; -DBACKWARD14_BF16_TWO_ROWS=1) against as committed. Predicted: bf16 32768 x 768 from
# 79.6 % of the copy toward fp16's 86.7; 4096-8192 rows a point or two.
#   $O/raw.csv: backward 14, bf16, committed (b) against t2, rows 4096 / 8192 / 32768 x 640 / 768. Then the lab built
#   with t2: the GPU matrix of backward 14 in bf16 and its sanitize (the bf16 2-row instance runs only from it).
set -u
O=$1
source dev/jobs/lib.sh
build_lab
build_program_variant layernorm_backward.cu t2_bf16 -DENABLE_BF16 -DBACKWARD14_BF16_TWO_ROWS=1
cp layernorm_backward_bf16 /tmp/v/b_bf16
stamp "built"
echo "$RAW_HEADER" > "$O/raw.csv"
time_builds "b t2" 14 "4096 8192 32768" "640 768" "b / t2" bf16
best_per_rung
make -B -j16 EXTRA_FLAGS=-DBACKWARD14_BF16_TWO_ROWS=1 layernorm_backward_bf16 > "$O/build-t2.log" 2>&1 || { stamp "switched build FAILED"; exit 1; }
env LNLAB_PASSES=layernorm_backward LNLAB_DTYPES=bf16 LNLAB_BACKWARD_KERNELS=14 LNLAB_TIMEOUT=300 LNLAB_JOBS=14 bash dev/run_tests.sh > "$O/test.log" 2>&1
stamp "matrix backward 14 bf16 (t2) exit $?: $(tail -n 1 "$O/test.log")"
env LNLAB_PASSES=layernorm_backward LNLAB_DTYPES=bf16 LNLAB_BACKWARD_KERNELS=14 LNLAB_JOBS=16 \
    LNLAB_SANITIZE_SHAPES="130x768 67x520 5x640 3x768 9000x768" bash dev/sanitize.sh > "$O/sanitize.log" 2>&1
stamp "sanitize exit $?: $(grep '^sanitize:' "$O/sanitize.log")"
stamp "done"
