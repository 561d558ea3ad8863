#!/usr/bin/env bash
# Eighth round, probe job: kernel 12 with its default ring (3 stages; the explore job's default builds
# met the 48 KB shared-memory limit bug fixed after it) beside kernel 11 and the dispatcher 13 at rows
# 4096, 8192, 32768 x cols 512-8192; Nsight Compute of kernels 11 and 12 at bf16 32768 x 1024 (128
# threads) and of kernel 12 at bf16 and fp16 32768 x 8192 (512 threads). Writes under $1.
set -u
O=$1
source dev/jobs/lib.sh
make -j16 layernorm_backward layernorm_backward_bf16 layernorm_backward_fp16 > "$O/build.log" 2>&1 || { stamp "build FAILED"; tail -n 30 "$O/build.log"; exit 1; }
cp layernorm_backward /tmp/v/d_fp32; cp layernorm_backward_bf16 /tmp/v/d_bf16; cp layernorm_backward_fp16 /tmp/v/d_fp16
stamp built
echo "variant,kernel,dtype,rows,cols,block_size,ms,GB/s,pct_copy,max_abs_err,max_rel_err,status" > "$O/raw.csv"
for rows in 4096 8192 32768; do
    for cols in 1024 512 768 1600 2048 4096 8192; do
        for d in bf16 fp16 fp32; do run_variant d_$d 11,12,13 $rows $cols 7; done
    done
done
stamp "timings done"
mkdir -p "$O/ncu"
SECTIONS="--section SpeedOfLight --section Occupancy --section LaunchStats --section WarpStateStats --section SchedulerStats --section MemoryWorkloadAnalysis --section SourceCounters"
for k in 11 12; do
    ncu $SECTIONS -k "regex:layernorm_backward_kernel" --launch-skip 20 --launch-count 1 \
        ./layernorm_backward_bf16 $k 128 --rows 32768 --cols 1024 > "$O/ncu/bf16-$k-128-32768x1024.txt" 2>&1
done
for d in bf16 fp16; do
    ncu $SECTIONS -k "regex:layernorm_backward_kernel" --launch-skip 20 --launch-count 1 \
        ./layernorm_backward_$d 12 512 --rows 32768 --cols 8192 > "$O/ncu/$d-12-512-32768x8192.txt" 2>&1
done
stamp "ncu done"
