#!/usr/bin/env bash
# Ran at 755b39a (results/dev-h100-2026-11-24/round24/); later commits changed the code and tables it edits or switches, so
# run it from that commit.
# The twenty-fourth round's third job (about 6 minutes): the fp32 backward dispatcher at 2049-4096 columns, where it
# runs kernel 11 at 512 threads (2 Packs a thread: at 2176 columns 544 Packs on 1024 slots). round24_refit.sh found
# 16-bit kernel 11 at 512 threads 1.4-7.6 points under kernel 12 where a fifth or more of its threads idle. As
# committed (c) against kernel 8 at 512 threads (t8, the pick at 4097-8192) and kernel 12, 3 stages, at 256 threads
# (t12) and 512 (t12w), the table edited by sed in copies; rows 4096 / 8192 / 32768 x 2176-4096 by 128; 1152-1536 (kernel 11 at 256
# threads: 2 Packs a thread, up to 224 of 512 slots idle) against t12 there too (t12s).
#   $O/raw.csv
set -u
O=$1
source dev/jobs/lib.sh
build_lab
edit() {   # name sed-expression: the fp32 table edited into /tmp/ab/name.cu (edit_copy), built as /tmp/v/name_fp32
    edit_copy "$@"
    build_program_variant /tmp/ab/$1.cu $1_fp32 ""
}
edit t8 's/{2048, 8, 256, 0, 0}, {4096, 11, 512, 2, 0}, {8192, 8, 512, 0, 0},/{2048, 8, 256, 0, 0}, {4096, 8, 512, 0, 0}, {8192, 8, 512, 0, 0},/' &
edit t12 's/{2048, 8, 256, 0, 0}, {4096, 11, 512, 2, 0}, {8192, 8, 512, 0, 0},/{2048, 8, 256, 0, 0}, {4096, 12, 256, 0, 3}, {8192, 8, 512, 0, 0},/' &
edit t12w 's/{2048, 8, 256, 0, 0}, {4096, 11, 512, 2, 0}, {8192, 8, 512, 0, 0},/{2048, 8, 256, 0, 0}, {4096, 12, 512, 0, 3}, {8192, 8, 512, 0, 0},/' &
edit t12s 's/{512, 11, 128, 2, 0}, {1600, 11, 256, 2, 0},/{512, 11, 128, 2, 0}, {1600, 12, 256, 0, 2},/' &
wait
cp layernorm_backward /tmp/v/c_fp32
stamp "built"
echo "$RAW_HEADER" > "$O/raw.csv"
time_builds "c t8 t12 t12w" 14 "4096 8192 32768" "$(seq 2176 128 4096 | tr '\n' ' ')" "fp32 2049-4096" fp32
time_builds "c t12s" 14 "4096 8192 32768" "1152 1280 1408 1536 1600" "fp32 1025-1600" fp32
best_per_rung > "$O/best.txt"
stamp "done"
