#!/usr/bin/env bash
# Fifty-fourth round (about 5 minutes, through the daemon), at the commit that gives kernel 10's shifting 1- and 2-Pack
# instances the pivot's shift a Pack (bf16 and fp16), fp16's those instances under (1024, 2) (32 registers) and fp16's
# 2-Pack rule for rows with a head up to 256 threads (4097 on kernel 10): round54_g's sb256, with the per-Pack shift
# limited to those instances (the forward's PTX: 4 entries changed, rung 13's not).
#   export COMMIT=<sha>; bash dev/device_daemon.sh start dev/jobs/round54_h.sh 585
# The lab built as committed; the GPU matrix of forward rungs 10 and 15 in bf16 and fp16 (the SASS check and the
# dispatcher on outlier rows with it), shapes of the rule added, and compute-sanitizer's four tools over both at 4
# shapes; --outliers of 10 and 15 at the rule's widths; the dispatcher at the changed cells, once.
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
lab_with_forward_builds bin54h t
LNLAB_DTYPES="bf16 fp16" LNLAB_EXTRA_SHAPES="4096x4097 37x3585 9x3001 5x4103 3x2057" check_rungs layernorm_forward 10,15 \
    "300x4097 5x3001 37x3585 3x4103"
OUTLIERS_TAG=1 check_outliers_build_dtypes bin54h t 10,15 "16x4097 16x3585 16x3001" "bf16 fp16"
: > "$O/timing.csv"
time_in_turn bin54h t fp16 15 "4096x4097 8192x4097 4096x3001 4096x65536"
time_in_turn bin54h t bf16 15 "4096x4097 8192x4097"
mean_of_timing
stamp "done"
