#!/usr/bin/env bash
# Thirty-first round (about 4 minutes): the next backward rules [E31] points at, measured before any is written. The
# tree's dispatcher (14) against kernel 7 at 256 threads in 16-bit at 512-1024 columns and rows 1024-8192 (single
# runs had it +1.6..+3.0 at 4096 rows and behind at 32768), and in fp32 against kernel 7 at 32 threads (a cluster of
# warps a row from 1025 columns) at 768, 2048 and 4096 columns, rows 1024-32768; every cell twice, in turn.
# Predicted: 16-bit +2-3 at rows up to 4096 and 512 / 1024 columns, behind from 8192; fp32 +1-4 below 32768 rows.
#   $O/raw.csv, mean.txt
# Ran at fc5cafe (results/dev-h100-2026-11-25/round31/mean-more-fc5cafe.txt): fp32 kernel 7 at 32 threads ahead at 768 (every row count), 2048 (below 8192 rows) and 4096 (below 32768); 16-bit kernel 7 at 256 ahead at rows 1024-2048 only. Prepared from it: round32_backward_warps.sh.
set -u
O=$1
source dev/jobs/lib.sh
start_timing_job layernorm_backward
for rep in 1 2; do
    for d in bf16 fp16; do
        for cols in 512 640 768 896 1024; do
            for rows in 1024 2048 4096 6144 8192; do
                for run in "14" "7 256"; do run_variant d_$d "$run" $rows $cols 7; done
            done
        done
    done
    stamp "16-bit rep $rep"
    for cols in 768 2048 4096; do
        for rows in 1024 2048 4096 8192 32768; do
            for run in "14" "7 32"; do run_variant d_fp32 "$run" $rows $cols 7; done
        done
    done
    stamp "fp32 rep $rep"
done
mean_of_runs > "$O/mean.txt"
cat "$O/mean.txt"
stamp "done"
