#!/usr/bin/env bash
# Thirty-seventh round (about 4 minutes). round37_rate.sh at f8bed4b: the forward at fp16 131072 x 512 (kernel 11's ring,
# 128 threads) executes 52.2 M warp instructions, 398 a row of 1 KB (fp32 131072 x 1024: 610 a row of 4 KB), with the
# issue slots 52 % busy, L1 hits 67 % (weight and bias read from global memory for every Pack of every row: the shared
# copy is taken only from 5 Packs a lane, FORWARD11_WB_SHARED_PACKS, fitted at 4096-32768 rows where 16-bit 512-1024
# columns lost up to 4.5 points with it), and DRAM 76 % busy against the copy's 85 %: 97.9 against 88.3 us. Here: the
# forward dispatcher with weight and bias always in shared memory (wb: -DFORWARD11_WB_SHARED_PACKS=1) against the tree
# (d), in turn, twice, at 16-bit 512 / 768 / 1024 columns and rows 8192 / 32768 / 131072; then rung 11 at every block
# size in both builds at 131072 x 512. Predicted: wb gains where rows a warp are many (32768 rows and up), loses at
# 8192 as before.
#   $O/raw.csv, mean.txt
# Ran at 20f0001 (round37/mean-wb-20f0001.txt): wb +0.4..+2.9 where rows are many or a lane walks 3-4 Packs, -0.3..-0.5
# at 8192 x 512; rung 11 at 1024 threads 94.7 / 95.0 at 131072 x 512. dev/NOTES.md [C37].
set -u
O=$1
source dev/jobs/lib.sh
start_variants_job layernorm_forward "wb:-DFORWARD11_WB_SHARED_PACKS=1"
time_builds "d wb" 14 "8192 32768 131072" "512 768 1024" "rep 1" "bf16 fp16"
time_builds "d wb" 14 "8192 32768 131072" "512 768 1024" "rep 2" "bf16 fp16"
time_builds "d wb" 11 "131072" "512" "rung 11" "bf16 fp16"
mean_of_runs > "$O/mean.txt"
stamp "done"
