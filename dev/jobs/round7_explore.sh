#!/usr/bin/env bash
# Seventh round, explore job (dev/device_daemon.sh start dev/jobs/round7_explore.sh): build; backward
# kernel 11 (a batch of rows in flight a team) at every block size, with 4 rows in flight (the
# default) and 2 (and 8 in fp32; -DKERNEL11_ROWS builds), beside the dispatcher (12) in the same
# process, at rows 4096, 8192, 32768 x the target widths it takes (512-4096); Nsight Compute of
# kernel 11 at bf16 4096 x 1024. Writes under $1 (raw.csv: variant + the program's csv rows).
set -u
O=$1
t0=$(date +%s)
stamp() { echo "[$(( $(date +%s) - t0 )) s] $*"; }
nvidia-smi --query-gpu=name,driver_version --format=csv > "$O/env.txt" 2>&1; echo "commit: ${COMMIT:-unknown}" >> "$O/env.txt"
make -j16 build > "$O/build.log" 2>&1 || { stamp "build FAILED"; tail -n 30 "$O/build.log"; exit 1; }
F="-O3 -std=c++17 -arch=sm_90 -lineinfo -Xcompiler -fopenmp"
mkdir -p /tmp/v
build() {   # name dtype-flag defines...
    local name=$1 flag=$2; shift 2
    nvcc $F $flag "$@" layernorm_backward.cu -o /tmp/v/$name -lgomp > /tmp/v/$name.log 2>&1 || echo "BUILD FAILED $name"
}
build r2_fp32 "" -DKERNEL11_ROWS=2 &
build r8_fp32 "" -DKERNEL11_ROWS=8 &
build r2_bf16 -DENABLE_BF16 -DKERNEL11_ROWS=2 &
build r2_fp16 -DENABLE_FP16 -DKERNEL11_ROWS=2 &
wait
cp layernorm_backward /tmp/v/r4_fp32; cp layernorm_backward_bf16 /tmp/v/r4_bf16; cp layernorm_backward_fp16 /tmp/v/r4_fp16
stamp "built"
echo "variant,kernel,dtype,rows,cols,block_size,ms,GB/s,pct_copy,max_abs_err,max_rel_err,status" > "$O/raw.csv"
run() {   # variant kernels rows cols
    /tmp/v/$1 $2 --rows $3 --cols $4 --csv --seed 7 2>&1 | tail -n +2 | grep -v "^#" |
        awk -F, -v v="$1" 'NF > 8 {print v "," $1 "," $2 "," $3 "," $4 "," $5 "," $6 "," $7 "," $8 "," $9 "," $10 "," $11}' >> "$O/raw.csv"
}
for rows in 4096 8192 32768; do
    for cols in 1024 512 768 1600 2048 4096; do
        for d in bf16 fp16 fp32; do
            run r4_$d 11,12 $rows $cols
            run r2_$d 11 $rows $cols
        done
        run r8_fp32 11 $rows $cols
    done
    stamp "rows $rows done"
done
grep -c ",ok" "$O/raw.csv"; grep -v ",ok" "$O/raw.csv" | grep -v SKIP | head
mkdir -p "$O/ncu"
ncu --section SpeedOfLight --section Occupancy --section LaunchStats --section WarpStateStats --section SchedulerStats \
    --section MemoryWorkloadAnalysis -k "regex:layernorm|dweight" --launch-skip 40 --launch-count 2 \
    ./layernorm_backward_bf16 11 128 --rows 4096 --cols 1024 > "$O/ncu/bf16-11-128-4096x1024.txt" 2>&1
stamp "ncu done"
