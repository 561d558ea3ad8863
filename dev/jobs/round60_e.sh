#!/usr/bin/env bash
# The sixtieth round's profiles, for a later session (about 6 minutes, through the daemon): the fifty-ninth round's
# round59_c.sh (never run; removed), retargeted at the cells the adopted forward still leaves short on the H200 ([C60]):
#   export COMMIT=<literal sha>; bash dev/device_daemon.sh start dev/jobs/round60_e.sh 420
# Nsight Compute (clocks free) of the dispatcher's launch at bf16 4096 x 65536 (kernel 13 at 512 threads, 82.5 % of the
# copy), bf16 8192 x 32768 (kernel 10 at 1024 x 4 Packs, 87.0; since 08aad8e at 512 x 8, 96.8), bf16 4096 x 4097 (kernel
# 10's shifting 2-Pack instance at 256, 83.2), fp32 4096 x 65536 (kernel 13 at 1024, 88.0) and bf16 32768 x 8192 (98.4,
# one that holds up), of the harness's copy kernel at bf16 4096 x 65536's bytes, and of bf16 4096 x 4096 with the
# instruction statistics (the aligned 2-Pack instance: how near issue-bound it is now). Then the ring's depth as
# round59_c.sh had it: r (-DFORWARD15_RING_STAGES=3) checked, then in turn with the tree, twice, at the 16-bit 1024-2048
# cells (89-92 %).
# dev/NOTES.md [D61] reads the wide cells as weight and bias outgrowing L1: these profiles' L2 throughput and L1 hit
# rates at 65536 columns against 8192 x 32768 test it.
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
build_forward_programs
stamp "built"
program_of() { [ "$1" = fp32 ] && echo layernorm_forward || echo layernorm_forward_$1; }
for cell in bf16:4096:65536 bf16:8192:32768 bf16:4096:4097 fp32:4096:65536 bf16:32768:8192; do
    IFS=: read -r d rows cols <<< "$cell"
    NCU_SECTIONS="--clock-control none" ncu_profile fwd-$d-${rows}x$cols $(program_of $d) "layernorm_forward" 15 - $rows $cols
done
NCU_SECTIONS="--clock-control none" ncu_profile copy-bf16-4096x65536 layernorm_forward_bf16 "copy_kernel" 15 - 4096 65536
NCU_SECTIONS="--clock-control none --section SourceCounters --section InstructionStats" \
    ncu_profile bf16-4096x4096-instructions layernorm_forward_bf16 layernorm_forward 15 - 4096 4096
D=bin60e; mkdir -p $D
for d in fp32 bf16 fp16; do cp $(program_of $d) $D/t_$d; forward_variant $D r $d "-DFORWARD15_RING_STAGES=3" & done
wait
for d in fp32 bf16 fp16; do for s in 8192x1024 300x2048 9000x1600 33x768; do echo "r_$d 11,15 $s"; done; done |
    check_binaries $D 4 | tee "$O/check.txt"
time_rounds_in_turn $D "t r" 15 "bf16=8192x1024 8192x1600 32768x1600 8192x2048 32768x2048 32768x768" \
    "fp16=8192x1600 32768x1600 32768x2048" "fp32=4096x1024 32768x1024 4096x1600" > /dev/null
deltas_of_mean t r | tee "$O/deltas.txt"
stamp "done"
