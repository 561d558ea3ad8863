#!/usr/bin/env bash
# The fifty-ninth round's third job, for the next session (about 3 minutes, through the daemon), nothing changed:
#   export COMMIT=<literal sha>; bash dev/device_daemon.sh start dev/jobs/round59_c.sh 300
# [A59]: where the H200's forward time goes. Nsight Compute (clocks free) of the dispatcher's launch at the worst cells
# (fp32 16384 columns: kernel 9 at 1024 threads, 79-81 % of the copy; 16-bit 32768: 1024 threads x 4 Packs, 80-83) and
# at one that holds up (fp32 32768 x 12288, 512 threads x 6 Packs, 97.3), of the harness's copy kernel at the same
# bytes, and of bf16 4096 x 4096 with the instruction statistics (the H100's round57_g profile again: its schedulers
# issued in 71 % of cycles there).
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
build_forward_programs
stamp "built"
program_of() { [ "$1" = fp32 ] && echo layernorm_forward || echo layernorm_forward_$1; }
for cell in fp32:32768:16384 bf16:32768:32768 bf16:32768:4096 fp32:32768:12288; do
    IFS=: read -r d rows cols <<< "$cell"
    NCU_SECTIONS="--clock-control none" ncu_profile fwd-$d-${rows}x$cols $(program_of $d) "layernorm_forward" 15 - $rows $cols
done
NCU_SECTIONS="--clock-control none" ncu_profile copy-bf16-32768x32768 layernorm_forward_bf16 "copy_kernel" 15 - 32768 32768
NCU_SECTIONS="--clock-control none --section SourceCounters --section InstructionStats" \
    ncu_profile bf16-4096x4096-instructions layernorm_forward_bf16 layernorm_forward 15 - 4096 4096
stamp "done"
