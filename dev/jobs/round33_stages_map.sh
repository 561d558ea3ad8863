#!/usr/bin/env bash
# Thirty-third round (about 10 minutes): the map for a dispatcher that picks kernel 7's pipeline depth. After
# round33_stages.sh (2a0a221: 3-4 stages +1..+8 at bf16 2048, 4097, 5120 and fp32 4096-5120, -1..-3 at bf16 1031 and
# 8192), kernels 7 and 9 at every block size at 2, 3 and 4 stages (d, s3, s4: -DKERNEL7_STAGES), one run, rows 4096 /
# 8192 / 32768, at the widths it did not time: bf16 and fp32 512-7168 columns; rung 13 (bf16: kernel 7's shifted
# one-Pack blocks) at odd widths 1543-4601; the dispatcher beside them. A map, no change to the tree.
#   $O/raw.csv, best.txt, summary.txt
# Ran at 4d10087 (results/dev-h100-2026-11-25/round33/*-stages-map-4d10087.*): with round33_stages.sh, the table of
# 9a790c3 (the best configuration per width range by its worst shortfall over the three row counts).
set -u
O=$1
source dev/jobs/lib.sh
start_variants_job layernorm_backward "s3:-DKERNEL7_STAGES=3" "s4:-DKERNEL7_STAGES=4"
time_builds "d s3 s4" "13" "4096 8192 32768" "1543 2563 3079 3585 4601" "stages odd" "bf16"
time_builds "d" "14" "4096 8192 32768" "1543 2563 3079 3585 4601" "dispatcher odd" "bf16"
time_builds "d s3 s4" "7,9" "4096 8192 32768" "512 768 1536 2560 3072 3584 4608 6144 7168" "stages aligned" "bf16 fp32"
time_builds "d" "14" "4096 8192 32768" "512 768 1536 2560 3072 3584 4608 6144 7168" "dispatcher" "bf16 fp32"
best_per_rung > "$O/best.txt"
summarize_by_build
stamp "done"
