#!/usr/bin/env bash
# The backward's short rows: is their tail SMs served unevenly? (about 6 minutes) The probe of the twenty-eighth round
# had the blocks of a bf16 4096 x 1024 pass end their rows between 7.4 and 14.9 us (median 11.3), where an even share of
# the bytes at the copy's rate would end them all near the median; even turns of rows did not help (the sixteenth
# round), so the work is even and the service is not. A dynamic deal that keeps determinism: launch more launch clusters
# than are resident (-DBACKWARD_TEAM_TURNS=2 or 4, host code only), each team with its fixed rows and partial row,
# and let the hardware start the later ones as SMs free up. Predicted: +3..+8 points at 16-bit 4096-8192 rows up to 2048
# columns if the tail is uneven service; a loss (the extra partial rows, no pipeline across a team's few rows) if not.
# The dispatcher (d, one turn) against t2 and t4, in turn, twice, every dtype, rows 4096 / 8192 x 512-4096, then once
# at 32768 rows (where the extra partial rows should cost little and the tail is a small part).
#   $O/raw.csv, mean.txt
# Ran at d2238fa (round38/mean-turns-d2238fa.txt): refuted, t2 and t4 lower at every cell (bf16 4096 x 1024 63.6 ->
# 56.1 / 55.9, 8192 x 4096 86.9 -> 81.2 / 74.4, fp32 8192 x 1024 85.3 -> 75.5); the switch was taken out after it. dev/NOTES.md [A38].
set -u
O=$1
source dev/jobs/lib.sh
start_variants_job layernorm_backward "t2:-DBACKWARD_TEAM_TURNS=2" "t4:-DBACKWARD_TEAM_TURNS=4"
time_builds "d t2 t4" 14 "4096 8192" "512 1024 2048 4096" "rep 1" "bf16 fp16 fp32"
time_builds "t4 t2 d" 14 "4096 8192" "512 1024 2048 4096" "rep 2" "bf16 fp16 fp32"
time_builds "d t2 t4" 14 "32768" "512 2048" "rows 32768" "bf16 fp32"
mean_of_runs > "$O/mean.txt"
stamp "done"
