#!/usr/bin/env bash
# Twelfth round, second job (dev/device_daemon.sh start dev/jobs/round12_fix.sh), about 3 minutes:
# rung 13 with its whole-Pack dx stores kept whole (store_pack_in_row in PTX). The profile job found
# nvcc had merged them into element stores (5.4x kernel 9's L2 write sectors at bf16 32768 x 4096).
#   1. timings: kernels 10, 13 at 4097 columns (rows 4096, 8192, 32768), 1031 and 2049 (rows 4096,
#      32768), every dtype; the control, 9 against 13 at 4096 columns in bf16;
#   2. Nsight Compute at bf16 32768 x 4097, rung 13 at 512 and 256 threads: L2 write sectors, spills.
# Writes under $1: raw.csv, ncu/*.txt.
set -u
O=$1
source dev/jobs/lib.sh
start_backward_job
time_odd_widths 10,13
best_per_rung
grep -v ",ok$" "$O/raw.csv" | grep -v "^variant" | cut -d, -f2-6,12 | sort | uniq -c | head
ncu_backward 13 512 32768 4097
ncu_backward 13 256 32768 4097
