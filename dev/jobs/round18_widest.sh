#!/usr/bin/env bash
# Eighteenth round, last check (COMMIT=<sha> bash dev/device_daemon.sh start dev/jobs/round18_widest.sh), about 4
# minutes: the forward dispatcher with FORWARD14_WIDEST_THREADS (fp32 rows over 32768 columns: kernel 9 at 512
# threads first) -- its GPU matrix in every dtype with the outlier test, its sanitize at wide rows, and its time at
# rows 4096 / 8192 / 32768 x 65536 and 49152 (fp32) with the backward dispatcher's fp32 12288 beside it (KERNEL7_MIN_BLOCKS).
set -u
O=$1
source dev/jobs/lib.sh
build_lab
stamp "built"
keep_builds layernorm_forward f
keep_builds layernorm_backward b
echo "$RAW_HEADER" > "$O/raw.csv"
for rows in 4096 8192 32768; do
    for cols in 49152 65536; do run_variant f_fp32 14 $rows $cols 7; done
    run_variant b_fp32 14 $rows 12288 7
done
best_per_rung
check_rungs layernorm_forward 14 "1x65537 3x40000 5x65536 2x131071 37x33000"
