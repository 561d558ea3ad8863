#!/usr/bin/env bash
# The forty-eighth round's seventh job (one direct call): the map for an fp32 ring row at 1025-1600 columns. round48_f
# found rung 11 with two passes (t) over the dispatcher by 4.5-7.2 points at fp32 1100 columns and behind it at 1600
# from 8192 rows. Here t's rung 11 at every block size against the dispatcher (d), in turn, twice, at fp32 rows 4096 /
# 8192 / 32768 x 1056, 1152, 1280, 1408, 1536 (no --check: round48_f's --check --outliers of t passed).
# Predicted: t ahead at the narrow end, the dispatcher from about 1400-1600, where its kernel 9 / 10 blocks fill.
#   bash dev/jobs/round48_g.sh OUTDIR
# Its build and mean lines since written with lib.sh's start_forward_builds and mean_by_block_of_timing (the same builds and figures).
set -u
OUTDIR=$1; O=/tmp/o48g; mkdir -p "$O" "$OUTDIR"
source dev/jobs/lib.sh
start_forward_builds bin48 d fp32 "t:fp32:-DFORWARD11_STATS=0"
: > "$O/timing.csv"
for round in 1 2; do
    time_in_turn bin48 d fp32 15 "4096x1056 4096x1152 4096x1280 4096x1408 4096x1536 8192x1056 8192x1152 8192x1280 8192x1408 8192x1536 32768x1056 32768x1152 32768x1280 32768x1408 32768x1536"
    time_in_turn bin48 t fp32 11 "4096x1056 4096x1152 4096x1280 4096x1408 4096x1536 8192x1056 8192x1152 8192x1280 8192x1408 8192x1536 32768x1056 32768x1152 32768x1280 32768x1408 32768x1536"
    stamp "round $round"
done
mean_by_block_of_timing
awk '{ key = $2; if ($3 == "d") d[key] = $5; else if ($5 > best[key]) { best[key] = $5; at[key] = $4 } }
     END { for (k in d) printf "%s | d %s | t best %s %s (%+.1f)\n", k, d[k], best[k], at[k], best[k] - d[k] }' "$O/mean.txt" | sort -t x -k2,2n -k1,1n | tee "$O/map.txt"
tar czf "$OUTDIR/files.tgz" -C "$O" timing.csv mean.txt map.txt env.txt
stamp "done"
