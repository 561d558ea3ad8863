#!/usr/bin/env bash
# Twenty-ninth round, sixth job (about 8 minutes), before the evidence run: the forward as committed against the
# round's start (p: f909505's layernorm_forward.cu beside its common.h, carried in ab/), the dispatchers in turn,
# where the round changed them (fp32 from 32768 columns: rung 13 with 4 register Packs at 512 or 1024 threads; 16-bit
# rows past 32768 columns: rung 13's staged Packs grouped), then the matrix of forward 13 and 14 with wide rows added
# and their sanitize. Predicted (round29_group.sh): fp32 32768 +5-10, 40960 +1-3, 65536 +2-3; fp16 65536 +4-6, bf16
# 65536 0-2.
# Ran at 6f6a73c (results/dev-h100-2026-11-24/round29/raw-final-6f6a73c.csv, test-13-14-6f6a73c.txt, sanitize-13-14-6f6a73c.txt).
#   $O/raw.csv, best.txt, test.log, sanitize.log
set -u
O=$1
source dev/jobs/lib.sh
build_lab
stamp "built"
keep_builds layernorm_forward d
build_source_in_dtypes ab/prev_forward.cu p
echo "$RAW_HEADER" > "$O/raw.csv"
for rows in 4096 8192; do
    for cols in 32768 40960 40961 49152 65536; do for build in p d; do run_variant ${build}_fp32 14 $rows $cols 7; done; done
    for d in bf16 fp16; do
        for cols in 40960 65536 65537; do for build in p d; do run_variant ${build}_$d 14 $rows $cols 7; done; done
    done
    stamp "timed $rows rows"
done
best_per_rung > "$O/best.txt"
cat "$O/best.txt"
LNLAB_EXTRA_SHAPES="4096x32768 37x40960 5x49152 3x65536" check_rungs layernorm_forward 13,14 "67x1031 5x4100 130x128 5x40960 3x65536"
stamp "done"
