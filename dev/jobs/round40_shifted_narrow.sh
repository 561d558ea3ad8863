#!/usr/bin/env bash
# Prepared in the thirty-ninth round (about 12 minutes; it ran in 10). [D39]: at 16-bit 4096 x 4097 the forward
# dispatcher runs kernel 9's shifting 4-Pack instance at 128 threads (54 registers: 9 blocks an SM, 38 % achieved
# occupancy, DRAM 57 % busy) where 4096 columns run kernel 10 at 256 threads (32 registers, 74 %): 87-88 % of the
# copy against 96-97. Only the 4-Pack instances shift weight and bias; at 256 or 512 threads a row with a head takes
# the plain 2- or 1-Pack instance, which reads weight and bias element by element. round40_shifted_narrow.patch (which
# the job applies) adds -DFORWARD_SHIFTED_NARROW=1: shifting 1- and 2-Pack instances of kernels 9 and 10 (bf16, -Xptxas
# -v: kernel 9 at 1 Pack 32 registers, at 2 Packs 38; kernel 10 32 and 32), so that 512 threads of 1 Pack (4 blocks, 100
# % occupancy) or 256 of 2 (6 blocks, 75 %) can run 4097. Off, every PTX entry is HEAD's (dev/ptx_against.sh: 58 / 54
# / 54 identical).
# Predicted: kernel 9 at 256 or 512 threads with the switch 3-6 points over 128 threads' at 4097 columns, 4096-8192
# rows (toward the aligned 96); odd widths alike (1031, 2049, 8191, 12289); nothing at 32768 rows (98 already).
# 1. the tree's forward (d) and the switched build (n), every dtype;
# 2. d against n, in turn, twice: rungs 9 and 10 at every block size, bf16 and fp16, rows 4096 / 8192 / 32768 x
#    1031 / 2049 / 4097 / 8191 / 12289, each rung's best block size per build;
# 3. the switched build as the lab's forward, the GPU matrix of forward 9, 10 and 14 in bf16 and fp16, and its sanitize.
#   $O/raw.csv, best.txt, test-n.log, sanitize-n.log
# Ran at 7d0c2a5 (results/dev-h100-2026-11-25/round40/*-narrow-7d0c2a5.*): bf16 kernel 10 at 256 threads 4097 columns
# 82.6 / 87.4 / 91.2 -> 90.2 / 93.6 / 96.9; fp16's narrow shifting instances slower; the matrix 723 passed, 1 failed (kernel
# 9's 1-Pack shifting cluster instance, bf16, 2 LDL/STL); sanitize 32 clean. Adopted for bf16 block teams ([A40], [B40]).
set -u
O=$1
source dev/jobs/lib.sh
{ patch -p1 < dev/jobs/round40_shifted_narrow.patch || git apply dev/jobs/round40_shifted_narrow.patch; } > "$O/patch.log" 2>&1 || { stamp "patch FAILED"; cat "$O/patch.log"; exit 1; }
make -j16 build > "$O/build.log" 2>&1 || { stamp "build FAILED"; tail -n 30 "$O/build.log"; exit 1; }
keep_builds layernorm_forward d   # the patch's switch is off by default: the tree's programs
for d in bf16 fp16; do build_program_variant layernorm_forward.cu n_$d "$(dtype_flag $d)" -DFORWARD_SHIFTED_NARROW=1 & done
wait
stamp "built"
echo "$RAW_HEADER" > "$O/raw.csv"
time_builds "d n" "9,10" "4096 8192 32768" "1031 2049 4097 8191 12289" "rep 1" "bf16 fp16"
time_builds "n d" "9,10" "4096 8192 32768" "1031 2049 4097 8191 12289" "rep 2" "bf16 fp16"
best_per_rung > "$O/best.txt"
cat "$O/best.txt"
forward_as_lab n "-DFORWARD_SHIFTED_NARROW=1"
LNLAB_DTYPES="bf16 fp16" LNLAB_EXTRA_SHAPES="4096x4097 37x8191 9x12289" \
    check_rungs layernorm_forward "9,10,14" "67x1031 5x4097 3x12289 130x2049" n
stamp "done"
