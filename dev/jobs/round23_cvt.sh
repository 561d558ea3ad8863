#!/usr/bin/env bash
# The twenty-third round: bf16 converted to float by a shift (-DBF16_TO_FLOAT_BY_SHIFT=1, common.h) against
# __bfloat162float. ptxas -v: the backward's kernel 11 in bf16 takes 100 registers a thread (1 Pack, 2 rows in
# flight) and 128 (4 rows) against fp16's 64 and 102; with the shift, 64 and 102. sm_90's cvt.f32.bf16 takes a
# 16-bit register, so every element of a Pack is unpacked into a register of its own first; the shift reads the
# packed pair where it is. bf16 runs 2-6 points under fp16 at the backward's 32768 x 512-4096 and 4096-8192 x
# 768-1024 (a0ba5c0's evidence), with the same kernels, shapes and bytes.
# Predicted: bf16 backward toward fp16's (32768 x 768 79.5 -> ~85 %); the forward about unchanged (its register
# counts move by a few either way).
#   $O/raw.csv: bf16 only, committed (b_ / f_) against the shift (bsh_ / fsh_): backward 11 and 14 at rows 4096 /
#   8192 / 32768 x 512-4096, 13 and 14 at 4097 / 8192; forward 14 (and 11 at 512-2048) at 512-16384.
set -u
O=$1
source dev/jobs/lib.sh
build_lab
build_program_variant layernorm_backward.cu bsh_bf16 -DENABLE_BF16 -DBF16_TO_FLOAT_BY_SHIFT=1 &
build_program_variant layernorm_forward.cu fsh_bf16 -DENABLE_BF16 -DBF16_TO_FLOAT_BY_SHIFT=1 &
wait
keep_builds layernorm_backward b; keep_builds layernorm_forward f
stamp "built"
echo "$RAW_HEADER" > "$O/raw.csv"
time_builds "b bsh" 11,14 "4096 8192 32768" "512 768 1024 1600 2048 4096" "backward b / bsh" bf16
time_builds "b bsh" 13,14 "4096 8192 32768" "4097 8192" "backward b / bsh, 4097 and 8192" bf16
time_builds "f fsh" 11,14 "4096 8192 32768" "512 768 1024 1600 2048" "forward f / fsh" bf16
time_builds "f fsh" 14 "4096 8192 32768" "4096 4097 8192 16384" "forward f / fsh, wide" bf16
best_per_rung
stamp "done"
