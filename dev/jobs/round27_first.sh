#!/usr/bin/env bash
# Twenty-seventh round, first job (about 9 minutes). (1) The GPU check of 41fedd6 (rung 13's grid step made one
# argument of launch_persistent_teams, host code only): the GPU matrix of backward rungs 6-14 in every dtype and their
# sanitize. (2) Prepared in the twenty-sixth round: where the 16-bit backward's ~58 us fixed cost at 32768 columns goes
# (bf16 4096 / 8192 / 32768 x 32768: 81.0 / 88.0 / 94.8 % of the copy at c0214eb; kernel 7, 512 threads, cluster teams
# of 2, 66 partial rows of 32768 x 2 floats). Nsight Compute, clocks left free, of the dispatcher's main kernel and of
# its reduction at 4096 and 8192 rows (their durations, DRAM bytes), and the dispatcher timed at rows 2048-16384 for
# the intercept. Predicted: the reduction of the partial rows ~6-8 us of the ~58, the rest in the main kernel's first
# and last rows (one row a team in flight). (3) The same two profiles at the short rows (bf16 4096 x 512 / 1024 / 2048,
# 53.5-77 % of the copy): how much of each pass's event time the two kernels' own durations account for.
# Ran at 5d83ed4 (results/dev-h100-2026-11-24/round27/raw-first-5d83ed4.csv, ncu-first-5d83ed4/, test-6-14-5d83ed4.txt, sanitize-6-14-5d83ed4.txt).
#   $O/test.log, sanitize.log, ncu/*.txt, $O/raw.csv
set -u
O=$1
source dev/jobs/lib.sh
start_backward_job
for rows in 4096 8192; do
    NCU_SECTIONS="--clock-control none" ncu_profile main-bf16-${rows}x32768 layernorm_backward_bf16 layernorm_backward_kernel 14 - $rows 32768
    NCU_SECTIONS="--clock-control none" ncu_profile reduce-bf16-${rows}x32768 layernorm_backward_bf16 dweight_dbias_reduce_kernel 14 - $rows 32768
done
for cols in 512 1024 2048; do
    NCU_SECTIONS="--clock-control none" ncu_profile main-bf16-4096x$cols layernorm_backward_bf16 layernorm_backward_kernel 14 - 4096 $cols
    NCU_SECTIONS="--clock-control none" ncu_profile reduce-bf16-4096x$cols layernorm_backward_bf16 dweight_dbias_reduce_kernel 14 - 4096 $cols
done
for rows in 2048 4096 6144 8192 12288 16384; do run_variant d_bf16 14 $rows 32768 7; done
for cols in 512 1024 2048; do for rows in 2048 4096 8192; do run_variant d_bf16 14 $rows $cols 7; done; done
stamp "timed"
check_rungs layernorm_backward 6,7,8,9,10,11,12,13,14 "67x1031 5x4100 130x128 37x4097 3x12289"
stamp "done"
