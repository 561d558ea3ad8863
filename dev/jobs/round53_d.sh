#!/usr/bin/env bash
# Prepared in the fifty-second round for the next (about 6 minutes, through the daemon):
#   export COMMIT=<sha>; bash dev/device_daemon.sh start dev/jobs/round53_d.sh 585
# The first wave's staggered start for kernels 9 and 10 at block scope (FORWARD_BLOCK_STAGGER_NS, above kernel 9): rung
# 13's stagger gained +0.3..+0.9 at 4096 rows ([B52]); a launch of a block a row at 4097 columns is 3.9 waves of 8
# blocks an SM, so its first wave is a quarter of it, and [C47] found a fixed cost of 3-4 us there. A block's row takes
# about 3 us at 4096 rows (the pass over its waves), so the spreads tried are 0-0.9 us (125 ns x 8) and 0-1.75 us (250).
# bf16 and fp16 builds: d (the tree), s125, s250. --check of s250's rungs 9, 10 and 15 at 5 shapes. Then the
# dispatcher, the three in turn, twice, at 4096 / 8192 x 4097 (kernel 10 in bf16, kernel 9 in fp16), 4096 x 4096 and
# 4096 x 12288 (kernel 10 at block scope, aligned).
# Predicted: s125 or s250 +1..+2 at 4096 x 4097, less at 8192 rows and at the aligned widths (fewer blocks an SM at
# 12288); if level, the step is not what 4097's fixed cost is.
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
start_forward_builds bin53d d "bf16 fp16" \
    "s125:bf16:-DFORWARD_BLOCK_STAGGER_NS=125" "s125:fp16:-DFORWARD_BLOCK_STAGGER_NS=125" \
    "s250:bf16:-DFORWARD_BLOCK_STAGGER_NS=250" "s250:fp16:-DFORWARD_BLOCK_STAGGER_NS=250"
check_build_dtypes bin53d s250 9,10,15 "4096x4097 37x4097 5x3001 3x12288 1100x1031" "bf16 fp16"
: > "$O/timing.csv"
for rep in 1 2; do
    for d in bf16 fp16; do time_in_turn bin53d "d s125 s250" $d 15 "4096x4097 8192x4097 4096x4096 4096x12288"; done
done
mean_of_timing
stamp "done"
