#!/usr/bin/env bash
# Eighth round, explore job (dev/device_daemon.sh start dev/jobs/round8_explore.sh): build; the GPU
# matrix and sanitize of backward kernel 12 (TMA bulk copies into a ring of stages); kernel 12 at
# every block size with its default ring (3 stages, rows in flight chosen for 16 KB stages), with
# 2 and 4 stages, and with 2 and 8 rows in flight (-D builds), beside the dispatcher (13) in the
# same process, at rows 4096, 8192, 32768 x cols 512-8192. Writes under $1 (raw.csv: variant + the
# program's csv rows).
set -u
O=$1
source dev/jobs/lib.sh
build_lab_and_variants layernorm_backward "s2:-DKERNEL12_STAGES=2" "s4:-DKERNEL12_STAGES=4" "r2:-DKERNEL12_ROWS=2" "r8:-DKERNEL12_ROWS=8"
LNLAB_FORWARD_KERNELS=11 LNLAB_BACKWARD_KERNELS=12 LNLAB_JOBS=14 bash dev/run_tests.sh > "$O/test.log" 2>&1
stamp "matrix backward 12 exit $?: $(tail -n 1 "$O/test.log")"
grep -E "FAIL" "$O/test.log" | head -n 10
echo "variant,kernel,dtype,rows,cols,block_size,ms,GB/s,pct_copy,max_abs_err,max_rel_err,status" > "$O/raw.csv"
for rows in 4096 8192 32768; do
    for cols in 1024 512 768 1600 2048 4096 8192; do
        for d in bf16 fp16 fp32; do
            run_variant d_$d 12,13 $rows $cols 7
            for v in s2 s4 r2 r8; do run_variant ${v}_$d 12 $rows $cols 7; done
        done
    done
    stamp "rows $rows done"
done
grep -c ",ok" "$O/raw.csv"; grep -v ",ok" "$O/raw.csv" | grep -v SKIP | head
LNLAB_FORWARD_KERNELS=11 LNLAB_BACKWARD_KERNELS=12 LNLAB_JOBS=16 \
    LNLAB_SANITIZE_SHAPES="67x1032 5x4096 3x40000 130x768 37x2048" bash dev/sanitize.sh > "$O/sanitize.log" 2>&1
stamp "sanitize exit $?: $(grep '^sanitize:' "$O/sanitize.log")"
grep "NOT CLEAN" "$O/sanitize.log" | head
