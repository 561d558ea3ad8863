#!/usr/bin/env bash
# Thirty-first round (about 6 minutes): round31_backward_short.sh found backward kernel 7 (x and dy staged by cp.async,
# no clusters) at 512 threads ahead of the dispatcher's pick at fp32 1024 columns by 5 points (4096 / 8192 rows: 79.2 /
# 86.1 against 74.3 / 81.1 % of the copy; the pick is kernel 12 at 256 threads, 2 stages), and at 32 threads at 2048 /
# 4096 by 1.2-2.4; at 16-bit 512-1024 columns kernel 7 at 256 threads led by up to 2.9 at 4096 rows. One run each. Here:
# the dispatcher (14) against kernel 7 at 512, 256 and 32 threads and kernel 6 at 256, the tree's build, at fp32
# widths 576-4096 and 16-bit 512-1024, rows 4096 / 8192 / 32768, to see where a rule would hold. Predicted: fp32 kernel
# 7 at 512 threads +3-5 at 769-1280 columns at 4096-8192 rows, less or behind at 32768 rows.
#   $O/raw.csv, best.txt
# Ran at 494e3fb (results/dev-h100-2026-11-25/round31/raw-k7-494e3fb.csv): fp32 kernel 7 at 512 threads +1.2..+6.6 at 1024-1600 and 2560-3072 columns (1600 x 32768 -1.2), behind at 768; 16-bit no rule.
set -u
O=$1
source dev/jobs/lib.sh
start_timing_job layernorm_backward
for cols in 576 768 1024 1280 1600 2048 2560 3072 4096; do
    for rows in 4096 8192 32768; do
        for run in "14" "7 512" "7 256" "7 32" "6 256"; do run_variant d_fp32 "$run" $rows $cols 7; done
    done
done
stamp "fp32"
for d in bf16 fp16; do
    for cols in 512 768 1024; do
        for rows in 4096 8192 32768; do
            for run in "14" "7 512" "7 256" "7 128"; do run_variant d_$d "$run" $rows $cols 7; done
        done
    done
done
stamp "16-bit"
best_per_rung > "$O/best.txt"
cat "$O/best.txt"
stamp "done"
