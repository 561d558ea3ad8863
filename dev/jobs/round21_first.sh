#!/usr/bin/env bash
# Twenty-first round, first job (COMMIT=<sha> bash dev/device_daemon.sh start dev/jobs/round21_first.sh 570, then
# `wait`), about 15 minutes (written in the twentieth round, not yet run): the questions [C20] left open
# (dev/NOTES.md, Twentieth round, Next).
#   1. $O/raw.csv: the backward dispatcher in three builds, each shape n, q, d: n the pull (-DCLUSTER_PUSH_SUMS=0, as
#      before the twentieth round), q the pull with the state padded to the push's size (-DROW_REDUCE_STATE_PAD=144),
#      d as committed (the push); 1024, 2048, 12288 and 16384 columns x rows 4096 / 8192 / 32768, every dtype. If q
#      runs with d at 16-bit 12288-16384 columns, the 144 bytes, not the push, made those 4-5 points; 1024-2048 says
#      whether [C20]'s five lower cells were the bytes or the spread between runs.
#   2. $O/ncu/: the dispatcher at bf16 4096 x 16384 (kernel 9 at 512 threads, clusters of 2) in n and d, with the shared
#      memory tables (bank conflicts, wavefronts).
#   3. $O/test.log, $O/sanitize.log: rung 13's GPU matrix and sanitize with the push (its cluster instances had not
#      been run with it).
#   4. $O/raw-refit.csv: backward rungs 6-9 at every block size, rows 4096 / 8192 x 8192-65536 columns, every dtype,
#      for refitting the dispatcher's wide rows now that cluster teams cost no fence.
# Its timing loops were folded into lib.sh's time_builds after the run: the same calls in the same order (checked
# with a stub run_variant).
set -u
O=$1
source dev/jobs/lib.sh
build_lab_and_variants layernorm_backward "n:-DCLUSTER_PUSH_SUMS=0" "q:-DCLUSTER_PUSH_SUMS=0 -DROW_REDUCE_STATE_PAD=144"
echo "$RAW_HEADER" > "$O/raw.csv"
time_builds "n q d" 14 "4096 8192 32768" "1024 2048 12288 16384" "n / q / d" "bf16 fp16 fp32"
awk -F, '$12 == "ok" {print $1, $3, $4, $5, $9}' "$O/raw.csv" | paste -d' ' - - - |
    awk '{printf "%s %s %s n %s q %s d %s\n", $2, $3, $4, $5, $10, $15}'
NCU_SECTIONS="--section MemoryWorkloadAnalysis_Tables --section SourceCounters" ncu_profile dispatcher-bf16-n-4096x16384 /tmp/v/n_bf16 layernorm_backward_kernel 14 - 4096 16384
NCU_SECTIONS="--section MemoryWorkloadAnalysis_Tables --section SourceCounters" ncu_profile dispatcher-bf16-d-4096x16384 /tmp/v/d_bf16 layernorm_backward_kernel 14 - 4096 16384
check_rungs layernorm_backward 13 "2x65537 3x40000 5x16385 67x1031 9x61 130x768"
cp "$O/raw.csv" "$O/raw-ab.csv"
echo "$RAW_HEADER" > "$O/raw.csv"
time_builds d 6,7,8,9 "4096 8192" "8192 12288 16384 32768 65536" refit
mv "$O/raw.csv" "$O/raw-refit.csv"; cp "$O/raw-ab.csv" "$O/raw.csv"
awk -F, '$12 == "ok" {print $1, $2, $3, $4, $5, $6, $9}' "$O/raw-refit.csv" | sort -k5,5n -k3,3 -k4,4n -k1,1 -k2,2n -k7,7nr |
    awk '{k = $1 " " $2 " " $3 " " $4 " " $5; if (!(k in seen)) { seen[k] = 1; print } }'
stamp "done"
