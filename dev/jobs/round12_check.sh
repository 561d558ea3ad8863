#!/usr/bin/env bash
# Twelfth round, third job (dev/device_daemon.sh start dev/jobs/round12_check.sh), about 5 minutes:
# rung 13 with its dx stores kept whole and, again, one Pack a thread where a row fits 576 threads
# (two blocks an SM); the dispatcher 14 taking it there.
#   1. timings: kernels 10, 13, 14 at 4097 columns (rows 4096, 8192, 32768), 1031 and 2049 (rows 4096,
#      32768), every dtype; the control, 9 against 13 at 4096 columns in bf16;
#   2. Nsight Compute at bf16 32768 x 4097, rung 13 (544 threads);
#   3. the GPU matrix of backward 13 and 14, then their sanitize.
# Writes under $1: raw.csv, ncu/*.txt, test.log, sanitize.log.
set -u
O=$1
source dev/jobs/lib.sh
start_backward_job
time_odd_widths 10,13,14
best_per_rung
grep -v ",ok$" "$O/raw.csv" | grep -v "^variant" | cut -d, -f2-6,12 | sort | uniq -c | head
ncu_backward 13 512 32768 4097
check_backward_rungs 13,14 "67x1031 5x4097 3x40001 130x767 37x2049 9000x63 3x4096"
