#!/usr/bin/env bash
# Thirty-sixth round (about 13 minutes). round36_moved.sh at 9f4a586 (round36/mean-moved-9f4a586.txt): the patch's
# moving instances won where rows start mid-sector (fp32 2564 88.2 -> 99.1 % at 32768 rows, 5124 89.5 -> 95.3, bf16 5128
# 87.7 -> 95.1, 3080 90.5 -> 93.4, 1032 82.5 -> 85.8) and the widths it does not touch ran as before (fp32 1032 95.5 /
# 95.5, 5128 99.4 / 99.4, bf16 5136 98.4 / 98.3), but bf16 2056 lost at 32768 rows in both runs (89.0 -> 83.4; 69.7 ->
# 69.1 at 4096). Here: is that one width or the dispatcher row it sits in (bf16 2049-3072: kernel 7 at 256 threads, 3
# stages)? off against d (the patched tree) at a mid-sector width of every row of both tables where kernel 7 or 9 runs,
# rows 4096 / 32768, once; the bf16 2049-3072 widths and fp16 2056 / 2568 twice; and at bf16 2056 a copy with the
# slack but no move (slack: is it the two Packs a stage?). Then the fp32 table's kernel 7 at 32 threads at widths of 4
# mod 8 (round36_moved.sh's last step, lost when the machine went back).
#   $O/raw.csv, mean.txt, patch.log, slack.diff, k7.diff
# Ran at e4c25c0 (round36/*-e4c25c0.*): [A36]. Moving won in most rows (up to +12.5 at 32768 rows) and lost at the
# narrow end of four; slack alone ran as off; k7 won at 641-768 and 1601-1764 (+0.5..+4.8), -0.3..+1.5 beyond.
set -u
O=$1
patch -p1 < dev/jobs/round36_moved.patch > "$O/patch.log" 2>&1 || { echo "patch FAILED"; cat "$O/patch.log"; exit 1; }
source dev/jobs/lib.sh
start_variants_job layernorm_backward "off:-DKERNEL7_LINE_MATCH=0"
edit_copy slack 's/return MOVED ? (int)(((size_t)row_start \/ sizeof(Pack)) % 2) : 0;/return 0;/'
build_program_variant /tmp/ab/slack.cu slack_bf16 -DENABLE_BF16
build_program_variant /tmp/ab/slack.cu slack_fp16 -DENABLE_FP16
stamp "built slack"
for rep in 1 2; do
    time_builds "off d slack" 14 "4096 32768" "2056 2072 2312 2568 3064" "rep $rep bf16 2049-3072" bf16
    time_builds "off d slack" 14 "4096 32768" "2056 2568" "rep $rep fp16 2049-3072" fp16
done
# one mid-sector width in each other row of the 16-bit table that runs kernel 7 or 9 (1032 1288 1544 3080 3592 4088
# 5128 6152 8184 8200 12296 16392), and of the fp32 table (508 516 636 772 1028 1284 1596 2052 2564 3580 3588 5124
# 6148 7164 8196 12292 16380)
time_builds "off d" 14 "4096 32768" "1032 1288 1544 3080 3592 4088 5128 6152 8184 8200 12296 16392" "rows bf16" bf16
time_builds "off d" 14 "4096 32768" "508 516 636 772 1028 1284 1596 2052 2564 3580 3588 5124 6148 7164 8196 12292 16380" \
    "rows fp32" fp32
mean_of_runs > "$O/mean.txt"
# The fp32 table's rows that keep kernel 7 at 32 threads to multiples of 8 ([B34]/[E34]): k7 drops that rule (a copy of
# the patched file); d runs kernel 12 (641-768, 1601-1792) or kernel 8 (1793-2048 below 8192 rows) there. Once.
build_copy_fp32 k7 's/{768, 0, 7, 32, 0, 0, 8}/{768, 0, 7, 32, 0, 0, 0}/; s/{1792, 0, 7, 32, 0, 0, 8}/{1792, 0, 7, 32, 0, 0, 0}/; s/{2048, 8192, 7, 32, 0, 0, 8}/{2048, 8192, 7, 32, 0, 0, 0}/'
time_builds "d k7" 14 "4096 8192 32768" "644 700 764 1604 1652 1700 1764 1796 1860 2044" "fp32 4 mod 8" fp32
mean_of_runs > "$O/mean.txt"
stamp "done"
