#!/usr/bin/env bash
# The fifty-seventh round's third job (about 6 minutes, through the daemon):
#   export COMMIT=<literal sha>; bash dev/device_daemon.sh start dev/jobs/round57_d.sh 585
# [C57]: the backward's deterministic reduction, a second (programmatic) launch, adds 2.7-3.1 us after the main
# kernel, and the fp32 cells under the line are 0.1-0.7 us over their allowance at 8192 x 1024, 4096 x 4097 and 4096
# x 2048. The main kernels allow the reduction's launch only in write_team_partials, after their last rows, so its
# launch and the scheduling of its blocks start near the main kernel's end. round57_d_allow_at_entry.patch
# (-DBACKWARD_ALLOW_AT_ENTRY=1, e) allows it at the entry of the persistent kernels 6, 7, 10, 11 and 12: every main
# block is resident by then, so the reduction's blocks take only the slots the main grid leaves and wait in
# griddepcontrol.wait (wait_for_previous_grid) for the whole main grid, as now. t: the same source with the switch 0.
# Predicted: 0.2-0.8 us off the passes with a reduction (+0.5..+2 points at 4096-8192 rows), nothing at kernel 14's
# cells (16-bit 4096 x 1024: one launch, the control here).
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
apply_job_patch round57_d_allow_at_entry.patch
build_dtype_specs bin57d "t:" "e:-DBACKWARD_ALLOW_AT_ENTRY=1"
check_build_dtypes bin57d e 7,9,11,12,13,15 "8192x512 37x1600 5x4097 300x2048" "fp32 bf16 fp16"
cells_32="4096x1024 8192x1024 4096x2048 4096x4097 8192x512 8192x768 4096x1600"
cells_16="4096x1024 8192x1024 4096x2048 8192x768 8192x2048"
time_rounds_both_orders bin57d "t e" 15 "fp32=$cells_32" "bf16=$cells_16" "fp16=$cells_16"
stamp "done"
