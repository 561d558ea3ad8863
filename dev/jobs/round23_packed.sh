#!/usr/bin/env bash
# The twenty-third round's last job (about 3 minutes): the bf16 forward with each element of a Pack converted from
# its 32-bit word where it is used (shl / and in volatile asm, so that nvcc neither hoists nor shares the converted
# floats), against the committed conversion. Needs ab/ carried: ab/common.h (pack_value) and ab/layernorm_forward.cu
# (every floatX_to_float(p.v[j]) of a Pack as pack_value(p, j)); not in the tree. ptxas -v: bf16 kernel 10's 4-Pack
# block instance 64 -> 50 registers, kernel 9's 61 -> 50 (fp16's: 45-55), so 9 blocks of 128 threads an SM, not 8.
# Predicted: bf16 4096 x 2048-4096 (91.2-91.8 % at a2fa7a3) up 1-3 points; no change where kernel 11 runs.
#   $O/raw.csv: bf16 forward 9, 10 and 14, committed (f) against packed (pv), rows 4096 / 8192 x 2048-16384, 4097.
set -u
O=$1
source dev/jobs/lib.sh
build_program_variant ab/layernorm_forward.cu pv_bf16 -DENABLE_BF16 &
build_program_variant layernorm_forward.cu f_bf16 -DENABLE_BF16 &
wait
stamp "built"
echo "$RAW_HEADER" > "$O/raw.csv"
time_builds "f pv" 9,10,14 "4096 8192" "2048 4096 8192 16384" "f / pv" bf16
time_builds "f pv" 9,14 "4096 8192" "4097" "f / pv, 4097" bf16
best_per_rung
/tmp/v/pv_bf16 14 --check --rows 37 --cols 4097 > "$O/check-pv.txt" 2>&1; stamp "pv 14 at 37x4097 exit $?"
stamp "done"
