#!/usr/bin/env bash
# Ran at 602b3bc (results/dev-h100-2026-11-24/round25/); the switch it sets (FORWARD14_FP32_TWO_BLOCKS_ABOVE) was removed after it, so
# run it from that commit.
# The twenty-fifth round's fp32 wide-row job (about 4 minutes). fp32 rows of 16385-32768 columns go to kernel 9 at
# 1024 threads of 8 Packs (5-8 used): one block an SM, so a row's loads, reduction and stores do not overlap with
# another's. Rung 13 at 512 threads (registers and shared memory) fits two blocks an SM there, as it does past 32768
# columns since the nineteenth round (FORWARD14_FP32_TWO_BLOCKS). Predicted: fp32 4096 / 8192 x 32768 (91.8 / 89.2 %
# at 677a00d) and 24576 (93.4 / 93.7 in round25_first) to 95 or over, as 36864-45056 columns rose 8-12 points.
# t: -DFORWARD14_FP32_TWO_BLOCKS_ABOVE=4096 (rows of over 4096 Packs) against as committed (c); kernels 9 and 13 at
# every block size beside them; then t's fp32 matrix of forward 14 and its sanitize.
#   $O/raw.csv, best.txt, test.log, sanitize.log
set -u
O=$1
source dev/jobs/lib.sh
build_lab
keep_builds layernorm_forward c
build_program_variant layernorm_forward.cu t_fp32 "" -DFORWARD14_FP32_TWO_BLOCKS_ABOVE=4096
stamp "built"
echo "$RAW_HEADER" > "$O/raw.csv"
time_builds "c t" 14 "4096 8192" "20480 24576 32768" "c / t" fp32
time_builds "c" 9,13 "4096 8192" "24576 32768" "kernels 9, 13" fp32
time_builds "t c" 14 "4096 8192" "32768" "t / c again" fp32
best_per_rung > "$O/best.txt"
make -B -j16 EXTRA_FLAGS=-DFORWARD14_FP32_TWO_BLOCKS_ABOVE=4096 layernorm_forward > "$O/build-t.log" 2>&1 || { stamp "t build FAILED"; exit 1; }
LNLAB_DTYPES=fp32 LNLAB_EXTRA_SHAPES="3x20480 5x24576 2x32768 7x16388" check_rungs layernorm_forward 14 "3x20480 5x32768 67x24576"
stamp "done"
