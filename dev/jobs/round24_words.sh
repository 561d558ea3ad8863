#!/usr/bin/env bash
# Ran at c6b4b7a (results/dev-h100-2026-11-24/round24/); later commits changed the code and tables it edits or switches, so
# run it from that commit.
# The twenty-fourth round's fourth job (about 10 minutes).
# 1. The bf16 forward's register rungs with their Packs held as words (-DRUNG_FROM_WORD=2: pack_value's plain
#    shifts, pack_after before each later pass, the zero-or-load chosen on words; p) and that with kernels 9 and 10's
#    4-Pack instances capped at 48 registers (-DFORWARD_RUNG_MAXNREG=48; p48), against as committed (m). ptxas: the
#    4-Pack instances 58-64 -> 51-62 registers (p), 48 (p48; the shift-1 ones spill 4-20 bytes); kernel 10's 4-Pack
#    block instance, the dispatcher's at bf16 4096 x 4096, 64 -> 51 / 48 (8 blocks of 128 threads an SM -> 9 / 10).
#    Predicted: bf16 4096 x 4096 (91.2 % of the copy at a2fa7a3, fp16 95.2) and 12288 (92.1) up 1-3 points, if the
#    plain shifts cost nothing where [E23]'s volatile ones cost 0.6-4.1. Kernels 9, 10 and 14 at rows 4096 / 8192 x
#    2048-16384 and 4097; 14 at 512-1024 (kernel 6 changes too) and 65536 (kernel 13).
# 2. The fp32 backward at 1601-2048 columns: kernel 8 at 256 threads (as committed, c) against kernel 12 at 256
#    threads, 2 stages (t12m), the table edited by sed in a copy; rows 4096 / 8192 / 32768 x 1664-2048 by 128.
# 3. The p lab (layernorm_forward_bf16 built with -DRUNG_FROM_WORD=2): the bf16 matrix of every forward rung, and
#    sanitize of every rung at 67x1031, 5x4100, 130x768, 37x2048, 3x40000.
#   $O/raw.csv, test.log, sanitize.log
set -u
O=$1
source dev/jobs/lib.sh
build_lab
edit_copy t12m 's/{1600, 12, 256, 0, 2}, {2048, 8, 256, 0, 0}, {3584, 12, 256, 0, 3},/{1600, 12, 256, 0, 2}, {2048, 12, 256, 0, 2}, {3584, 12, 256, 0, 3},/'
build_program_variant /tmp/ab/t12m.cu t12m_fp32 "" &
build_program_variant layernorm_forward.cu p_bf16 -DENABLE_BF16 -DRUNG_FROM_WORD=2 &
build_program_variant layernorm_forward.cu p48_bf16 -DENABLE_BF16 -DRUNG_FROM_WORD=2 -DFORWARD_RUNG_MAXNREG=48 &
wait
cp layernorm_forward_bf16 /tmp/v/m_bf16; cp layernorm_backward /tmp/v/c_fp32
stamp "built"
echo "$RAW_HEADER" > "$O/raw.csv"
time_builds "m p p48" 9,10,14 "4096 8192" "2048 4096 8192 12288 16384 4097" "forward m / p / p48" bf16
time_builds "m p p48" 14 "4096 32768" "512 768 1024" "forward m / p / p48, short" bf16
time_builds "m p p48" 14 "4096 8192" "65536" "forward m / p / p48, 65536" bf16
time_builds "c t12m" 14 "4096 8192 32768" "1664 1792 1920 2048" "backward fp32 c / t12m" fp32
best_per_rung > "$O/best.txt"
make -B -j16 EXTRA_FLAGS=-DRUNG_FROM_WORD=2 layernorm_forward_bf16 > "$O/build-p.log" 2>&1 || { stamp "p build FAILED"; exit 1; }
LNLAB_DTYPES=bf16 check_rungs layernorm_forward "" "67x1031 5x4100 130x768 37x2048 3x40000"
stamp "done"
