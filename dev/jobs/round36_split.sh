#!/usr/bin/env bash
# Thirty-sixth round (about 9 minutes). round36_width.sh at e4c25c0 (round36/mean-width-e4c25c0.txt): the moving
# instances won at most mid-sector widths of both tables (fp32 2564 86.7 -> 99.2 % at 32768 rows, 8196 84.5 -> 93.5,
# bf16 2568 81.6 -> 94.2, 8184 83.5 -> 92.0), but lost in four rows of the tables, each at its narrower widths: fp32
# 516 84.6 -> 80.3 (636 gained, 82.7 -> 89.8; kernel 7 at 32 threads, 3 stages), 772 86.1 -> 77.6 (1028 gained; 512
# threads), bf16 1288 81.7 -> 79.6 (1544 gained; 256 threads, 3 stages), 2056 / 2072 / 2312 88.9 / 89.3 / 88.9 -> 83.3 /
# 83.7 / 87.5 (2568 gained; the same). The slack without the move ran as off (bf16 2056 88.8): the cost is the move.
# Here: where in each of those rows the loss turns into a gain, and whether the rows not yet probed lose (bf16 513-768,
# 1025-1280 and 1665-2048, fp32 below 512). off against d (the tree: the patch applied, with the dispatcher able to keep a
# row of its table unmoved, no row kept), rows 4096 / 32768, then 32768 again.
#   $O/raw.csv, mean.txt
# Ran at 445405d (round36/*-445405d.*): [A36]. In each losing row off fell and d rose with width; they crossed at
# fp32 ~580 and ~1000, 16-bit ~616, ~1440 and ~2344: the table's unmoved rows end there.
set -u
O=$1
source dev/jobs/lib.sh
start_variants_job layernorm_backward "off:-DKERNEL7_LINE_MATCH=0"
FP32_WIDTHS="260 388 452 516 532 548 580 612 772 836 900 964 1028 1092 1156 1220 1276"
BF16_WIDTHS="520 584 648 712 760 1160 1272 1288 1352 1416 1480 1544 1608 1672 1800 1928 2040 2056 2184 2312 2376 2440 2504 2568"
time_builds "off d" 14 "4096 32768" "$FP32_WIDTHS" "rep 1 fp32" fp32
time_builds "off d" 14 "4096 32768" "$BF16_WIDTHS" "rep 1 bf16" bf16
time_builds "off d" 14 "32768" "$FP32_WIDTHS" "rep 2 fp32" fp32
time_builds "off d" 14 "32768" "$BF16_WIDTHS" "rep 2 bf16" bf16
mean_of_runs > "$O/mean.txt"
stamp "done"
