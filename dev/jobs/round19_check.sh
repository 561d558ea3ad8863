#!/usr/bin/env bash
# Nineteenth round (COMMIT=<sha> bash dev/device_daemon.sh start dev/jobs/round19_check.sh), about 5 minutes: the
# backward dispatcher's kernel 10 rule as committed (16 columns a thread, from 64 threads), which no earlier build ran
# as a dispatcher (round19_rules.sh's c build started at 32 threads): its timings at the odd widths of that job, then
# the GPU matrix and sanitize of backward 14. (The forward's FORWARD14_FP32_TWO_BLOCKS default is round19_rules.sh's
# checked c build.)
set -u
O=$1
source dev/jobs/lib.sh
start_backward_job
for rows in 4096 8192 32768; do for cols in 333 1031 2049 3001 4097; do run_variant d_fp32 14 $rows $cols 7; done; done
for d in bf16 fp16; do for rows in 4096 32768; do for cols in 101 333; do run_variant d_$d 14 $rows $cols 7; done; done; done
stamp "timed"
best_per_rung
check_rungs layernorm_backward 14 "67x1031 67x333 5x2049 3x3001 130x101 1x4097 9x61"
