#!/usr/bin/env bash
# Thirty-second round, end (about 3 minutes): where the 16-bit table still takes kernel 12 (the TMA ring: 2049-3584
# columns at 256 threads, 4097-8184 at 512), are kernels 7 and 9 at some block size faster, as they were at 8192 and
# 1025-1664 ([D32])? Kernels 7, 9, 12 at every block size and the dispatcher, one run, bf16 and fp16, rows 4096 / 8192 /
# 32768, columns 2560, 3072, 3584, 6656, 7168, 7680. Predicted: kernel 9 at 512 threads ahead at 7680 (960 of its 1024
# Pack slots used), not at 6656; at 2560-3584 kernel 7 or 9 at 256 threads within a point of the ring. A map for the
# next round's refit, not a rule: nothing here changes the tree.
#   $O/raw.csv, best.txt, summary.txt
# Ran at fea3be5 (results/dev-h100-2026-11-25/round32/*-ring-fea3be5.*): kernel 7 (or 9 at 3584) ahead of the ring at
# every width and row count, by 1.4-7.6 points; made the rule of round32_ring_rule.sh.
set -u
O=$1
source dev/jobs/lib.sh
start_timing_job layernorm_backward
time_builds "d" "7,9,12,14" "4096 8192 32768" "2560 3072 3584 6656 7168 7680" "ring widths" "bf16 fp16"
best_per_rung > "$O/best.txt"
awk '{k = $3 " " $4 " " $5; if ($2 == 14) d[k] = $7; else if (!(k in b) || $7 > b[k]) { b[k] = $7; r[k] = $2 " (" $6 ")" } }
     END { for (k in b) print k, "dispatcher", d[k], "best rung", r[k], b[k] }' "$O/best.txt" | sort -k1,1 -k3,3n -k2,2n | tee "$O/summary.txt"
stamp "done"
