#!/usr/bin/env bash
# Thirteenth round, forward check (dev/device_daemon.sh start dev/jobs/round13_forward_fix.sh), about 9 minutes:
# the forward's Packs zeroed before their loads and the first pass over them without branches (kernels 6, 7, 9,
# 10), so that ptxas issues every load of a row before any use (the fp16 4-Pack block instances had their fourth
# load after the first Pack's sum: two round trips a row).
#   1. timings, A/B in one process order: kernels 8, 9, 10, 13 of this build (d) and 9, 10 of the previous forward
#      (o: dev/jobs/prev_layernorm_forward.cu, made by `git show 44d1256:layernorm_forward.cu` before the run, not committed), every block size, rows 4096 x cols
#      4096-65536 and rows 32768 x 12288, 32768, every dtype;
#   2. the GPU matrix of forward 6, 7, 9, 10, 13, then their sanitize;
#   3. --outliers of forward 9, 10, 13 at 12 widths, every dtype.
# Writes under $1: raw.csv, test.log, sanitize.log, outliers.csv.
set -u
O=$1
source dev/jobs/lib.sh
build_lab
for d in fp32 bf16 fp16; do build_program_variant dev/jobs/prev_layernorm_forward.cu o_$d "$(dtype_flag $d)" -I. & done
wait
keep_builds layernorm_forward d
stamp "built"
echo "$RAW_HEADER" > "$O/raw.csv"
for d in fp16 bf16 fp32; do
    for shape in 4096x32768 4096x12288 4096x16384 4096x4096 4096x8192 4096x65536 32768x32768 32768x12288; do
        run_variant d_$d 8,9,10,13 ${shape%x*} ${shape#*x} 7
        run_variant o_$d 9,10 ${shape%x*} ${shape#*x} 7
    done
    stamp "timed $d"
done
best_per_rung
LNLAB_PASSES=layernorm_forward LNLAB_TIMEOUT=300 LNLAB_FORWARD_KERNELS=6,7,9,10,13 LNLAB_JOBS=14 bash dev/run_tests.sh > "$O/test.log" 2>&1
stamp "matrix forward 6,7,9,10,13 exit $?: $(tail -n 1 "$O/test.log")"
grep -E "FAIL" "$O/test.log" | head -n 10
LNLAB_PASSES=layernorm_forward LNLAB_TIMEOUT=300 LNLAB_FORWARD_KERNELS=6,7,9,10,13 LNLAB_JOBS=16 \
    LNLAB_SANITIZE_SHAPES="67x1031 5x4100 130x128 3x4097 2x65537 37x2048 9000x63 1x12288" bash dev/sanitize.sh > "$O/sanitize.log" 2>&1
stamp "sanitize exit $?: $(grep '^sanitize:' "$O/sanitize.log")"
grep "NOT CLEAN" "$O/sanitize.log" | head
echo "program,kernel,dtype,rows,cols,block_size,ms,GB/s,pct_copy,max_abs_err,max_rel_err,status" > "$O/outliers.csv"
for d in "" _bf16 _fp16; do
    for cols in 512 768 1024 1600 2048 4096 4097 8192 12288 16384 32768 65536; do
        timeout 120 ./layernorm_forward$d 9,10,13 --check --csv --outliers --seed 7 --rows 64 --cols $cols 2>/dev/null |
            grep -v "^kernel," | grep -v "^#" | sed "s/^/fwd$d,/" >> "$O/outliers.csv"
    done
done
stamp "--outliers: $(grep -c ',ok' "$O/outliers.csv") ok, $(grep -c ',FAIL' "$O/outliers.csv") FAIL"
grep ",FAIL" "$O/outliers.csv" | cut -d, -f1-6 | head -n 20
