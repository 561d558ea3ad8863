#!/usr/bin/env bash
# The forty-ninth round's fifth job (through dev/device_daemon.sh, a start call and a wait call): the fp32 forward
# dispatcher's ring rows on STATS_PIVOT_CHECKED ([C49]), as committed. (1) The GPU matrix of forward 11 and 15 in fp32,
# with the new rows' cells and edges added, the SASS check and the dispatcher on outlier rows (dev/run_tests.sh), and
# compute-sanitizer's four tools over both at 5 shapes. (2) The forward sweep of the dispatcher over the target grid
# (scripts/sweep.py), every dtype (the 16-bit launches did not change: kernel 11's instances they take have the same
# PTX), for the README's table and scripts/targets.py against f14ae0e.
# Predicted: the matrix and sanitize clean; fp32 4096 x 1024 and 4096 x 1600 over 95 (94.5 / 94.5 at f14ae0e), the
# fp32 count 30 -> 32 unless the run's spread takes another fp32 cell at the line.
#   bash dev/jobs/round49_e.sh OUTDIR
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
build_lab
stamp "built"
LNLAB_DTYPES=fp32 LNLAB_EXTRA_SHAPES="4096x1024 4096x1600 6144x1408 8192x1408 8193x1408 6144x1600 6145x1600 9x1281 67x1280 8192x513" \
    check_rungs layernorm_forward 11,15 "67x1024 5x1408 2x1600 9x600 130x1281"
python3 scripts/sweep.py --out "$O/sweep" --passes forward --rungs forward=15 > "$O/sweep.log" 2>&1
stamp "sweep: $(tail -n 1 "$O/sweep.log")"
python3 scripts/targets.py "$O"/sweep/speed-*.csv --against results/evidence-h100-2026-11-27-f14ae0e/speed-h100-2026-11-27.csv \
    > "$O/targets.txt" 2>&1
head -12 "$O/targets.txt"
stamp "done"
