#!/usr/bin/env bash
# Seventh round, explore job (dev/device_daemon.sh start dev/jobs/round7_explore.sh): build; backward
# kernel 11 (a batch of rows in flight a team) at every block size, with 4 rows in flight (the
# default) and 2 (and 8 in fp32; -DKERNEL11_ROWS builds), beside the dispatcher (12) in the same
# process, at rows 4096, 8192, 32768 x the target widths it takes (512-4096); Nsight Compute of
# kernel 11 at bf16 4096 x 1024. Writes under $1 (raw.csv: variant + the program's csv rows).
set -u
O=$1
source dev/jobs/lib.sh
build_lab
build_variant r2_fp32 "" -DKERNEL11_ROWS=2 &
build_variant r8_fp32 "" -DKERNEL11_ROWS=8 &
build_variant r2_bf16 -DENABLE_BF16 -DKERNEL11_ROWS=2 &
build_variant r2_fp16 -DENABLE_FP16 -DKERNEL11_ROWS=2 &
wait
keep_builds layernorm_backward r4
stamp "built"
echo "variant,kernel,dtype,rows,cols,block_size,ms,GB/s,pct_copy,max_abs_err,max_rel_err,status" > "$O/raw.csv"
for rows in 4096 8192 32768; do
    for cols in 1024 512 768 1600 2048 4096; do
        for d in bf16 fp16 fp32; do
            run_variant r4_$d 11,12 $rows $cols 7
            run_variant r2_$d 11 $rows $cols 7
        done
        run_variant r8_fp32 11 $rows $cols 7
    done
    stamp "rows $rows done"
done
grep -c ",ok" "$O/raw.csv"; grep -v ",ok" "$O/raw.csv" | grep -v SKIP | head
mkdir -p "$O/ncu"
ncu --section SpeedOfLight --section Occupancy --section LaunchStats --section WarpStateStats --section SchedulerStats \
    --section MemoryWorkloadAnalysis -k "regex:layernorm|dweight" --launch-skip 40 --launch-count 2 \
    ./layernorm_backward_bf16 11 128 --rows 4096 --cols 1024 > "$O/ncu/bf16-11-128-4096x1024.txt" 2>&1
stamp "ncu done"
