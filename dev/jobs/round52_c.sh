#!/usr/bin/env bash
# Prepared in the fifty-first round, run in the fifty-second (at 740e215, inside round52_bc.sh; results/dev-h100-2026-11-28/round52/c,
# dev/NOTES.md [C52]: refuted, o and o256 lost; the switches are removed since, so this script no longer builds):
#   export COMMIT=<sha>; bash dev/device_daemon.sh start dev/jobs/round52_c.sh 585
# fp16's rows with a head on kernel 10's checked pivot (FORWARD15_HEAD_ONE_PASS, FORWARD15_FP16_HEAD_MAX_THREADS, above
# the dispatcher's 2-Pack rule). The question: is fp16 4097 (87.2 / 91.8 % of the copy at rows 4096 / 8192, kernel 9 at
# 128 threads) short of bf16's 90.0 / 93.3 because bf16 takes kernel 10's one pass there? fp16's kernel 10 is safe at any
# width since the fiftieth round, but the rule still stops it at 2048 columns. fp16 builds: d (the tree), o (the rule's
# rows, up to 192 threads, on kernel 10: 2049-3079 columns), o256 (o, and up to 256 threads: 4097), t256 (256 threads
# on kernel 9, the forty-first round's loser, for control). (1) --check and --outliers of o256's rungs 10 and 15 at
# the rule's widths. (2) Rungs 9 and 10 of d at every block size at 4096 x 4097 and 4096 x 3001. (3) The dispatcher,
# the four builds in turn, twice, at 4096 / 8192 x 4097, 3001 and 2401, 4096 x 4103, and 16384 x 4097 (past the rule's
# 8192 rows: all four alike).
# Predicted: o256 at 4097 about bf16's (89-90 / 93), o at 3001 and 2401 +1..+3 over d; t256 as the forty-first round
# (lower than d); 16384 rows within the spread.
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
nvidia-smi --query-gpu=name,driver_version --format=csv > "$O/env.txt" 2>&1
echo "commit: ${COMMIT:-unknown}" >> "$O/env.txt"
start_forward_builds bin52c d "fp16" "o:fp16:-DFORWARD15_HEAD_ONE_PASS=1" \
    "o256:fp16:-DFORWARD15_HEAD_ONE_PASS=1 -DFORWARD15_FP16_HEAD_MAX_THREADS=256" "t256:fp16:-DFORWARD15_FP16_HEAD_MAX_THREADS=256"
check_build_dtypes bin52c o256 10,15 "4096x4097 37x4097 5x3001 3x2401 9x4103 2x2049" fp16
OUTLIERS_TAG=1 check_outliers_build_dtypes bin52c o256 10,15 "16x4097 16x3001 16x2401 16x4103" fp16
: > "$O/timing.csv"
time_binary bin52c d_fp16 9,10 4096 4097
time_binary bin52c d_fp16 9,10 4096 3001
best_of_timing
mv "$O/timing.csv" "$O/rungs.csv"; : > "$O/timing.csv"
for rep in 1 2; do
    time_in_turn bin52c "d o o256 t256" fp16 15 "4096x4097 8192x4097 4096x3001 8192x3001 4096x2401 8192x2401 4096x4103 16384x4097"
done
mean_of_timing
stamp "done"
