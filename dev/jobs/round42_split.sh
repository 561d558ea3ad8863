#!/usr/bin/env bash
# Forty-second round, first job (about 6 minutes): backward kernel 15 (two roles in one launch, x and dy shared
# through L2) from the binaries built off the device in bin15/ (b_<dtype>: the tree; c1_<dtype>:
# -DSPLIT_COLUMN_PACKS=1): its GPU check at every block size, sanitize, and its timing beside the dispatcher.
# Predicted: 16-bit 4096-8192 rows x 512-2048 columns from the dispatcher's 55-83 % of the copy toward 85-95.
#   bash dev/jobs/round42_split.sh OUTDIR
# Ran on an H200, 2026-11-27 (results/dev-h200-2026-11-27/round42/*-draft.*): correct (279 ok, 0 FAIL; sanitize 36
# clean), ahead of the dispatcher only at 4096 rows x 512-1024 columns (bf16 4096 x 512 50.3 -> 58.6 with c1), far
# behind at many rows (32768 x 2048 76.2 -> 34.8): a column block's rows are a serial chain of trips ([A42]).
# bin15/ was built off the device from 0d60258 with the first draft of kernel 15 (no chunks: a column block walked every row; not kept, dev/NOTES.md [A42]), stripped, and carried:
#   F="-O3 -std=c++17 -arch=sm_90 -lineinfo -Xcompiler -fopenmp"; nvcc $F [-DENABLE_BF16|-DENABLE_FP16] [-D...] \
#       layernorm_backward.cu -o bin15/<build>_<dtype> -lgomp; strip bin15/*
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
B=bin15
stamp "check"
SHAPES="1x8 3x64 2x32 128x128 9000x64 4096x768 8192x1600 37x2048 4096x1480 16385x512 1x2048 7x1024 130x768 67x1032 3x12288 5x4100"
for p in b_fp32 b_bf16 b_fp16 c1_fp32 c1_bf16; do for s in $SHAPES; do echo "$p 15 $s"; done; done | check_binaries $B 1
stamp "sanitize"
sanitize_binaries $B 15 6 "b_fp32 b_bf16 c1_bf16" "67x1032 130x768 37x2048"
stamp "timing"
: > "$O/timing.csv"
for rows in 4096 8192 32768; do
    for cols in 512 768 1024 1600 2048; do time_binary $B b_bf16 14,15 $rows $cols; time_binary $B c1_bf16 15 $rows $cols; done
    for cols in 512 768 1024; do time_binary $B b_fp32 14,15 $rows $cols; time_binary $B c1_fp32 15 $rows $cols; done
done
stamp "done"
best_of_timing
