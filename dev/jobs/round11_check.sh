#!/usr/bin/env bash
# Eleventh round, second job (dev/device_daemon.sh start dev/jobs/round11_check.sh), about 4 minutes:
# rung 13 with one Pack a thread where a row fits one block that way (544 threads at 4097 16-bit
# columns, two blocks an SM), and the dispatcher 14 taking it only there:
#   1. timings: kernels 10, 13 and 14 at 4097 columns (rows 4096, 8192, 32768) and at 1031 and
#      2049 columns (rows 4096, 32768), every dtype;
#   2. the GPU matrix of backward 13 and 14, then their sanitize.
# Writes under $1: raw.csv, test.log, sanitize.log.
set -u
O=$1
source dev/jobs/lib.sh
build_lab
stamp "built"
echo "variant,kernel,dtype,rows,cols,block_size,ms,GB/s,pct_copy,max_abs_err,max_rel_err,status" > "$O/raw.csv"
keep_builds layernorm_backward d
for d in fp32 bf16 fp16; do
    for rows in 4096 8192 32768; do run_variant d_$d 10,13,14 $rows 4097 7; done
    for rows in 4096 32768; do for cols in 1031 2049; do run_variant d_$d 10,13,14 $rows $cols 7; done; done
done
stamp "timings done"
best_per_rung
check_backward_rungs 13,14 "67x1031 5x4097 3x40001 130x767 37x2049 9000x63"
