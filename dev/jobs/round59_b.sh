#!/usr/bin/env bash
# The fifty-ninth round's second job, for the next session (about 9 minutes, through the daemon):
#   export COMMIT=<literal sha>; bash dev/device_daemon.sh start dev/jobs/round59_b.sh 570
# [A59]: on the H200 the device tool now lends, the forward dispatcher meets 8 / 1 / 3 of 34 target cells (33 / 31 / 31
# on the H100): every cell lower, by 7-19 points at rows of 16384 columns and more, 4097 in bf16 and fp32 16384. The
# dispatcher's choices were all measured on an H100. Here, nothing changed, two questions:
#   1. where the time goes: Nsight Compute (clocks free) of the dispatcher's launch at the worst cells and at two that
#      hold up (fp32 32768 x 4096 97.4, fp32 32768 x 12288 97.3), and of the harness's copy kernel at the same bytes;
#   2. which rung and block size leads on this GPU: rungs 7, 9, 10, 12, 13 (wide rows) or 6, 8, 9, 10, 11 (1600
#      columns) at every block size, with the dispatcher (15), one invocation a cell, twice, into $O/timing.csv ->
#      $O/best.txt and $O/mean.txt (every block size). The 16-bit cells of 1024-12288 columns ask whether more Packs a
#      thread lead here: on the H100 kernel 10's bf16 2-Pack instance at 4096 x 4096 ran 0.83 warp instructions an
#      element, its schedulers issuing in 71 % of cycles (results/dev-h100-2026-11-28/round57/g/ncu-bf16-4096x4096.txt),
#      so at the H200's 1.4 times the bytes a second it would need about 100 %: issue-bound. About half of a thread's
#      instructions there are per thread, not per element (the prologue, two block reductions, the statistics), so 4
#      Packs a thread (half the threads) would cut about a quarter of them.
# The map first (the part a retune needs), then the profiles.
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
build_forward_programs
stamp "built"
program_of() { [ "$1" = fp32 ] && echo layernorm_forward || echo layernorm_forward_$1; }
mkdir -p bin59b
for d in fp32 bf16 fp16; do cp $(program_of $d) bin59b/t_$d; done
: > "$O/timing.csv"
for round in 1 2; do
    time_in_turn bin59b t fp32 7,9,10,12,13,15 "32768x16384 4096x16384 32768x8192"
    time_in_turn bin59b t fp32 6,8,9,10,11,15 "32768x1600 8192x1600"
    time_in_turn bin59b t bf16 7,9,10,12,13,15 "32768x32768 4096x32768 32768x16384"
    time_in_turn bin59b t bf16 7,9,10,12,15 "32768x4096 32768x4097"
    time_in_turn bin59b t bf16 6,8,9,10,11,15 "8192x1600"
    time_in_turn bin59b t fp16 7,9,10,12,13,15 "32768x16384 32768x4097"
    for d in bf16 fp16; do
        time_in_turn bin59b t $d 6,9,10,11,14,15 "4096x1024 4096x2048"
        time_in_turn bin59b t $d 9,10,15 "4096x4096 8192x4096 4096x8192 8192x8192 4096x12288"
    done
    stamp "map round $round"
done
best_of_timing > /dev/null
mean_by_block_of_timing > /dev/null
for cell in fp32:32768:16384 fp32:4096:16384 bf16:32768:32768 bf16:32768:16384 bf16:32768:4097 bf16:32768:4096 \
            fp32:32768:4096 fp32:32768:12288; do
    IFS=: read -r d rows cols <<< "$cell"
    NCU_SECTIONS="--clock-control none" ncu_profile fwd-$d-${rows}x$cols $(program_of $d) "layernorm_forward" 15 - $rows $cols
done
for cell in fp32:32768:16384 bf16:32768:32768; do
    IFS=: read -r d rows cols <<< "$cell"
    NCU_SECTIONS="--clock-control none" ncu_profile copy-$d-${rows}x$cols $(program_of $d) "copy_kernel" 15 - $rows $cols
done
# the H100's round57_g profile again on this GPU (issue rate and instructions of kernel 10's bf16 2-Pack instance)
NCU_SECTIONS="--clock-control none --section SourceCounters --section InstructionStats" \
    ncu_profile bf16-4096x4096-instructions layernorm_forward_bf16 layernorm_forward 15 - 4096 4096
stamp "done"
