#!/usr/bin/env bash
# Fifteenth round (dev/device_daemon.sh start dev/jobs/round15_wide.sh, or after round15_first.sh), about 5 minutes:
# forward rung 13, a block per row with the Packs past the registers' in shared memory (cp.async), no cluster,
# written in the fourteenth round without a GPU. Round 14 measured the cluster's cost: bf16 kernel 9 at 4096 x 32768
# (one block a row) 95% of the copy, at 4096 x 65536 (a cluster of two) 56-65% at every block size.
#   1. the GPU matrix of forward 13 (every shape of make test's matrix, every dtype), its sanitize at wide and odd
#      widths, make sass (kernel 13 is judged);
#   2. timings at every block size: forward 9, 10, 13 and the dispatcher (14), rows 4096 and 8192 x 32768, 49152,
#      65536 and 65537 columns, 32768 x 32768, every dtype.
# Writes under $1: test.log, sanitize.log, sass.log, raw.csv.
set -u
O=$1
source dev/jobs/lib.sh
start_forward_job
check_rungs layernorm_forward 13 "3x65536 5x65537 2x131071 37x40000 67x1031 9000x63"
bash dev/sass_check.sh > "$O/sass.log" 2>&1
stamp "make sass exit $?"
echo "$RAW_HEADER" > "$O/raw.csv"
for d in bf16 fp16 fp32; do
    for shape in 4096x65536 8192x65536 4096x65537 4096x49152 4096x32768 8192x32768 32768x32768; do
        run_variant f_$d 9,10,13,14 ${shape%x*} ${shape#*x} 7
    done
    stamp "timed $d"
done
best_per_rung
