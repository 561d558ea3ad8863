#!/usr/bin/env bash
# The fifty-sixth round's third job (about 5 minutes, through the daemon):
#   export COMMIT=<literal sha>; bash dev/device_daemon.sh start dev/jobs/round56_c.sh 585
# round56_b ([B56]): r (weight and bias asked for after the warp's rows) and r3 (before them, waited for at a warp's first
# row only) trade 2-4 points cell by cell at the dispatcher's block sizes (bf16 4096 x 1600 100.8 / 96.8, 8192 x 2048
# 97.1 / 95.2; 4096 x 2048 96.7 / 98.0, 8192 x 1600 94.4 / 95.8), the tree between. Kernel 11 at every block size, d / r
# / r3 in turn, twice, at the 16-bit ring cells: does a block size carry r3 (or r) above the tree at every cell?
# Predicted: r3's best block size >= the tree's best at every cell but 8192 x 2048, where 128 threads stays.
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
start_forward_builds bin56c d "bf16 fp16"
patched_forward_variant bin56c r round56_a_ring_wb_bulk.patch "bf16 fp16"
unapply_job_patch round56_a_ring_wb_bulk.patch
patched_forward_variant bin56c r3 round56_b_ring_wb_first_once.patch "bf16 fp16"
unapply_job_patch round56_b_ring_wb_first_once.patch
ls bin56c | tr '\n' ' '; echo
time_rounds_in_turn bin56c "d r r3" 11 "bf16=4096x2048 8192x2048 32768x2048 4096x1600 8192x1600 32768x1600" \
    "fp16=4096x2048 8192x2048 32768x2048 4096x1600 8192x1600 32768x1600" > /dev/null
mean_by_block_of_timing
best_of_timing > /dev/null
awk '{ print $1, $2, $3, $4 }' "$O/mean.txt" | sort -k1,1 -k2,2V -k4,4V -k3,3 | paste - - - | column -t
stamp "done"
