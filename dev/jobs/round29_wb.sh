#!/usr/bin/env bash
# Twenty-ninth round, fourth job (about 8 minutes): forward kernel 7 with weight and bias in shared memory (its
# comment). dev/probe_forward_pattern found the forward's pattern at 99 % of the copy, and at 38 % once every 128 KB
# segment also read 256 KB of weight and bias (L1 cannot keep them; every row fetches them from L2 again). The
# matrix of forward 7 with aligned wide rows added, its sanitize, then rungs 7, 9, 13 and the dispatcher at 16384-65536
# columns (rows 4096 / 8192, every dtype), and kernel 7 built with CLUSTER_PUSH_SUMS=1 (p: its cluster teams push
# their block totals, no cluster barrier a reduction) beside it. Predicted: kernel 7 at 90-97 % where weight and bias
# exceed L1 (fp32 32768-65536, 16-bit 65536), the push a few points more in clusters; elsewhere kernel 7 as before.
# Ran at 85b8391 (results/dev-h100-2026-11-24/round29/raw-wb-85b8391.csv, test-7-85b8391.txt, sanitize-7-85b8391.txt);
# kernel 7's change was then taken back (dev/NOTES.md [C29]).
#   $O/raw.csv, best.txt, test.log, sanitize.log
set -u
O=$1
source dev/jobs/lib.sh
build_lab
stamp "built"
build_variants layernorm_forward "p:-DCLUSTER_PUSH_SUMS=1"
echo "$RAW_HEADER" > "$O/raw.csv"
LNLAB_EXTRA_SHAPES="4096x32768 37x32768 5x49152 3x131072" \
    check_rungs layernorm_forward 7 "67x1031 5x4100 130x128 3x32768 5x65536"
for d in fp32 bf16 fp16; do
    for cols in 16384 32768 65536; do
        for rows in 4096 8192; do run_variant d_$d 7,9,13,14 $rows $cols 7; run_variant p_$d 7 $rows $cols 7; done
    done
    stamp "timed $d"
done
best_per_rung > "$O/best.txt"
cat "$O/best.txt"
stamp "done"
