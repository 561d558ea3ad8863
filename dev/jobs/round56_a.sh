#!/usr/bin/env bash
# Prepared in the fifty-fifth round for the next (about 7 minutes, through the daemon):
#   export COMMIT=<literal sha>; bash dev/device_daemon.sh start dev/jobs/round56_a.sh 585
# [F54]'s lead: kernel 11's ring spends its largest single wait in the prologue, the STS.128 that stores weight and
# bias into shared memory waiting for their global loads, then a __syncthreads, before any warp reads its first row
# (285 / 323 of about 1250 stall samples at 4096 x 2048, bf16 / fp16). round56_a_ring_wb_bulk.patch has thread 0 ask
# the TMA for weight and bias (two bulk copies on their own mbarrier) beside the rows, and each warp wait for them
# only before it normalizes (its first row's statistics need neither): no registers or stores on that path, and the
# block's barrier only orders the mbarriers' initialization. Local ptxas -v: the instances with weight and bias
# shared take 40 registers (the __maxnreg__ cap; 36-38 before), no spill, in every dtype.
# Builds d (the tree), r (the patch) and e (round56_a_ring_wb_bulk_early.patch: the same copies, but every warp waits
# for them right after the block's barrier, before its first row: simpler, less overlap), every dtype; e is --checked. (1) The GPU matrix of r's forward 11 and 15 in every dtype and
# sanitize of them at 4 ring shapes; --outliers of r's 11, 15. (2) The dispatcher in turn, twice, d / r, at the ring's
# target cells.
# Predicted: r +0.3..+1 at 16-bit 4096 x 2048 (the prologue is about a tenth of a 14 us launch), within 0.3
# elsewhere; 4096 x 2048 bf16 over the line (94.1 -> 94.6..95.1) only at the top of that; e between d and r.
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
start_forward_builds bin56a d "fp32 bf16 fp16"
apply_job_patch round56_a_ring_wb_bulk.patch
start_forward_builds bin56a r "fp32 bf16 fp16"
unapply_job_patch round56_a_ring_wb_bulk.patch
patched_forward_variant bin56a e round56_a_ring_wb_bulk_early.patch "fp32 bf16 fp16"
unapply_job_patch round56_a_ring_wb_bulk_early.patch
apply_job_patch round56_a_ring_wb_bulk.patch   # the tree as r again, for the matrix and sanitize
check_build_dtypes bin56a e 11,15 "4096x2048 37x1600 5x1032 300x768"
LNLAB_EXTRA_SHAPES="4096x2048 37x1600 5x2048 3x1032" check_rungs layernorm_forward 11,15 "300x2048 37x1600 5x1032 3x768"
OUTLIERS_TAG=1 check_outliers_build_dtypes bin56a r 11,15 "16x1024 16x1600 16x2048"
time_rounds_in_turn bin56a "d r e" 15 "bf16=4096x2048 8192x2048 32768x2048 4096x1600 8192x1600 32768x1600" \
    "fp16=4096x2048 8192x2048 32768x2048 4096x1600 8192x1600 32768x1600" "fp32=4096x1024 8192x1024 4096x1600 32768x768"
stamp "done"
