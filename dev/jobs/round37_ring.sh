#!/usr/bin/env bash
# Thirty-seventh round (about 3 minutes). round37_wb.sh at 20f0001 (round37/mean-wb-20f0001.txt): at 131072 x 512 rung 11
# at 1024 threads ran 94.7 / 95.0 % of the copy (bf16 / fp16) where the dispatcher's ring picks (512 / 128 threads) ran
# 93.6 / 91.3; weight and bias in shared memory (wb) +0.5..+0.9 at 512 threads, and at 8192 x 1024 +2.9 / +2.4. Here:
# rung 11 at every block size, in both builds, at 16-bit 512 / 768 / 1024 columns and rows 16384 / 32768 / 65536, for
# the ring table's rows at the target cells (32768 x 512: 92.1 / 91.4, 32768 x 768: 94.3 / 94.6 at f2bfaba).
#   $O/raw.csv, mean.txt
# Ran at 39779a1 (round37/mean-ring-39779a1.txt): wb at 128-256 threads best at 16384 rows (98-99 %); at 32768 rows no
# block size of either form over 93.3 (x 512) or 94.9 (x 768). dev/NOTES.md [C37].
set -u
O=$1
source dev/jobs/lib.sh
start_variants_job layernorm_forward "wb:-DFORWARD11_WB_SHARED_PACKS=1"
time_builds "d wb" 11 "16384 32768 65536" "512 768 1024" "rung 11" "bf16 fp16"
mean_of_runs > "$O/mean.txt"
stamp "done"
