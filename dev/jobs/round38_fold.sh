#!/usr/bin/env bash
# The backward's reduction folded into the clusters' combine (about 5 minutes). [C38]: at every short shape the
# reduction kernel adds 2.8-3.7 us after the main kernel, about what the near-miss cells lack (16-bit 8192 x 2048
# 82.3 %, 4096 x 4096 80.0). -DBACKWARD_FOLD=1 (off: the tree's code): block k of each cluster stores slice k of its
# partial row, takes a ticket, and the block drawing the last ticket adds that slice of every partial row in order and
# stores dweight / dbias; no second kernel, no block waits. Predicted: 1-2 us off each pass where clusters combine
# (16-bit 512-4096 columns: kernels 9 and 11), +3..+8 points at 4096-8192 rows. Every timed run validates against the
# reference (the dispatcher is marked deterministic: its two runs must agree bitwise).
# 1. the lab built with the switch (every program, test and probe) beside the tree's bf16 / fp16 backward (d);
# 2. d against fold, in turn, twice, bf16 and fp16, rows 4096 / 8192 x 512-4096 (and 32768 once);
# 3. the GPU matrix of backward 14 in bf16 and fp16 with the switch, and its sanitize.
#   $O/raw.csv, mean.txt, test-fold.log, sanitize-fold.log
# Ran at 66d6911 (round38/mean-fold-66d6911.txt): correct (matrix 462 passed, 0 failed; sanitize 24 clean) and
# slower at every cell, by 5.5-8.7 us a pass (bf16 4096 x 1024 63.7 -> 50.3, 8192 x 2048 82.5 -> 76.5); the switch was
# taken out after it. dev/NOTES.md [D38].
set -u
O=$1
source dev/jobs/lib.sh
start_switched_lab_job layernorm_backward fold "-DBACKWARD_FOLD=1"
time_builds "d fold" 14 "4096 8192" "512 1024 2048 4096" "rep 1" "bf16 fp16"
time_builds "fold d" 14 "4096 8192" "512 1024 2048 4096" "rep 2" "bf16 fp16"
time_builds "d fold" 14 "32768" "512 2048" "rows 32768" "bf16"
mean_of_runs > "$O/mean.txt"
cat "$O/mean.txt"
LNLAB_DTYPES="bf16 fp16" check_rungs layernorm_backward "14" "67x1032 130x768 37x2048" fold
stamp "done"
