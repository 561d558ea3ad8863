#!/usr/bin/env bash
# The fiftieth round's second job (through dev/device_daemon.sh): rung 13 on the checked pivot in fp32 and bf16 as
# committed ([A50]; the lab's GPU matrix of forward 13 and 15 with wide shapes, the SASS check and sanitize ran on the
# switched build in round50_a), and three fp16 builds that might keep its gain without fp16's loss. (1) fp16, at the
# wide cells, in turn, twice: d (the tree: two passes), p (-DFORWARD13_STATS=3), pp (p with FORWARD_WB_PREFETCH=2, as
# fp32 and bf16), pw (p with its Packs as words, FORWARD13_WORDS=1, as bf16); each checked (--check and --outliers) at
# 3 wide shapes. (2) The forward sweep of the dispatcher over the target grid (scripts/sweep.py), every dtype, for the
# README's table and scripts/targets.py against 25c0e33.
# Predicted: the sweep's fp32 4096 x 32768 over 95 (93.9 at 25c0e33 in the sweep, 95.6-95.8 in turn), bf16 8192 x 65536
# over 95 (94.5 there), 4096 x 65536 still under (+0.8); fp16 as 25c0e33's. fp16 builds: no prediction (p lost 7).
# Outcome (1a834a5, round50/b/): fp16 pp (the pivot with the prefetch) 94.3 / 94.8 / 96.0 against d's 93.0 / 94.0 / 95.2 at
# 4096 x 49152, 4096 / 8192 x 65536, adopted ([B50]); the sweep 33 / 30 / 30 of 34.
#   export COMMIT=<sha>; bash dev/device_daemon.sh start dev/jobs/round50_b.sh 560
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
lab_with_forward_builds bin50 d
for spec in "p:-DFORWARD13_STATS=3" "pp:-DFORWARD13_STATS=3 -DFORWARD_WB_PREFETCH=2" "pw:-DFORWARD13_STATS=3 -DFORWARD13_WORDS=1"; do
    forward_variant bin50 ${spec%%:*} fp16 "${spec#*:}" &
done
wait
stamp "built fp16 variants: $(ls bin50 | tr '\n' ' ')"
for b in p pp pw; do
    check_build_dtypes bin50 $b 13,15 "3x40000 5x65537 9x24577" fp16
    check_outliers_build_dtypes bin50 $b 13,15 "16x65536 16x40000" fp16
done
: > "$O/timing.csv"
for rep in 1 2; do time_in_turn bin50 "d p pp pw" fp16 15 "4096x32768 4096x49152 4096x65536 8192x65536"; done
stamp "timed fp16"
mean_of_timing
python3 scripts/sweep.py --out "$O/sweep" --passes forward --rungs forward=15 > "$O/sweep.log" 2>&1
stamp "sweep: $(tail -n 1 "$O/sweep.log")"
python3 scripts/targets.py "$O"/sweep/speed-*.csv --against results/evidence-h100-2026-11-27-25c0e33/speed-h100-2026-11-27.csv \
    > "$O/targets.txt" 2>&1
head -12 "$O/targets.txt"
stamp "done"
