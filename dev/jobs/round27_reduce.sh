#!/usr/bin/env bash
# Twenty-seventh round, second job (about 14 minutes, two waits). The reduction of the partial rows laid out by
# shape (dweight_dbias_reduce_kernel<VEC>: 16-byte loads of the partial rows, lanes x slices chosen so that the grid
# covers the SMs and each thread has several loads in flight) against the layout before (8 columns x 32 slices a
# block, every shape; build o, from ab/prev_backward.cu = 5d83ed4's layernorm_backward.cu). Predicted: bf16 4096 x
# 32768 (66 partial rows of 65536 floats; the old layout's 4096 blocks took 14.2 us under Nsight Compute and the pass
# 23 us beyond its main kernel) 81.0 -> 84-86 % of the copy, 8192 x 32768 88 -> 89-90; wide rows at 4096-8192 rows +1
# to +3 points; short rows (512-2048 columns, 8 lanes x 32 slices: about the old grid) within a point.
# Nsight Compute of the new reduction at the first job's shapes, the dispatcher o / d at rows 4096 / 8192 x the
# target widths in fp32 and bf16 and a few 32768-row cells, then the GPU matrix of every backward rung in every
# dtype and their sanitize.
# Ran at 38038f0 (results/dev-h100-2026-11-24/round27/raw-reduce-38038f0.csv, ncu-reduce-38038f0/, test-backward-38038f0.txt, sanitize-backward-38038f0.txt).
#   $O/ncu/*.txt, raw.csv, best.txt, test.log, sanitize.log
set -u
O=$1
source dev/jobs/lib.sh
start_backward_job
build_source_in_dtypes ab/prev_backward.cu o
for shape in 4096x32768 8192x32768 4096x512 4096x1024 4096x2048; do
    NCU_SECTIONS="--clock-control none" ncu_profile reduce-bf16-$shape layernorm_backward_bf16 dweight_dbias_reduce_kernel 14 - ${shape%x*} ${shape#*x}
done
NCU_SECTIONS="--clock-control none" ncu_profile reduce-fp32-4096x65536 layernorm_backward dweight_dbias_reduce_kernel 14 - 4096 65536
time_builds "o d" 14 "4096 8192" "512 768 1024 1600 2048 4096 4097 8192 12288 16384 32768 65536" "o / d" "bf16 fp32"
time_builds "o d" 14 "32768" "512 4096 32768" "o / d 32768 rows" "bf16 fp32 fp16"
time_builds "o d" 14 "4096 8192" "1024 8192 32768" "o / d fp16" "fp16"
best_per_rung > "$O/best.txt"
check_rungs layernorm_backward "" "67x1031 5x4100 130x128 3x32768 2x65537"
stamp "done"
