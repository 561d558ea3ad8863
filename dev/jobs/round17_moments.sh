#!/usr/bin/env bash
# Seventeenth round, second job (COMMIT=<sha> bash dev/device_daemon.sh start dev/jobs/round17_moments.sh), about
# 10 minutes: forward rung 10's new statistics, the team's merged moments in one exchange (row_merge_moments:
# exact as two passes, one barrier), against its pivot (p: -DFORWARD10_STATS=1, host only) and kernel 9.
#   1. The GPU matrix of forward 10 and 14 (rung 10 now the merged moments; the dispatcher takes them for fp32
#      and fp16 rows of more than 16384 columns), with rung 10 and the dispatcher on outlier rows, then
#      sanitize of both ($O/test.log, $O/sanitize.log).
#   2. $O/raw.csv: kernels 9, 10 (moments), 14 as committed (d) and 10 with the pivot (p), every block size, rows
#      4096 / 8192 (and 32768 up to 16384 columns) x 2048-65536 columns, every dtype; 13 beside at 16-bit 65536.
set -u
O=$1
source dev/jobs/lib.sh
build_lab_and_variants layernorm_forward "p:-DFORWARD10_STATS=1"
check_rungs layernorm_forward 10,14 "67x1031 67x1032 5x4100 3x40000 130x768 37x2048 1x65537 3x65536"
echo "$RAW_HEADER" > "$O/raw.csv"
for d in fp32 fp16 bf16; do
    for cols in 16384 32768 65536 24576 49152 2048 4096 8192; do
        for rows in 4096 8192; do
            k=9,10,14; [ $d != fp32 ] && [ $cols -gt 32768 ] && k=9,10,13,14
            run_variant d_$d $k $rows $cols 7
            run_variant p_$d 10 $rows $cols 7
        done
    done
    for cols in 2048 4096 16384; do run_variant d_$d 9,10,14 32768 $cols 7; run_variant p_$d 10 32768 $cols 7; done
    stamp "timed $d"
done
best_per_rung
