#!/usr/bin/env bash
# Thirty-fourth round, fourth job (about 12 minutes): the fp32 backward table as committed (kernel 7 at 32 threads at
# 513-640, 3 stages, and at 641-768, 1601-1792 and 1793-2048 below 8192 rows only where cols is a multiple of 16) against
# the table at the start of the round (o: 5552815's rows, put back by sed), the builds in turn, twice, rows 4096 /
# 8192 / 32768; then kernel 7 at 32 threads with 3 stages (s3) against 2 at widths not a multiple of 16 (a question for
# the next round: does a deeper pipeline take back what those widths lose?); then the matrix of backward 14 in every
# dtype with widths of the changed rows added, and its sanitize. Predicted: d ahead or level at every width (the
# widths job's own cells); s3 ahead at the unaligned widths by 1-3 points, if the lines' latency is what they lose.
#   $O/raw.csv, mean.txt, o.diff; raw-s3.csv, mean-s3.txt; test-14.log, sanitize-14.log
# Ran at 4de0fe4 (round34/*-4de0fe4.*): [B34]. d ahead or level at every width (+0.8..+7.3 where the launch changed);
# matrix 534 passed, 0 failed, 0 skipped; sanitize 60 clean. Its second part (s3) passed "7 32" through time_builds,
# whose run_variant took the 32 as the rows: 32-row shapes, void, not kept (round34_stages32.sh did it again).
set -u
O=$1
source dev/jobs/lib.sh
make -j16 build > "$O/build.log" 2>&1 || { stamp "build FAILED"; exit 1; }
keep_builds layernorm_backward d
echo "$RAW_HEADER" > "$O/raw.csv"
edit_copy o 's/{640, 0, 7, 32, 0, 3, 0}/{640, 0, 12, 256, 0, 2, 0}/; s/{768, 0, 7, 32, 0, 0, 16}, {768, 0, 12, 256, 0, 2, 0}/{768, 0, 7, 32, 0, 0, 0}/; s/{1792, 0, 7, 32, 0, 0, 16}, //; s/{2048, 8192, 7, 32, 0, 0, 16}/{2048, 8192, 7, 32, 0, 0, 0}/'
build_program_variant /tmp/ab/o.cu o_fp32 "" &
build_program_variant layernorm_backward.cu s3_fp32 "" -DKERNEL7_STAGES=3 &
wait
stamp "built"
time_twice "d o" 14 "4096 8192 32768" "516 640 700 764 768 1604 1700 1792 1860 2044" fp32
mv "$O/raw.csv" "$O/raw-ab.csv"; mv "$O/mean.txt" "$O/mean-ab.txt"
echo "$RAW_HEADER" > "$O/raw.csv"
time_builds "d s3" "7 32" "4096 8192 32768" "700 764 1652 1860 2044 704 1824" "stages at 32" fp32
mean_of_runs > "$O/mean-s3.txt"; mv "$O/raw.csv" "$O/raw-s3.csv"
LNLAB_EXTRA_SHAPES="37x516 33x644 9x700 4096x764 130x1604 5x1652 3x1616 7x1860 4096x2044 9x1824" \
    check_rungs layernorm_backward 14 "37x516 5x644 3x1604 9x1860 4096x764" 14
stamp "done"
