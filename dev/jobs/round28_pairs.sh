#!/usr/bin/env bash
# Twenty-eighth round, fifth job (about 7 minutes). round28_clusters.sh found clusters of 2 ahead of 8 for the 16-bit
# odd widths' rung-13 launch at 8192-32768 rows (4097 +1.9..+3.3, 1031 / 2049 at 32768 rows +2.3 / +1.9) and behind at
# 4096 rows for 1031 / 2049; the dispatcher now takes 2 there from 8192 rows (BACKWARD14_PAIRS_FROM_ROWS). The
# dispatcher o (-DBACKWARD14_PAIRS_FROM_ROWS=INT_MAX: 8 everywhere, as before) against d, 16-bit, rows 8192 / 16384 /
# 32768 x the odd widths 515-4601, then the matrix of backward 13 and 14 in 16-bit with shapes of 8192 rows and more
# added, and their sanitize at 8192 x 515. Predicted: +1..+3 at 4097, within -1..+2 elsewhere.
# Ran at 359ad00 (results/dev-h100-2026-11-24/round28/raw-pairs-359ad00.csv, test-13-14-359ad00.txt,
# sanitize-13-14-359ad00.txt); the rule then kept 8 at 8192 rows up to 2560 columns (-0.2..-1.7 there).
#   $O/raw.csv, best.txt, test.log, sanitize.log
set -u
O=$1
source dev/jobs/lib.sh
start_backward_job
build_variants layernorm_backward "o:-DBACKWARD14_PAIRS_FROM_ROWS=2147483647"
time_builds "o d" 14 "8192 16384 32768" "515 1031 2049 3001 4097 4601" "o / d" "bf16 fp16"
best_per_rung > "$O/best.txt"
LNLAB_DTYPES="bf16 fp16" LNLAB_EXTRA_SHAPES="8192x4097 8209x1031 16384x2049 8192x515" \
    check_rungs layernorm_backward 13,14 "8192x515 37x4097"
stamp "done"
