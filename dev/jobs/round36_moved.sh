#!/usr/bin/env bash
# Prepared in the thirty-fifth round, not yet run (about 14 minutes). [B35]: moving a mid-sector row's stage by one Pack
# wins where rows start mid-sector (fp32 2564 87.2 -> 99.2 % at 32768 rows) but, decided at run time in every instance
# of kernel 7, cost the widths it does not touch (fp32 1032 95.6 -> 88.3). dev/jobs/round36_moved.patch makes the move a
# template parameter (MOVED) with instances of its own, taken only where some rows start mid-sector; the patch is
# applied to this job's private copy of the tree, so d is the patched tree (switch on) and off its
# -DKERNEL7_LINE_MATCH=0 build (the PTX of the tree before the patch, entry names aside). Caution found when the
# patch was made (nvcc -Xptxas -v here): the patched build's MOVED=0 instances are not the off build's PTX
# instruction for instruction (NVVM orders some address arithmetic differently once the module holds the moved
# instances) and 14 of 54 take other register counts (e.g. fp32 <2, block, 4 stages> 58 -> 64), so the widths the
# move does not touch are timed too: the README table's widths, once. Then the matrix of backward 7, 9, 13 and 14 of
# the patched tree in every dtype, with mid-sector shapes, and its sanitize.
# Predicted: the mid-sector widths as [B35]'s d; the sector and table widths within a point of off.
#   $O/raw.csv, mean.txt, patch.log, test-moved.log, sanitize-moved.log
set -u
O=$1
patch -p1 < dev/jobs/round36_moved.patch > "$O/patch.log" 2>&1 || { echo "patch FAILED"; cat "$O/patch.log"; exit 1; }
source dev/jobs/lib.sh
start_backward_job
build_variants layernorm_backward "off:-DKERNEL7_LINE_MATCH=0"
for rep in 1 2; do
    time_builds "off d" 14 "4096 32768" "1028 1032 2564 2568 5124 5128" "rep $rep fp32 pairs" fp32
    time_builds "off d" 14 "4096 32768" "3080 3088 5128 5136" "rep $rep bf16 pairs" bf16
done
time_builds "off d" 14 "4096 32768" "512 768 1024 1600 2048 4096 4097 8192 12288 16384" "table widths" "fp32 bf16"
mean_of_runs > "$O/mean.txt"
LNLAB_EXTRA_SHAPES="4096x1028 9x2564 5x5124 130x3588 7x5128 33x3080 4096x4097 3x1032 17x1860 64x644" \
    check_rungs layernorm_backward "7,9,13,14" "37x1028 5x2564 3x5128 9x3080 5x4097 3x1860" moved
stamp "done"
