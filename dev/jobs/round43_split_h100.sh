#!/usr/bin/env bash
# Prepared in the forty-second round. Ran in the forty-third on an H100 (114 s; results/dev-h100-2026-11-27/round43/
# *-split-h100.*, dev/NOTES.md [A43]): kernel 15 64.4 against 54.4 at bf16 4096 x 512, L2 at 90.6 % of its peak at
# 32768 x 2048; check 170 ok, 0 FAIL; sanitize 36 clean. Backward kernel 15 of
# dev/jobs/round42_split3.patch (two roles in one launch, x and dy shared through L2) on an **H100**: [D42] ran it only
# on an H200, where it stayed flat at 50-60 % of the copy at every shape while its DRAM reads were the minimum. If L2
# caps it (every byte of x and dy passes L2 twice: 5/3 of the copy's L2 traffic), an H100, with the same L2 and 30 %
# slower DRAM, gives it more room.
# Predicted: higher % of the copy than the H200's at every shape (H200: bf16 54-60, fp32 50-60; 4096 x 512 58.3 against the
# dispatcher's 49.8), and Nsight Compute's L2 throughput near its peak where DRAM's is not; if neither holds, L2 is not
# the cap. Then the check and sanitize on the H100, so that an adoption (kernel 15 as rung 14, the dispatcher as rung
# 15) rests on it.
#   bash dev/jobs/round43_split_h100.sh OUTDIR     (or through dev/device_daemon.sh start)
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
apply_job_patch round42_split3.patch
B=bin15; mkdir -p $B
F="-O3 -std=c++17 -arch=sm_90 -lineinfo -Xcompiler -fopenmp"
for spec in "b_fp32:" "b_bf16:-DENABLE_BF16" "b_fp16:-DENABLE_FP16" "t4_bf16:-DENABLE_BF16 -DSPLIT_CHUNK_TRIPS=4"; do
    nvcc $F ${spec#*:} layernorm_backward.cu -o $B/${spec%%:*} -lgomp > "$O/build-${spec%%:*}.log" 2>&1 &
done
wait
stamp "built: $(ls $B | tr '\n' ' ')"
: > "$O/timing.csv"
stamp "timing"
for rows in 4096 8192 32768; do
    for cols in 512 1024 2048 4096; do
        time_binary $B b_bf16 14,15 $rows $cols
        if [ $rows != 32768 ] && [ $cols != 4096 ]; then time_binary $B t4_bf16 15 $rows $cols; fi
    done
    for cols in 512 1024 2048; do time_binary $B b_fp32 14,15 $rows $cols; done
done
best_of_timing
stamp "ncu"
for shape in 4096x512 32768x2048; do
    ncu --clock-control none -k regex:kernel15 -c 1 --metrics gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum,dram__throughput.avg.pct_of_peak_sustained_elapsed,lts__throughput.avg.pct_of_peak_sustained_elapsed,lts__t_sectors.sum,l1tex__throughput.avg.pct_of_peak_sustained_elapsed,sm__warps_active.avg.pct_of_peak_sustained_active \
        ./$B/b_bf16 15 128 --check --rows ${shape%x*} --cols ${shape#*x} > "$O/ncu-$shape.txt" 2>&1
    grep -E "__|ok|FAIL" "$O/ncu-$shape.txt"
done
stamp "check"
SHAPES="1x8 3x64 2x32 128x128 9000x64 4096x768 8192x1600 37x2048 4096x1480 16385x512 1x2048 7x1024 130x768 67x1032 3x12288 5x4100 33000x16 3x8192 5x4096 2x16384"
for p in b_fp32 b_bf16 b_fp16; do for s in $SHAPES; do echo "$p 15 $s"; done; done | check_binaries $B 6
stamp "sanitize"
sanitize_binaries $B 15 12 "b_fp32 b_bf16 b_fp16" "67x1032 130x768 2100x64"
stamp "done"
