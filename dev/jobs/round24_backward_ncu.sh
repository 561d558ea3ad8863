#!/usr/bin/env bash
# Written at the end of the twenty-third round (about 2 minutes): why the bf16 backward still trails fp16 at 32768 x
# 768 (79.6 against 86.7 % of the copy at a2fa7a3) now that kernel 11's registers are equal in both ([B23]); at 512 and
# 1024 columns the two are equal. Nsight Compute of the backward dispatcher's main kernel (kernel 11) at 32768 x 768
# and, beside it, 32768 x 1024, bf16 and fp16, clocks free, into $O/ncu/.
set -u
O=$1
source dev/jobs/lib.sh
make -j16 layernorm_backward_bf16 layernorm_backward_fp16 > "$O/build.log" 2>&1 || { stamp "build FAILED"; exit 1; }
stamp "built"
for d in bf16 fp16; do
    for cols in 768 1024; do
        NCU_SECTIONS="--clock-control none --section InstructionStats" \
            ncu_profile bwd-$d-32768x$cols layernorm_backward_$d "layernorm_backward_kernel11" 14 - 32768 $cols
    done
done
stamp "done"
