#!/usr/bin/env bash
# Ninth round, second explore job: forward kernel 11 with both changes the first one found helping
# (2 slots a warp, so more warps fit an SM, and kernel 10's one-pass statistics) in one -D build, at
# every block size, beside kernels 11 and 12 of the committed build in the same process, rows 4096,
# 8192, 32768 x cols 512-2048 (where kernel 11 won). Writes under $1 (raw.csv).
set -u
O=$1
source dev/jobs/lib.sh
build_lab_and_variants layernorm_forward "s2p1:-DFORWARD11_STAGES=2 -DFORWARD11_ONE_PASS=1" "s3p1:-DFORWARD11_STAGES=3 -DFORWARD11_ONE_PASS=1"
echo "variant,kernel,dtype,rows,cols,block_size,ms,GB/s,pct_copy,max_abs_err,max_rel_err,status" > "$O/raw.csv"
for rows in 4096 8192 32768; do
    for cols in 512 768 1024 1600 2048; do
        for d in bf16 fp16 fp32; do
            run_variant d_$d 11,12 $rows $cols 7
            run_variant s2p1_$d 11 $rows $cols 7
            run_variant s3p1_$d 11 $rows $cols 7
        done
    done
    stamp "rows $rows done"
done
grep -c ",ok" "$O/raw.csv"; grep -v ",ok" "$O/raw.csv" | grep -v SKIP | head
