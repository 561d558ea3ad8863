#!/usr/bin/env bash
# The forty-ninth round's fourth job (one direct call): kernel 11's ring with STATS_PIVOT_CHECKED, the pivot's one pass
# kept where the pivot lies within 3 standard deviations of the row's mean and the two passes taken again for any
# other row (round49_c's lane shift failed fp32's outlier rows: 17 FAIL at 1024-8192 columns, max rel 1.1e-4).
# Builds: d (the tree), c (-DFORWARD11_STATS=3 -DFORWARD15_FP32_RING_STATS=3: rung 11 and the dispatcher's fp32 ring
# rows checked). Checked: c's rungs 11 and 15 with --check and --outliers, every dtype. Timed in fp32: d's dispatcher
# against c's rung 11 at 128 / 256 / 512 threads and c's dispatcher, rows 4096 / 6144 / 8192 / 32768 x 512-1600,
# twice; and both dispatchers at 4096 x 1024 with --outliers (every row's pivot an outlier: the two passes again).
# Predicted: correct; rung 11 at the pivot's speed (round48_e: 98.6 at 4096 x 1024, 98.3 at 4096 x 1600), so the
# dispatcher's fp32 ring rows +2..+3 at 4096 rows; with --outliers slower than the two passes alone by a pass.
# Outcome (results/dev-h100-2026-11-27/round49/d/): correct (151 ok; --outliers 130 ok, 0 FAIL); the dispatcher's fp32
# ring rows +1.1..+2.3 at 4096-8192 rows, rung 11 at 512 threads ahead at 1281-1600 columns to 6144-8192 rows; with
# --outliers 4096 x 1024 95.6 -> 90.7. Adopted at 25c0e33 (dev/NOTES.md [C49]). It ran from the working tree before
# the table's new rows, with FORWARD15_FP32_RING_STATS (a switch since folded into the table: at 25c0e33 the table is c's
# with rows of 1281-1600 columns added).
# Its builds and checks since written with lib.sh's start_forward11_stats_builds (the same runs).
#   bash dev/jobs/round49_d.sh OUTDIR
set -u
OUTDIR=$1; O=/tmp/o49d; mkdir -p "$O" "$OUTDIR"
source dev/jobs/lib.sh
start_forward11_stats_builds bin49d c "64x512 64x1024 64x1600 64x2048 33x768 5x8192 4096x1024"
for round in 1 2; do
    for shape in 4096x512 8192x512 32768x512 4096x768 4096x1024 8192x1024 32768x1024 4096x1280 8192x1280 32768x1280 \
                 4096x1408 6144x1408 8192x1408 32768x1408 4096x1600 6144x1600 8192x1600; do
        time_binary bin49d d_fp32 15 ${shape%x*} ${shape#*x}
        for t in 128 256 512; do time_binary bin49d c_fp32 "11 $t" ${shape%x*} ${shape#*x}; done
        time_binary bin49d c_fp32 15 ${shape%x*} ${shape#*x}
    done
    for b in d c; do ./bin49d/${b}_fp32 15 --outliers --csv --rows 4096 --cols 1024 2>/dev/null | tail -n +2 | grep -v '^#' |
        sed "s/^/${b}-outliers,/" >> "$O/timing.csv"; done
    stamp "round $round"
done
mean_by_block_of_timing
tee "$OUTDIR/mean.txt" < "$O/mean.txt"
tar czf "$OUTDIR/files.tgz" -C "$O" timing.csv mean.txt check.csv check.txt env.txt
cp "$O/check.txt" "$OUTDIR/"
stamp "done"
