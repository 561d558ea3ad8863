#!/usr/bin/env bash
# Eighteenth round (COMMIT=<sha> bash dev/device_daemon.sh start dev/jobs/round18_bounds.sh), about 10 minutes:
# kernel 7 without a minimum of blocks an SM in its __launch_bounds__ (d: as committed, KERNEL7_MIN_BLOCKS 0) against
# the build with 1 (m: -DKERNEL7_MIN_BLOCKS=1, the PTX of 452256b), which gives ptxas room for more registers (fp32
# kernel7<4, cluster> 84 -> 108). Prediction: the backward dispatcher's fp32 rows of 12288 columns back from 79.8 /
# 82.5 / 84.3 % of the copy (the 452256b evidence) to the 82.4 / 85.8 / 87.1 of the runs before the minimum came in.
#   1. $O/raw.csv: backward 7 (every block size) and 14, d and m, fp32 rows 4096 / 8192 / 32768 x 8192, 12288, 16384;
#      16-bit kernel 7 at 4096 and 8192 columns (its 1- and 2-Pack instances changed too) and 14 at 12288 / 16384
#      (kernel 7 / 9 at 4 Packs a thread: the same registers, the control).
#   2. $O/forward-raw.csv: forward 9, fp32, every block size, rows 4096 / 8192 / 32768 x 32768 and 65536 (the
#      dispatcher takes 1024 threads there; 512 measured 1.5 points faster at rows 4096 / 8192 this round).
#   3. d's GPU matrix of backward 7, 9, 12, 13, 14 (every rung that launches kernel 7's instances) and their sanitize.
set -u
O=$1
source dev/jobs/lib.sh
build_lab_and_variants layernorm_backward "m:-DKERNEL7_MIN_BLOCKS=1"
keep_builds layernorm_forward f
echo "$RAW_HEADER" > "$O/raw.csv"
for rows in 4096 8192 32768; do
    for cols in 8192 12288 16384; do run_variant d_fp32 7,14 $rows $cols 7; run_variant m_fp32 7,14 $rows $cols 7; done
done
stamp "timed fp32"
for d in bf16 fp16; do
    for rows in 4096 32768; do
        for cols in 4096 8192; do run_variant d_$d 7 $rows $cols 7; run_variant m_$d 7 $rows $cols 7; done
        for cols in 12288 16384; do run_variant d_$d 14 $rows $cols 7; run_variant m_$d 14 $rows $cols 7; done
    done
done
stamp "timed 16-bit"
best_per_rung
cp "$O/raw.csv" "$O/backward-raw.csv"; echo "$RAW_HEADER" > "$O/raw.csv"
for rows in 4096 8192 32768; do for cols in 32768 65536; do run_variant f_fp32 9 $rows $cols 7; done; done
stamp "timed forward"
best_per_rung
mv "$O/raw.csv" "$O/forward-raw.csv"; mv "$O/backward-raw.csv" "$O/raw.csv"
check_rungs layernorm_backward 7,9,12,13,14 "67x1032 5x4100 3x40000 2100x1024 1x65537"
