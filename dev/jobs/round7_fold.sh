#!/usr/bin/env bash
# The fold job removed kernel 12 after this run: it measured slower than kernel 11 (dev/NOTES.md, "Seventh round"); to rerun, check out a26b997.
# Seventh round, fold job (dev/device_daemon.sh start dev/jobs/round7_fold.sh): build; backward kernel
# 12 (kernel 11 with the final reduction in the kernel) beside kernel 11 at every block size, with 4
# rows in flight (the default) and 2 (-DKERNEL11_ROWS=2 builds), rows 4096 / 8192 / 32768 x cols
# 512-4096, and at a tiny shape (the fixed cost); then the GPU matrix and sanitize of kernel 12.
# Writes under $1 (raw.csv: variant + the program's csv rows).
set -u
O=$1
source dev/jobs/lib.sh
build_lab
build_variant r2_fp32 "" -DKERNEL11_ROWS=2 &
build_variant r2_bf16 -DENABLE_BF16 -DKERNEL11_ROWS=2 &
build_variant r2_fp16 -DENABLE_FP16 -DKERNEL11_ROWS=2 &
wait
keep_builds layernorm_backward r4
stamp "built"
timeout 60 ./layernorm_backward_bf16 12 --rows 67 --cols 1024 > "$O/smoke.txt" 2>&1; rc=$?; stamp "smoke exit $rc"; tail -n 8 "$O/smoke.txt"; [ $rc = 124 ] && { stamp "kernel 12 hung: stop"; exit 1; }
echo "variant,kernel,dtype,rows,cols,block_size,ms,GB/s,pct_copy,max_abs_err,max_rel_err,status" > "$O/raw.csv"
run_variant r4_bf16 11,12,13 1056 128 11
for rows in 4096 8192 32768; do
    for cols in 1024 512 768 1600 2048 4096; do
        for d in bf16 fp16 fp32; do
            run_variant r4_$d 11,12 $rows $cols 11
            run_variant r2_$d 11,12 $rows $cols 11
        done
    done
    stamp "rows $rows done"
done
grep -c ",ok" "$O/raw.csv"; grep -v ",ok" "$O/raw.csv" | grep -v SKIP | head
LNLAB_FORWARD_KERNELS=11 LNLAB_BACKWARD_KERNELS=12 LNLAB_JOBS=14 bash dev/run_tests.sh > "$O/test.log" 2>&1
stamp "matrix backward 12 exit $?: $(tail -n 1 "$O/test.log")"
grep -E "FAIL" "$O/test.log" | head -n 10
LNLAB_FORWARD_KERNELS=11 LNLAB_BACKWARD_KERNELS=12 LNLAB_JOBS=16 \
    LNLAB_SANITIZE_SHAPES="67x1031 5x4100 3x40000 130x768 37x2048 1x512" bash dev/sanitize.sh > "$O/sanitize.log" 2>&1
stamp "sanitize exit $?: $(grep '^sanitize:' "$O/sanitize.log")"
grep "NOT CLEAN" "$O/sanitize.log" | head
