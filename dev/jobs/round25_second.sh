#!/usr/bin/env bash
# Ran at f0fc071 (results/dev-h100-2026-11-24/round25/); the next commit changed bit 2 of FORWARD14_THREADS_BY_WARPS, so run it
# from that commit.
# The twenty-fifth round's second job (about 9 minutes), on the tree with round25_first.sh's findings adopted
# (c: fp16 kernel 6 and block instances with words, kernel 6 for 16-bit rows of 513-1024 columns below 8192 rows,
# FORWARD14_THREADS_BY_WARPS 3 in 16-bit).
# 1. bf16's one pass at 2 Packs a thread: c (bit 2: the fewest whole warps of 2 Packs: 12288 at 768 threads, 10240
#    at 640) against tw1 (bit 1 only: the fewest whole warps at the Packs a thread of the power of two, 12288 at
#    384 threads of 4 Packs, 10240 at 320; the 1/8 rule for 2 Packs) and tw0 (as before the round). The first job
#    had bf16 12288 94.3 / 95.9 / 97.7 -> 94.0 / 95.1 / 96.7 with bit 2, 10240 89.6 / 90.9 / 93.0 -> 97.3 / 99.0 / 100.6.
#    fp16 c against tw0 again at 6144 and 10240 (-0.1..-0.8 in the first job).
# 2. The short 16-bit rows on c: kernels 6, 9, 11 and 14 at 4096 x 640-1024 (the new kernel 6 rule's range).
# 3. The GPU matrix of forward 6, 9, 10 and 14 (every dtype, the test matrix with 3x12288) and their sanitize.
#   $O/raw.csv, best.txt, test.log, sanitize.log
set -u
O=$1
source dev/jobs/lib.sh
build_lab
keep_builds layernorm_forward c
build_program_variant layernorm_forward.cu tw1_bf16 -DENABLE_BF16 -DFORWARD14_THREADS_BY_WARPS=1 &
build_program_variant layernorm_forward.cu tw0_bf16 -DENABLE_BF16 -DFORWARD14_THREADS_BY_WARPS=0 &
build_program_variant layernorm_forward.cu tw0_fp16 -DENABLE_FP16 -DFORWARD14_THREADS_BY_WARPS=0 &
wait
stamp "built"
echo "$RAW_HEADER" > "$O/raw.csv"
time_builds "c tw1 tw0" 14 "4096 8192" "3072 5120 6144 10240 12288 14336 20480 24576 28672" "one pass" bf16
time_builds "c tw1 tw0" 14 "32768" "6144 10240 12288" "one pass 32768" bf16
time_builds "c tw0" 14 "4096 8192 32768" "6144 10240 12288" "fp16 again" fp16
time_builds "c" 6,9,11,14 "4096" "640 768 896 1024" "short" "bf16 fp16"
best_per_rung > "$O/best.txt"
check_rungs layernorm_forward 6,9,10,14 "67x12288 3x12288 130x768 37x1001 67x1031 5x4100 130x1024"
stamp "done"
