#!/usr/bin/env bash
# Thirty-fourth round, eighth job (about 5 minutes): does [D34]'s mid-sector penalty reach the dispatcher's other
# picks? The dispatcher (kernel 14) and kernel 12 (the TMA ring, 256 threads) at pairs of widths a sector apart in
# their rows' start: fp32 w = 4 mod 8 (every other row starts 16 bytes into a 32-byte sector) beside w + 4, and bf16
# w = 8 mod 16 beside w + 8, in turn, twice, rows 4096 / 32768. Predicted, if the penalty is the `cp.async` kernels':
# kernel 14 2-5 points lower at w than at w + 4 / + 8 wherever it picks kernel 7, 9 or 11, kernel 12 level.
#   $O/raw.csv, mean.txt
# Ran at 5d49bf8 (round34/*-sectors-5d49bf8.*): [F34]. Right for fp32 and more: the dispatcher 7.5-13 points lower at
# 32768 rows at 4 mod 8 (1028 85.8 against 1032 95.7, 2564 87.0 / 2568 99.8, 5124 86.3 / 5128 99.3), 1.5-8.8 at 4096
# rows; kernel 12 2-3 lower; bf16 5128 -12.4 at 32768 rows, 3080 / 1032 -2, 2056 -0.6.
set -u
O=$1
source dev/jobs/lib.sh
start_timing_job layernorm_backward
for rep in 1 2; do
    time_builds d 14 "4096 32768" "1028 1032 1284 1288 2564 2568 3588 3592 5124 5128" "rep $rep fp32" fp32
    time_builds d 14 "4096 32768" "1032 1040 2056 2064 3080 3088 5128 5136" "rep $rep bf16" bf16
    for cols in 1028 1032 2564 2568; do for rows in 4096 32768; do run_variant d_fp32 "12 256" $rows $cols 7; done; done
    stamp "rep $rep kernel 12"
done
mean_of_runs > "$O/mean.txt"
stamp "done"
