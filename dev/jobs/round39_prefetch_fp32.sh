#!/usr/bin/env bash
# Ran at c30420f (results/dev-h100-2026-11-25/round39/*-prefetch-fp32-c30420f.*): p2 lower at every row count (4096 x
# 4097 85.0 -> 81.7, 8192 92.0 -> 85.5, 32768 96.0 -> 87.7); NOTES [B39]. The switch is now round39_prefetch.patch.
# Prepared in the thirty-ninth round (about 3 minutes), after round39_prefetch.sh: -DBACKWARD11_PREFETCH_NEXT=2 in fp32,
# where kernel 11 runs as rung 13 (its SHIFTED instances, 2 rows in flight) for the dispatcher at 4097 columns: fp32
# 4096 x 4097 is 0.2 points under the 85 % line (84.8 in the 56b3d1f evidence). The tree's fp32 backward (d) against
# the switched build (p2), in turn, three times, rows 4096 / 8192 / 32768 x 4097.
#   $O/raw.csv, mean.txt
set -u
O=$1
source dev/jobs/lib.sh
{ patch -p1 < dev/jobs/round39_prefetch.patch || git apply dev/jobs/round39_prefetch.patch; } > "$O/patch.log" 2>&1 || { stamp "patch FAILED"; cat "$O/patch.log"; exit 1; }
make -j16 layernorm_backward > "$O/build.log" 2>&1 || { stamp "build FAILED"; tail -n 30 "$O/build.log"; exit 1; }
cp layernorm_backward /tmp/v/d_fp32
build_program_variant layernorm_backward.cu p2_fp32 "" -DBACKWARD11_PREFETCH_NEXT=2
stamp "built"
echo "$RAW_HEADER" > "$O/raw.csv"
time_builds "d p2" 14 "4096 8192 32768" "4097" "rep 1" "fp32"
time_builds "p2 d" 14 "4096 8192 32768" "4097" "rep 2" "fp32"
time_builds "d p2" 14 "4096 8192 32768" "4097" "rep 3" "fp32"
mean_of_runs > "$O/mean.txt"
cat "$O/mean.txt"
stamp "done"
