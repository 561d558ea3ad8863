#!/usr/bin/env bash
# The fiftieth round's sixth job (through dev/device_daemon.sh, a start call and a wait call): the forward as committed
# ([C50]: kernel 10's checked pivot in 16-bit under __launch_bounds__(1024, 1), fp32's kernel 10 as at e1208ce, fp16's
# one-pass rule from 24576 columns). (1) The lab's GPU matrix of forward 10 and 15, every dtype, wide shapes added, the
# SASS check and the dispatcher on outlier rows; compute-sanitizer over both at 5 shapes. (2) The fp16 dispatcher at
# 28672 columns (896 threads, between the measured widths), o (the rule off) then t (the tree), twice. (3) The forward
# sweep over the target grid, every dtype, for the README's table and scripts/targets.py against e1208ce.
# Predicted: (1) clean (fp32's kernel 10 PTX is e1208ce's). (2) t ahead. (3) fp16 4096 x 32768 93.3 -> about 95.8
# (over the line), 8192 x 32768 96.4 -> 98.8; bf16 within the spread (its kernel 10 checked: -0.3..-0.4 at rung level).
# Outcome (d2d6fc5, round50/f/): (1) 840 passed, 0 failed, sanitize 60 clean. (2) 28672 89.1 / 90.0 -> 93.7 / 95.3. (3) bf16
# lost 3-24 points at its 2-Pack one pass (47-48 registers with the check against 32): bf16 back to the bare pivot ([C50]).
#   export COMMIT=<sha>; bash dev/device_daemon.sh start dev/jobs/round50_f.sh 585
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
check_forward_lab_with_variant bin50 t "o:fp16:-DFORWARD15_FP16_ONE_PASS_FROM=2147483647" 10,15 \
    "4096x20480 4096x24576 4096x28672 4096x32768 6x24577 5x32769 9x65536 37x12289 4096x12288" "3x24577 2x32768 5x4097 37x8192 9x65536"
: > "$O/timing.csv"
for rep in 1 2; do time_in_turn bin50 "o t" fp16 15 "4096x28672 8192x28672"; done
mean_of_timing > /dev/null
stamp "timed"
python3 scripts/sweep.py --out "$O/sweep" --passes forward --rungs forward=15 > "$O/sweep.log" 2>&1
stamp "sweep: $(tail -n 1 "$O/sweep.log")"
python3 scripts/targets.py "$O"/sweep/speed-*.csv --against results/dev-h100-2026-11-27/round50/c/speed-h100-2026-11-27-e1208ce.csv \
    > "$O/targets.txt" 2>&1
head -12 "$O/targets.txt"
stamp "done"
