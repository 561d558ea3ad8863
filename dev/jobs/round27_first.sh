#!/usr/bin/env bash
# Prepared in the twenty-sixth round, not yet run (about 4 minutes): where the 16-bit backward's ~58 us fixed cost
# at 32768 columns goes (bf16 4096 / 8192 / 32768 x 32768: 81.0 / 88.0 / 94.8 % of the copy at c0214eb; kernel 7,
# 512 threads, cluster teams of 2, 66 partial rows of 32768 x 2 floats). Nsight Compute, clocks left free, of the
# dispatcher's main kernel and of its reduction at 4096 and 8192 rows (their durations, DRAM bytes, the partial rows'
# share), and the dispatcher timed at rows 2048-16384 for the intercept. Predicted: the reduction of the partial rows
# ~6-8 us of the ~58, the rest in the main kernel's first and last rows (one row a team in flight).
#   $O/ncu/*.txt, $O/raw.csv
set -u
O=$1
source dev/jobs/lib.sh
start_backward_job
for rows in 4096 8192; do
    NCU_SECTIONS="--clock-control none" ncu_profile main-bf16-${rows}x32768 layernorm_backward_bf16 layernorm_backward_kernel7 14 - $rows 32768
    NCU_SECTIONS="--clock-control none" ncu_profile reduce-bf16-${rows}x32768 layernorm_backward_bf16 dweight_dbias_reduce_kernel 14 - $rows 32768
done
for rows in 2048 4096 6144 8192 12288 16384; do run_variant d_bf16 14 $rows 32768 7; done
stamp "done"
