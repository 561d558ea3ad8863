#!/usr/bin/env bash
# Thirty-first round (about 5 minutes): at the backward's short rows (the largest shortfall of the `23f2aa0` evidence:
# 16-bit 55-85 % of the copy at 4096-8192 rows x 512-4096 columns, fp32 67-92), is any rung or block size faster than
# the dispatcher's pick? Backward rungs 6-14 at every block size (their launchers' own rows in flight, stages and
# clusters; the dispatcher's other choices are not on the command line), the tree's build, every dtype, rows 4096 and
# 8192, columns 512 / 1024 / 2048 / 4096. Predicted: the dispatcher within a point of the best rung (its table was fit
# on such sweeps), so that only a new rung can move these cells.
#   $O/raw.csv, best.txt, summary.txt
# Ran at 9b66233 (results/dev-h100-2026-11-25/round31/raw-backward-short.csv, summary-backward-short.txt): fp32 kernel 7 ahead of the dispatcher by up to 5 (1024 columns), 16-bit within -4..+3.
set -u
O=$1
source dev/jobs/lib.sh
start_timing_job layernorm_backward
time_builds "d" "6,7,8,9,10,11,12,13,14" "4096 8192" "512 1024 2048 4096" "short rows"
best_per_rung > "$O/best.txt"
awk '{k = $3 " " $4 " " $5; if ($2 == 14) d[k] = $7; else if (!(k in b) || $7 > b[k]) { b[k] = $7; r[k] = $2 " (" $6 ")" } }
     END { for (k in b) print k, "dispatcher", d[k], "best rung", r[k], b[k] }' "$O/best.txt" | sort -k1,1 -k2,2n -k3,3n | tee "$O/summary.txt"
stamp "done"
