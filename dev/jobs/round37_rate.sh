#!/usr/bin/env bash
# Thirty-seventh round (about 3 minutes). round37_scaling.sh at 46eb9ae found the 16-bit forward at 512 columns short
# of the copy by a *rate*, not a fixed cost: from 32768 rows its time grows 1.07 (bf16) / 1.11 (fp16) times as fast as
# the copy's (fp16 768: 1.07; fp32 512-1024: 1.03-1.05; bf16 768-1024 and every backward: 0.98-1.03), and its % falls
# with rows (fp16 512: 98.0 at 16384 rows, 91.6 / 91.2 / 91.0 at 32768 / 65536 / 131072) with the same launch (kernel
# 11's ring at 128 threads from 8192 rows). Where the rate goes: Nsight Compute of the forward dispatcher's kernel at
# 131072 x 512 in fp16 and bf16, fp16 x 768, and fp32 x 1024 (the same bytes as 16-bit x 2048; 96.9 %) as control,
# clocks free, with the compute and instruction sections; and the harness's 16-byte copy kernel at 131072 x 512 fp16's
# bytes. Predicted: the 16-bit cells issue-bound at some point (twice the elements a byte of fp32), fp16 worse for its
# conversions; DRAM throughput under the copy's.
#   $O/ncu/*.txt
# Ran at f8bed4b (round37/ncu-rate-f8bed4b/): fp16 x 512 97.9 us against the copy kernel's 88.3, 398 warp instructions
# a row, issue slots 52 % busy, L1 hits 67 %, DRAM 76 % busy (the copy 85 %). dev/NOTES.md [C37].
set -u
O=$1
source dev/jobs/lib.sh
build_forward_programs
stamp "built"
export NCU_SECTIONS="--clock-control none --section ComputeWorkloadAnalysis --section InstructionStats"
for item in fp16:131072:512 bf16:131072:512 fp16:131072:768 fp32:131072:1024; do
    IFS=: read -r d rows cols <<< "$item"
    program=layernorm_forward; [ "$d" != fp32 ] && program=layernorm_forward_$d
    ncu_profile fwd-$d-${rows}x$cols $program "layernorm_forward" 14 - $rows $cols
done
NCU_SKIP=2 ncu_profile copy-fp16-131072x512 layernorm_forward_fp16 "copy_kernel" 14 - 131072 512
stamp "done"
