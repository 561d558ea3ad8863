#!/usr/bin/env bash
# Fifty-fifth round (about 6 minutes, through the daemon):
#   export COMMIT=<sha>; bash dev/device_daemon.sh start dev/jobs/round55_c.sh 585
# round55_b (round55/b) found fp16's kernel 10 at 32 registers with round55_b_block_packs.patch: rung 10 alone at 4096
# rows, 4096 columns 91.8 -> 96.3 % of the copy (256 threads), 8192 95.8 -> 97.1 (512). Its g2 (one pass from 2048)
# gave the dispatcher 4096 x 4096 95.0 -> 96.3 but 4096 x 8192 96.3 -> 95.2: fp16 has no 2-Pack rule
# (FORWARD15_ONE_PASS_TWO_PACKS), so its one pass ran at 4 Packs a thread. round55_c_fp16_two_packs.patch (on top of
# the first) gives fp16 bf16's 2-Pack rule and sends a row to the one pass wherever that rule fits its blocks (from
# 2048 columns), else from FORWARD15_FP16_ONE_PASS_FROM (24576) as now; 20480 (640 threads) stays on kernel 9.
# Builds: d (the tree), g (block packs) in bf16 and fp16, p (both patches) in fp16.
# (1) The SASS check of p and g; --check of p's 10 and 15 and g's bf16 10, 13, 15; --outliers. (2) fp16 dispatcher d / g
# / p in turn, twice, over the aligned widths 3072-32768 at 4096 rows and some at 8192 / 32768; bf16 d / g.
# Predicted: p at fp16 4096 x 4096 +1..+1.5 (to bf16's 96), 4096 x 8192 +0.5..+1, 16384 level, 12288 / 20480 / 24576 /
# 32768 and 65536 level (rule unchanged); bf16 g within 0.3 of d.
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
start_forward_builds bin55c d "bf16 fp16"
patched_forward_variant bin55c g round55_b_block_packs.patch "bf16 fp16"
apply_job_patch round55_c_fp16_two_packs.patch
forward_variant bin55c p fp16 ""
stamp "builds: $(ls bin55c | tr '\n' ' ')"
bash dev/sass_check.sh bin55c/g_bf16 bin55c/p_fp16 > "$O/sass.txt" 2>&1; stamp "sass exit $?"; cat "$O/sass.txt"
check_build_dtypes bin55c p 10,15 "4096x4096 37x8192 5x2048 3x16384 9x3072 300x6144 7x4104 2x24576" fp16
check_build_dtypes bin55c g 10,13,15 "4096x4096 37x8192 5x65536 3x16384" bf16
OUTLIERS_TAG=1 check_outliers_build_dtypes bin55c p 10,15 "16x2048 16x4096 16x8192 16x16384" fp16
time_rounds_in_turn bin55c "d g p" 15 "fp16=4096x3072 4096x4096 4096x6144 4096x8192 4096x12288 4096x16384 4096x20480 4096x24576 4096x32768 4096x65536 8192x4096 8192x8192 8192x16384 32768x4096 32768x8192"
mv "$O/timing.csv" "$O/timing-fp16.csv"; mv "$O/mean.txt" "$O/mean-fp16.txt"
time_rounds_in_turn bin55c "d g" 15 "bf16=4096x4096 4096x8192 8192x8192 4096x16384 4096x65536 4096x49152"
stamp "done"
