#!/usr/bin/env bash
# Sixth round, A/B job (dev/device_daemon.sh start dev/jobs/round6_ab.sh): the backward kernel 7/9
# knobs (compile-time, defaults = the committed kernels) against the committed build, at the 16-bit
# shapes short of target: KERNEL7_STAGES (rows in flight), KERNEL7_FLOAT_WEIGHTS (weight converted
# once), KERNEL7_WARP_ITEMS=4 (warp teams of 1024 16-bit columns), REDUCE_SLICES=32 (the reduction's
# block shape); and Nsight Compute sections of the forward dispatcher at the forward's short shapes.
# Writes under $1 (ab.csv: variant + the program's csv rows).
set -u
# The knobs existed at c70cbc3 only: after this A/B, kernel 7 went back to its committed form and
# REDUCE_SLICES became 32 (013b113); rerun it from c70cbc3.
O=$1
t0=$(date +%s)
stamp() { echo "[$(( $(date +%s) - t0 )) s] $*"; }
nvidia-smi --query-gpu=name,driver_version --format=csv > "$O/env.txt" 2>&1; echo "commit: ${COMMIT:-unknown}" >> "$O/env.txt"
F="-O3 -std=c++17 -arch=sm_90 -lineinfo -Xcompiler -fopenmp"
mkdir -p /tmp/v
build() {   # name dtype-flag defines...
    local name=$1 flag=$2; shift 2
    nvcc $F $flag "$@" layernorm_backward.cu -o /tmp/v/$name -lgomp > /tmp/v/$name.log 2>&1 || echo "BUILD FAILED $name"
}
build base_bf16 -DENABLE_BF16 &
build s3_bf16 -DENABLE_BF16 -DKERNEL7_STAGES=3 &
build s4_bf16 -DENABLE_BF16 -DKERNEL7_STAGES=4 &
build fw_bf16 -DENABLE_BF16 -DKERNEL7_FLOAT_WEIGHTS=1 &
build w4_bf16 -DENABLE_BF16 -DKERNEL7_WARP_ITEMS=4 &
build all_bf16 -DENABLE_BF16 -DKERNEL7_STAGES=3 -DKERNEL7_FLOAT_WEIGHTS=1 -DKERNEL7_WARP_ITEMS=4 &
build base_fp32 "" &
build s3_fp32 "" -DKERNEL7_STAGES=3 &
build r32_fp32 "" -DREDUCE_SLICES=32 &
build r32_bf16 -DENABLE_BF16 -DREDUCE_SLICES=32 &
make -j4 layernorm_forward_bf16 layernorm_forward_fp16 > "$O/build-forward.log" 2>&1 &
wait
stamp "built: $(ls /tmp/v | grep -vc log) binaries"
echo "variant,kernel,dtype,rows,cols,block_size,ms,GB/s,pct_copy,max_abs_err,max_rel_err,status" > "$O/ab.csv"
run() {   # variant kernels rows cols
    /tmp/v/$1 $2 --rows $3 --cols $4 --csv --seed 5 2>&1 | tail -n +2 | grep -v "^#" |
        awk -F, -v v="$1" 'NF > 8 {print v "," $1 "," $2 "," $3 "," $4 "," $5 "," $6 "," $7 "," $8 "," $9 "," $10 "," $11}' >> "$O/ab.csv"
}
for shape in "4096 1024" "32768 512" "32768 1024" "32768 2048" "8192 8192"; do
    set -- $shape
    for v in base_bf16 s3_bf16 s4_bf16 fw_bf16 w4_bf16 all_bf16; do run $v 7,9,11 $1 $2; done
    for v in base_fp32 s3_fp32; do run $v 7,9,11 $1 $2; done
    stamp "shape $1 x $2 done"
done
for shape in "4096 1024" "8192 4096" "4096 16384" "32768 768"; do
    set -- $shape
    for v in base_fp32 r32_fp32 base_bf16 r32_bf16; do run $v 11 $1 $2; done
done
stamp "A/B done"
head -n 3 /tmp/v/base_bf16.log; grep -i "error" /tmp/v/*.log | head
mkdir -p "$O/ncu"
profile() {   # program kernel rows cols
    ncu --section SpeedOfLight --section Occupancy --section LaunchStats --section WarpStateStats --section SchedulerStats \
        --section MemoryWorkloadAnalysis -k "regex:layernorm|dweight" --launch-skip 40 --launch-count 2 \
        ./$1 $2 --rows $3 --cols $4 > "$O/ncu/$1-$2-$3x$4.txt" 2>&1
}
profile layernorm_forward_bf16 10 8192 1600
profile layernorm_forward_fp16 10 8192 12288
profile layernorm_forward_bf16 10 8192 65536
profile layernorm_forward_bf16 10 8192 2048
stamp "ncu done"
