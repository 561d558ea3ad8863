#!/usr/bin/env bash
# The forty-eighth round's second job (one direct call): the map for the dispatcher's rule with kernel 14 at up to 6
# Packs, and bf16's register count. round48_a found kernel 14 at 513-768 columns over the dispatcher from 24576 rows
# and at 6144 rows, and behind it at 8192-16384 in bf16; bf16's 6-Pack instance takes 72 registers (7 blocks of 128 an
# SM, 924 a wave, so 8192 rows are 1.1 waves), fp16's 49. Builds: n = the tree; w = -DKERNEL14_WORDS=1 (bf16 only:
# the row held as words and converted where used by CONVERT_FROM_WORD_PINNED, 50 / 40 / 30 / 32 registers at 6 / 4 /
# 2 / 1 Packs against 72 / 56 / 39 / 30). Kernel 14 at every block size and the dispatcher, rows 4096-65536 x 384-768
# columns, n and w in turn, twice.
# Predicted: w over n in bf16 by 5-10 at 8192 x 640-768 (one wave) and within 1 elsewhere.
#   bash dev/jobs/round48_b.sh OUTDIR
# Its build and mean lines since written with lib.sh's start_forward_builds and mean_by_block_of_timing (the same builds and figures).
set -u
OUTDIR=$1; O=/tmp/o48b; mkdir -p "$O" "$OUTDIR"
source dev/jobs/lib.sh
start_forward_builds bin48 n "bf16 fp16" "w:bf16:-DKERNEL14_WORDS=1"
: > "$O/check.csv"
check_build_dtypes bin48 w 14 "1x768 3x760 5x520 67x640 9000x768 33x24 130x136 7x712 2x512" "bf16"
shapes=""
for rows in 4096 6144 8192 12288 16384 24576 32768 65536; do for cols in 384 512 640 768; do shapes="$shapes ${rows}x$cols"; done; done
: > "$O/timing.csv"
for round in 1 2; do
    time_in_turn bin48 "n w" bf16 14,15 "$shapes"
    time_in_turn bin48 "n" fp16 14,15 "$shapes"
    stamp "round $round"
done
best_of_timing > /dev/null
mean_by_block_of_timing
# per dtype and shape: the dispatcher, then kernel 14 at 128 / 256 threads and its best, per build
awk '{ split($4, kb, "@"); key = $1 " " $2; b = $3; v = $5 + 0
       if (kb[1] == "k15") d[key] = v
       if (kb[1] == "k14") { if (kb[2] == 128) a[key, b] = v; if (kb[2] == 256) c[key, b] = v; if (v > best[key, b]) { best[key, b] = v; at[key, b] = kb[2] } }
       keys[key] = 1 }
     END { for (k in keys) printf "%s | disp %.1f | n 128 %.1f 256 %.1f best %.1f@%s | w 128 %.1f 256 %.1f best %.1f@%s\n", k, d[k],
           a[k, "n"], c[k, "n"], best[k, "n"], at[k, "n"], a[k, "w"], c[k, "w"], best[k, "w"], at[k, "w"] }' "$O/mean.txt" |
    sort -k1,1 -k2,2V | tee "$O/map.txt"
tar czf "$OUTDIR/files.tgz" -C "$O" check.csv check.txt timing.csv best.txt mean.txt map.txt env.txt
cp "$O/map.txt" "$O/check.txt" "$OUTDIR/"
stamp "done"
