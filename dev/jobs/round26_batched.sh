#!/usr/bin/env bash
# Twenty-sixth round (about 12 minutes): rung 13 on kernel 11's batches (-DKERNEL13_BATCHED=ROWS: kernel 11's SHIFTED
# instances, rows dealt as rung 13 deals them, ROWS of a team's rows in registers at once) against rung 13 as
# committed (kernel 7's shifted instances, one row staged ahead) and the dispatcher. Builds: d (the tree), b2 / b4
# (2 / 4 rows in flight, one 544-576-thread block an SM: ptxas gives the 16-bit instances up to 96 registers), m2
# (2 rows at two blocks an SM: 56 registers, 288 bytes spilled in 16-bit), each with -DBACKWARD14_FP32_SHIFTED=1
# (the dispatcher's fp32 odd widths on it too, not only 16-bit). Predicted: 16-bit 4097 columns at 4096 / 8192 /
# 32768 rows from 62 / 70 / 75 % of the copy toward kernel 11's 4096-column 74 / 83 / 93; fp32 4097 (kernel 10: 77 /
# 83 / 85) a few points up. Then the matrix and sanitize of backward 11, 13 and 14 built as b2 and as b4.
#   $O/raw.csv, best.txt, test-b2.log, sanitize-b2.log, test-b4.log, sanitize-b4.log
# Ran at 43ace6e (results/dev-h100-2026-11-24/round26/raw-batched-43ace6e.csv; the b4 checks were cut off).
set -u
O=$1
source dev/jobs/lib.sh
start_backward_job
build_variants layernorm_backward "b2:-DKERNEL13_BATCHED=2 -DBACKWARD14_FP32_SHIFTED=1" \
    "b4:-DKERNEL13_BATCHED=4 -DBACKWARD14_FP32_SHIFTED=1"
build_program_variant layernorm_backward.cu m2_bf16 -DENABLE_BF16 -DKERNEL13_BATCHED=2 -DKERNEL13_BATCHED_MIN_BLOCKS=2 \
    -DBACKWARD14_FP32_SHIFTED=1
stamp "variants built"
time_builds "d b2 b4" 13,14 "4096 8192 32768" "4097 2049 1031" "d / b2 / b4"
time_builds "m2" 13 "4096 32768" "4097 2049" "m2" bf16
time_builds "d b2" 13,14 "4096 32768" "577 3001 4607" "d / b2, more widths"
best_per_rung > "$O/best.txt"
for b in b2 b4; do
    rows=${b#b}
    make -B -j16 EXTRA_FLAGS="-DKERNEL13_BATCHED=$rows -DBACKWARD14_FP32_SHIFTED=1" layernorm_backward layernorm_backward_bf16 \
        layernorm_backward_fp16 > "$O/build-$b.log" 2>&1 || { stamp "$b build FAILED"; continue; }
    LNLAB_EXTRA_SHAPES="16385x4097 9x4601 7x4607 130x1031 33x3" check_rungs layernorm_backward 11,13,14 \
        "67x4097 5x4100 37x1001 130x1031 1x3" $b
done
stamp "done"
