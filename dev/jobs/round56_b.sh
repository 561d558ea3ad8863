#!/usr/bin/env bash
# The fifty-sixth round's second job (about 6 minutes, through the daemon):
#   export COMMIT=<literal sha>; bash dev/device_daemon.sh start dev/jobs/round56_b.sh 585
# round56_a ([A56]): weight and bias by two bulk copies in kernel 11's ring (r) ran +3 points at 16-bit 4096 x 1600 /
# 2048, but -0.3..-1.4 at 8192 x 1600 and 32768 rows; waiting for them before the first row (e) ran under the tree
# everywhere, so the copies land late: thread 0 asked for them after its own rows. r2
# (round56_b_ring_wb_first.patch) asks for weight and bias before any row; r3 (round56_b_ring_wb_first_once.patch) is
# r2 with the wait at a warp's first row only, not at every row.
# Builds d (the tree), r, r2, r3 in every dtype; --check of r2 and r3 (rungs 11, 15), sanitize and --outliers of r3's
# 15; then the dispatcher in turn, twice, d / r / r2 / r3, at the ring's target cells.
# Predicted: r2 >= r at 4096 rows and the losses at 8192 x 1600 and 32768 rows halved; r3 within 0.3 of r2.
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
start_forward_builds bin56b d "fp32 bf16 fp16"
patched_forward_variant bin56b r round56_a_ring_wb_bulk.patch "fp32 bf16 fp16"
unapply_job_patch round56_a_ring_wb_bulk.patch
patched_forward_variant bin56b r2 round56_b_ring_wb_first.patch "fp32 bf16 fp16"
unapply_job_patch round56_b_ring_wb_first.patch
patched_forward_variant bin56b r3 round56_b_ring_wb_first_once.patch "fp32 bf16 fp16"
unapply_job_patch round56_b_ring_wb_first_once.patch
ls bin56b | tr '\n' ' '; echo
check_build_dtypes bin56b r2 11,15 "4096x2048 37x1600 5x1032 300x768"
check_build_dtypes bin56b r3 11,15 "4096x2048 37x1600 5x1032 300x768 3x2048"
sanitize_binaries bin56b 11,15 6 "r3_bf16 r3_fp16 r3_fp32" "37x1600 5x1032 3x2048"
stamp "sanitized"
OUTLIERS_TAG=1 check_outliers_build_dtypes bin56b r3 15 "16x1024 16x1600 16x2048"
time_rounds_in_turn bin56b "d r r2 r3" 15 "bf16=4096x2048 8192x2048 32768x2048 4096x1600 8192x1600 32768x1600" \
    "fp16=4096x2048 8192x2048 32768x2048 4096x1600 8192x1600 32768x1600" \
    "fp32=4096x1024 8192x1024 32768x1024 4096x1600 8192x512 32768x768"
stamp "done"
