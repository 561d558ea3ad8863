#!/usr/bin/env bash
# The forty-third round (ran in 243 s on an H100; results/dev-h100-2026-11-27/round43/*-rule.*, dev/NOTES.md [B43]): backward kernel 14 (the two roles sharing L2, the
# forty-second round's kernel 15, adopted as rung 14 with its chunk's trips a launch parameter; the dispatcher is now
# rung 15) against the dispatcher without it (-DBACKWARD15_SPLIT_MAX_COLS=0, d), to set the dispatcher's rule for it:
# rung 14 at every block size with 1, 2, 4 or 8 trips a column block's chunk (t1..t8, -DSPLIT_CHUNK_TRIPS), bf16 at
# rows 1024-16384 x 128-1024 columns, fp16 and fp32 at a few. Then the GPU matrix and sanitize of rungs 14 and 15 as
# the tree has them (the rule on: 16-bit rows up to 1024 columns and 4 M elements, 128 threads, 4 trips).
# Predicted (round43_split_h100.sh's H100 run: 4096 x 512 64.4 against 54.4, 4096 x 1024 67.8 at 4 trips against 63.3,
# 8192 x 512 66.6 against 64.3): rung 14 ahead wherever rows * cols <= 4 M at 512-1024 columns, and at fewer rows by
# more (the persistent rungs' fixed costs are a larger share); at 128-256 columns not known.
#   bash dev/jobs/round43_rule.sh OUTDIR
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
B=bin43; mkdir -p $B
F="-O3 -std=c++17 -arch=sm_90 -lineinfo -Xcompiler -fopenmp"
make -j 16 > "$O/build.log" 2>&1 &
for spec in "d_bf16:-DENABLE_BF16 -DBACKWARD15_SPLIT_MAX_COLS=0" "d_fp16:-DENABLE_FP16 -DBACKWARD15_SPLIT_MAX_COLS=0" \
            "d_fp32:-DBACKWARD15_SPLIT_MAX_COLS=0" "t1_bf16:-DENABLE_BF16 -DSPLIT_CHUNK_TRIPS=1" \
            "t2_bf16:-DENABLE_BF16" "t4_bf16:-DENABLE_BF16 -DSPLIT_CHUNK_TRIPS=4" "t8_bf16:-DENABLE_BF16 -DSPLIT_CHUNK_TRIPS=8" \
            "t2_fp16:-DENABLE_FP16" "t4_fp16:-DENABLE_FP16 -DSPLIT_CHUNK_TRIPS=4" "t2_fp32:"; do
    nvcc $F ${spec#*:} layernorm_backward.cu -o $B/${spec%%:*} -lgomp > "$O/build-${spec%%:*}.log" 2>&1 &
done
wait
stamp "built: $(ls $B | tr '\n' ' '); make: $(tail -n 1 "$O/build.log")"
: > "$O/timing.csv"
stamp "timing"
for shape in 1024x256 1024x512 1024x1024 2048x256 2048x512 2048x1024 4096x256 4096x512 4096x768 4096x1024 \
             8192x256 8192x512 8192x768 8192x1024 16384x256 16384x512 16384x1024 4096x128 16384x128 32768x128; do
    r=${shape%x*}; c=${shape#*x}
    time_binary $B d_bf16 15 $r $c
    for t in t1 t2 t4 t8; do time_binary $B ${t}_bf16 14 $r $c; done
done
for shape in 2048x1024 4096x512 4096x1024 8192x512 8192x1024 16384x256; do
    for b in d_fp16:15 t2_fp16:14 t4_fp16:14; do time_binary $B ${b%:*} ${b#*:} ${shape%x*} ${shape#*x}; done
done
for shape in 4096x256 4096x512 8192x256 16384x128; do
    for b in d_fp32:15 t2_fp32:14; do time_binary $B ${b%:*} ${b#*:} ${shape%x*} ${shape#*x}; done
done
best_of_timing > /dev/null
stamp "timing done"
check_rungs layernorm_backward 14,15 "67x1032 130x768 2100x64"
stamp "done"
