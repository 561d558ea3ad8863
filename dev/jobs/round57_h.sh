#!/usr/bin/env bash
# The fifty-seventh round's seventh job (about 2 minutes, through the daemon):
#   export COMMIT=<literal sha>; bash dev/device_daemon.sh start dev/jobs/round57_h.sh 240
# round57_g (Nsight Compute, bf16 4096 x 4096 against 4096 x 4097, the dispatcher's kernel 10 at 256 threads both):
# 21.8 against 25.4 us, 13.9 M against 17.7 M warp instructions, a warp issued 0.71 against 0.79 of a scheduler's
# cycles, DRAM 65 against 58 % busy: at 4097 columns the launch is near issue-bound. ncu counts 3.1 M non-fused FP32
# instructions beside 1.5 M fused. h (round57_h_normalize_fma.patch, -DFORWARD_EXP_NORMALIZE_FMA=1): the shifting
# 16-bit instances normalize with one FMA, x * rstd - mean * rstd, where (x - mean) * rstd took an add and a
# multiply (local ptxas: the same registers, no spill). Predicted: 1-2 % fewer instructions, +0.5..+1.5 at 4097.
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
start_forward_builds bin57h t "bf16 fp16"
apply_job_patch round57_h_normalize_fma.patch
forward_variant bin57h h bf16 "-DFORWARD_EXP_NORMALIZE_FMA=1" &
forward_variant bin57h h fp16 "-DFORWARD_EXP_NORMALIZE_FMA=1" &
wait
stamp "built: $(ls bin57h | tr '\n' ' ')"
check_build_dtypes bin57h h 9,10,15 "4096x4097 300x4097 37x3001 5x4103" "bf16 fp16" > /dev/null
cat "$O/check.txt"
OUTLIERS_TAG=1 check_outliers_build_dtypes bin57h h 10,15 "64x4097 16x3001" "bf16 fp16"
time_rounds_in_turn bin57h "t h" 15 "bf16=4096x4097 8192x4097 4096x3001" "fp16=4096x4097 8192x4097 4096x3001" > /dev/null
stamp "done"
