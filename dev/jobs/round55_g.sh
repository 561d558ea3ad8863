#!/usr/bin/env bash
# Fifty-fifth round (about 2 minutes, through the daemon): the 16-bit cells at the line that the count turns on, 8192 x
# 1600 (kernel 8) and 4096 x 2048 (kernel 11's ring), against kernel 10, which since b162c9e runs 2 Packs a thread at
# 32 registers in both 16-bit dtypes (1600 columns: 200 Packs, 128 threads; 2048: 256, 128). Rungs 8, 10, 11 and 15 at
# every block size, best correct block size each (best.txt), rows 4096 / 8192 / 32768 x 1600 / 2048, bf16 and fp16.
# Predicted: kernel 10 within 2 points of the dispatcher's launch, ahead at none by more than 1.
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
build_forward_programs; mkdir -p bin55g
cp layernorm_forward_bf16 bin55g/t_bf16; cp layernorm_forward_fp16 bin55g/t_fp16; stamp "built"
: > "$O/timing.csv"
for d in bf16 fp16; do for rows in 4096 8192 32768; do for cols in 1600 2048; do
    time_binary bin55g t_$d 8,10,11,15 $rows $cols
done; done; done
best_of_timing
stamp "done"
