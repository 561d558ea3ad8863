#!/usr/bin/env bash
# Prepared in the fifty-third round for the next (about 7 minutes, through the daemon):
#   export COMMIT=<sha>; bash dev/device_daemon.sh start dev/jobs/round54_c.sh 540
# One select a Pack in the pivot's shifted sums (round54_c_shift_per_pack.patch, add_shifted_sums: the shift, pivot or
# 0 for an absent Pack, which is zeros, so 0 - 0 adds nothing, the same bits), where the tree selects d an element.
# nvcc makes each element's select a branch around its conversion in every fp16 instance of kernels 10 and 13 (and
# bf16's warp instances of 10): fp16's kernel 10 <2, block, shift> has 45 branches in PTX to bf16's 29; patched, 29.
# ptxas -v patched: fp16 kernel 10 <2,1,1> 34 -> 38 registers (the same 40 allocated), <4,2,1> 48 -> 54, <4,0,0> 60 ->
# 61, kernel 13 <4> 60 -> 58; bf16 the same counts.
# Builds: d (the tree) and sp (the patch) in bf16 and fp16, and sp256 (fp16: the patch and round54_c_head256.patch, the
# 2-Pack rule for rows with a head up to 256 threads, so 4097 on kernel 10). (1) The SASS check of sp and sp256;
# --check and --outliers of sp's rungs 10, 13 and 15. (2) Rung 10 of d and sp at every block size at 4096 x 4097 and
# 4096 x 3001. (3) The dispatcher in turn, twice: fp16 d / sp / sp256 at the rule's widths, 4097, the one pass (32768)
# and rung 13 (65536); bf16 d / sp at 4097, 4096 and 65536.
# Predicted: fp16 rung 10 at 4097 +1..+3 with sp if the branches survive ptxas (round54_a's SASS says), level if
# not; sp256 at fp16 4097 then near bf16's 90 / 93; bf16 level (no branches to remove).
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
start_forward_builds bin54c d "bf16 fp16"
patched_forward_variant bin54c sp round54_c_shift_per_pack.patch "bf16 fp16"
patched_forward_variant bin54c sp256 round54_c_head256.patch fp16
stamp "patched build: $(ls bin54c | tr '\n' ' ')"
bash dev/sass_check.sh bin54c/sp_bf16 bin54c/sp_fp16 bin54c/sp256_fp16 > "$O/sass.txt" 2>&1; stamp "sass exit $?"; cat "$O/sass.txt"
check_build_dtypes bin54c sp 10,13,15 "4096x4097 37x4097 5x3001 3x2401 9x32768 300x65536 3x40000 7x1031" "bf16 fp16"
check_build_dtypes bin54c sp256 10,15 "4096x4097 37x4097 9x4103" fp16
OUTLIERS_TAG=1 check_outliers_build_dtypes bin54c sp 10,13,15 "16x4097 16x3001 16x32768 16x65536" "bf16 fp16"
: > "$O/timing.csv"
for build in d sp; do for cols in 4097 3001; do time_binary bin54c ${build}_fp16 10 4096 $cols; done; done
best_of_timing
mv "$O/timing.csv" "$O/rungs.csv"
time_rounds_in_turn bin54c "d sp sp256" 15 "fp16=4096x4097 8192x4097 4096x3001 8192x3001 4096x2401 4096x32768 4096x65536"
mv "$O/timing.csv" "$O/timing-fp16.csv"; mv "$O/mean.txt" "$O/mean-fp16.txt"
time_rounds_in_turn bin54c "d sp" 15 "bf16=4096x4097 8192x4097 4096x4096 4096x65536"
stamp "done"
