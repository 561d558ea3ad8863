#!/usr/bin/env bash
# The forty-ninth round's third job (one direct call): kernel 11's ring with a new outlier-safe one-pass statistic,
# STATS_LANE_SHIFT (each lane's shifted sums about its own first value, the lanes' moments then added about one shift:
# warp_shifted_moments). [F48] and round48_e: in fp32 the pivot's one pass ran 2.5-3.5 points over the two passes
# (4096 x 1024 98.6 against 95.4, 4096 x 1600 98.3 against 96.0) but fails the outlier rows; this keeps one pass.
# Builds: d (the tree), l (-DFORWARD11_STATS=3 -DFORWARD15_FP32_RING_STATS=3: rung 11 and the dispatcher's fp32 ring rows
# on the lane shift). Checked: l's rungs 11 and 15 with --check (and --outliers) in fp32, bf16, fp16. Timed in fp32:
# d's dispatcher against l's rung 11 at every block size and l's dispatcher, rows 4096 / 8192 / 32768 x 512-2048, twice.
# Predicted: correct with --outliers; rung 11 within a point of the pivot's figures (about +2.5 over the two passes at
# 1024-1600 columns), so the dispatcher's fp32 ring rows +2..+3 where they run.
# Outcome (results/dev-h100-2026-11-27/round49/c/): the rung's speed was the pivot's (l k11 4096 x 1024 98.2, 4096 x 1600 99.0
# at 512), but fp32 --outliers failed at 1024-8192 columns (17 FAIL, max rel error 1.1e-4): a lane whose pivot is the
# outlier adds its other values' squared distances from it, n x epsilon of a lane M2 about n times the row's
# (dev/NOTES.md [B49]). Refuted. It ran from the working tree at 9b9ad5b with the lane-shift branch, which is not
# committed (its code is in [B49]); FORWARD15_FP32_RING_STATS was a switch of that tree.
# Its builds and checks since written with lib.sh's start_forward11_stats_builds (the same runs).
#   bash dev/jobs/round49_c.sh OUTDIR
set -u
OUTDIR=$1; O=/tmp/o49c; mkdir -p "$O" "$OUTDIR"
source dev/jobs/lib.sh
start_forward11_stats_builds bin49c l "64x512 64x1024 64x1600 64x2048 33x768 5x8192"
for round in 1 2; do
    for shape in 4096x512 8192x512 32768x512 4096x768 4096x1024 8192x1024 32768x1024 4096x1280 8192x1280 4096x1408 8192x1408 \
                 4096x1600 8192x1600 32768x1600 4096x2048 8192x2048; do
        time_binary bin49c d_fp32 15 ${shape%x*} ${shape#*x}
        time_binary bin49c l_fp32 11,15 ${shape%x*} ${shape#*x}
    done
    stamp "round $round"
done
mean_by_block_of_timing
grep -v "k11@\(32\|64\)" "$O/mean.txt" | tee "$OUTDIR/mean.txt"
tar czf "$OUTDIR/files.tgz" -C "$O" timing.csv mean.txt check.csv check.txt env.txt
cp "$O/check.txt" "$OUTDIR/"
stamp "done"
