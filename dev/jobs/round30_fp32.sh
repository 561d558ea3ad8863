#!/usr/bin/env bash
# Thirtieth round, third job (about 5 minutes). round30_check.sh: kernel 13's prefetch gained at fp32 65536 (1024
# threads, one block an SM: +3.2 / +3.6) and lost at fp32 32768 (512 threads, two blocks an SM: -0.7 / -1.2), so fp32
# now prefetches at 1024 threads only (bf16 and fp16 code unchanged). The tree's build (d) against o
# (-DFORWARD_WB_PREFETCH=0, 38828cf's PTX) in fp32 at 32768-65536 columns, rows 4096 / 8192 and once at 32768 rows,
# and bf16 at 32768 x 65536; then the fp32 matrix of forward 13 and 14 with wide rows added, and their sanitize.
# Predicted: fp32 32768 back to o's, 65536 +3.
# Ran at 8042f8d (results/dev-h100-2026-11-25/round30/raw-fp32-8042f8d.csv, test-13-14-fp32-8042f8d.txt, sanitize-13-14-fp32-8042f8d.txt).
#   $O/raw.csv, best.txt, test.log, sanitize.log
set -u
O=$1
source dev/jobs/lib.sh
build_lab
stamp "built"
build_variants layernorm_forward "o:-DFORWARD_WB_PREFETCH=0"
echo "$RAW_HEADER" > "$O/raw.csv"
time_builds "o d" 14 "4096 8192" "32768 40960 65536" "rung 13" "fp32"
time_builds "o d" 14 "32768" "32768 65536" "32768 rows" "fp32"
time_builds "o d" 14 "32768" "65536" "32768 rows" "bf16"
best_per_rung > "$O/best.txt"
cat "$O/best.txt"
LNLAB_DTYPES=fp32 LNLAB_EXTRA_SHAPES="4096x32768 37x40960 5x65536 3x65537" \
    check_rungs layernorm_forward 13,14 "67x1032 130x128 5x40960 3x65536"
stamp "done"
