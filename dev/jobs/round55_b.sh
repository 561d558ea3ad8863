#!/usr/bin/env bash
# Prepared in the fifty-fourth round for the next (about 9 minutes, through the daemon: two calls):
#   export COMMIT=<sha>; bash dev/device_daemon.sh start dev/jobs/round55_b.sh 585
# [H54]'s mechanism for the aligned rows: fp16's kernel 10 <2, block, no shift> takes 44 registers (bf16's 32) and
# <1, block, no shift> 40, so at 256 threads an SM holds 5 and 6 blocks where bf16's holds 8. The dispatcher keeps
# fp16's aligned rows on kernel 9's two passes up to FORWARD15_FP16_ONE_PASS_FROM (24576 columns), where bf16 takes
# kernel 10's one pass from 2048: fp16 4096 x 4096 95.0 % of the copy against bf16's 96.0, 4096 x 8192 96.3 against
# 97.0 (`faf46eb`). round55_b_block_packs.patch gives every 1- and 2-Pack block instance the shift once a Pack and
# fp16's the (1024, 2) bounds: local ptxas -v, fp16 kernel 10 <2,1,0> 44 -> 32 registers, <1,1,0> 40 -> 32, no
# spill; bf16's counts unchanged (PTX of kernel 10 <1,1,0>, <2,1,0> and kernel 13 <1>, <2> changed in every dtype).
# Builds, bf16 and fp16: d (the tree), g (the patch), and in fp16 g2 and g8 (the patch with
# -DFORWARD15_FP16_ONE_PASS_FROM=2048 / 8192: fp16's aligned rows on kernel 10 from there, as bf16's from 2048).
# (1) The SASS check of g; --check of g's rungs 10, 13 and 15 and g2's 10 and 15; --outliers. (2) Rung 10 alone at
# 4096 x 4096 and 4096 x 8192, every block size, d and g in fp16. (3) The dispatcher in turn, twice: fp16 d / g / g2
# / g8 and bf16 d / g at the aligned widths from 4096 to 16384 columns.
# Predicted: fp16 rung 10 at 4096 / 8192 columns +2..+4 (more blocks an SM); g level with d (the dispatcher runs
# kernel 9 there in fp16 and kernel 10 <2,1,0> at 32 registers already in bf16); g2 at fp16 4096 x 4096 +0.5..+1 (to
# bf16's 96), 8192-16384 +0..+1; bf16 g within 0.3 of d.
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
start_forward_builds bin55b d "bf16 fp16"
patched_forward_variant bin55b g round55_b_block_packs.patch "bf16 fp16"
forward_variant bin55b g2 fp16 "-DFORWARD15_FP16_ONE_PASS_FROM=2048" & forward_variant bin55b g8 fp16 "-DFORWARD15_FP16_ONE_PASS_FROM=8192" & wait
stamp "builds: $(ls bin55b | tr '\n' ' ')"
bash dev/sass_check.sh bin55b/g_bf16 bin55b/g_fp16 bin55b/g2_fp16 > "$O/sass.txt" 2>&1; stamp "sass exit $?"; cat "$O/sass.txt"
check_build_dtypes bin55b g 10,13,15 "4096x4096 37x8192 5x12288 3x2048 9x1024 300x16384 7x4104" "bf16 fp16"
check_build_dtypes bin55b g2 10,15 "4096x4096 37x8192 5x12288 3x2048 7x4104" fp16
OUTLIERS_TAG=1 check_outliers_build_dtypes bin55b g2 10,15 "16x4096 16x8192 16x2048" fp16
OUTLIERS_TAG=1 check_outliers_build_dtypes bin55b g 10,13,15 "16x4096 16x8192" bf16
: > "$O/timing.csv"
for build in d g; do for cols in 4096 8192; do time_binary bin55b ${build}_fp16 10 4096 $cols; done; done
best_of_timing
mv "$O/timing.csv" "$O/rungs.csv"
time_rounds_in_turn bin55b "d g g2 g8" 15 "fp16=4096x4096 8192x4096 4096x8192 8192x8192 4096x12288 4096x16384 32768x4096"
mv "$O/timing.csv" "$O/timing-fp16.csv"; mv "$O/mean.txt" "$O/mean-fp16.txt"
time_rounds_in_turn bin55b "d g" 15 "bf16=4096x4096 4096x8192 4096x12288 4096x16384"
stamp "done"
