#!/usr/bin/env bash
# Thirty-fourth round, first job (about 20 minutes; each part's files kept apart, so a part cut short loses only
# itself). In the order of what it may change:
#  1. map: kernels 7 and 9 at every block size at 2, 3 and 4 stages (d, s3, s4: -DKERNEL7_STAGES) beside the
#     dispatcher, one run, rows 4096 / 8192 / 32768, at the table rows [A33] did not refit: bf16 512 and 1024 (kernel
#     11 there), 1280, 3584; fp32 640 and 1792 (kernel 12), 2048 (kernel 8 from 8192 rows). Predicted: 3-4 stages of
#     kernel 7 ahead of kernel 11 / 12 by 1-5 points at 1024-1792, behind or level at 512-640.
#     $O/raw-map.csv, best-map.txt, summary-map.txt
#  2. the 16-bit 4096 columns (round34_next.sh, which this replaces): the dispatcher (d: kernel 9 at 256) against the
#     table's old pick (k11: kernel 11 at 512), in turn, three times, with fp32 kernel 8's cells of unchanged code as a
#     control, and probe_dispatcher's grids. Predicted: d ahead by 1-2 points in every run; the grids alike.
#     $O/raw-4096.csv, mean-4096.txt, probe.csv, k11.diff
#  3. KERNEL7_SHARED_STATS=1 (ss: rung 13's one-Pack blocks with the rows' mean and rstd in shared memory, no spill
#     at 4 stages) against the tree (d), the dispatcher at 16-bit odd widths, in turn, twice; then the matrix of rungs
#     13 and 14 and their sanitize in that build. Predicted: ss +0..+2 at 3079-4601 (beyond 2560: 4 stages).
#     $O/raw-ss.csv, mean-ss.txt, test-ss.log, sanitize-ss.log
#  4. the matrix of rungs 7, 9 and 13 and their sanitize built with -DKERNEL7_STAGES=3 and 4 (the dispatcher's
#     deeper instances are checked through rung 14; these are the rungs' own). $O/test-st3.log, -st4, sanitize-st3/4
# Ran at 87741b6 (results/dev-h100-2026-11-25/round34/*-87741b6.*): [A34]. The map moved nothing in 16-bit (no
# configuration ahead of the dispatcher's at every row count by more than 0.8) and found fp32 640 and 1792 (the table's next change); 4096 columns: d
# ahead of k11 at 5 of 6 cells (fp16 32768 rows -0.4), three runs within 0.4; ss slower at 21 of 24 cells (by up to
# 4.1; taken out); every matrix passed.
set -u
O=$1
source dev/jobs/lib.sh
start_backward_job
keep_part() {   # part: raw.csv (and mean.txt, best.txt, summary.txt where made) kept under the part's name, raw.csv begun again
    mv "$O/raw.csv" "$O/raw-$1.csv"
    local f; for f in mean best summary; do [ -f "$O/$f.txt" ] && mv "$O/$f.txt" "$O/$f-$1.txt"; done
    echo "$RAW_HEADER" > "$O/raw.csv"
}
build_variants layernorm_backward "s3:-DKERNEL7_STAGES=3" "s4:-DKERNEL7_STAGES=4" "ss:-DKERNEL7_SHARED_STATS=1"
edit_copy k11 's/{4096, 0, 9, 256, 0, 0}, {6144, 0, 7, 512, 0, 3}/{4096, 0, 11, 512, 2, 0}, {6144, 0, 7, 512, 0, 3}/'
build_source_in_dtypes /tmp/ab/k11.cu k11

# 1
time_builds "d s3 s4" "7,9" "4096 8192 32768" "512 1024 1280 3584" "map 16-bit" "bf16"
time_builds "d s3 s4" "7,9" "4096 8192 32768" "640 1792 2048" "map fp32" "fp32"
time_builds "d" 14 "4096 8192 32768" "512 1024 1280 3584" "map dispatcher" "bf16"
time_builds "d" 14 "4096 8192 32768" "640 1792 2048" "map dispatcher" "fp32"
best_per_rung > "$O/best.txt"
summarize_by_build
keep_part map

# 2
for rep in 1 2 3; do time_builds "d k11" 14 "4096 8192 32768" "4096" "rep $rep 4096" "bf16 fp16"; done
time_builds "d" 14 "8192 32768" "2048 8192" "control" fp32
probe_dispatcher "bf16:8192:4096 bf16:32768:4096 fp32:32768:2048 fp32:32768:8192"
mean_of_runs > "$O/mean.txt"
keep_part 4096

# 3
for rep in 1 2; do time_builds "d ss" 14 "4096 8192 32768" "2563 3079 4097 4601" "rep $rep ss" "bf16 fp16"; done
mean_of_runs > "$O/mean.txt"
keep_part ss
program_as_lab layernorm_backward ss "-DKERNEL7_SHARED_STATS=1"
LNLAB_EXTRA_SHAPES="67x3079 4096x4097 5x2568 9x4601 3x2563" check_rungs layernorm_backward "13,14" "67x3079 5x4097 5x2568 3x1031 9x4601" ss

# 4
for s in 3 4; do
    program_as_lab layernorm_backward st$s "-DKERNEL7_STAGES=$s"
    LNLAB_EXTRA_SHAPES="67x3079 4096x4097 4096x5120 9x4608 130x7168" check_rungs layernorm_backward "7,9,13" "37x512 5x768 9x2560 4x4096 3x5120 67x3079 5x4097" st$s
done
stamp "done"
