#!/usr/bin/env bash
# Thirty-second round (about 6 minutes): (1) the backward dispatcher's row rules folded into its choice table
# (BackwardChoice.below_rows; host code, every backward PTX entry unchanged, and the same pick as before at every
# width and row count by a host-side comparison): the GPU matrix of backward 14 in every dtype with shapes on both
# sides of each row bound added, and its sanitize; (2) is any rung or block size faster than the dispatcher at the
# 16-bit cells just short of the target that [E31] did not time (4096 x 8192: 82.9 / 83.1 in the f866b5b evidence;
# 32768 x 512: 82.5 / 82.4)? Predicted: no, within a point, as at 512-4096 columns; (3) kernel 12's spread between
# runs ([E31]: fp32 4096 x 1152 71.2 and 81.7): bf16 4096 x 1152 and 1600, where the dispatcher still takes it, and
# fp32 4096 x 1152, kernel 12 and kernel 7 at 256 and 512 threads, five seeds each. Predicted: kernel 12 spreads by
# 5 points or more in fp32, less in bf16; kernel 7 by about 1.
#   $O/test.log, sanitize.log, raw.csv, best.txt, summary.txt, spread.txt
# Ran at 16604fa (results/dev-h100-2026-11-25/round32/*-16604fa.*): matrix 531 passed 0 failed, sanitize 60 clean; 16-bit
# 4096 x 8192 kernel 7 / 9 at 512 threads 2.7 points over the dispatcher; no spread over 0.4 but one run of bf16 kernel 7
# at 512 threads at 4096 x 1600 (73.1 against 62.6-62.8); bf16 kernel 7 at 256 threads 10 points over kernel 12 at 1152.
set -u
O=$1
source dev/jobs/lib.sh
start_backward_job
LNLAB_EXTRA_SHAPES="8191x2048 8192x2048 16383x4096 16384x4096 16383x8200 16384x8200 37x704 5x1800 3x3600" \
    check_rungs layernorm_backward 14 "67x768 130x2048 5x4096 3x8200 37x1920"
time_builds "d" "6,7,8,9,10,11,12,13,14" "4096" "8192" "wide short rows" "bf16 fp16"
time_builds "d" "6,7,8,9,10,11,12,13,14" "32768" "512" "many short rows" "bf16 fp16"
best_per_rung > "$O/best.txt"
awk '{k = $3 " " $4 " " $5; if ($2 == 14) d[k] = $7; else if (!(k in b) || $7 > b[k]) { b[k] = $7; r[k] = $2 " (" $6 ")" } }
     END { for (k in b) print k, "dispatcher", d[k], "best rung", r[k], b[k] }' "$O/best.txt" | sort | tee "$O/summary.txt"
cp "$O/raw.csv" "$O/raw-rungs.csv"
echo "$RAW_HEADER" > "$O/raw.csv"
for seed in 1 2 3 4 5; do
    for shape in "bf16 4096 1152" "bf16 4096 1600" "fp32 4096 1152"; do
        set -- $shape
        for launch in "12 256" "7 256" "7 512"; do run_variant d_$1 "$launch" $2 $3 $seed; done
    done
done
stamp "spread"
awk -F, '$12 == "ok" {k = $3 " " $4 "x" $5 " " $2 "@" $6; v[k] = v[k] " " $9; if (!(k in lo) || $9 < lo[k]) lo[k] = $9; if (!(k in hi) || $9 > hi[k]) hi[k] = $9}
         END {for (k in v) printf "%s:%s  (spread %.1f)\n", k, v[k], hi[k] - lo[k]}' "$O/raw.csv" | sort | tee "$O/spread.txt"
cp "$O/raw.csv" "$O/raw-spread.csv"
stamp "done"
