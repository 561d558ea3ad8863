#!/usr/bin/env bash
# The fifty-eighth round's first job (about 6 minutes, through the daemon):
#   export COMMIT=<literal sha>; bash dev/device_daemon.sh start dev/jobs/round58_a.sh 585
# [G57]: the 16-bit forward at 4097 columns is near issue-bound (bf16 4096 x 4097: 17.7 M warp instructions against
# 13.9 M at 4096). About half of the surplus is shift_packs: each shifted weight or bias Pack took ~15 selects and
# shifts because the head (the shift) was known at run time only. FORWARD_SHIFT_BY_HEAD=1 (the tree): the register
# Packs' normalize is compiled once for each head 1..7, the head a constant there, so the shift folds to register
# moves (even heads) or 4 funnel shifts (odd). Builds (16-bit):
#   t  -DFORWARD_SHIFT_BY_HEAD=0 (the shift at run time, as at HEAD~)
#   s  the tree (bf16's shifting 2-Pack kernel 10 instance: 32 -> 49 registers, no cap in bf16)
#   c  s with -DFORWARD10_BOUNDED=1 in bf16 (the 1- and 2-Pack block instances under (1024, 2): 32 registers,
#      4 bytes spilled); fp16 (already bounded: 32 registers, 8 bytes spilled) is s's binary again: a noise gauge
#   f  s with round57_h_normalize_fma.patch (-DFORWARD_EXP_NORMALIZE_FMA=1)
#   g  c with the same patch (bf16; fp16 copies f)
# Predicted: s or c +3..+6 points at 4097 columns, 4096-8192 rows, where t is 90-94.
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
D=bin58a; mkdir -p $D
start_forward_builds $D s "bf16 fp16"
forward_variant $D t bf16 "-DFORWARD_SHIFT_BY_HEAD=0" &
forward_variant $D t fp16 "-DFORWARD_SHIFT_BY_HEAD=0" &
forward_variant $D c bf16 "-DFORWARD10_BOUNDED=1" &
wait
apply_job_patch round57_h_normalize_fma.patch
forward_variant $D f bf16 "-DFORWARD_EXP_NORMALIZE_FMA=1" &
forward_variant $D f fp16 "-DFORWARD_EXP_NORMALIZE_FMA=1" &
forward_variant $D g bf16 "-DFORWARD_EXP_NORMALIZE_FMA=1 -DFORWARD10_BOUNDED=1" &
wait
cp $D/s_fp16 $D/c_fp16; cp $D/f_fp16 $D/g_fp16
stamp "built: $(ls $D | tr '\n' ' ')"
# SASS of the shifting block instances of kernels 9 and 10 (1, 2 and 4 Packs): instructions, spills, selects
for b in t s c g; do
    for d in bf16 fp16; do
        cuobjdump -sass $D/${b}_$d 2>/dev/null | awk -v b=$b -v d=$d '
            /Function :/ { f = $3 } /^ +\/\*[0-9a-f]+\*\/ / && f ~ /kernel(9|10)ILi[124]ELi1ELi1E/ {
                n[f]++; if ($0 ~ /LDL|STL/) l[f]++; if ($0 ~ / SEL /) s[f]++; if ($0 ~ /LDG/) g[f]++ }
            END { for (f in n) printf "%s %s %s instructions %d LDL/STL %d SEL %d LDG %d\n", b, d, f, n[f], l[f], s[f], g[f] }'
    done
done | sort -k3,3 -k2,2 -k1,1 > "$O/sass.txt"
cat "$O/sass.txt"
for b in s c f g; do check_build_dtypes $D $b 9,10,15 "4096x4097 300x4097 37x3001 5x4103 64x1031 3x13 1x9" "bf16 fp16" > /dev/null; done
cat "$O/check.txt"
OUTLIERS_TAG=1 check_outliers_build_dtypes $D s 10,15 "64x4097 16x3001" "bf16 fp16"
time_rounds_both_orders $D "t s c f g" 15 "bf16=4096x4097 8192x4097 4096x3001" "fp16=4096x4097 8192x4097 4096x3001" > /dev/null
cat "$O/mean.txt"
stamp "done"
