#!/usr/bin/env bash
# Prepared in the fiftieth round for the next (not run yet; about 5 minutes, one direct call): bf16's kernel 10 on the
# checked pivot without its extra registers. [C50]: with the check, bf16's 2-Pack block instances took 47-48 registers
# against the bare pivot's 32 (one 1024-thread block an SM where two fit) and its dispatcher's one pass lost 3-24 points.
# FORWARD_PIVOT_CONVERT_AGAIN=1 converts the words again for the fallback's two passes (pack_after), and ptxas -v gives
# those instances 32 again (kernel10<2,1,0>, <1,1,0>, <2,1,1>: 32, 32, 32; <4,1,0> 52 against the bare 53). Builds, bf16:
# d (the tree: the bare pivot), c (-DFORWARD10_STATS=3 -DFORWARD_PIVOT_CONVERT_AGAIN=1), n (-DFORWARD10_STATS=3, the
# check alone, as round50/f lost). c's rungs 10, 13 and 15 with --check at 5 shapes and --outliers at 5 widths; then the
# dispatcher, d / n / c in turn, twice, at bf16's kernel-10 cells (2048-16384 columns) and kernel-13 cells (32768-65536,
# whose bf16 instances the switch changes too).
# Predicted: c correct with --outliers at every width; c within 0.5 of d at the kernel-10 cells (n: 3-24 lower, as
# round50/f); the kernel-13 cells even. If so: bf16's kernel 10 takes the checked pivot (FORWARD10_SAFE_COLS then
# INT_MAX in bf16 too), after the matrix, SASS and sanitize of forward 10, 13 and 15 in bf16.
# Outcome (f1e4935, results/dev-h100-2026-11-27/round51/a/): c correct (52 ok, outliers 52 ok); d / n / c within 0.5 at
# every cell: n did not lose. The fiftieth round's loss was fp16's (1024, 1) bounds built into bf16 ([A51]); bf16 took
# the checked pivot without the switch (d87e595), and the switch was removed, so the c build no longer exists.
#   bash dev/jobs/round51_a.sh "$OUT"
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
start_forward_builds bin51 d "bf16" "c:bf16:-DFORWARD10_STATS=3 -DFORWARD_PIVOT_CONVERT_AGAIN=1" "n:bf16:-DFORWARD10_STATS=3"
check_build_dtypes bin51 c 10,13,15 "3x2048 5x4097 9x16384 7x32768 3x65536" bf16
OUTLIERS_TAG=1 check_outliers_build_dtypes bin51 c 10,13,15 "16x2048 16x4097 16x16384 16x32768 16x65536" bf16
: > "$O/timing.csv"
for rep in 1 2; do
    time_in_turn bin51 "d n c" bf16 15 "4096x2048 4096x4096 4096x4097 4096x8192 4096x16384 8192x16384 32768x16384"
    time_in_turn bin51 "d n c" bf16 15 "4096x32768 4096x65536 8192x65536"
done
stamp "timed"
mean_of_timing > /dev/null
stamp "done"
