#!/usr/bin/env bash
# Fifty-fifth round (about 11 minutes, through the daemon: two calls), at the commit that adopts round55_c's p (the
# pivot's shift once a Pack in every 1- and 2-Pack block instance, fp16's under (1024, 2); fp16 on bf16's 2-Pack rule,
# the one pass wherever that rule holds the row, from 2048 columns):
#   export COMMIT=<sha>; bash dev/device_daemon.sh start dev/jobs/round55_d.sh 585; bash dev/device_daemon.sh wait 580
# The lab built as committed; the GPU matrix of forward rungs 10, 13 and 15 in every dtype (the SASS check and the
# dispatcher on outlier rows with it), shapes of the rule added, and compute-sanitizer's four tools over them at 4
# shapes; --outliers of 10 and 15 in 16-bit at the rule's widths; then the forward sweep over the target grid.
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
lab_with_forward_builds bin55d t
LNLAB_EXTRA_SHAPES="4096x4096 9x3072 37x6144 3x16384 5x2048" check_rungs layernorm_forward 10,13,15 \
    "300x4096 9x3072 37x6144 3x16384"
OUTLIERS_TAG=1 check_outliers_build_dtypes bin55d t 10,15 "16x2048 16x3072 16x4096 16x8192 16x16384" "bf16 fp16"
sweep_forward_targets
stamp "done"
