#!/usr/bin/env bash
# The forty-third round, after the evidence (ran in 211 s on an H100 at 1920d8a; results/dev-h100-2026-11-27/round43/
# *-small.*, dev/NOTES.md [D43]: kernel 14 ahead at every fp32 shape timed up to 2 M elements and every bf16 one under
# 128 columns; the w matrix 543 passed, 0 failed, sanitize 60 clean): where else the dispatcher
# should take backward kernel 14. [B43]'s rule is 16-bit only, from 128 columns: fp32 led at 4096 x 256 (60.4 -> 65.5)
# and nothing under 128 columns was measured. Rung 14 at every block size at 2 and 4 trips (t2, t4) against the
# dispatcher without it (d: -DBACKWARD15_SPLIT_MAX_COLS=0), fp32 at rows 1024-8192 x 128-1024 columns, bf16 at 16-96
# columns. Then the GPU matrix and sanitize of backward 15 built with the widest rule that could follow (w: every dtype
# up to 1024 columns and 4 M elements, from 8 columns), so that a rule narrower than it rests on a check.
# Predicted: fp32 ahead under about 1 M elements (a shorter pass, where the persistent rungs' fixed costs weigh
# more), behind beyond; bf16 ahead at 64-96 columns at 4096-16384 rows, as at 128.
#   bash dev/jobs/round43_small.sh OUTDIR
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
B=bin43; mkdir -p $B
F="-O3 -std=c++17 -arch=sm_90 -lineinfo -Xcompiler -fopenmp"
W="-DBACKWARD15_SPLIT_MAX_COLS=1024 -DBACKWARD15_SPLIT_MIN_COLS=8"
make -j 16 build > "$O/build.log" 2>&1 &
for spec in "d_fp32:-DBACKWARD15_SPLIT_MAX_COLS=0" "t2_fp32:" "t4_fp32:-DSPLIT_CHUNK_TRIPS=4" \
            "d_bf16:-DENABLE_BF16 -DBACKWARD15_SPLIT_MAX_COLS=0" "t2_bf16:-DENABLE_BF16" "t4_bf16:-DENABLE_BF16 -DSPLIT_CHUNK_TRIPS=4"; do
    nvcc $F ${spec#*:} layernorm_backward.cu -o $B/${spec%%:*} -lgomp > "$O/build-${spec%%:*}.log" 2>&1 &
done
wait
# the tree's three backward programs rebuilt with the widest rule (w), for the matrix and sanitize below
nvcc $F $W layernorm_backward.cu -o layernorm_backward -lgomp > "$O/build-w.log" 2>&1 &
nvcc $F $W -DENABLE_BF16 layernorm_backward.cu -o layernorm_backward_bf16 -lgomp >> "$O/build-w.log" 2>&1 &
nvcc $F $W -DENABLE_FP16 layernorm_backward.cu -o layernorm_backward_fp16 -lgomp >> "$O/build-w.log" 2>&1 &
: > "$O/timing.csv"
stamp "timing (the w builds compiling)"
for shape in 1024x128 1024x256 1024x512 1024x1024 2048x128 2048x256 2048x512 2048x1024 4096x128 4096x256 4096x512 \
             8192x128 8192x256; do
    for b in d_fp32:15 t2_fp32:14 t4_fp32:14; do time_binary $B ${b%:*} ${b#*:} ${shape%x*} ${shape#*x}; done
done
for shape in 4096x16 4096x32 4096x64 4096x96 16384x32 16384x64 16384x96 65536x16 65536x32 65536x64; do
    for b in d_bf16:15 t2_bf16:14 t4_bf16:14; do time_binary $B ${b%:*} ${b#*:} ${shape%x*} ${shape#*x}; done
done
best_of_timing > /dev/null
wait
stamp "timing done; w: $(grep -c error "$O/build-w.log") errors"
check_rungs layernorm_backward 15 "67x1032 130x768 2100x64 9000x64 33x16"
stamp "done"
