#!/usr/bin/env bash
# Ninth round, explore job (dev/device_daemon.sh start dev/jobs/round9_explore.sh): build; the GPU
# matrix and sanitize of the new forward kernel 11 (a warp per row fed by a TMA ring), the forward
# dispatcher (now 12), and the backward kernels whose dx loop became one function (7, 9, 11, 12, 13);
# forward kernel 11 at every block size with its default ring (3 slots a warp), with 2 and 4 slots
# and with kernel 10's one-pass statistics (-D builds), beside the dispatcher in the same process,
# rows 4096, 8192, 32768 x cols 512-12288. Writes under $1 (raw.csv: variant + the program's csv rows).
set -u
O=$1
source dev/jobs/lib.sh
build_lab_and_variants layernorm_forward "s2:-DFORWARD11_STAGES=2" "s4:-DFORWARD11_STAGES=4" "p1:-DFORWARD11_ONE_PASS=1"
./layernorm_forward_bf16 11 --rows 4096 --cols 1600 2>&1 | tail -n 12
LNLAB_FORWARD_KERNELS=11,12 LNLAB_BACKWARD_KERNELS=7,9,11,12,13 LNLAB_JOBS=14 bash dev/run_tests.sh > "$O/test.log" 2>&1
stamp "matrix forward 11,12 backward 7,9,11,12,13 exit $?: $(tail -n 1 "$O/test.log")"
grep -E "FAIL" "$O/test.log" | head -n 10
echo "variant,kernel,dtype,rows,cols,block_size,ms,GB/s,pct_copy,max_abs_err,max_rel_err,status" > "$O/raw.csv"
for rows in 4096 8192 32768; do
    for cols in 1600 2048 512 768 1024 4096 8192 12288; do
        for d in bf16 fp16 fp32; do
            run_variant d_$d 8,9,10,11,12 $rows $cols 7
            for v in s2 s4 p1; do run_variant ${v}_$d 11 $rows $cols 7; done
        done
    done
    stamp "rows $rows done"
done
grep -c ",ok" "$O/raw.csv"; grep -v ",ok" "$O/raw.csv" | grep -v SKIP | head
LNLAB_FORWARD_KERNELS=11,12 LNLAB_BACKWARD_KERNELS=7,9,11,12,13 LNLAB_JOBS=16 \
    LNLAB_SANITIZE_SHAPES="67x1032 5x4096 3x40000 130x768 37x2048" bash dev/sanitize.sh > "$O/sanitize.log" 2>&1
stamp "sanitize exit $?: $(grep '^sanitize:' "$O/sanitize.log")"
grep "NOT CLEAN" "$O/sanitize.log" | head
