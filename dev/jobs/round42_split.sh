#!/usr/bin/env bash
# Forty-second round, first job (about 6 minutes): backward kernel 15 (two roles in one launch, x and dy shared
# through L2) from the binaries built off the device in bin15/ (b_<dtype>: the tree; c1_<dtype>:
# -DSPLIT_COLUMN_PACKS=1): its GPU check at every block size, sanitize, and its timing beside the dispatcher.
# Predicted: 16-bit 4096-8192 rows x 512-2048 columns from the dispatcher's 55-83 % of the copy toward 85-95.
#   bash dev/jobs/round42_split.sh OUTDIR
# Ran on an H200, 2026-11-27 (results/dev-h200-2026-11-27/round42/*-draft.*): correct (279 ok, 0 FAIL; sanitize 36
# clean), ahead of the dispatcher only at 4096 rows x 512-1024 columns (bf16 4096 x 512 50.3 -> 58.6 with c1), far
# behind at many rows (32768 x 2048 76.2 -> 34.8): a column block's rows are a serial chain of trips ([A42]).
# bin15/ was built off the device from 0d60258 with the first draft of kernel 15 (no chunks: a column block walked every row; not kept, dev/NOTES.md [A42]), stripped, and carried:
#   F="-O3 -std=c++17 -arch=sm_90 -lineinfo -Xcompiler -fopenmp"; nvcc $F [-DENABLE_BF16|-DENABLE_FP16] [-D...] \
#       layernorm_backward.cu -o bin15/<build>_<dtype> -lgomp; strip bin15/*
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
B=bin15
stamp "check"
SHAPES="1x8 3x64 2x32 128x128 9000x64 4096x768 8192x1600 37x2048 4096x1480 16385x512 1x2048 7x1024 130x768 67x1032 3x12288 5x4100"
for p in b_fp32 b_bf16 b_fp16 c1_fp32 c1_bf16; do
    for s in $SHAPES; do
        timeout 120 ./$B/$p 15 --check --csv --rows ${s%x*} --cols ${s#*x} 2>>"$O/check.err" | tail -n +2 | grep -v '^#' | sed "s/^/$p,/"
    done
done > "$O/check.csv"
echo "check: $(grep -c ',ok,' "$O/check.csv") ok, $(grep -c ',FAIL,' "$O/check.csv") FAIL, $(grep -c ',SKIP' "$O/check.csv") skipped rows"
grep ',FAIL,' "$O/check.csv" | head
stamp "sanitize"
for p in b_fp32 b_bf16 c1_bf16; do for tool in memcheck racecheck synccheck initcheck; do for s in 67x1032 130x768 37x2048; do
    echo "$p $tool $s"; done; done; done | xargs -P 6 -n 3 bash -c '
    log='"$O"'/san.$0.$1.$2.log
    compute-sanitizer --tool $1 --error-exitcode 99 --print-limit 10 ./'"$B"'/$0 15 --check --csv --rows ${2%x*} --cols ${2#*x} --seed 7 > $log 2>&1
    code=$?
    if [ $code = 0 ] && grep -qE "ERROR SUMMARY: 0 errors|RACECHECK SUMMARY: 0 hazards displayed \(0 errors" $log; then echo "clean $0 $1 $2"; else echo "NOT CLEAN $0 $1 $2 exit $code"; fi' | sort > "$O/sanitize.txt"
echo "sanitize: $(grep -c '^clean' "$O/sanitize.txt") clean, $(grep -c '^NOT' "$O/sanitize.txt") not clean"; grep '^NOT' "$O/sanitize.txt"
stamp "timing"
for rows in 4096 8192 32768; do
    for cols in 512 768 1024 1600 2048; do
        ./$B/b_bf16 14,15 --csv --rows $rows --cols $cols 2>/dev/null | tail -n +2 | grep -v '^#' | sed 's/^/b,/'
        ./$B/c1_bf16 15 --csv --rows $rows --cols $cols 2>/dev/null | tail -n +2 | grep -v '^#' | sed 's/^/c1,/'
    done
    for cols in 512 768 1024; do
        ./$B/b_fp32 14,15 --csv --rows $rows --cols $cols 2>/dev/null | tail -n +2 | grep -v '^#' | sed 's/^/b,/'
        ./$B/c1_fp32 15 --csv --rows $rows --cols $cols 2>/dev/null | tail -n +2 | grep -v '^#' | sed 's/^/c1,/'
    done
done > "$O/timing.csv"
stamp "done"
# the best block size of each (build, kernel, dtype, rows, cols), % of the copy
awk -F, '$12 == "ok" { k = $1 " k" $2 " " $3 " " $4 "x" $5; if (!(k in best) || $9 > best[k]) { best[k] = $9; bs[k] = $6 } }
         END { for (k in best) printf "%s %s @%s\n", k, best[k], bs[k] }' "$O/timing.csv" | sort -k3,3 -k4,4V -k1,1 -k2,2 | tee "$O/best.txt"
