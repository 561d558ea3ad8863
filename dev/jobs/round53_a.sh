#!/usr/bin/env bash
# Prepared in the fifty-second round for the next (about 9 minutes, through the daemon):
#   export COMMIT=<sha>; bash dev/device_daemon.sh start dev/jobs/round53_a.sh 585
#   bash dev/device_daemon.sh wait 300        (if it is still running)
# Rung 13's staggered first wave, the spread tuned before it is adopted. round52/b: 1000 ns x 8 steps (0-7 us) won at
# every 4096-row rung-13 cell by +0.3..+0.9 points over off, 3000 ns x 8 (0-21 us) less. Builds, every dtype: d (the
# tree, off), s1 (-DFORWARD13_STAGGER_NS=1000, round52's winner), q (500 ns x 16 steps: the same 0-7.5 us in finer
# steps), s2 (2000 ns x 8: 0-14 us). --check of q's rungs 13 and 15 at 4 shapes. Then the dispatcher, the four in turn,
# twice, at 4096 x 65536, 4096 x 49152 and 8192 x 65536 in every dtype.
# Predicted: s1 over d by +0.3..+0.9 again at 4096 rows (round52/b); q within 0.2 of s1 if only the spread's width
# matters; s2 between s1 and round52's 3000. Adopt the best (FORWARD13_STAGGER_NS's default, and STEPS if q), then
# round53_b.sh at that commit.
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
nvidia-smi --query-gpu=name,driver_version --format=csv > "$O/env.txt" 2>&1
echo "commit: ${COMMIT:-unknown}" >> "$O/env.txt"
start_forward_builds bin53 d "fp32 bf16 fp16" \
    "s1:fp32:-DFORWARD13_STAGGER_NS=1000" "s1:bf16:-DFORWARD13_STAGGER_NS=1000" "s1:fp16:-DFORWARD13_STAGGER_NS=1000" \
    "q:fp32:-DFORWARD13_STAGGER_NS=500 -DFORWARD13_STAGGER_STEPS=16" \
    "q:bf16:-DFORWARD13_STAGGER_NS=500 -DFORWARD13_STAGGER_STEPS=16" \
    "q:fp16:-DFORWARD13_STAGGER_NS=500 -DFORWARD13_STAGGER_STEPS=16" \
    "s2:fp32:-DFORWARD13_STAGGER_NS=2000" "s2:bf16:-DFORWARD13_STAGGER_NS=2000" "s2:fp16:-DFORWARD13_STAGGER_NS=2000"
check_build_dtypes bin53 q 13,15 "300x65536 300x49152 7x65537 3x40000"
: > "$O/timing.csv"
for rep in 1 2; do
    for d in fp32 bf16 fp16; do time_in_turn bin53 "d s1 q s2" $d 15 "4096x65536 4096x49152 8192x65536"; done
done
mean_of_timing
stamp "done"
