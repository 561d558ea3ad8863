#!/usr/bin/env bash
# The forty-fourth round's device job. Ran at 053db4e on an H100 (about 13 minutes held; results/dev-h100-2026-11-27/round44/:
# the SASS identical in all six builds, the checks passed and clean; dev/NOTES.md [A44]).
#   1. The merge of kernel 14's pack_converted_again into common.h's pack_words_after (pack_after calls it in bf16):
#      dev/ptx_against.sh showed the PTX of forward kernel 7's two bf16 4-Pack entries and of backward kernel 14's
#      four 16-bit entries reordered (integer index arithmetic, same instructions). Here: the SASS of every entry of
#      the three forward and three backward builds before (the tree with round44_merge.patch reversed) and after,
#      compared with addresses and encodings stripped; then the GPU matrix and sanitize of forward 7 / 14 and
#      backward 14 / 15 in every dtype. Predicted: the SASS the same, or differing in scheduling only; all pass.
#   2. dev/jobs/round44_prepared.sh (its header: rung 14's switches, fp32 beyond 2 M elements, the 16-bit forward at
#      4097 columns, the peers beside the dispatchers).
#   bash dev/jobs/round44.sh OUTDIR
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
build_lab
stamp "built"
rm -rf /tmp/before && mkdir -p /tmp/before && cp common.h layernorm_forward.cu layernorm_backward.cu /tmp/before/
(cd /tmp/before && patch -R -p1 < "$OLDPWD/dev/jobs/round44_merge.patch" > patch.log 2>&1) || stamp "patch -R FAILED"
sass_of() {   # dir program dtype: the SASS of every entry, addresses and encodings stripped
    local flag; flag=$(dtype_flag $3)
    (cd $1 && nvcc -O3 -std=c++17 -arch=sm_90 -cubin $flag $2.cu -o $2_$3.cubin &&
        cuobjdump -sass $2_$3.cubin | sed 's@/\*[0-9a-f]\{4\}\*/@@; s@/\*.*\*/@@g; s/[[:space:]]*$//' | grep -v '^[[:space:]]*$' > $2_$3.sass)
}
mkdir -p /tmp/after && cp common.h layernorm_forward.cu layernorm_backward.cu /tmp/after/
for side in before after; do for p in layernorm_forward layernorm_backward; do for d in fp32 bf16 fp16; do
    sass_of /tmp/$side $p $d & done; done; done; wait
for p in layernorm_forward layernorm_backward; do for d in fp32 bf16 fp16; do
    if cmp -s /tmp/before/${p}_$d.sass /tmp/after/${p}_$d.sass; then echo "$p $d: SASS identical ($(grep -c 'Function :' /tmp/after/${p}_$d.sass) functions)"
    else echo "$p $d: SASS differs"; diff /tmp/before/${p}_$d.sass /tmp/after/${p}_$d.sass | head -n 40; fi
done; done > "$O/sass-merge.txt" 2>&1
stamp "sass: $(grep -c identical "$O/sass-merge.txt") of 6 identical"
check_rungs layernorm_forward 7,14 "67x1032 130x768 1x4097 37x2048 2100x64" forward
check_rungs layernorm_backward 14,15 "67x1032 130x768 2100x64 9000x64 33x16" backward
bash dev/jobs/round44_prepared.sh "$O"
