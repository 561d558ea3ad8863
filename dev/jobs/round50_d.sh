#!/usr/bin/env bash
# The fiftieth round's fourth job (through dev/device_daemon.sh): kernel 10 on the checked pivot as the default
# (FORWARD10_STATS 3, [C50]; the dispatcher's picks unchanged: fp16's one-pass rule is off until this job's timings
# place it). (1) The GPU matrix of forward 10 and 15, every dtype, with wide shapes added, the SASS check and the
# dispatcher on outlier rows; compute-sanitizer over both at 5 shapes; rung 10 with --outliers at 6 widths, every dtype.
# (2) fp16 rungs 9 and 10 at every block size at 8192-32768 columns (rows 4096 and 8192; 32768 rows at 16384 and
# 32768), once: where kernel 10's one pass leads kernel 9's two, for FORWARD15_FP16_ONE_PASS_FROM.
# Predicted: (1) clean. (2) kernel 10 ahead at 32768 columns (round50/c: 95.9 against 93.2 at 4096 rows), behind at
# 4096 (93.0 against 95.2); between, not known.
# Outcome (1ea378e, round50/d/): the SASS check failed fp32's 8-Pack kernel 10 instances and fp16's 2-Pack block instance
# (826 passed, 2 failed); sanitize 60 clean; outliers 78 ok; kernel 10 ahead of 9 at 20480-32768, even at 16384 ([C50]).
#   export COMMIT=<sha>; bash dev/device_daemon.sh start dev/jobs/round50_d.sh 585
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
lab_with_forward_builds bin50 t
LNLAB_EXTRA_SHAPES="4096x4096 4096x32768 8192x20480 3x24577 5x32769 9x65536 37x12289" \
    check_rungs layernorm_forward 10,15 "3x24577 2x32768 5x4097 37x8192 9x65536"
OUTLIERS_TAG=1 check_outliers_build_dtypes bin50 t 10 "16x2048 16x4097 16x8192 16x24577 16x32768 16x65536"
: > "$O/timing.csv"
time_in_turn bin50 t fp16 9,10 "4096x8192 8192x8192 4096x12288 8192x12288 4096x16384 8192x16384 4096x20480 8192x20480"
time_in_turn bin50 t fp16 9,10 "4096x24576 8192x24576 4096x32768 8192x32768 32768x16384 32768x32768"
stamp "timed"
best_of_timing > /dev/null
stamp "done"
