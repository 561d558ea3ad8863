#!/usr/bin/env bash
# Prepared in the fifty-first round, run in the fifty-second (at 740e215, inside round52_bc.sh; results/dev-h100-2026-11-28/round52/b,
# dev/NOTES.md [B52]: s1 won by +0.3..+0.9 at every 4096-row cell, s3 less):
#   export COMMIT=<sha>; bash dev/device_daemon.sh start dev/jobs/round52_b.sh 585
# Rung 13's first wave staggered (FORWARD13_STAGGER_NS, above kernel 13): do the 65536-column cells at 4096 rows lose
# their fixed cost ([C31], [C47]: 94.3-94.9 % of the copy where 32768 rows run 96.5-96.9) because the blocks of one
# row each start, reduce and write in step? Builds, every dtype: d (the tree), s1 (-DFORWARD13_STAGGER_NS=1000: the
# first wave's starts spread over 0-7 us), s3 (3000: 0-21 us, about a turn). --check of s3's rungs 13 and 15 at 4
# shapes (the wait changes no number; a check that it runs). Then the dispatcher, d / s1 / s3 in turn, twice, at the
# rung-13 cells 4096 x 65536, 8192 x 65536, 4096 x 49152, and fp32 4096 x 32768 (two blocks an SM, of which the switch's
# FORWARD13_STAGGER_BLOCKS, 132 in fp32, staggers half).
# Predicted, if the step is the cost: s3 +1..+2 at 4096 x 65536 (toward 32768 rows' 96.5-96.9), less at 8192 rows, s1
# between; if not: s1 and s3 level or a little lower (the first blocks' wait, up to 21 us, is a loss where the others
# do not fill the memory).
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
nvidia-smi --query-gpu=name,driver_version --format=csv > "$O/env.txt" 2>&1
echo "commit: ${COMMIT:-unknown}" >> "$O/env.txt"
start_forward_builds bin52 d "fp32 bf16 fp16" \
    "s1:fp32:-DFORWARD13_STAGGER_NS=1000" "s1:bf16:-DFORWARD13_STAGGER_NS=1000" "s1:fp16:-DFORWARD13_STAGGER_NS=1000" \
    "s3:fp32:-DFORWARD13_STAGGER_NS=3000" "s3:bf16:-DFORWARD13_STAGGER_NS=3000" "s3:fp16:-DFORWARD13_STAGGER_NS=3000"
check_build_dtypes bin52 s3 13,15 "300x65536 300x49152 7x65537 3x40000"
: > "$O/timing.csv"
for rep in 1 2; do
    for d in fp32 bf16 fp16; do time_in_turn bin52 "d s1 s3" $d 15 "4096x65536 8192x65536 4096x49152"; done
    time_in_turn bin52 "d s1 s3" fp32 15 "4096x32768"
done
mean_of_timing
stamp "done"
