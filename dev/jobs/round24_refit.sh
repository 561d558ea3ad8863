#!/usr/bin/env bash
# Ran at 93098c0 (results/dev-h100-2026-11-24/round24/); later commits changed the code and tables it edits or switches, so
# run it from that commit.
# The twenty-fourth round's second job (about 8 minutes): where kernel 11 (a block team, 1 Pack a thread, 2 rows in
# flight) beats kernel 12 (the TMA ring) in the 16-bit backward dispatcher at 1025-4096 columns. round24_first.sh:
# bf16 with kernel 11 +3.0 / +3.8 at 8192 / 32768 x 2048 and +1.4..+2.5 at 4096 columns, but -2.0..-6.2 at 3072
# (384 Packs on 512 threads: a quarter idle) and -2.5 at 32768 x 1280. Each dtype with either kernel at 1025-4096
# (the table's threads: 256 up to 2048 columns, then 512 for kernel 11; kernel 12 256 threads, 2 / 3 stages), the
# tables edited by sed in copies: bf16 as committed (k12) against t11, fp16 as committed (k11) against t12; rows
# 4096 / 8192 / 32768 x 1152-4096 by 128. Then the forward dispatcher at 8192 x 512-1024 in 16-bit once more
# (round24_first.sh's bf16 8192 x 768 ran 63.4 %, a transient: kernel 11 at 64 threads beside it ran 61.4).
#   $O/raw.csv
set -u
O=$1
source dev/jobs/lib.sh
build_lab
edit_copy t11 's/{2048, 12, 256, 0, 2}, {4096, 12, 256, 0, 3},/{2048, 11, 256, 2, 0}, {4096, 11, 512, 2, 0},/'
edit_copy t12 's/{1024, 11, 128, 4, 0}, {2048, 11, 256, 2, 0}, {4096, 11, 512, 2, 0},/{1024, 11, 128, 4, 0}, {2048, 12, 256, 0, 2}, {4096, 12, 256, 0, 3},/'
build_program_variant /tmp/ab/t11.cu t11_bf16 -DENABLE_BF16 &
build_program_variant /tmp/ab/t12.cu t12_fp16 -DENABLE_FP16 &
wait
cp layernorm_backward_bf16 /tmp/v/k12_bf16; cp layernorm_backward_fp16 /tmp/v/k11_fp16
cp layernorm_forward_bf16 /tmp/v/f_bf16; cp layernorm_forward_fp16 /tmp/v/f_fp16
stamp "built"
echo "$RAW_HEADER" > "$O/raw.csv"
widths=$(seq 1152 128 4096 | tr '\n' ' ')
time_builds "k12 t11" 14 "4096 8192 32768" "$widths" "backward bf16 k12 / t11" bf16
time_builds "k11 t12" 14 "4096 8192 32768" "$widths" "backward fp16 k11 / t12" fp16
time_builds "f" 14 "8192" "512 768 1024" "forward dispatcher" "bf16 fp16"
best_per_rung > "$O/best.txt"
stamp "done"
