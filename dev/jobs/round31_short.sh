#!/usr/bin/env bash
# Thirty-first round (about 4 minutes): at the forward's short 16-bit cells of the `23f2aa0` evidence, is there a rung
# or block size faster than the dispatcher's pick, or is the shortfall every rung's? Forward rungs 5-14 at
# every block size, the tree's build, at bf16 and fp16 32768 x 512 / 768, 4096 / 8192 x 4097, bf16 4096 x 2048 and
# fp16 4096 x 32768. Predicted: the dispatcher within a point of the best rung everywhere (it was fit on such sweeps),
# so that only a new rung can move these cells.
#   $O/raw.csv, best.txt
# Ran at 574de72 (results/dev-h100-2026-11-25/round31/raw-short.csv): the dispatcher within 0.8 of the best rung everywhere but fp16 4096 x 32768, where only kernel 10's pivot (unsafe for fp16 there) is faster, 96.1 against 93.5.
set -u
O=$1
source dev/jobs/lib.sh
start_timing_job layernorm_forward
time_builds "d" "5,6,7,8,9,10,11,12,13,14" "32768" "512 768" "32768 rows" "bf16 fp16"
time_builds "d" "5,6,7,8,9,10,11,12,13,14" "4096 8192" "4097" "4097" "bf16 fp16"
time_builds "d" "5,6,7,8,9,10,11,12,13,14" "4096" "2048" "2048" "bf16"
time_builds "d" "5,6,7,8,9,10,11,12,13,14" "4096" "32768" "32768" "fp16"
best_per_rung > "$O/best.txt"
awk '{k = $3 " " $4 " " $5; if ($2 == 14) d[k] = $7; else if (!(k in b) || $7 > b[k]) { b[k] = $7; r[k] = $2 " (" $6 ")" } }
     END { for (k in b) print k, "dispatcher", d[k], "best rung", r[k], b[k] }' "$O/best.txt" | sort | tee "$O/summary.txt"
stamp "done"
