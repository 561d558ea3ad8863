#!/usr/bin/env bash
# Tenth round, check job (dev/device_daemon.sh start dev/jobs/round10_check.sh), about 4 minutes: the
# forward dispatcher 13 after its bf16 one-pass range was cut to 2048-32768 columns (kernel 10's pivot
# failed --outliers at bf16 1024 x 65536 in round10_explore.sh): kernel 10 and the dispatcher with
# --outliers at bf16 32768 and 65536 columns, the dispatcher with --outliers in every dtype, the GPU
# matrix of forward 13 and its sanitize. Writes under $1.
set -u
O=$1
source dev/jobs/lib.sh
build_lab
stamp "built"
echo "program,kernel,dtype,rows,cols,block_size,ms,GB/s,pct_copy,max_abs_err,max_rel_err,status,bitwise_repeat" > "$O/outliers.csv"
for shape in 4096x32768 1024x65536 2048x32768; do
    timeout 120 ./layernorm_forward_bf16 10,13 --check --csv --outliers --seed 7 --rows ${shape%x*} --cols ${shape#*x} 2>/dev/null |
        grep -v "^kernel," | sed "s/^/bf16,/" >> "$O/outliers.csv"
done
for d in "" _bf16 _fp16; do
    for shape in 4096x512 8192x512 4096x768 4096x1600 4096x2048 4096x4096 4096x8192 4096x12288 4096x16384 1024x32768 1024x65536 67x4097; do
        timeout 120 ./layernorm_forward$d 13 --check --csv --outliers --seed 7 --rows ${shape%x*} --cols ${shape#*x} 2>/dev/null |
            grep -v "^kernel," | sed "s/^/fwd$d,/" >> "$O/outliers.csv"
    done
done
stamp "--outliers: $(grep -c ',ok,' "$O/outliers.csv") ok, $(grep -c ',FAIL,' "$O/outliers.csv") FAIL"
grep ",FAIL," "$O/outliers.csv" | cut -d, -f1-6 | head -n 20
LNLAB_TIMEOUT=300 LNLAB_FORWARD_KERNELS=13 LNLAB_BACKWARD_KERNELS=13 LNLAB_JOBS=14 bash dev/run_tests.sh > "$O/test.log" 2>&1
stamp "matrix forward 13 backward 13 exit $?: $(tail -n 1 "$O/test.log")"
grep -E "FAIL" "$O/test.log" | head -n 10
LNLAB_TIMEOUT=300 LNLAB_FORWARD_KERNELS=13 LNLAB_BACKWARD_KERNELS=13 LNLAB_JOBS=16 \
    LNLAB_SANITIZE_SHAPES="67x1031 67x1032 5x4096 3x40000 130x768 37x2048 9000x64" bash dev/sanitize.sh > "$O/sanitize.log" 2>&1
stamp "sanitize exit $?: $(grep '^sanitize:' "$O/sanitize.log")"
grep "NOT CLEAN" "$O/sanitize.log" | head
