#!/usr/bin/env bash
# Prepared in the thirtieth round (not yet run; about 7 minutes): kernel 13 with its Packs as words in 16-bit
# (FORWARD13_WORDS=1, layernorm_forward.cu above staged_sum; 0 in the tree, whose PTX it leaves as it was). By value,
# bf16 kernel 13's 4-Pack instance takes 64 registers, the cap of a 1024-thread block (fp16's: 44); with words, 52
# (nvcc -Xptxas -v, no spills; make sass clean). The dispatcher in the tree's build (d) against w (=1) and wn (=1
# without the prefetch, which [A30] kept for bf16 only), the builds in turn, at 16-bit 40960 / 65536 / 65537 columns
# (rows 4096 / 8192) and 32768 x 65536; then the matrix of forward 13 and 14 in bf16 and fp16 built with
# FORWARD13_WORDS=1, with wide rows added, and their sanitize. Predicted: bf16 65536 +1-3 toward fp16's, fp16 within 1.
#   $O/raw.csv, best.txt, test.log, sanitize.log
# Ran at f87d334 (results/dev-h100-2026-11-25/round31/): words won bf16 65536 by 1.5-1.8 and 40960 by 3.2-3.5, lost fp16 65536 by 6-9; FORWARD13_WORDS is 1 in bf16 since.
set -u
O=$1
source dev/jobs/lib.sh
build_lab
stamp "built"
build_variants layernorm_forward "w:-DFORWARD13_WORDS=1" "wn:-DFORWARD13_WORDS=1 -DFORWARD_WB_PREFETCH=0"
echo "$RAW_HEADER" > "$O/raw.csv"
time_builds "d w wn" 14 "4096 8192" "40960 65536 65537" "16-bit wide" "bf16 fp16"
time_builds "d w wn" 14 "32768" "65536" "32768 rows" "bf16 fp16"
best_per_rung > "$O/best.txt"
cat "$O/best.txt"
forward_as_lab w "-DFORWARD13_WORDS=1"
LNLAB_DTYPES="bf16 fp16" LNLAB_EXTRA_SHAPES="4096x32768 37x40960 5x65536 3x65537" \
    check_rungs layernorm_forward 13,14 "67x1032 130x128 5x40960 3x65536 3x65537"
stamp "done"
