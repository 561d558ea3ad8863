#!/usr/bin/env bash
# Thirty-third round (about 6 minutes): kernel 7 (and 9, and rung 13's 16-bit instances, which are kernel 7's code)
# with a deeper cp.async pipeline: KERNEL7_STAGES 3 or 4 (2 or 3 rows in flight a team while it computes one) against
# the tree's 2 (d), one run, rows 4096 / 8192 / 32768: kernels 7 and 9 at every block size at 1024-8192 columns in
# bf16 and fp32; rung 13 at 1031, 2049, 4097 columns in bf16 (fp32's rung 13 runs on kernel 11: unchanged); and the
# dispatcher beside them. Predicted: where the rows a team walks are few (4096-8192 rows) the deeper ring gains
# 2-6 points for kernels 7/9 at 1 Pack a thread and for rung 13's 544-thread blocks at 4097 (62 / 72 / 78 % of the
# copy in f866b5b's evidence, the largest shortfall of the target); less at 32768 rows; none where the shared memory
# of 3-4 stages costs blocks an SM (4 Packs a thread at 512 threads).
#   $O/raw.csv, best.txt, summary.txt
# Ran at 2a0a221 (results/dev-h100-2026-11-25/round33/*-stages-2a0a221.*): 3-4 stages ahead at bf16 2048, 4097 and
# 5120 and fp32 4096-5120 (+1..+8), behind at bf16 1031 and 8192 (-1..-3); the dispatcher's kernel 12 / 8 at 5120
# columns 7-11 points behind kernel 7 at any depth. Led to round33_stages_map.sh.
set -u
O=$1
source dev/jobs/lib.sh
start_variants_job layernorm_backward "s3:-DKERNEL7_STAGES=3" "s4:-DKERNEL7_STAGES=4"
time_builds "d s3 s4" "7,9" "4096 8192 32768" "1024 2048 4096 5120 8192" "stages aligned" "bf16 fp32"
time_builds "d s3 s4" "13" "4096 8192 32768" "1031 2049 4097" "stages odd" "bf16"
time_builds "d" "14" "4096 8192 32768" "1024 2048 4096 5120 8192" "dispatcher" "bf16 fp32"
time_builds "d" "14" "4096 8192 32768" "1031 2049 4097" "dispatcher odd" "bf16"
best_per_rung > "$O/best.txt"
summarize_by_build
stamp "done"
