#!/usr/bin/env bash
# Forty-second round, third job (about 2 minutes): backward kernel 15 at about half the registers ([C42]: a quarter of
# the warps active at 72 / 122 registers): row blocks with at most 2 Packs a lane (teams of 1-16 warps a row, meeting
# through shared memory), column blocks of 4 Packs of columns with 1 Pack a thread (a warp reads 8 rows x 64 bytes a
# load); 51 / 42 registers (2 / 1 Packs) in every dtype. From the binaries built off the device in bin15/ (b_<dtype>:
# dev/jobs/round42_split3.patch; r4_bf16: -DSPLIT_ROWS_IN_FLIGHT=4; t4_bf16: -DSPLIT_CHUNK_TRIPS=4; s_bf16 / s_fp16:
# -DBACKWARD14_SPLIT=1, the dispatcher taking kernel 15 at 128 threads for 16-bit rows of up to 1024 columns and 8192
# rows): the GPU check at every block size, sanitize, and the timing beside the dispatcher.
# Predicted: about twice [B42]'s warps; kernel 15 level with the dispatcher or ahead at 16-bit 4096-8192 rows x
# 512-1024 columns.
#   bash dev/jobs/round42_split3.sh OUTDIR
# Ran on an H200, 2026-11-27 (results/dev-h200-2026-11-27/round42/*-lean.*): correct (218 ok, 0 FAIL; sanitize 36
# clean); flat at 54-60 % of the copy, ahead of the dispatcher only at bf16 4096 x 512 (49.8 -> 58.3) ([D42]). Run it
# on an H100 next: if L2 caps it (5/3 of the bytes pass L2), the cap is higher there.
# bin15/ was built off the device from 0d60258 with dev/jobs/round42_split3.patch, stripped, and carried:
#   F="-O3 -std=c++17 -arch=sm_90 -lineinfo -Xcompiler -fopenmp"; nvcc $F [-DENABLE_BF16|-DENABLE_FP16] [-D...] \
#       layernorm_backward.cu -o bin15/<build>_<dtype> -lgomp; strip bin15/*
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
B=bin15
cp /dev/null "$O/timing.csv"
stamp "timing"   # first: what the machine is there for; each shape appended as it ends
for rows in 4096 8192 32768; do
    for cols in 512 1024 2048 4096; do
        ./$B/b_bf16 14,15 --csv --rows $rows --cols $cols 2>/dev/null | tail -n +2 | grep -v '^#' | sed 's/^/b,/' >> "$O/timing.csv"
        if [ $rows != 32768 ] && [ $cols -le 1024 ]; then
            ./$B/s_bf16 14 --csv --rows $rows --cols $cols 2>/dev/null | tail -n +2 | grep -v '^#' | sed 's/^/s,/' >> "$O/timing.csv"
        fi
        if [ $rows != 32768 ] && [ $cols != 4096 ]; then
            for v in r4 t4; do ./$B/${v}_bf16 15 --csv --rows $rows --cols $cols 2>/dev/null | tail -n +2 | grep -v '^#' | sed "s/^/$v,/" >> "$O/timing.csv"; done
        fi
    done
    for cols in 512 1024 2048; do
        ./$B/b_fp32 14,15 --csv --rows $rows --cols $cols 2>/dev/null | tail -n +2 | grep -v '^#' | sed 's/^/b,/' >> "$O/timing.csv"
    done
done
stamp "check"
SHAPES="1x8 3x64 2x32 128x128 9000x64 4096x768 8192x1600 37x2048 4096x1480 16385x512 1x2048 7x1024 130x768 67x1032 3x12288 5x4100 33000x16 3x8192 5x4096 2x16384"
{ for p in b_fp32 b_bf16 b_fp16; do for s in $SHAPES; do echo "$p $s"; done; done
  for p in r4_bf16 t4_bf16; do for s in 4096x768 9000x64 8192x1600 37x2048 1x2048; do echo "$p $s"; done; done
  for p in s_bf16 s_fp16; do for s in 4096x512 8192x1024 4099x1000 1x8 37x2048 130x768 9000x64; do echo "$p $s"; done; done; } |
    xargs -P 6 -n 2 bash -c 'k=15; case $0 in s_*) k=14;; esac; timeout 120 ./'"$B"'/$0 $k --check --csv --rows ${1%x*} --cols ${1#*x} 2>>'"$O"'/check.err | tail -n +2 | grep -v "^#" | sed "s/^/$0,/"' > "$O/check.csv"
echo "check: $(grep -c ',ok,' "$O/check.csv") ok, $(grep -c ',FAIL,' "$O/check.csv") FAIL, $(grep -c ',SKIP' "$O/check.csv") skipped rows; repeat no: $(grep -c ',no$' "$O/check.csv")"
grep ',FAIL,' "$O/check.csv" | head -5
stamp "sanitize"
for p in b_fp32 b_bf16 b_fp16; do for tool in memcheck racecheck synccheck initcheck; do for s in 67x1032 130x768 2100x64; do
    echo "$p $tool $s"; done; done; done | xargs -P 12 -n 3 bash -c '
    log='"$O"'/san.$0.$1.$2.log
    compute-sanitizer --tool $1 --error-exitcode 99 --print-limit 10 ./'"$B"'/$0 15 --check --csv --rows ${2%x*} --cols ${2#*x} --seed 7 > $log 2>&1
    code=$?
    if [ $code = 0 ] && grep -qE "ERROR SUMMARY: 0 errors|RACECHECK SUMMARY: 0 hazards displayed \(0 errors" $log; then echo "clean $0 $1 $2"; else echo "NOT CLEAN $0 $1 $2 exit $code"; fi' | sort > "$O/sanitize.txt"
echo "sanitize: $(grep -c '^clean' "$O/sanitize.txt") clean, $(grep -c '^NOT' "$O/sanitize.txt") not clean"; grep '^NOT' "$O/sanitize.txt"
stamp "done"
awk -F, '$12 == "ok" { k = $1 " k" $2 " " $3 " " $4 "x" $5; if (!(k in best) || $9 > best[k]) { best[k] = $9; bs[k] = $6 } }
         END { for (k in best) printf "%s %s @%s\n", k, best[k], bs[k] }' "$O/timing.csv" | sort -k3,3 -k4,4V -k1,1 -k2,2 | tee "$O/best.txt"
