#!/usr/bin/env bash
# Fifty-fourth round (about 5 minutes, through the daemon):
#   export COMMIT=<sha>; bash dev/device_daemon.sh start dev/jobs/round54_g.sh 585
# round54_f's Nsight Compute at fp16 / bf16 4096 x 4097, kernel 10 at 256 threads: fp16's shifting 2-Pack block
# instance takes 34 registers, so 6 blocks of 256 an SM (75 % theoretical, 62 % achieved), where bf16's takes 32, 8
# blocks (100 %, 80 %). Under (1024, 2) bounds (a 32-register cap) that fp16 instance spills 8 bytes; with the pivot's
# shift selected once a Pack (round54_c_shift_per_pack.patch) it takes 32 and spills nothing (local ptxas -v).
# Builds, fp16: d (the tree); sb (round54_c_shift_per_pack.patch and round54_g_bounds2.patch: fp16's shifting 1- and
# 2-Pack block instances of kernel 10 under (1024, 2)); sb256 (sb and round54_c_head256.patch: the 2-Pack rule for
# rows with a head up to 256 threads, so 4097 on kernel 10). The SASS check of both; --check and --outliers; rung 10
# alone at 4096 x 4097 and 4096 x 3001; the dispatcher in turn, twice.
# Predicted: rung 10 at 4097 (256 threads) near bf16's (+2..+3 over d's 86.8); sb256 at 4097 +1..+3 over d (bf16
# runs 89.7 / 93.3 at 4096 / 8192 rows); sb at 2401-3001 level or up (more blocks a 192-thread SM); 65536 (rung 13,
# 58 registers with the per-Pack shift against 60) within 0.3.
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
start_forward_builds bin54g d fp16
apply_job_patch round54_c_shift_per_pack.patch
patched_forward_variant bin54g sb round54_g_bounds2.patch fp16
patched_forward_variant bin54g sb256 round54_c_head256.patch fp16
stamp "builds: $(ls bin54g | tr '\n' ' ')"
bash dev/sass_check.sh bin54g/sb_fp16 bin54g/sb256_fp16 > "$O/sass.txt" 2>&1; stamp "sass exit $?"; cat "$O/sass.txt"
check_build_dtypes bin54g sb 10,13,15 "4096x4097 37x4097 5x3001 3x2401 9x32768 300x65536 7x1031" fp16
check_build_dtypes bin54g sb256 10,15 "4096x4097 37x4097 9x4103 5x3001" fp16
OUTLIERS_TAG=1 check_outliers_build_dtypes bin54g sb 10,13,15 "16x4097 16x3001 16x65536" fp16
OUTLIERS_TAG=1 check_outliers_build_dtypes bin54g sb256 10,15 "16x4097 16x4103" fp16
: > "$O/timing.csv"
for build in d sb; do for cols in 4097 3001; do time_binary bin54g ${build}_fp16 10 4096 $cols; done; done
best_of_timing
mv "$O/timing.csv" "$O/rungs.csv"
time_rounds_in_turn bin54g "d sb sb256" 15 "fp16=4096x4097 8192x4097 32768x4097 4096x3001 8192x3001 4096x2401 4096x65536"
stamp "done"
