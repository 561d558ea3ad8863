#!/usr/bin/env bash
# Forty-second round, second job (about 2 minutes): backward kernel 15 after the first job ([A42]): column blocks
# over chunks of rows that meet by a ticket a strip, the grid in groups a chunk (column blocks, then the same rows'
# row blocks), and the row blocks' Packs converted again after the row reduction (16-bit 8 Packs 220 -> 122
# registers). From the binaries built off the device in bin15/ (b_<dtype>: the tree; c1_bf16: -DSPLIT_COLUMN_PACKS=1;
# t1_bf16 / t4_bf16: -DSPLIT_CHUNK_TRIPS=1 / 4; s_bf16 / s_fp16: -DBACKWARD14_SPLIT=1, the dispatcher taking kernel 15
# at 16-bit rows of up to 1024 columns and 8192 rows): its GPU check at every block size, sanitize, and its timing
# beside the dispatcher.
# Predicted: kernel 15 ahead of the dispatcher at 16-bit 4096-8192 rows x 512-1024 columns, level at 1600-2048.
#   bash dev/jobs/round42_split2.sh OUTDIR
# Ran on an H200, 2026-11-27 (results/dev-h200-2026-11-27/round42/*-split.*): correct (293 ok, 0 FAIL; sanitize 36
# clean), flat at 50-57 % of the copy, behind the dispatcher everywhere but 4096 x 512 (level); the s dispatcher lost
# wherever it took kernel 15. Nsight Compute: DRAM reads the minimum, a quarter of the warps active ([B42], [C42]).
# bin15/ was built off the device from 0d60258 with dev/jobs/round42_split.patch, stripped, and carried:
#   F="-O3 -std=c++17 -arch=sm_90 -lineinfo -Xcompiler -fopenmp"; nvcc $F [-DENABLE_BF16|-DENABLE_FP16] [-D...] \
#       layernorm_backward.cu -o bin15/<build>_<dtype> -lgomp; strip bin15/*
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
B=bin15
stamp "check"
SHAPES="1x8 3x64 2x32 128x128 9000x64 4096x768 8192x1600 37x2048 4096x1480 16385x512 1x2048 7x1024 130x768 67x1032 3x12288 5x4100 33000x16"
VSHAPES="4096x768 9000x64 8192x1600 37x2048 1x2048"
{ for p in b_fp32 b_bf16 b_fp16; do for s in $SHAPES; do echo "$p $s"; done; done
  for p in c1_bf16 t1_bf16 t4_bf16; do for s in $VSHAPES; do echo "$p $s"; done; done
  for p in s_bf16 s_fp16; do for s in $SHAPES 4096x512 8192x1024 4099x1000; do echo "$p $s"; done; done; } |
    xargs -P 4 -n 2 bash -c 'k=15; case $0 in s_*) k=14;; esac; timeout 120 ./'"$B"'/$0 $k --check --csv --rows ${1%x*} --cols ${1#*x} 2>>'"$O"'/check.err | tail -n +2 | grep -v "^#" | sed "s/^/$0,/"' > "$O/check.csv"
echo "check: $(grep -c ',ok,' "$O/check.csv") ok, $(grep -c ',FAIL,' "$O/check.csv") FAIL, $(grep -c ',SKIP' "$O/check.csv") skipped rows; repeat no: $(grep -c ',no$' "$O/check.csv")"
grep ',FAIL,' "$O/check.csv" | head
stamp "sanitize"
for p in b_fp32 b_bf16 b_fp16; do for tool in memcheck racecheck synccheck initcheck; do for s in 67x1032 130x768 2100x64; do
    echo "$p $tool $s"; done; done; done | xargs -P 8 -n 3 bash -c '
    log='"$O"'/san.$0.$1.$2.log
    compute-sanitizer --tool $1 --error-exitcode 99 --print-limit 10 ./'"$B"'/$0 15 --check --csv --rows ${2%x*} --cols ${2#*x} --seed 7 > $log 2>&1
    code=$?
    if [ $code = 0 ] && grep -qE "ERROR SUMMARY: 0 errors|RACECHECK SUMMARY: 0 hazards displayed \(0 errors" $log; then echo "clean $0 $1 $2"; else echo "NOT CLEAN $0 $1 $2 exit $code"; fi' | sort > "$O/sanitize.txt"
echo "sanitize: $(grep -c '^clean' "$O/sanitize.txt") clean, $(grep -c '^NOT' "$O/sanitize.txt") not clean"; grep '^NOT' "$O/sanitize.txt"
stamp "timing"
for rows in 4096 8192 32768; do
    for cols in 512 768 1024 1600 2048; do
        ./$B/b_bf16 14,15 --csv --rows $rows --cols $cols 2>/dev/null | tail -n +2 | grep -v '^#' | sed 's/^/b,/'
        if [ $rows != 32768 ] && [ $cols -le 1024 ]; then
            ./$B/s_bf16 14 --csv --rows $rows --cols $cols 2>/dev/null | tail -n +2 | grep -v '^#' | sed 's/^/s,/'
        fi
        if [ $rows != 32768 ] && [ $cols != 768 ] && [ $cols != 1600 ]; then
            for v in c1 t1 t4; do ./$B/${v}_bf16 15 --csv --rows $rows --cols $cols 2>/dev/null | tail -n +2 | grep -v '^#' | sed "s/^/$v,/"; done
        fi
    done
    for cols in 512 768 1024; do
        ./$B/b_fp32 14,15 --csv --rows $rows --cols $cols 2>/dev/null | tail -n +2 | grep -v '^#' | sed 's/^/b,/'
    done
done > "$O/timing.csv"
stamp "done"
# the best block size of each (build, kernel, dtype, rows, cols), % of the copy
awk -F, '$12 == "ok" { k = $1 " k" $2 " " $3 " " $4 "x" $5; if (!(k in best) || $9 > best[k]) { best[k] = $9; bs[k] = $6 } }
         END { for (k in best) printf "%s %s @%s\n", k, best[k], bs[k] }' "$O/timing.csv" | sort -k3,3 -k4,4V -k1,1 -k2,2 | tee "$O/best.txt"
