#!/usr/bin/env bash
# The fiftieth round's fifth job (through dev/device_daemon.sh): kernel 10's checked pivot in 16-bit only (fp32's
# 8-Pack instances spilled or split their loads with it, round50/d's SASS check), __launch_bounds__(1024, 1) (fp16's
# 2-Pack block instance spilled 4 bytes under (1024)), and fp16's one-pass rule from 8192 columns (aligned rows).
# (1) The lab's GPU matrix of forward 10 and 15, every dtype, wide shapes added, the SASS check and the dispatcher on
# outlier rows; compute-sanitizer over both at 5 shapes; rung 10 with --outliers at 6 widths in 16-bit. (2) The fp16
# dispatcher, in turn, twice: o (the rule off, -DFORWARD15_FP16_ONE_PASS_FROM=INT_MAX) then t (the tree), at 8192-32768
# columns, rows 4096 and 8192.
# Predicted: (1) clean (ptxas -v here: no kernel 10 instance spills). (2) t ahead of o by 0..+5 where round50/d's
# rungs were (20480 and 24576 most), except where the block sizes differ (fewest whole warps: 12288 at 384 threads).
# Outcome (677f4ad, round50/e/): fp32's bare 8-Pack cluster instance split its loads under (1024, 1) (839 passed, 1 failed);
# the rule lost 12 points at 20480 (640 threads), gained 5 at 24576 and 2.5 at 32768: the rule moved to 24576 ([C50]).
#   export COMMIT=<sha>; bash dev/device_daemon.sh start dev/jobs/round50_e.sh 585
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
check_forward_lab_with_variant bin50 t "o:fp16:-DFORWARD15_FP16_ONE_PASS_FROM=2147483647" 10,15 \
    "4096x4096 4096x32768 8192x20480 3x24577 5x32769 9x65536 37x12289 4096x12288 6x24576" "3x24577 2x32768 5x4097 37x8192 9x65536"
OUTLIERS_TAG=1 check_outliers_build_dtypes bin50 t 10,15 "16x2048 16x4097 16x8192 16x24577 16x32768 16x65536" "bf16 fp16"
: > "$O/timing.csv"
for rep in 1 2; do
    time_in_turn bin50 "o t" fp16 15 "4096x8192 8192x8192 4096x12288 8192x12288 4096x16384 8192x16384 4096x20480 8192x20480 4096x24576 8192x24576 4096x32768 8192x32768"
done
stamp "timed"
mean_of_timing > /dev/null
stamp "done"
