#!/usr/bin/env bash
# Thirty-second round (about 7 minutes): the 16-bit backward dispatcher with kernel 9 at 512 threads (kernel 7 from
# 16384 rows) at 4097-8192 columns in place of kernel 12, and bf16 kernel 7 at 256 threads at 1025-1664 columns in
# place of kernel 12 (w: -DBACKWARD14_16BIT_RING_MAX_COLS=4096 -DBACKWARD14_BF16_1664_KERNEL=7) against the tree's
# build (d), in turn, twice, at rows 4096-32768; then kernel 7 at every block size beside the dispatcher at bf16
# 1152-1664 and fp16 1152-2048 (one run), and the w build's GPU matrix in 16-bit with shapes in both ranges, and its
# sanitize. Predicted (round32/raw-rungs-16604fa.csv, spread-16604fa.txt): 8192 columns +2..+3 at 4096 rows, less
# with more rows (kernel 12 ran 93.7 at 32768); 4608-6144 alike; bf16 1152-1600 +2..+5 at 4096 rows.
#   $O/raw.csv, mean.txt, raw-k7.csv, test.log, sanitize.log
# Ran at dd1267f (results/dev-h100-2026-11-25/round32/*-dd1267f.*): bf16 1152-1600 +1.6..+6.8; 8192 +1.3..+2.5 in both
# types, 4608 and 6144 -2.1..+0.8; kernel 7 at 128 threads best at 1152; matrix of w 455 passed 0 failed, sanitize 40 clean.
set -u
O=$1
source dev/jobs/lib.sh
build_lab
stamp "built"
W="-DBACKWARD14_16BIT_RING_MAX_COLS=4096 -DBACKWARD14_BF16_1664_KERNEL=7"
build_variants layernorm_backward "w:$W"
echo "$RAW_HEADER" > "$O/raw.csv"
for rep in 1 2; do
    time_builds "d w" 14 "4096 8192 16384 32768" "1152 1408 1600" "rep $rep short" bf16
    time_builds "d w" 14 "4096 8192 16384 32768" "4608 6144 8192" "rep $rep wide" "bf16 fp16"
done
mean_of_runs > "$O/mean.txt"
cat "$O/mean.txt"
cp "$O/raw.csv" "$O/raw-ab.csv"
echo "$RAW_HEADER" > "$O/raw.csv"
time_builds "d" "7,14" "4096 8192 32768" "1152 1408 1664" "k7 short" "bf16 fp16"
time_builds "d" "7,14" "4096 8192 32768" "2048" "k7 2048" "fp16"
best_per_rung | tee "$O/best-k7.txt"
cp "$O/raw.csv" "$O/raw-k7.csv"
program_as_lab layernorm_backward w "$W"
LNLAB_DTYPES="bf16 fp16" LNLAB_EXTRA_SHAPES="4096x8192 37x4104 5x6144 3x8192 16384x5000 130x1152 9x1664 4096x1600" \
    check_rungs layernorm_backward 14 "67x4104 130x8192 5x1152 3x1664 37x6144"
stamp "done"
