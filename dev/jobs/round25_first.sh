#!/usr/bin/env bash
# Ran at a312f21 (results/dev-h100-2026-11-24/round25/); later commits changed the switches it sets (f0fc071 made three of them
# the default, FORWARD_FP16_WORDS and RUNG_WORDS_WARP are gone), so run it from that commit.
# The twenty-fifth round's first job (about 10 minutes). Three forward switches, each off as committed:
# 1. FORWARD14_THREADS_BY_WARPS=1 (tw): the dispatcher's block teams (kernels 9 and 10) at the fewest whole warps
#    that hold the row at the Packs a thread the power-of-two count gives (fewest_warps_threads), not that
#    power of two: fp16 12288 columns 512 threads with 3 of 4 Packs used -> 384 threads with all 4; bf16's one
#    pass at 2 Packs 768 threads where 1024 left a quarter idle; fp32 1600 256 -> 224, 12288 512 -> 384 (8 Packs).
#    Predicted: fp16 4096 / 8192 x 12288 (92.6 / 93.8 % of the copy at c57176b) to 95+, as bf16's 2-Pack instance
#    gained where it had no idle slots ([B24]); elsewhere within a point.
# 2. FORWARD_FP16_WORDS=1 (w16): fp16's kernel 6 and block instances hold their Packs as words as bf16's do
#    ([B24], [E24]); ptxas/cuobjdump here: kernel 6<4> 118 -> 32 PRMT, 62 -> 60 registers, <1> 47 -> 40. ww16: the
#    warp instances too (RUNG_WORDS_WARP=1). Predicted: fp16 kernel 6 +1..+3 at 512-1024 columns; the block
#    instances within a point.
# 3. FORWARD14_KERNEL6_WIDE_BELOW_ROWS=8192 (k6; w16k6 with w16): kernel 6 for aligned 16-bit rows of 513-1024
#    columns below 8192 rows (kernel 9 at a warp as committed): [E24] had bf16 kernel 6 96.4 / 98.1 against kernel 9's
#    94.6 / 97.5 at 4096 x 768 / 1024.
# Then the build with all four switches: the matrix of forward 6, 9, 10 and 14 (every dtype) at the test matrix's
# shapes and the shapes the switches move, and their sanitize.
#   $O/raw.csv (variant = build), best.txt, test.log, sanitize.log
set -u
O=$1
source dev/jobs/lib.sh
build_lab
keep_builds layernorm_forward m
for d in fp32 bf16 fp16; do build_program_variant layernorm_forward.cu tw_$d "$(dtype_flag $d)" -DFORWARD14_THREADS_BY_WARPS=1 & done
build_program_variant layernorm_forward.cu k6_bf16 -DENABLE_BF16 -DFORWARD14_KERNEL6_WIDE_BELOW_ROWS=8192 &
build_program_variant layernorm_forward.cu k6_fp16 -DENABLE_FP16 -DFORWARD14_KERNEL6_WIDE_BELOW_ROWS=8192 &
build_program_variant layernorm_forward.cu w16_fp16 -DENABLE_FP16 -DFORWARD_FP16_WORDS=1 &
build_program_variant layernorm_forward.cu ww16_fp16 -DENABLE_FP16 -DFORWARD_FP16_WORDS=1 -DRUNG_WORDS_WARP=1 &
build_program_variant layernorm_forward.cu w16k6_fp16 -DENABLE_FP16 -DFORWARD_FP16_WORDS=1 -DFORWARD14_KERNEL6_WIDE_BELOW_ROWS=8192 &
wait
stamp "built"
echo "$RAW_HEADER" > "$O/raw.csv"
time_builds "m tw" 14 "4096 8192 32768" "1600 3072 6144 10240 12288" "tw" 
time_builds "m tw" 14 "4096 8192" "20480 24576" "tw wide"
time_builds "m k6" 6,9,14 "4096 8192 32768" "512 768 1024" "k6 short" bf16
time_builds "m w16 ww16 k6 w16k6" 6,9,14 "4096 8192 32768" "512 768 1024" "w16 short" fp16
time_builds "m w16" 9,14 "4096 8192" "2048 4096 4097 8192 12288 16384 32768" "w16 block" fp16
best_per_rung > "$O/best.txt"
make -B -j16 EXTRA_FLAGS="-DFORWARD14_THREADS_BY_WARPS=1 -DFORWARD_FP16_WORDS=1 -DRUNG_WORDS_WARP=1 -DFORWARD14_KERNEL6_WIDE_BELOW_ROWS=8192" \
    layernorm_forward layernorm_forward_bf16 layernorm_forward_fp16 > "$O/build-all.log" 2>&1 || { stamp "all-switch build FAILED"; exit 1; }
SHAPES=""
for rows in 1 3 4096 8192; do for cols in 1 3 31 128 767 768 1600 4097 16384 65536; do SHAPES="$SHAPES ${rows}x${cols}"; done; done
SHAPES="$SHAPES 1151x8192 128x128 3x131071 2x1000003 37x2048 9000x64 37x40000 5x40001"
SHAPES="$SHAPES 1x12288 67x12288 3x6144 130x1600 5x3072 33x10240 2x20480 7x24576 130x1024 4000x1000 37x1001 67x1031 5x12296"
LNLAB_SHAPES="$SHAPES" check_rungs layernorm_forward 6,9,10,14 "67x12288 130x1600 7x24576 130x1024 37x1001 5x3072 67x1031"
stamp "done"
