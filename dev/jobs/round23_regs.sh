#!/usr/bin/env bash
# The twenty-third round: forward kernel 11 held to 32 registers (-DFORWARD11_MIN_BLOCKS=2, __launch_bounds__(1024, 2)).
# It ran at d82b79d; the FORWARD11_MIN_BLOCKS knob it builds with was removed after it (refuted, dev/NOTES.md [A23]):
# to rerun it, check out that commit.
# round23_bf16.sh found why bf16 trails fp16 at 8192 x 512 (88 against 94 % of the copy, the same kernel 11 at 128
# threads): one register. bf16's instance takes 41 a thread, fp16's 40, so an SM holds 10 blocks of 128 threads
# against 12 (registers are handed out 8 a thread at a time); fp32's take 32 and fit 16. At 32 registers every
# dtype fits 16 blocks of 128 threads (64 warps, 128 rows in flight an SM) or 2 of 1024. ptxas then spills 4-16
# bytes a thread in the 16-bit one-pass instances (a few local loads a row, none a Pack).
# Predicted: 16-bit 512-1024 columns at 8192-32768 rows up several points (bf16 8192 x 512 toward fp16's 94);
# 1600-2048 columns, where shared memory bounds the warps, little unless one slot a warp (r2s1) frees room.
#   $O/raw.csv: rungs 11 and 14, committed (d) against r2 (and r2s1 at 1600-2048), rows 4096 / 8192 / 32768.
# Then the lab built with r2: the GPU matrix and sanitize of forward 11 and 14, and Nsight Compute of r2's kernel 11.
set -u
O=$1
source dev/jobs/lib.sh
build_lab_and_variants layernorm_forward "r2:-DFORWARD11_MIN_BLOCKS=2" "r2s1:-DFORWARD11_MIN_BLOCKS=2 -DFORWARD11_MIN_STAGES=1"
echo "$RAW_HEADER" > "$O/raw.csv"
time_builds "d r2" 11,14 "4096 8192 32768" "512 768 1024" "d / r2" "bf16 fp16"
time_builds "d r2 r2s1" 11,14 "4096 8192 32768" "1600 2048" "d / r2 / r2s1" "bf16 fp16"
time_builds "d r2" 11,14 "4096 8192 32768" "512 1024 1600" "d / r2" fp32
best_per_rung
for d in bf16 fp16; do
    NCU_SECTIONS="--clock-control none" ncu_profile k11-r2-$d /tmp/v/r2_$d "layernorm_forward" 11 128 8192 512
done
make -B -j16 EXTRA_FLAGS=-DFORWARD11_MIN_BLOCKS=2 build > "$O/build-r2.log" 2>&1 || { stamp "switched build FAILED"; exit 1; }
stamp "switched lab built"
check_rungs layernorm_forward 11,14 "67x1024 3x2048 130x1600 1x512 37x2048 5x1600 2x768 9x8192"
stamp "done"
