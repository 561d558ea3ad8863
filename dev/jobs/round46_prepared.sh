#!/usr/bin/env bash
# Its timing loops since written with lib.sh's time_in_turn (the same commands in the same order, by a dry run).
# Ran in the forty-sixth round at 597c266 on an H100 ([A46]; 3 minutes, not 9): rung 14 at 4 trips led by 8-9
# points at 16-bit 2048 x 2048 (adopted: the rule to 2048 columns); the prediction for 8192 x 768 / 1024 and 16384 x
# 512 was wrong (rung 14 still 5-11 behind); beyond L2 columns first lost 12-14 to the groups (predicted 5-15; the
# order is chosen at launch since bf0ec46).
# Rung 14 launches its column blocks first since 3362265 ([D45]: the dispatcher +3.4..+7.2 at the 16-bit cells of
# 4096 rows). The dispatcher's bounds for it (16-bit 16-1024 columns and 4 M elements; fp32 2 M and 8192 rows; 2 or 4
# trips) were fit to the old order ([B43], [C44]); this refits them and times the new order where L2 cannot hold x
# and dy.
# 1. The rule: the dispatcher without rung 14 (d, -DBACKWARD15_SPLIT_MAX_COLS=0) against rung 14 at every block size
#    with 2 (t2, the tree's rung) and 4 trips (t4, -DSPLIT_CHUNK_TRIPS=4), and the tree's dispatcher (t2 15), at the
#    rule's border and beyond: 16-bit to 32768 rows and 2048 columns, fp32 to 4 M elements.
#    Predicted: rung 14 now leads the persistent picks at 16-bit 8192 x 768 (64.9 + ~5 against 70.0) and is level at
#    8192 x 1024 and 16384 x 512 (69.0 / 68.5 + ~4 against 73.5 / 74.3); fp32 4096 x 1024 still behind (71.7 + ~2
#    against 77.8).
# 2. Rung 14 alone beyond L2, columns first (t2 14) against the groups (g2 14, -DSPLIT_COLUMNS_FIRST=0): bf16 32768 x
#    1024 / 2048, 16384 x 4096, fp32 32768 x 1024, 16384 x 2048. Predicted: columns first loses 5-15 points there (x
#    and dy read from DRAM twice); if so, the launcher picks the order by L2 size.
# Then: scripts/fit_dispatcher.py-style reading of best.txt by hand, the rule's bounds changed in
# backward15_takes_split / backward15_split_trips, and the matrix of backward 14 and 15 with sanitize.
#   bash dev/jobs/round46_prepared.sh OUTDIR
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
B=bin46
build_dtype_specs $B "d:-DBACKWARD15_SPLIT_MAX_COLS=0" "t2:" "t4:-DSPLIT_CHUNK_TRIPS=4" \
    "g2_bf16:-DENABLE_BF16 -DSPLIT_COLUMNS_FIRST=0" "g2_fp32:-DSPLIT_COLUMNS_FIRST=0"
: > "$O/timing.csv"
for d in bf16 fp16; do
    for shape in 1024x512 2048x1024 4096x512 4096x768 4096x1024 4096x2048 2048x2048 8192x256 8192x512 8192x768 \
                 8192x1024 16384x256 16384x512 16384x1024 32768x128 32768x256; do
        time_in_turn $B d $d 15 $shape; time_in_turn $B "t2 t4" $d 14 $shape; time_in_turn $B t2 $d 15 $shape
    done
    stamp "rule cells $d"
done
for shape in 1024x1024 2048x1024 4096x128 4096x512 4096x1024 8192x256 8192x512 16384x128 16384x256 2048x2048; do
    time_in_turn $B d fp32 15 $shape; time_in_turn $B "t2 t4" fp32 14 $shape; time_in_turn $B t2 fp32 15 $shape
done
stamp "rule cells fp32"
time_in_turn $B "t2 g2" bf16 14 "32768x1024 32768x2048 16384x4096"
time_in_turn $B "t2 g2" fp32 14 "32768x1024 16384x2048"
stamp "beyond L2"
best_of_timing > /dev/null
stamp "done"
