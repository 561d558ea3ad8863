#!/usr/bin/env bash
# Fourteenth round, A/B (run directly, about 2 minutes): do the 4-Pack instances lose on aligned rows for carrying
# the shifted weight/bias branch (never taken there)? The committed forward (f) against -DFORWARD_SHIFT_MIN_PACKS=8
# (u: no 16-bit register instance shifts), dispatcher 13, bf16 and fp16, aligned widths served by 4-Pack instances.
set -u
O=$1
source dev/jobs/lib.sh
for d in bf16 fp16; do build_program_variant layernorm_forward.cu u_$d "$(dtype_flag $d)" -DFORWARD_SHIFT_MIN_PACKS=8 &
                       build_program_variant layernorm_forward.cu f_$d "$(dtype_flag $d)" & done
wait
stamp "built"
echo "$RAW_HEADER" > "$O/raw.csv"
for shape in 4096x1024 4096x4096 4096x8192 4096x12288 32768x12288 8192x32768 4096x4097; do
    for d in bf16 fp16; do for v in f u f u; do run_variant ${v}_$d 13 ${shape%x*} ${shape#*x} 7; done; done
done
stamp "timed"
awk -F, 'NR > 1 {print $1, $3, $4, $5, $9}' "$O/raw.csv"
