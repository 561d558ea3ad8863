#!/usr/bin/env bash
# The forty-eighth round's fifth job (one direct call): the forward's rungs against the dispatcher at the 4096-row
# target cells under the line at f14ae0e (bf16 4096 x 2048 93.6, fp16 4096 x 4096 94.9, fp32 4096 x 1024 / 1600 94.5),
# with 8192 x 2048 in 16-bit beside them: rungs 6, 8, 9, 10, 11, 13 at every block size and 15, twice.
# Predicted: the dispatcher within a point of the best rung at each (its tables were fit on such maps); a rule change
# only where another rung leads by 2 or more in both runs and both 16-bit types.
#   bash dev/jobs/round48_e.sh OUTDIR
# Its build lines since written with lib.sh's start_forward_builds (the same builds).
set -u
OUTDIR=$1; O=/tmp/o48e; mkdir -p "$O" "$OUTDIR"
source dev/jobs/lib.sh
start_forward_builds bin48 d "fp32 bf16 fp16"
: > "$O/timing.csv"
for round in 1 2; do
    for d in bf16 fp16; do time_in_turn bin48 d $d 6,8,9,10,11,13,15 "4096x2048 4096x4096 8192x2048"; done
    time_in_turn bin48 d fp32 6,8,9,10,11,13,15 "4096x1024 4096x1600"
    stamp "round $round"
done
awk -F, '$12 == "ok" { k = $3 " " $4 "x" $5 " k" $2 "@" $6; s[k] += $9; n[k]++; runs[k] = runs[k] " " $9 }
     END { for (k in s) printf "%s %.1f (%s )\n", k, s[k] / n[k], runs[k] }' "$O/timing.csv" | sort -k1,1 -k2,2V -k4,4nr > "$O/mean.txt"
# per dtype and shape: the dispatcher, then the three best rung@block means
awk '{ key = $1 " " $2; if ($3 ~ /^k15@/) d[key] = $4; else if (c[key]++ < 3) top[key] = top[key] " " $3 "=" $4 }
     END { for (k in d) printf "%s | dispatcher %s | best:%s\n", k, d[k], top[k] }' <(sort -k1,1 -k2,2V -k4,4nr "$O/mean.txt") | sort | tee "$O/map.txt"
tar czf "$OUTDIR/files.tgz" -C "$O" timing.csv mean.txt map.txt env.txt
cp "$O/map.txt" "$OUTDIR/"
stamp "done"
