#!/usr/bin/env bash
# Thirtieth round, second job (about 7 minutes). round30_prefetch.sh found the L1 prefetch of weight and bias a gain
# in rung 13's staged rows (fp32 65536 +3.2 / +3.7, bf16 65536 +2.3 / +2.0) and a loss where they stay in L1 (kernel 9:
# up to -15). Now kernel 13 alone prefetches (staged_slots > 0), 2 Packs ahead in fp32 and bf16, none in fp16. The tree's
# build (d) against o (-DFORWARD_WB_PREFETCH=0: 38828cf's PTX) where rung 13 runs, and fp16 against q2 (prefetching 2
# ahead), the builds in turn; then the matrix of forward 13 and 14 in every dtype, with wide rows added, and their
# sanitize. Predicted: fp32 65536 +3, bf16 65536 +2, fp32 32768 -1..0, 40960 unknown.
# Ran at 47e2345 (results/dev-h100-2026-11-25/round30/raw-check-47e2345.csv, test-13-14-47e2345.txt, sanitize-13-14-47e2345.txt).
#   $O/raw.csv, best.txt, test.log, sanitize.log
set -u
O=$1
source dev/jobs/lib.sh
build_lab
stamp "built"
build_variants layernorm_forward "o:-DFORWARD_WB_PREFETCH=0" "q2:-DFORWARD_WB_PREFETCH=2"
echo "$RAW_HEADER" > "$O/raw.csv"
time_builds "o d" 14 "4096 8192" "32768 40960 65536" "rung 13" "fp32"
time_builds "o d" 14 "4096 8192" "40960 65536" "rung 13" "bf16"
time_builds "d q2" 14 "4096 8192" "40960 65536" "rung 13" "fp16"
best_per_rung > "$O/best.txt"
cat "$O/best.txt"
LNLAB_EXTRA_SHAPES="4096x32768 37x40960 5x65536 3x65537" check_rungs layernorm_forward 13,14 "67x1032 130x128 5x40960 3x65536"
stamp "done"
