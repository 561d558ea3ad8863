#!/usr/bin/env bash
# Twenty-sixth round, third job (about 11 minutes). (1) The fp32 backward as adopted: rung 13 on kernel 11's shifted
# instances (1 or 2 Packs a thread by shifted_batch_shape), the dispatcher on them where KERNEL13_WARP_PACKS hold;
# rungs 10, 13 and 14 at the rule's edges (2557 / 2559 columns: last 2-Pack shape taken, first left to kernel 10;
# 3071 / 3197: 416 threads, 26 warp-Packs; 3585, 4093), rows 4096 / 32768; then the fp32 matrix of rungs 11, 13 and
# 14 and their sanitize. (2) round26_shifted.sh's forward A/B (kernels 9 and 10's shifting instances with words,
# -DRUNG_WORDS_SHIFTED=1) with its checks: the lines of dev/jobs/round26_shifted.sh (prepared in the twenty-fifth
# round), folded in here and that file removed.
# Ran at 69c941c (results/dev-h100-2026-11-24/round26/raw-edges-69c941c.csv, raw-forward-69c941c.csv and checks).
#   $O/raw.csv, best.txt, test-fp32.log, sanitize-fp32.log, raw-forward.csv, best-forward.txt, test.log, sanitize.log
set -u
O=$1
source dev/jobs/lib.sh
start_backward_job
time_builds "d" 10,13,14 "4096 32768" "2557 2559 3071 3197 3585 4093 4097" "fp32 edges" fp32
best_per_rung > "$O/best.txt"
LNLAB_DTYPES=fp32 LNLAB_EXTRA_SHAPES="16385x4097 9x4601 7x4607 130x1031 33x3 5x2049 67x2557 67x3071 3x4605" \
    check_rungs layernorm_backward 11,13,14 "67x4097 5x4100 37x1001 130x1031 1x3 7x2049 67x3071" fp32
mv "$O/raw.csv" "$O/raw-backward.csv"; mv "$O/best.txt" "$O/best-backward.txt"
build_dtype_variants layernorm_forward.cu s "bf16 fp16" -DRUNG_WORDS_SHIFTED=1
stamp "built forward s"
echo "$RAW_HEADER" > "$O/raw.csv"
time_builds "c s" 9,10,14 "4096 8192 32768" "1031 2049 4097 8191 12289" "c / s" "bf16 fp16"
best_per_rung > "$O/best.txt"
make -B -j16 EXTRA_FLAGS=-DRUNG_WORDS_SHIFTED=1 layernorm_forward_bf16 layernorm_forward_fp16 > "$O/build-s.log" 2>&1 ||
    { stamp "s build FAILED"; exit 1; }
LNLAB_DTYPES="bf16 fp16" LNLAB_EXTRA_SHAPES="3x8191 5x12289 67x2049" \
    check_rungs layernorm_forward 9,10,14 "67x1031 5x4097 3x12289 37x2049"
stamp "done"
