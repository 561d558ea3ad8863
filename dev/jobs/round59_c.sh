#!/usr/bin/env bash
# The fifty-ninth round's third job, for a later session (about 6 minutes, through the daemon):
#   export COMMIT=<literal sha>; bash dev/device_daemon.sh start dev/jobs/round59_c.sh 420
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
# The ring's depth: the dispatcher's kernel 11 picks (16-bit rows of 513-2048 columns at 8192 rows and more, fp32
# 513-1600) run 2 rows a warp in flight; on the H200 16-bit 1024-2048 columns reach 88-92 % of the copy. r:
# -DFORWARD15_RING_STAGES=3 (as far as shared memory holds), checked, then in turn with the tree, twice.
D=bin59c; mkdir -p $D
for d in fp32 bf16 fp16; do cp $(program_of $d) $D/t_$d; forward_variant $D r $d "-DFORWARD15_RING_STAGES=3" & done
wait
for d in fp32 bf16 fp16; do for s in 8192x1024 300x2048 9000x1600 33x768; do echo "r_$d 11,15 $s"; done; done |
    check_binaries $D 4 | tee "$O/check.txt"
time_rounds_in_turn $D "t r" 15 "bf16=8192x1024 8192x1600 32768x1600 8192x2048 32768x2048 32768x768" \
    "fp16=8192x1600 32768x1600 32768x2048" "fp32=4096x1024 32768x1024 4096x1600" > /dev/null
deltas_of_mean t r | tee "$O/deltas.txt"
stamp "done"
