#!/usr/bin/env bash
# The twenty-third round: forward kernel 11's 16-bit instances in at most 40 registers (__maxnreg__(40),
# -DFORWARD11_MAX_REGISTERS=40) and bf16's dispatcher taking fp16's two short-row ring picks
# (-DFORWARD14_BF16_SHORT_RINGS=1: 8192+ rows x 512 columns at 128 threads, 513-768 at 256).
# round23_bf16.sh: at 8192 x 512 kernel 11 runs bf16 at 88 % of the copy and fp16 at 94, the same code and bytes;
# bf16's instance takes 41 registers, fp16's 40, so 10 against 12 blocks of 128 threads an SM. round23_regs.sh: 32
# registers (16 blocks, spills) is slower for both. This asks whether 40 (12 blocks, no spills) gives bf16 fp16's.
# Predicted: bf16 kernel 11 at 8192 x 512 at 128 threads 86.6 -> ~93; the dispatcher's bf16 8192 x 512 / 768 from
# 87.6 / 89.4 toward 94-95; fp16 about unchanged (its instances already at 39-42).
#   $O/raw.csv: rungs 11 and 14, committed (d) against rr (the rings alone) and m40 (both), rows 4096 / 8192 /
#   32768 x 512-2048; fp16 d against m40. Then the lab built with m40: matrix and sanitize of forward 11 and 14.
set -u
O=$1
source dev/jobs/lib.sh
build_lab_and_variants layernorm_forward "rr:-DFORWARD14_BF16_SHORT_RINGS=1" \
    "m40:-DFORWARD11_MAX_REGISTERS=40 -DFORWARD14_BF16_SHORT_RINGS=1"
echo "$RAW_HEADER" > "$O/raw.csv"
time_builds "d rr m40" 11,14 "4096 8192 32768" "512 768 1024 1600 2048" "d / rr / m40" bf16
time_builds "d m40" 11,14 "4096 8192 32768" "512 768 1024 1600 2048" "d / m40" fp16
best_per_rung
make -B -j16 EXTRA_FLAGS="-DFORWARD11_MAX_REGISTERS=40 -DFORWARD14_BF16_SHORT_RINGS=1" build > "$O/build-m40.log" 2>&1 ||
    { stamp "switched build FAILED"; exit 1; }
stamp "switched lab built"
check_rungs layernorm_forward 11,14 "67x1024 3x2048 130x1600 1x512 37x2048 5x1600 2x768 9x8192"
stamp "done"
