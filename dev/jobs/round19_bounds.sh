#!/usr/bin/env bash
# Nineteenth round (COMMIT=<sha> bash dev/device_daemon.sh start dev/jobs/round19_bounds.sh), about 14 minutes:
# backward kernels 6 and 10 without a minimum of blocks an SM in their __launch_bounds__ (n: -DKERNEL6_MIN_BLOCKS=0
# -DKERNEL10_MIN_BLOCKS=0) against the committed build (d: 1 for both), the audit NOTES' eighteenth round proposed.
# Without the 1 ptxas allocates fewer registers (fp32 kernel10<16> 125 -> 116, kernel6<4, 2, cluster> 71 -> 60), and
# two instances spill (kernel10<8> 4 bytes, kernel6<1, 8, cluster> 4 bytes). Prediction, from kernel 7's [C18]:
# the dispatcher's fp32 rows of 32768-65536 columns (kernel 6, 512 threads) and 2048 / 8192 (kernel 8) and the odd
# widths (kernel 10) move by up to 3 points, either way.
#   1. $O/raw.csv: d then n at each shape. fp32: backward 6 (every block size) and 14, rows 4096 / 8192 / 32768 x
#      2048, 8192, 32768, 65536; backward 10 and 14 at 1031, 2049, 4097. 16-bit: 10 and 14 at rows 4096 / 32768 x
#      1031, 2049, 4097.
#   2. $O/forward-raw.csv: forward 9 and 13 (one block a row, no cluster), fp32, every block size, rows 4096 / 8192 /
#      32768 x 24576, 32768, 40960: the dispatcher takes kernel 9 at 1024 threads at 32768 columns, 85.4 % of the
#      copy at 8192 rows (the 2e97ea4 evidence) where kernel 9 at 512 ran 90.0 and kernel 13 (fifteenth round) 92.2.
#   3. the GPU matrix of backward 6, 8, 10, 14 (every rung that launches kernels 6 and 10) built as n, and their
#      sanitize: whichever way the timings go, a build that may be adopted is checked in the same job.
set -u
O=$1
source dev/jobs/lib.sh
N_FLAGS="-DKERNEL6_MIN_BLOCKS=0 -DKERNEL10_MIN_BLOCKS=0"
build_lab_and_variants layernorm_backward "n:$N_FLAGS"
keep_builds layernorm_forward f
echo "$RAW_HEADER" > "$O/raw.csv"
for rows in 4096 8192 32768; do
    for cols in 2048 8192 32768 65536; do run_variant d_fp32 6,14 $rows $cols 7; run_variant n_fp32 6,14 $rows $cols 7; done
    for cols in 1031 2049 4097; do run_variant d_fp32 10,14 $rows $cols 7; run_variant n_fp32 10,14 $rows $cols 7; done
done
stamp "timed fp32"
for d in bf16 fp16; do
    for rows in 4096 32768; do
        for cols in 1031 2049 4097; do run_variant d_$d 10,14 $rows $cols 7; run_variant n_$d 10,14 $rows $cols 7; done
    done
done
stamp "timed 16-bit"
best_per_rung
cp "$O/raw.csv" "$O/backward-raw.csv"; echo "$RAW_HEADER" > "$O/raw.csv"
for rows in 4096 8192 32768; do for cols in 24576 32768 40960; do run_variant f_fp32 9,13 $rows $cols 7; done; done
stamp "timed forward"
best_per_rung
mv "$O/raw.csv" "$O/forward-raw.csv"; mv "$O/backward-raw.csv" "$O/raw.csv"
make -B -j16 EXTRA_FLAGS="$N_FLAGS" layernorm_backward layernorm_backward_bf16 layernorm_backward_fp16 > "$O/build-n.log" 2>&1 ||
    { stamp "n build FAILED"; tail "$O/build-n.log"; exit 1; }
check_rungs layernorm_backward 6,8,10,14 "67x1031 67x1032 5x4100 3x40000 2100x1024 1x65537"
