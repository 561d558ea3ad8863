#!/usr/bin/env bash
# Twenty-sixth round, second job (about 8 minutes). round26_batched.sh found rung 13 on kernel 11's batches
# (-DKERNEL13_BATCHED=2) far slower in 16-bit (4097 columns 42-44 % of the copy against kernel 7's 62-74) but faster
# in fp32 where a thread holds 2 Packs (4097: 84.8 / 91.8 / 95.9 against the dispatcher's kernel 10, 77.1 / 82.7 /
# 85.2) and where several blocks fit an SM (1031, 577), slower at 2049 (544 threads of 1 Pack, one block an SM: 62.9
# / 68.8 / 75.0 against 72.3 / 81.2 / 88.0). Here fp32 at 2 Packs a thread at every width (t2:
# -DKERNEL13_FP32_TWO_PACKS=1; 2049 columns then 288 threads, two blocks an SM) against b2 (1 Pack where 576 threads
# hold the row) and the tree (d), rungs 13 and 14 (both builds route the dispatcher's fp32 odd widths through it,
# -DBACKWARD14_FP32_SHIFTED=1), rows 4096 / 8192 / 32768. Then the matrix and sanitize of the fp32 backward built as t2.
#   $O/raw.csv, best.txt, test-t2.log, sanitize-t2.log
# Ran at 1a6a66c (results/dev-h100-2026-11-24/round26/raw-fp32-1a6a66c.csv, test-t2-1a6a66c.txt, sanitize-t2-1a6a66c.txt).
set -u
O=$1
source dev/jobs/lib.sh
start_backward_job
build_program_variant layernorm_backward.cu b2_fp32 "" -DKERNEL13_BATCHED=2 -DBACKWARD14_FP32_SHIFTED=1 &
build_program_variant layernorm_backward.cu t2_fp32 "" -DKERNEL13_BATCHED=2 -DBACKWARD14_FP32_SHIFTED=1 -DKERNEL13_FP32_TWO_PACKS=1 &
wait
stamp "variants built"
time_builds "d b2 t2" 13,14 "4096 8192 32768" "577 1031 1537 2049 2563 3001 4097 4601 257 99" "d / b2 / t2" fp32
best_per_rung > "$O/best.txt"
make -B -j16 EXTRA_FLAGS="-DKERNEL13_BATCHED=2 -DBACKWARD14_FP32_SHIFTED=1 -DKERNEL13_FP32_TWO_PACKS=1" layernorm_backward \
    > "$O/build-t2.log" 2>&1 || { stamp "t2 build FAILED"; exit 1; }
LNLAB_DTYPES=fp32 LNLAB_EXTRA_SHAPES="16385x4097 9x4601 7x4607 130x1031 33x3 5x2049" check_rungs layernorm_backward 13,14 \
    "67x4097 5x4100 37x1001 130x1031 1x3 7x2049" t2
stamp "done"
