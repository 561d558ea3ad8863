#!/usr/bin/env bash
# Forty-second round, third job (about 2 minutes): backward kernel 15 at about half the registers ([C42]: a quarter of
# the warps active at 72 / 122 registers): row blocks with at most 2 Packs a lane (teams of 1-16 warps a row, meeting
# through shared memory), column blocks of 4 Packs of columns with 1 Pack a thread (a warp reads 8 rows x 64 bytes a
# load); 51 / 42 registers (2 / 1 Packs) in every dtype. From the binaries built off the device in bin15/ (b_<dtype>:
# dev/jobs/round42_split3.patch; r4_bf16: -DSPLIT_ROWS_IN_FLIGHT=4; t4_bf16: -DSPLIT_CHUNK_TRIPS=4; s_bf16 / s_fp16:
# -DBACKWARD14_SPLIT=1, the dispatcher taking kernel 15 at 128 threads for 16-bit rows of up to 1024 columns and 8192
# rows): the GPU check at every block size, sanitize, and the timing beside the dispatcher.
# Predicted: about twice [B42]'s warps; kernel 15 level with the dispatcher or ahead at 16-bit 4096-8192 rows x
# 512-1024 columns.
#   bash dev/jobs/round42_split3.sh OUTDIR
# Ran on an H200, 2026-11-27 (results/dev-h200-2026-11-27/round42/*-lean.*): correct (218 ok, 0 FAIL; sanitize 36
# clean); flat at 54-60 % of the copy in bf16 (50-60 in fp32), ahead of the dispatcher only at bf16 4096 x 512 (49.8 -> 58.3) ([D42]). Run it
# on an H100 next: if L2 caps it (5/3 of the bytes pass L2), the cap is higher there.
# bin15/ was built off the device from 0d60258 with dev/jobs/round42_split3.patch, stripped, and carried:
#   F="-O3 -std=c++17 -arch=sm_90 -lineinfo -Xcompiler -fopenmp"; nvcc $F [-DENABLE_BF16|-DENABLE_FP16] [-D...] \
#       layernorm_backward.cu -o bin15/<build>_<dtype> -lgomp; strip bin15/*
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
B=bin15
: > "$O/timing.csv"
stamp "timing"   # first: what the machine is there for; each shape appended as it ends
for rows in 4096 8192 32768; do
    for cols in 512 1024 2048 4096; do
        time_binary $B b_bf16 14,15 $rows $cols
        if [ $rows != 32768 ] && [ $cols -le 1024 ]; then time_binary $B s_bf16 14 $rows $cols; fi
        if [ $rows != 32768 ] && [ $cols != 4096 ]; then for v in r4 t4; do time_binary $B ${v}_bf16 15 $rows $cols; done; fi
    done
    for cols in 512 1024 2048; do time_binary $B b_fp32 14,15 $rows $cols; done
done
stamp "check"
SHAPES="1x8 3x64 2x32 128x128 9000x64 4096x768 8192x1600 37x2048 4096x1480 16385x512 1x2048 7x1024 130x768 67x1032 3x12288 5x4100 33000x16 3x8192 5x4096 2x16384"
{ for p in b_fp32 b_bf16 b_fp16; do for s in $SHAPES; do echo "$p 15 $s"; done; done
  for p in r4_bf16 t4_bf16; do for s in 4096x768 9000x64 8192x1600 37x2048 1x2048; do echo "$p 15 $s"; done; done
  for p in s_bf16 s_fp16; do for s in 4096x512 8192x1024 4099x1000 1x8 37x2048 130x768 9000x64; do echo "$p 14 $s"; done; done; } |
    check_binaries $B 6
stamp "sanitize"
sanitize_binaries $B 15 12 "b_fp32 b_bf16 b_fp16" "67x1032 130x768 2100x64"
stamp "done"
best_of_timing
