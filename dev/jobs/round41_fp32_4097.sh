#!/usr/bin/env bash
# Prepared in the fortieth round (about 2 minutes). The fp32 backward at 4096 x 4097 has read 84.5-85.0 %
# of the copy in every run since the twenty-sixth round (rung 13 on kernel 11's batches; the line is 85), the nearest
# backward target cell under it. Which rung and block size is fastest there today, every backward rung from 6 at every
# block size, twice, rows 4096 / 8192 x 4097 (and 4095 and 4099, its neighbours with a head), fp32: the table's
# pick against the rest, for a rule or a rung to try next.
# Predicted: the dispatcher (rung 14 = rung 13 here) within a point of the best at each.
#   $O/raw.csv, mean.txt, best.txt
# Ran at 6462326 (round41/best-fp32-4097-6462326.txt): rung 13 fastest at every cell and block size, the dispatcher
# within 0.1 of it; no rule to find ([A41]).
set -u
O=$1
source dev/jobs/lib.sh
start_timing_job layernorm_backward
time_twice "d" "6,7,8,9,10,11,12,13,14" "4096 8192" "4095 4097 4099" fp32
best_per_rung > "$O/best.txt"
cat "$O/best.txt"
stamp "done"
