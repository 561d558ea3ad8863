#!/usr/bin/env bash
# Fourteenth round, check of 68d6f1c's follow-up (run directly, about 4 minutes): weight and bias are shifted only
# in the register rungs' 4-Pack instances (fp16 kernel 9's 2-Pack block instance had gone from 32 to 42 registers
# and the fp16 dispatcher at 4096 columns from 95-99% of the copy to 88-92). Every forward entry's PTX is identical
# to the switched build that round14_first.sh validated or to 16da5b9's. Times the dispatcher at the cells that
# the 1-, 2- and 4-Pack instances serve, 16-bit, then the GPU matrix of forward 13 and make sass.
set -u
O=$1
source dev/jobs/lib.sh
start_forward_job
echo "$RAW_HEADER" > "$O/raw.csv"
for d in fp16 bf16; do
    for rows in 4096 8192 32768; do for cols in 512 1024 4096 4097; do run_variant f_$d 13 $rows $cols 7; done; done
    run_variant f_$d 13 4096 2049 7
done
stamp "timed"
best_per_rung
LNLAB_PASSES=layernorm_forward LNLAB_TIMEOUT=200 LNLAB_FORWARD_KERNELS=13 LNLAB_JOBS=14 bash dev/run_tests.sh > "$O/test.log" 2>&1
stamp "matrix forward 13 exit $?: $(tail -n 1 "$O/test.log")"
grep -E "FAIL|SASS|instances" "$O/test.log" | head -n 12
