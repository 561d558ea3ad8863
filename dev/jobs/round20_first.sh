#!/usr/bin/env bash
# Twentieth round, first job (COMMIT=<sha> bash dev/device_daemon.sh start dev/jobs/round20_first.sh), about 8 minutes
# (written in the nineteenth round, run in the twentieth at 549ce70; its ncu function is lib.sh's ncu_profile now, which adds the SchedulerStats section): the two questions the nineteenth round left open (dev/NOTES.md,
# Nineteenth round, Next).
#   1. $O/raw.csv: backward kernel 10 at every block size, fp32 rows 4096 / 32768 x 17 odd widths from 133 to 4095
#      columns: which block size wins by columns a thread and by instance (ITEMS 4 / 8 / 12 / 16), to replace
#      BACKWARD14_KERNEL10_COLS's rule by one that steers around the slow 8-item instance at 256-512 threads.
#   2. $O/ncu/: Nsight Compute of forward kernel 9 at 1024 threads, fp32, rows 4096 / 8192 / 32768 x 32768 columns
#      (8192 rows runs 85.4 % of the copy where the other two run 91.4 and 94.7, same launch shape), and of backward
#      kernel 10, fp32 32768 x 1031, at 128 threads (87 %) and 256 (72 %).
set -u
O=$1
source dev/jobs/lib.sh
start_backward_job
for rows in 4096 32768; do
    for cols in 133 257 389 517 645 773 901 1023 1031 1283 1539 1795 2049 2563 3073 3585 4095; do
        run_variant d_fp32 10 $rows $cols 7
    done
done
stamp "timed"
best_per_rung
for rows in 4096 8192 32768; do ncu_profile forward9-fp32-1024-${rows}x32768 layernorm_forward layernorm_forward_kernel9 9 1024 $rows 32768; done
for threads in 128 256; do ncu_profile backward10-fp32-$threads-32768x1031 layernorm_backward layernorm_backward_kernel10 10 $threads 32768 1031; done
