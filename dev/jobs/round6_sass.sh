#!/usr/bin/env bash
# Sixth round, SASS check (run directly, ~1 minute): build, then for each program the SASS of the top
# rungs: per kernel instance, its instruction count and the instructions that matter here (16-byte
# global loads/stores and cp.async, local-memory traffic, conversions). Writes $OUT/sass-summary.txt
# and the SASS of forward kernels 9 and 10 (4 Packs, block teams) in fp16 and bf16.
set -u
O=${OUT:-/tmp/sass-out}; mkdir -p "$O"
make -j16 all > "$O/build.log" 2>&1 || { echo "build FAILED"; tail -n 20 "$O/build.log"; exit 1; }
summary() {   # program regex-of-kernels
    cuobjdump -sass ./$1 | awk -v prog="$1" -v want="$2" '
        /Function : / { if (name != "" && name ~ want) report(); name = $3; total = 0; delete c; next }
        /^ +\/\*[0-9a-f]+\*\/ / { total++; op = $2; if (op ~ /^@/) op = $3; sub(/;$/, "", op); c[op]++ }
        END { if (name ~ want) report() }
        function report(  o, ldg128, stg128, ldgsts, local, cvt) {
            ldg128 = c["LDG.E.128"] + c["LDG.E.128.CONSTANT"] + c["LDG.E.EF.128"] + c["LDG.E.128.STRONG.GPU"];
            stg128 = c["STG.E.128"] + c["STG.E.EF.128"]; ldgsts = c["LDGSTS.E.BYPASS.128"] + c["LDGSTS.E.128"];
            local = c["LDL"] + c["STL"] + c["LDL.64"] + c["STL.64"] + c["LDL.128"] + c["STL.128"];
            printf "%-14s %-70s instr %5d  LDG.128 %3d  STG.128 %3d  LDGSTS.128 %3d  LDL/STL %d  HADD2.F32 %d  PRMT %d  IMAD.U32 %d  F2FP %d  FFMA %d  FADD %d  FMUL %d  BAR %d  SHFL %d\n",
                prog, substr(name, 1, 70), total, ldg128, stg128, ldgsts, local, c["HADD2.F32"], c["PRMT"], c["IMAD.U32"],
                c["F2FP.BF16.F32.PACK_AB"] + c["F2FP.F16.F32.PACK_AB"], c["FFMA"], c["FADD"], c["FMUL"], c["BAR.SYNC.DEFER_BLOCKING"] + c["BAR.SYNC"], c["SHFL.BFLY"]
        }'
}
{
for p in layernorm_forward layernorm_forward_bf16 layernorm_forward_fp16; do summary $p "kernel(9|10)"; done
for p in layernorm_backward layernorm_backward_bf16 layernorm_backward_fp16; do summary $p "kernel(6|7|10)"; done
} > "$O/sass-summary.txt" 2>&1
for p in layernorm_forward_fp16 layernorm_forward_bf16; do
    cuobjdump -sass ./$p | awk '/Function : /{keep = ($3 ~ /kernel(9|10)ILi4ELi1E/)} keep' > "$O/sass-$p-k9-k10-4packs-block.txt"
done
wc -l "$O"/*.txt
grep -c . "$O/sass-summary.txt"; grep -E "kernel10ILi4ELi1|kernel9ILi4ELi1" "$O/sass-summary.txt" | cut -c1-260
