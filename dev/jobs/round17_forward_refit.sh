#!/usr/bin/env bash
# Seventeenth round (prepared in the sixteenth; COMMIT=<sha> bash dev/device_daemon.sh start
# dev/jobs/round17_forward_refit.sh), about 6 minutes: the forward dispatcher's short-row picks, re-measured.
# Why: most forward target cells still under 95 % are short rows (16-bit 512-2048 columns at 8192 rows, 85.8-94.7 %;
# fp32 768-1024 at 4096-8192 rows, 89.0-93.7; the README's table at 71eb36c), and their rules were fitted in the
# ninth round (round9/raw-explore2-f1af1f9.csv), before the thirteenth round's load-order fix (kernels 6, 9, 10)
# and the fifteenth round's shifting instances changed kernels 6-10. Kernel 11's two-pass statistics (the only
# kind the fp32 dispatcher may take, FORWARD_PIVOT_SAFE_COLS) are a -D build of their own (t: -DFORWARD11_STATS=0).
# Writes $1/raw.csv (every block size of forward 6, 8, 9, 10, 11 and 14 as committed, d; 11 two-pass, t), rows
# 4096 / 8192 / 32768 x 512, 768, 1024, 1600, 2048, 4096 columns, every dtype; then scripts/fit_dispatcher.py's
# proposals per dtype into $1/fit-<dtype>.txt, and the dispatcher's own cells (kernel 14) beside them. The pivot
# (kernel 10, kernel 11 as committed) may be picked only up to FORWARD_PIVOT_SAFE_COLS: in fp32 nowhere, so fp32's
# d build runs neither (its kernel 11 is t's); in 16-bit every width here is within it.
set -u
O=$1
source dev/jobs/lib.sh
build_lab_and_variants layernorm_forward "t:-DFORWARD11_STATS=0"
echo "$RAW_HEADER" > "$O/raw.csv"
for d in fp32 bf16 fp16; do
    for cols in 512 768 1024 1600 2048 4096; do
        for rows in 4096 8192 32768; do
            if [ $d = fp32 ]; then run_variant d_$d 6,8,9,14 $rows $cols 7; else run_variant d_$d 6,8,9,10,11,14 $rows $cols 7; fi
            run_variant t_$d 11 $rows $cols 7
        done
    done
    stamp "timed $d"
done
for d in fp32 bf16 fp16; do
    python3 scripts/fit_dispatcher.py "$O/raw.csv" --dtype $d --kernels 6,8,9,10,11 > "$O/fit-$d.txt" 2>&1
done
stamp "fitted"
cat "$O"/fit-*.txt
best_per_rung | awk '$2 == 14'
