#!/usr/bin/env bash
# Prepared in the fortieth round (about 8 minutes). [B40]: the bf16 dispatcher's 2-Pack rule for rows with a
# head (kernel 10 at the fewest whole warps of 2 Packs, FORWARD14_HEAD_TWO_PACKS_MAX_ROWS) is bounded at 8192 rows
# because at 4097 columns (256 threads) it lost from 16384 rows; at 2401 (160 threads) it gained there too (16384 /
# 32768 rows 82.8 / 85.8 -> 85.3 / 87.8 % of the copy), at 3001 (192 threads) it was even. round41_head_rule.patch
# (applied here) adds -DFORWARD14_HEAD_TWO_PACKS_ANY_ROWS_THREADS=N: the rule at every row count where its block is at
# most N threads (off: 0, the tree's launches).
# Predicted: N = 160 (2056-2567 columns) +2 points at 16384-32768 rows; N = 192 (up to 3079) even beyond 2567.
# 1. the tree's forward (c) and the patched builds a (N = 160) and b (N = 192), bf16;
# 2. the dispatcher in the three builds in turn, twice, rows 16384 / 32768 x 2057 / 2401 / 2567 / 2601 / 3001 / 3079;
# 3. the b build as the lab's forward: the GPU matrix of forward 14 in bf16 with 16385x2401 and 16385x3001 added, and
#    its sanitize.
#   $O/raw.csv, mean.txt, test.log, sanitize.log
# Ran at 6462326 (round41/*-head-rule-6462326.*): a (160) gained 1.6-3.2 where it applies and tied elsewhere, b (192)
# mixed; a adopted at 12ade6b ([A41]).
set -u
O=$1
source dev/jobs/lib.sh
start_patched_job round41_head_rule.patch layernorm_forward bf16 c "a:-DFORWARD14_HEAD_TWO_PACKS_ANY_ROWS_THREADS=160" \
    "b:-DFORWARD14_HEAD_TWO_PACKS_ANY_ROWS_THREADS=192"
time_twice "c a b" 14 "16384 32768" "2057 2401 2567 2601 3001 3079" bf16
forward_as_lab b "-DFORWARD14_HEAD_TWO_PACKS_ANY_ROWS_THREADS=192"
LNLAB_DTYPES="bf16" LNLAB_EXTRA_SHAPES="16385x2401 16385x3001 16385x3079" \
    check_rungs layernorm_forward "14" "67x1031 5x4097 130x2049 9x3001"
stamp "done"
