#!/usr/bin/env bash
# The sixtieth round's fp32 1600 rule (about 3 minutes): fp32 rows of 1409-1600 columns on kernel 11 at 512 threads at
# any row count (6144 rows before). --check of 9, 11 and 15 at the rule's new shapes and at its edges, with --outliers
# (the checked pivot takes the two passes again there); compute-sanitizer's four tools over 15 at one shape; then the
# rungs 9 (the dispatcher's launch before: 256 threads), 11 and 15 at every block size, one invocation a cell.
#   export COMMIT=<literal sha>; bash dev/device_daemon.sh start dev/jobs/round60_b.sh 300
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
D=bin60b
start_forward_builds $D t "fp32"
stamp "built: $(ls $D | tr '\n' ' ')"
shapes="6145x1600 8192x1600 32768x1600 8192x1409 8193x1500 7000x1408 1x1600 3x1601"
for s in $shapes; do echo "t_fp32 9,11,15 $s"; done | check_binaries $D 4 | tee "$O/check.txt"
for s in 8192x1600 6145x1409; do
    ./$D/t_fp32 11,15 --check --outliers --csv --rows ${s%x*} --cols ${s#*x} --seed 13 2>>"$O/check.err" |
        tail -n +2 | grep -v '^#' | sed "s/^/outliers-t_fp32,/" >> "$O/check-outliers.csv"
done
echo "outliers: $(grep -c ',ok,' "$O/check-outliers.csv") ok, $(grep -c ',FAIL' "$O/check-outliers.csv") FAIL" | tee -a "$O/check.txt"
sanitize_binaries $D 15 4 "t_fp32" "6145x1600" | tee -a "$O/check.txt"
stamp "checked"
: > "$O/timing.csv"
time_in_turn $D t fp32 9,11,15 "8192x1600 16384x1600 32768x1600 8192x1500 16384x1409"
best_of_timing > /dev/null
mean_by_block_of_timing > /dev/null
mv "$O/timing.csv" "$O/map.csv"; mv "$O/best.txt" "$O/map-best.txt"; mv "$O/mean.txt" "$O/map-mean.txt"
cat "$O/map-best.txt"
stamp "done"
