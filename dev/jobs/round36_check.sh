#!/usr/bin/env bash
# Thirty-sixth round (about 8 minutes): the check of the table that round36_split.sh at 445405d
# (round36/mean-split-445405d.txt) led to. Kernel 7's moving instances are on; five rows of the tables keep rows
# unmoved at their narrower widths, where moving lost (fp32 513-580, 769-1000; 16-bit 513-616, 1281-1440, 2049-2344);
# fp32 641-768 and 1601-2048 (below 8192 rows) run kernel 7 at 32 threads at every width (round36_width.sh's k7:
# +0.5..+4.8 over kernel 12 at widths of 4 mod 8 up to 1764, -0.3..+1.5 over kernel 8 beyond). The matrix of backward 7, 9, 13
# and 14 in every dtype with mid-sector shapes of the changed rows, its sanitize, then the tree (d) against
# -DKERNEL7_LINE_MATCH=0 (off: the table's rows as they are, nothing moved) at widths either side of each split, once.
#   $O/test-check.log, sanitize-check.log, raw.csv, mean.txt
# Ran at 96e84b6 (round36/*-96e84b6.*): [A36]. Matrix 917 passed, 0 failed, 240 skipped; sanitize 84 clean; unmoved
# rows within 0.7 of off, moved ones +0.2..+12.5 (fp32 2564 86.6 -> 99.1 % at 32768 rows).
set -u
O=$1
source dev/jobs/lib.sh
start_backward_job
LNLAB_EXTRA_SHAPES="33x548 4096x580 7x612 4096x700 9x964 130x1028 5x1604 4096x1764 3x2044 5x584 4096x648 9x1416 33x1480 4096x2312 7x2376 4096x1028 9x2564" \
    check_rungs layernorm_backward "7,9,13,14" "37x548 5x1028 3x1764 9x2312 5x4097 7x1480 5x2568" check
build_variants layernorm_backward "off:-DKERNEL7_LINE_MATCH=0"
time_builds "off d" 14 "4096 32768" "548 580 612 644 700 964 1028 1604 1764 2044 2564" "fp32" fp32
time_builds "off d" 14 "4096 32768" "584 648 1416 1480 2312 2376 2568" "bf16" bf16
time_builds "off d" 14 "4096 32768" "1416 1480 2312 2376" "fp16" fp16
mean_of_runs > "$O/mean.txt"
stamp "done"
