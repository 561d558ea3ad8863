#!/usr/bin/env bash
# Prepared in the thirty-fifth round, not yet run (about 15 minutes). [B35]: moving a mid-sector row's stage by one Pack
# wins where rows start mid-sector (fp32 2564 87.2 -> 99.2 % at 32768 rows) but, decided at run time in every instance
# of kernel 7, cost the widths it does not touch (fp32 1032 95.6 -> 88.3). dev/jobs/round36_moved.patch makes the move a
# template parameter (MOVED) with instances of its own, taken only where some rows start mid-sector; here (nvcc on the
# development machine) the patched build's PTX has every entry of the tree's unchanged (entry names aside) and 27
# moved instances more per dtype. The patch is applied to this job's private copy of the tree, so d is the patched
# tree (switch on) and off its -DKERNEL7_LINE_MATCH=0 build. Steps: that PTX claim on the device's nvcc (ptx.txt);
# off against d, twice, rows 4096 / 32768, at mid-sector widths and three sector widths (whose code should be the
# same); the matrix of backward 7, 9, 13 and 14 of the patched tree in every dtype with mid-sector shapes, and its
# sanitize. Predicted: the mid-sector widths as [B35]'s d (fp32 2564 about 99, bf16 5128 about 94 at 32768 rows), the
# sector widths within the runs' spread of off. If so, the patch goes into the tree as it is. Then the forward
# dispatcher once at [F34]'s pairs (not timed at such widths before), and, after the check, the fp32 table's
# kernel 7 at 32 threads at widths of 4 mod 8 against the kernels 12 and 8 that run there now.
#   $O/ptx.txt, raw.csv, mean.txt, patch.log, test-moved.log, sanitize-moved.log, k7.diff
# Ran at 9f4a586 (round36/*-9f4a586.*): [A36]. PTX as predicted (105 / 95 / 95 identical, 27 new per dtype); the
# sector widths ran as off (fp32 1032 95.5 / 95.5), the mid-sector ones gained (fp32 2564 88.2 -> 99.1) except bf16 2056
# (89.0 -> 83.4); matrix 859 passed, 0 failed, 226 skipped; sanitize 84 clean. The k7 step was lost (machine gone).
set -u
O=$1
patch -p1 < dev/jobs/round36_moved.patch > "$O/patch.log" 2>&1 || { echo "patch FAILED"; cat "$O/patch.log"; exit 1; }
source dev/jobs/lib.sh
# the device's nvcc: every entry of HEAD's PTX unchanged by the patch (kernel 7's names gain MOVED = 0), the moved
# instances new
bash dev/ptx_against.sh HEAD layernorm_backward -- '--map=(kernel7ILi\d+ELi\d+ELi\d+ELi\d+E)Li0E(E)=>\1\2' \
    '--map=(kernel7ILi\d+ELi\d+ELi\d+ELi\d+E)Li1E(E)=>\1MOVED\2' --expect=MOVED > "$O/ptx.txt" 2>&1 &
start_backward_job
build_variants layernorm_backward "off:-DKERNEL7_LINE_MATCH=0"
wait
stamp "ptx: $(tr '\n' ';' < "$O/ptx.txt")"
for rep in 1 2; do
    time_builds "off d" 14 "4096 32768" "1028 1032 2564 3588 5124 5128" "rep $rep fp32" fp32
    time_builds "off d" 14 "4096 32768" "1032 2056 3080 5128 5136" "rep $rep bf16" bf16
done
keep_builds layernorm_forward f   # the forward at the same pairs, once: does it lose where rows start mid-sector?
time_builds "f" 14 "4096 32768" "1028 1032 2564 2568 5124 5128" "forward fp32" fp32
time_builds "f" 14 "4096 32768" "3080 3088 5128 5136" "forward bf16" bf16
mean_of_runs > "$O/mean.txt"
LNLAB_EXTRA_SHAPES="4096x1028 9x2564 5x5124 130x3588 7x5128 33x3080 4096x4097 3x1032 17x1860 64x644 5x2056" \
    check_rungs layernorm_backward "7,9,13,14" "37x1028 5x2564 3x5128 9x3080 5x4097 3x1860 7x2056" moved
# The fp32 table's rows that keep kernel 7 at 32 threads to multiples of 8 ([B34]/[E34]: it trailed kernels 12 and 8 at
# widths of 4 mod 8, where rows start mid-sector): with the move, does it still? k7 drops that rule (a copy of the
# patched file); d runs kernel 12 (641-768, 1601-1792) or kernel 8 (1793-2048 below 8192 rows) there. Once.
build_copy_fp32 k7 's/{768, 0, 7, 32, 0, 0, 8}/{768, 0, 7, 32, 0, 0, 0}/; s/{1792, 0, 7, 32, 0, 0, 8}/{1792, 0, 7, 32, 0, 0, 0}/; s/{2048, 8192, 7, 32, 0, 0, 8}/{2048, 8192, 7, 32, 0, 0, 0}/'
time_builds "d k7" 14 "4096 8192 32768" "644 700 764 1604 1652 1700 1764 1796 1860 2044" "fp32 4 mod 8" fp32
mean_of_runs > "$O/mean.txt"
stamp "done"
