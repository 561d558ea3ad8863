#!/usr/bin/env bash
# Prepared in the twenty-fifth round, not yet run (about 6 minutes). Kernels 9 and 10's shifting instances (SHIFT_WB:
# rows with a head, 4 Packs a thread) with their Packs as words too (-DRUNG_WORDS_SHIFTED=1, s) against as committed
# (c). [B24] measured them slower with words (4097 columns -1.4 / -2.0), before [E24] made normalize_pack build
# weight and bias as words in its element-by-element branch, which the shifting instances take for a row's last Pack.
# ptxas (compiled in the twenty-fifth round): bf16's shifting instances 60-64 -> 54-56 registers (kernel 9's block
# instance, the dispatcher's at 4097 columns: 60 -> 54, 8 blocks of 128 threads an SM -> 9); fp16 44-56 either way;
# dev/sass_load_order.py on the s builds: 30 instances a dtype, 0 with split row loads or local memory. Predicted:
# bf16 4097 columns at 4096 / 8192 rows (87.0 / 92.6 % at 677a00d) +1..+3; fp16 within a point.
#   $O/raw.csv, best.txt, test.log, sanitize.log
set -u
O=$1
source dev/jobs/lib.sh
build_lab
build_dtype_variants layernorm_forward.cu s "bf16 fp16" -DRUNG_WORDS_SHIFTED=1
stamp "built"
echo "$RAW_HEADER" > "$O/raw.csv"
time_builds "c s" 9,10,14 "4096 8192 32768" "1031 2049 4097 8191 12289" "c / s" "bf16 fp16"
best_per_rung > "$O/best.txt"
make -B -j16 EXTRA_FLAGS=-DRUNG_WORDS_SHIFTED=1 layernorm_forward_bf16 layernorm_forward_fp16 > "$O/build-s.log" 2>&1 ||
    { stamp "s build FAILED"; exit 1; }
LNLAB_DTYPES="bf16 fp16" LNLAB_EXTRA_SHAPES="3x8191 5x12289 67x2049" \
    check_rungs layernorm_forward 9,10,14 "67x1031 5x4097 3x12289 37x2049"
stamp "done"
