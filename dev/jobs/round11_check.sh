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
awk -F, '$12 == "ok" {print $2, $3, $4, $5, $6, $9}' "$O/raw.csv" | sort -k5,5n -k2,2 -k3,3n -k1,1n -k6,6nr |
    awk '{k = $1 " " $2 " " $3 " " $4; if (!(k in seen)) { seen[k] = 1; print } }'
LNLAB_PASSES=layernorm_backward LNLAB_TIMEOUT=300 LNLAB_BACKWARD_KERNELS=13,14 LNLAB_JOBS=14 bash dev/run_tests.sh > "$O/test.log" 2>&1
stamp "matrix backward 13,14 exit $?: $(tail -n 1 "$O/test.log")"
grep -E "FAIL" "$O/test.log" | head -n 10
LNLAB_PASSES=layernorm_backward LNLAB_TIMEOUT=300 LNLAB_BACKWARD_KERNELS=13,14 LNLAB_JOBS=16 \
    LNLAB_SANITIZE_SHAPES="67x1031 5x4097 3x40001 130x767 37x2049 9000x63" bash dev/sanitize.sh > "$O/sanitize.log" 2>&1
stamp "sanitize exit $?: $(grep '^sanitize:' "$O/sanitize.log")"
grep "NOT CLEAN" "$O/sanitize.log" | head
