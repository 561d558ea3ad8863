#!/usr/bin/env bash
# Eleventh round (dev/device_daemon.sh start dev/jobs/round11_shifted.sh), about 6 minutes: the new
# backward rung 13 (kernel 9 at any width, a team's rows dealt to share one alignment) and the
# dispatcher, now 14, which takes it for widths that are not a multiple of the Pack:
#   1. first runs of rung 13 under a time limit (--check, awkward shapes, every dtype);
#   2. timings at 4097 columns (rows 4096, 8192, 32768): kernel 10 (the dispatcher's old pick),
#      rung 13 at every block size, and the dispatcher;
#   3. the GPU matrix of backward 13 and 14 (LNLAB_PASSES=layernorm_backward), then their sanitize.
# Writes under $1: first.log, raw.csv, test.log, sanitize.log.
set -u
O=$1
source dev/jobs/lib.sh
build_lab
stamp "built"
first_ok=1
for d in "" _bf16 _fp16; do
    for shape in 1x1 3x31 67x1031 5x4097 37x4100 130x12289 9000x63 3x131071; do
        timeout 60 ./layernorm_backward$d 13 --check --csv --rows ${shape%x*} --cols ${shape#*x} > "$O/first.csv" 2>&1; rc=$?
        bad=$(tail -n +2 "$O/first.csv" | grep -v "^#" | grep -vc ",ok,\|SKIP")
        echo "layernorm_backward$d 13 $shape: exit $rc, $(grep -c ',ok,' "$O/first.csv") ok, $bad not ok" >> "$O/first.log"
        [ $rc = 0 ] && [ "$bad" = 0 ] || { first_ok=0; tail -n 4 "$O/first.csv" >> "$O/first.log"; }
    done
done
stamp "first runs of rung 13: $([ $first_ok = 1 ] && echo all ok || echo FAILURES)"; grep -v ", 0 not ok" "$O/first.log" | head -n 12

echo "variant,kernel,dtype,rows,cols,block_size,ms,GB/s,pct_copy,max_abs_err,max_rel_err,status" > "$O/raw.csv"
keep_builds layernorm_backward d
for rows in 4096 8192 32768; do
    for d in fp32 bf16 fp16; do run_variant d_$d 10,13,14 $rows 4097 7; done
done
stamp "timings at 4097 columns done"
grep -E ",14,|,13," "$O/raw.csv" | awk -F, '{print $2, $3, $4, $6, $9, $12}' | sort -k1,1n -k2,2 -k3,3n -k5,5nr | head -n 60

check_backward_rungs 13,14 "67x1031 67x1032 5x4097 3x40001 130x767 37x2049 9000x63 1x65537"
