#!/usr/bin/env bash
# Ran at 2b3588b (results/dev-h100-2026-11-24/round25/); the next commit changed the ring picks it measured against.
# The twenty-fifth round's third job (about 5 minutes): where the 16-bit forward still misses 95 % at `677a00d`, the
# rungs beside the dispatcher's pick at every block size, on the tree as committed (c). Since the ring's picks were
# fitted (twenty-second and twenty-third rounds) the block instances of kernels 9 and 10 hold their Packs as words
# (bf16 since [B24], fp16 since [A25]), which moved bf16 4096 x 4096 91 -> 96: kernel 10 (the pivot, safe to 2048
# columns in fp16 and 32768 in bf16) may now beat kernel 11 at 1600-2048 columns, and at a warp (one reduction) at
# 512-768 columns of 32768 rows (kernel 11: 91.1 / 91.5, 94.3 / 94.6 in 16-bit). And 4097 / 2049 columns (rows with a
# head), now that the non-shifting block instances build weight and bias as words (kernel 9 at 256 threads, 2 Packs).
#   $O/raw.csv, best.txt
set -u
O=$1
source dev/jobs/lib.sh
build_forward_programs
keep_builds layernorm_forward c
stamp "built"
echo "$RAW_HEADER" > "$O/raw.csv"
time_builds "c" 9,10,11,14 "4096 8192 32768" "1600 2048" "1600-2048" "bf16 fp16"
time_builds "c" 6,9,10,11,14 "32768" "512 768" "512-768" "bf16 fp16"
time_builds "c" 9,10,14 "4096 8192 32768" "2049 4097" "heads" "bf16 fp16"
best_per_rung > "$O/best.txt"
stamp "done"
