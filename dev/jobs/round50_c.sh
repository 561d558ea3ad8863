#!/usr/bin/env bash
# The fiftieth round's third job (through dev/device_daemon.sh, a start call and a wait call). (1) fp16's rung 13 as
# committed ([B50]: the checked pivot with the weight and bias prefetch): the GPU matrix of forward 13 and 15 in fp16
# with wide shapes added, the SASS check and the dispatcher on outlier rows (dev/run_tests.sh), and compute-sanitizer's
# four tools over both at 5 shapes. (2) An experiment for the next step: kernel 10 on the checked pivot
# (-DFORWARD10_STATS=3, build k), which would make its one pass safe at any width and type where the bare pivot is
# not (FORWARD_PIVOT_SAFE_COLS: fp16 2048, fp32 none). k's rung 10 with --check and --outliers at 5 widths, every dtype;
# then rungs 9, 10 and the dispatcher at every block size, d (the tree) then k, once, at the cells under the line that
# kernel 9 serves (fp16 4096 x 4096 / 4097 / 32768, 8192 x 4097; fp32 4096 x 2048 / 4096 / 12288; bf16 4096 x 2048 /
# 4097). (3) The forward sweep of the dispatcher over the target grid, every dtype, for the README's table and
# scripts/targets.py against 1a834a5.
# Predicted: (1) clean. (2) k correct with --outliers at every width in every dtype (d's rung 10 fails fp32 and wide
# fp16 there); k's rung 10 within a point of d's (the check costs a compare a row), and ahead of kernel 9 in fp16 at 32768
# (round 15: the bare pivot 95.6 against 93.2). (3) fp16 4096 / 8192 x 65536 +0.8 / +0.8 against 1a834a5.
# Outcome (e1208ce, round50/c/): (1) 548 passed, 0 failed, sanitize 20 clean. (2) k correct with --outliers (66 ok; d 5 ok,
# 13 FAIL); fp16 4096 x 32768 rung 10 95.9 against kernel 9's 93.2. (3) 33 / 30 / 29 of 34 ([C50]).
#   export COMMIT=<sha>; bash dev/device_daemon.sh start dev/jobs/round50_c.sh 580
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
lab_with_forward_builds bin50 d
for d in fp32 bf16 fp16; do forward_variant bin50 k $d -DFORWARD10_STATS=3 & done
LNLAB_DTYPES=fp16 LNLAB_EXTRA_SHAPES="4096x49152 4096x65536 8192x65536 3x40000 5x65537 9x49152 2x131072 37x32769" \
    check_rungs layernorm_forward 13,15 "3x40000 2x65536 5x65537 37x32768 9x24577"
wait
stamp "built k: $(ls bin50 | tr '\n' ' ')"
check_build_dtypes bin50 k 10 "3x2048 5x4097 9x8192 7x32768 3x65536" "fp32 bf16 fp16"
OUTLIERS_TAG=1 check_outliers_build_dtypes bin50 k 10 "16x2048 16x4097 16x8192 16x32768 16x65536"
OUTLIERS_TAG=1 check_outliers_build_dtypes bin50 d 10 "16x8192 16x32768" "fp32 fp16"
: > "$O/timing.csv"
time_in_turn bin50 "d k" fp16 9,10,15 "4096x4096 4096x4097 4096x32768 8192x4097"
time_in_turn bin50 "d k" fp32 9,10,15 "4096x2048 4096x4096 4096x12288"
time_in_turn bin50 "d k" bf16 9,10,15 "4096x2048 4096x4097"
stamp "timed"
best_of_timing > /dev/null
python3 scripts/sweep.py --out "$O/sweep" --passes forward --rungs forward=15 > "$O/sweep.log" 2>&1
stamp "sweep: $(tail -n 1 "$O/sweep.log")"
python3 scripts/targets.py "$O"/sweep/speed-*.csv --against results/dev-h100-2026-11-27/round50/b/speed-h100-2026-11-27-1a834a5.csv \
    > "$O/targets.txt" 2>&1
head -12 "$O/targets.txt"
stamp "done"
