#!/usr/bin/env bash
# Forty-second round, second job (about 2 minutes): backward kernel 15 after the first job ([A42]): column blocks
# over chunks of rows that meet by a ticket a strip, the grid in groups a chunk (column blocks, then the same rows'
# row blocks), and the row blocks' Packs converted again after the row reduction (16-bit 8 Packs 220 -> 122
# registers). From the binaries built off the device in bin15/ (b_<dtype>: the tree; c1_bf16: -DSPLIT_COLUMN_PACKS=1;
# t1_bf16 / t4_bf16: -DSPLIT_CHUNK_TRIPS=1 / 4; s_bf16 / s_fp16: -DBACKWARD14_SPLIT=1, the dispatcher taking kernel 15
# at 16-bit rows of up to 1024 columns and 8192 rows): its GPU check at every block size, sanitize, and its timing
# beside the dispatcher.
# Predicted: kernel 15 ahead of the dispatcher at 16-bit 4096-8192 rows x 512-1024 columns, level at 1600-2048.
#   bash dev/jobs/round42_split2.sh OUTDIR
# Ran on an H200, 2026-11-27 (results/dev-h200-2026-11-27/round42/*-split.*): correct (293 ok, 0 FAIL; sanitize 36
# clean), flat at 50-57 % of the copy, behind the dispatcher everywhere but 4096 x 512 (level); the s dispatcher lost
# wherever it took kernel 15. Nsight Compute: DRAM reads the minimum, a quarter of the warps active ([B42], [C42]).
# bin15/ was built off the device from 0d60258 with dev/jobs/round42_split.patch, stripped, and carried:
#   F="-O3 -std=c++17 -arch=sm_90 -lineinfo -Xcompiler -fopenmp"; nvcc $F [-DENABLE_BF16|-DENABLE_FP16] [-D...] \
#       layernorm_backward.cu -o bin15/<build>_<dtype> -lgomp; strip bin15/*
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
B=bin15
stamp "check"
SHAPES="1x8 3x64 2x32 128x128 9000x64 4096x768 8192x1600 37x2048 4096x1480 16385x512 1x2048 7x1024 130x768 67x1032 3x12288 5x4100 33000x16"
VSHAPES="4096x768 9000x64 8192x1600 37x2048 1x2048"
{ for p in b_fp32 b_bf16 b_fp16; do for s in $SHAPES; do echo "$p 15 $s"; done; done
  for p in c1_bf16 t1_bf16 t4_bf16; do for s in $VSHAPES; do echo "$p 15 $s"; done; done
  for p in s_bf16 s_fp16; do for s in $SHAPES 4096x512 8192x1024 4099x1000; do echo "$p 14 $s"; done; done; } | check_binaries $B 4
stamp "sanitize"
sanitize_binaries $B 15 8 "b_fp32 b_bf16 b_fp16" "67x1032 130x768 2100x64"
stamp "timing"
: > "$O/timing.csv"
for rows in 4096 8192 32768; do
    for cols in 512 768 1024 1600 2048; do
        time_binary $B b_bf16 14,15 $rows $cols
        if [ $rows != 32768 ] && [ $cols -le 1024 ]; then time_binary $B s_bf16 14 $rows $cols; fi
        if [ $rows != 32768 ] && [ $cols != 768 ] && [ $cols != 1600 ]; then
            for v in c1 t1 t4; do time_binary $B ${v}_bf16 15 $rows $cols; done
        fi
    done
    for cols in 512 768 1024; do time_binary $B b_fp32 14,15 $rows $cols; done
done
stamp "done"
best_of_timing
