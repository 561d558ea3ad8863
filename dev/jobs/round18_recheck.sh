#!/usr/bin/env bash
# Eighteenth round, a two-minute recheck (run directly: bash dev/jobs/round18_recheck.sh $OUT): the two forward cells
# of the 452256b sweep that fell far below their neighbours (bf16 8192 x 1024, 32768 x 512; the dispatcher, three
# runs each), and kernel 9 at every block size at fp32 49152 columns (rows 4096 / 8192), where the dispatcher keeps
# 1024 threads (FORWARD14_WIDEST_THREADS starts above 49152).
set -u
O=$1
source dev/jobs/lib.sh
make -j16 layernorm_forward layernorm_forward_bf16 layernorm_forward_fp16 > "$O/build.log" 2>&1 ||
    { stamp "build FAILED"; tail "$O/build.log"; exit 1; }
keep_builds layernorm_forward f
stamp "built"
echo "$RAW_HEADER" > "$O/raw.csv"
for run in 1 2 3; do run_variant f_bf16 14 8192 1024 $run; run_variant f_bf16 14 32768 512 $run; done
for rows in 4096 8192; do run_variant f_fp32 9 $rows 49152 7; done
stamp "timed"
awk -F, '$12 == "ok" {print $1, $2, $4, $5, $6, $9}' "$O/raw.csv"
