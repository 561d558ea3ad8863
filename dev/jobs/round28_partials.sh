#!/usr/bin/env bash
# Twenty-eighth round, second job (about 11 minutes). round28_phases.sh found kernel 7's blocks at bf16 4096 x 32768
# spending 40 us (median; 53 the slowest) on their partial rows (17 MB stored one float at a time, a warp's store
# touching 32 sectors 4 bytes each), the pass's ~52 us over the copy (results/dev-h100-2026-11-24/round28/
# probe-phases-c855d25.csv). put_team_sums now stores whole 16-byte vectors (every kernel but rung 13's instances).
# Predicted: bf16 / fp16 4096 x 32768 81.5 -> ~90 % of the copy, 8192 x 32768 +4; fp32 (kernel 6, 7.7 MB of partial
# rows) +1-3; short rows (kernels 11 and 12 put their sums into shared memory: an 8-way bank conflict before) +0-2.
# The dispatcher o (ab/prev_backward.cu = c855d25's) / d at rows 4096 / 8192, then the probe's phases, then the
# matrix of backward rungs 6-14 in every dtype and their sanitize.
# Ran at 09a5c90 (results/dev-h100-2026-11-24/round28/raw-partials-09a5c90.csv, probe-partials-09a5c90.csv,
# test-6-14-09a5c90.txt, sanitize-6-14-09a5c90.txt).
#   $O/raw.csv, best.txt, probe.csv, test.log, sanitize.log
set -u
O=$1
source dev/jobs/lib.sh
start_backward_job
build_source_in_dtypes ab/prev_backward.cu o
time_builds "o d" 14 "4096 8192" "512 1024 2048 4096 8192 16384 32768 65536" "o / d" "bf16 fp32"
time_builds "o d" 14 "4096 8192" "1024 8192 32768" "o / d" "fp16"
time_builds "o d" 14 "32768" "512 1024" "o / d" "bf16"
best_per_rung > "$O/best.txt"
probe_dispatcher "bf16:4096:32768 bf16:8192:32768 fp32:4096:32768 bf16:4096:16384 bf16:4096:1024"
grep -E "dispatcher|,main|copy|partials|rows_done" "$O/probe.csv"
check_rungs layernorm_backward 6,7,8,9,10,11,12,13,14 "67x1031 5x4100 130x128 37x4097 3x32768"
stamp "done"
