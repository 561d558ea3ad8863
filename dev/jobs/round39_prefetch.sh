#!/usr/bin/env bash
# Ran at 646f7fb, where the switch was in the tree (results/dev-h100-2026-11-25/round39/*-prefetch-646f7fb.*): p1 lower
# (mean -3.2, 32768 rows -4.5..-9.2), p2 +1.4 on average (4096-8192 x 1024 +0.2..+3.2, 32768 x 1024 -0.8 / -1.7), no
# cell over the line; p2's matrix 743 passed, 0 failed, sanitize 36 clean. Not adopted (NOTES [B39]); the switch is now
# round39_prefetch.patch, which the job applies.
# Prepared in the thirty-ninth round (about 9 minutes). Kernel 11 (the backward dispatcher's pick at 16-bit 512 and 1024
# columns) loads a batch, waits for it, computes and stores, and only then loads the next: at 4096 rows a team makes
# two or three such trips one after another, and [C38]'s probe (bf16 4096 x 1024) has the blocks 4.5 us to their first
# batch and 6.8 (median) to 10.0 (max) us more for the rest, where 16 MB read and 8 MB written take ~8 us at the copy's
# rate. -DBACKWARD11_PREFETCH_NEXT asks L2 for the team's next batch (prefetch.global.L2, no register held): 1 once this
# batch's loads are issued (every batch's bytes asked for at once, as kernel 12's ring, which lost at short rows),
# 2 once this batch's row sums are computed (the next batch's fetch overlaps this one's reduction, dx and stores).
# Registers (-Xptxas -v): the dispatcher's 16-bit instances bf16 103 -> 102, fp16 102 -> 104 (the same allocation).
# Predicted: 2 takes 1-3 us off the pass at 4096-8192 rows (+2..+6 points), less at 32768; 1 less than 2, or a loss
# ([B14]: the forward's L2 prefetch a wave ahead competed with the current loads).
# 1. the tree's bf16 / fp16 backward (d) and the two switched builds (p1, p2);
# 2. d, p1, p2 in turn, then in the reverse order: the dispatcher at rows 4096 / 8192 / 32768 x 512 / 1024;
# 3. if p1 or p2 is ahead of d by more than half a point on average, that build as the lab's backward, and the GPU
#    matrix of backward 11, 13 and 14 in every dtype with it, and its sanitize.
#   $O/raw.csv, mean.txt, verdict.txt (, test-pN.log, sanitize-pN.log)
set -u
O=$1
source dev/jobs/lib.sh
{ patch -p1 < dev/jobs/round39_prefetch.patch || git apply dev/jobs/round39_prefetch.patch; } > "$O/patch.log" 2>&1 || { stamp "patch FAILED"; cat "$O/patch.log"; exit 1; }
make -j16 build > "$O/build.log" 2>&1 || { stamp "build FAILED"; tail -n 30 "$O/build.log"; exit 1; }
keep_builds layernorm_backward d
for n in 1 2; do for d in bf16 fp16; do
    build_program_variant layernorm_backward.cu p${n}_$d "$(dtype_flag $d)" -DBACKWARD11_PREFETCH_NEXT=$n &
done; done
wait
stamp "built"
echo "$RAW_HEADER" > "$O/raw.csv"
time_builds "d p1 p2" 14 "4096 8192 32768" "512 1024" "rep 1" "bf16 fp16"
time_builds "p2 p1 d" 14 "4096 8192 32768" "512 1024" "rep 2" "bf16 fp16"
mean_of_runs > "$O/mean.txt"
cat "$O/mean.txt"
awk '{ v = $1; sub(/_.*/, "", v); k = $3 " " $4 " " $5; p[v, k] = $6; keys[k] = 1 }
     END { best = ""; best_gain = 0.5
           for (n = 1; n <= 2; n++) { s = 0; c = 0; lo = 1e9; hi = -1e9
               for (k in keys) if (("p" n, k) in p && ("d", k) in p) { g = p["p" n, k] - p["d", k]; s += g; c++; if (g < lo) lo = g; if (g > hi) hi = g }
               if (c) { printf "p%d - d: mean %+.2f over %d cells, %+.1f..%+.1f\n", n, s / c, c, lo, hi; if (s / c > best_gain) { best_gain = s / c; best = n } } }
           print "pick " (best == "" ? "none" : best) }' "$O/mean.txt" | tee "$O/verdict.txt"
pick=$(awk '/^pick/ {print $2}' "$O/verdict.txt")
if [ "$pick" != none ]; then
    program_as_lab layernorm_backward p$pick "-DBACKWARD11_PREFETCH_NEXT=$pick"
    LNLAB_EXTRA_SHAPES="4100x1024 37x512 24000x1024" \
        check_rungs layernorm_backward "11,13,14" "37x512 4100x1024 5x4097" p$pick
fi
stamp "done"
