#!/usr/bin/env bash
# Prepared in the fifty-third round for the next (about 4 minutes, through the daemon):
#   export COMMIT=<sha>; bash dev/device_daemon.sh start dev/jobs/round54_a.sh 400
# Why fp16's kernel 10 does not take 4097 columns where bf16's does ([C53]: at 34 registers, 256 threads, level at 4096
# rows and 1.3 points behind kernel 9 at 8192; bf16's kernel 10 there 90 / 93 % of the copy against fp16's best 87 /
# 92). (1) Nsight Compute at 4096 x 4097 of bf16 kernel 10 at 256 threads, fp16 kernel 10 at 256 and fp16 kernel 9 at
# 128 (the dispatcher's pick), with the executed instructions by opcode: duration, DRAM bytes, occupancy, stalls.
# (2) The SASS of the shifting block instances they run (kernel 10 <2, block, shift>, kernel 9 <4, block, shift>) in
# both dtypes, as text under $O/sass/, to read beside each other.
# Local PTX (nvcc -ptx, the fifty-third round): fp16's kernel 10 <2, block, shift> has 1096 instructions to bf16's
# 1230, but 45 branches to 29. Predicted: the SASS agrees (fp16 no more instructions a row), so the difference is not
# the issue rate; fp16's launch stalls more on branches or barriers (WarpStateStats), not on memory.
set -u
O=$1; mkdir -p "$O/sass"
source dev/jobs/lib.sh
build_forward_programs
stamp "built"
export NCU_METRICS=sass__inst_executed_per_opcode,smsp__inst_executed.sum
ncu_profile k10-bf16-4096x4097 layernorm_forward_bf16 kernel10 10 256 4096 4097
ncu_profile k10-fp16-4096x4097 layernorm_forward_fp16 kernel10 10 256 4096 4097
ncu_profile k9-fp16-4096x4097 layernorm_forward_fp16 kernel9 9 128 4096 4097
for d in bf16 fp16; do
    cuobjdump -sass layernorm_forward_$d > "$O/sass/all-$d.txt"
    for instance in kernel10ILi2ELi1ELi1E kernel9ILi4ELi1ELi1E; do
        awk -v pat="$instance" '/Function : / { keep = index($0, pat) > 0 } keep' "$O/sass/all-$d.txt" > "$O/sass/$instance-$d.txt"
    done
    rm "$O/sass/all-$d.txt"
done
stamp "sass: $(wc -l "$O"/sass/*.txt | tr '\n' ' ')"
stamp "done"
