#!/usr/bin/env bash
# Twelfth round, third job (dev/device_daemon.sh start dev/jobs/round12_check.sh), about 5 minutes:
# rung 13 with its dx stores kept whole and, again, one Pack a thread where a row fits 576 threads
# (two blocks an SM); the dispatcher 14 taking it there.
#   1. timings: kernels 10, 13, 14 at 4097 columns (rows 4096, 8192, 32768), 1031 and 2049 (rows 4096,
#      32768), every dtype; the control, 9 against 13 at 4096 columns in bf16;
#   2. Nsight Compute at bf16 32768 x 4097, rung 13 (544 threads);
#   3. the GPU matrix of backward 13 and 14, then their sanitize.
# Writes under $1: raw.csv, ncu/*.txt, test.log, sanitize.log.
set -u
O=$1
source dev/jobs/lib.sh
build_lab
stamp "built"
keep_builds layernorm_backward d
echo "variant,kernel,dtype,rows,cols,block_size,ms,GB/s,pct_copy,max_abs_err,max_rel_err,status" > "$O/raw.csv"
for d in fp32 bf16 fp16; do
    for rows in 4096 8192 32768; do run_variant d_$d 10,13,14 $rows 4097 7; done
    for rows in 4096 32768; do for cols in 1031 2049; do run_variant d_$d 10,13,14 $rows $cols 7; done; done
done
for rows in 4096 32768; do run_variant d_bf16 9,13 $rows 4096 7; done
stamp "timings done"
awk -F, '$12 == "ok" {print $2, $3, $4, $5, $6, $9}' "$O/raw.csv" | sort -k5,5n -k2,2 -k3,3n -k1,1n -k6,6nr |
    awk '{k = $1 " " $2 " " $3 " " $4; if (!(k in seen)) { seen[k] = 1; print } }'
grep -v ",ok$" "$O/raw.csv" | grep -v "^variant" | cut -d, -f2-6,12 | sort | uniq -c | head
mkdir -p "$O/ncu"
profile() {   # kernel block_size rows cols: the main kernel's second timed launch
    ncu --section SpeedOfLight --section MemoryWorkloadAnalysis --section WarpStateStats --section Occupancy \
        --metrics dram__bytes_read.sum,dram__bytes_write.sum,lts__t_sectors_op_write.sum,lts__t_sectors_op_read.sum,gpu__time_duration.sum \
        -k "regex:layernorm_backward_kernel" --launch-skip 6 --launch-count 1 \
        ./layernorm_backward_bf16 $1 $2 --rows $3 --cols $4 > "$O/ncu/bf16-$1-$2-$3x$4.txt" 2>&1
    stamp "ncu kernel $1 ($2 threads) $3 x $4: $(grep -E 'dram__bytes_(read|write).sum|lts__t_sectors_op_write.sum|gpu__time_duration.sum|Spilling Requests  ' "$O/ncu/bf16-$1-$2-$3x$4.txt" | awk '{print $1, $(NF-1), $NF}' | tr '\n' ' ')"
}
profile 13 512 32768 4097
LNLAB_PASSES=layernorm_backward LNLAB_TIMEOUT=300 LNLAB_BACKWARD_KERNELS=13,14 LNLAB_JOBS=14 bash dev/run_tests.sh > "$O/test.log" 2>&1
stamp "matrix backward 13,14 exit $?: $(tail -n 1 "$O/test.log")"
grep -E "FAIL" "$O/test.log" | head -n 10
LNLAB_PASSES=layernorm_backward LNLAB_TIMEOUT=300 LNLAB_BACKWARD_KERNELS=13,14 LNLAB_JOBS=16 \
    LNLAB_SANITIZE_SHAPES="67x1031 5x4097 3x40001 130x767 37x2049 9000x63 3x4096" bash dev/sanitize.sh > "$O/sanitize.log" 2>&1
stamp "sanitize exit $?: $(grep '^sanitize:' "$O/sanitize.log")"
grep "NOT CLEAN" "$O/sanitize.log" | head
