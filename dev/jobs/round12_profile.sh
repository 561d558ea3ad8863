#!/usr/bin/env bash
# Twelfth round, profile job (dev/device_daemon.sh start dev/jobs/round12_profile.sh), about 5 minutes:
# why the 16-bit backward is at 40-53% of the copy at odd widths with both kernel 10 and rung 13
# (dev/NOTES.md, "Eleventh round"). Two tests:
#   1. the control: rung 13 at 4096 columns (every row aligned, shift 0, its own code path) against
#      kernel 9 at every block size, bf16, rows 4096 and 32768; and both beside kernel 10 at 4097;
#   2. Nsight Compute at bf16 32768 x 4097 (kernels 10 and 13) and 32768 x 4096 (kernels 9 and 13):
#      DRAM bytes read and written against the floor (x and dy read, dx written: 268 MB each at 4097),
#      L2 sectors written, the duration, the warp stall reasons.
# Writes under $1: raw.csv, ncu/*.txt.
set -u
O=$1
source dev/jobs/lib.sh
start_backward_job
for rows in 4096 32768; do
    run_variant d_bf16 9,13 $rows 4096 7
    run_variant d_bf16 10,13 $rows 4097 7
done
stamp "control timings done"
best_per_rung
ncu_backward 10 512 32768 4097
ncu_backward 13 256 32768 4097
ncu_backward 13 512 32768 4096
ncu_backward 9 512 32768 4096
