#!/usr/bin/env bash
# The fifty-seventh round's sixth job (about 3 minutes, through the daemon):
#   export COMMIT=<literal sha>; bash dev/device_daemon.sh start dev/jobs/round57_g.sh 240
# [B57] cleared weight and bias of the 16-bit forward's 4097-column fixed cost ([C47]: 3-4 us; bf16 4096 x 4097 90.5
# where 4096 x 4096 reads 96.0). Nsight Compute of the dispatcher's launch (kernel 10 at 256 threads both: the
# shifting 2-Pack instance at 4097, the aligned one at 4096), clocks free, with the warp-state and source counters:
# where the 4097 launch's extra time goes, for the next round. Nothing is changed here.
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
build_forward_programs
stamp "built"
for cols in 4096 4097; do
    NCU_SECTIONS="--clock-control none --section SourceCounters --section InstructionStats" \
        ncu_profile bf16-4096x$cols layernorm_forward_bf16 layernorm_forward 15 - 4096 $cols
done
stamp "done"
