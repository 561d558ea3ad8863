#!/usr/bin/env bash
# Nineteenth round (COMMIT=<sha> bash dev/device_daemon.sh start dev/jobs/round19_odd.sh), about 4 minutes: the backward
# dispatcher's kernel 10 at odd fp32 widths of 513-1024 columns, where HEAD takes 128 threads rather than 64 (the
# 16-columns rule of [C19] alone gives 64; kernel 10 at aligned 700 columns ran 2-3 points faster at 128). Kernel 10 at
# every block size and the dispatcher, rows 4096 / 8192 / 32768 x 517, 701, 1023; then the GPU matrix and sanitize of
# backward 14 as committed.
set -u
O=$1
source dev/jobs/lib.sh
start_backward_job
for rows in 4096 8192 32768; do for cols in 517 701 1023; do run_variant d_fp32 10,14 $rows $cols 7; done; done
stamp "timed"
best_per_rung
check_rungs layernorm_backward 14 "67x517 67x1023 5x701 130x101 9x61"
