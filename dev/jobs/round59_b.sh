#!/usr/bin/env bash
# The fifty-ninth round's second job, for the next session (about 12 minutes, through the daemon; round59_c has the
# profiles):
#   export COMMIT=<literal sha>; bash dev/device_daemon.sh start dev/jobs/round59_b.sh 570
# [A59]: on the H200 the device tool now lends, the forward dispatcher meets 8 / 1 / 3 of 34 target cells (33 / 31 / 31
# on the H100), every cell lower: by 7-19 points at rows of 16384 columns and more, bf16 4097 and fp32 16384, by 5-9 at
# nearly every 16-bit cell. The dispatcher's choices were all measured on an H100. Two questions:
#   1. Which rung and block size leads on this GPU: rungs 7, 9, 10, 12, 13 (wide rows) or 6, 8, 9, 10, 11, 14 (short)
#      at every block size, with the dispatcher (15), one invocation a cell, twice, into $O/timing.csv -> $O/best.txt
#      and $O/mean.txt (every block size). The 16-bit cells of 1024-12288 columns ask whether more Packs a thread lead
#      here: on the H100 kernel 10's bf16 2-Pack instance at 4096 x 4096 ran 0.83 warp instructions an element, its
#      schedulers issuing in 71 % of cycles (results/dev-h100-2026-11-28/round57/g/ncu-bf16-4096x4096.txt); at the
#      H200's 1.4 times the bytes a second that is about 100 %: issue-bound. About half of a thread's instructions
#      there are per thread, not per element, so 4 Packs a thread (half the threads) would cut about a quarter.
#   2. Two dispatcher builds against the tree, in turn, twice, at the 16-bit cells (and fp32's two block cells):
#        p   -DFORWARD15_ONE_PASS_TWO_PACKS=0: the 2-Pack rule off, so aligned 16-bit rows take FORWARD15_PACKS_TARGET
#            (4) Packs a thread in the fewest whole warps (bf16 4096 columns: kernel 10 at 128 threads, not 256;
#            16384: 512, not 1024). fp16's rows under 24576 columns then go to kernel 9 (its one pass starts there).
#        a   -DFORWARD_TEAM_BLOCK_ALONE=1: block teams take a cluster size of 1 as a constant, no integer division a
#            thread (kernel 10's bf16 2-Pack instance: 16 fewer instructions, registers unchanged, local ptxas).
#        pa  both.
#      a and pa change kernels 7-10's code: --check of 7, 8, 9, 10 and 15 at 6 shapes in every dtype first.
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
D=bin59b
start_forward_builds $D t "fp32 bf16 fp16"
for d in fp32 bf16 fp16; do
    forward_variant $D p $d "-DFORWARD15_ONE_PASS_TWO_PACKS=0" &
    forward_variant $D a $d "-DFORWARD_TEAM_BLOCK_ALONE=1" &
    forward_variant $D pa $d "-DFORWARD15_ONE_PASS_TWO_PACKS=0 -DFORWARD_TEAM_BLOCK_ALONE=1" &
done
wait
stamp "built: $(ls $D | tr '\n' ' ')"
check_build_dtypes $D a 7,8,9,10,15 "4096x4096 300x4097 37x3001 5x16384 3x40000 130x2049" > /dev/null
cp "$O/check.txt" "$O/check-a.txt"
check_build_dtypes $D pa 15 "4096x4096 300x4097 8x16384 130x2049" "bf16 fp16" > /dev/null
cat "$O/check.txt"
: > "$O/timing.csv"
for round in 1 2; do
    time_in_turn $D t fp32 7,9,10,12,13,15 "32768x16384 4096x16384"
    time_in_turn $D t fp32 6,8,9,10,11,15 "32768x1600"
    time_in_turn $D t bf16 7,9,10,12,13,15 "32768x32768 32768x16384"
    time_in_turn $D t bf16 7,9,10,12,15 "32768x4096 32768x4097"
    time_in_turn $D t fp16 7,9,10,12,13,15 "32768x16384 32768x4097"
    time_in_turn $D t fp32 9,10,12,13,15 "4096x65536"
    time_in_turn $D t bf16 9,10,12,13,15 "4096x65536"
    for d in bf16 fp16; do
        time_in_turn $D t $d 6,9,10,11,14,15 "4096x1024 4096x2048"
        time_in_turn $D t $d 9,10,15 "4096x4096 4096x8192 8192x8192 4096x12288"
    done
    stamp "map round $round"
done
best_of_timing > /dev/null
mean_by_block_of_timing > /dev/null
mv "$O/timing.csv" "$O/map.csv"; mv "$O/best.txt" "$O/map-best.txt"; mv "$O/mean.txt" "$O/map-mean.txt"
time_rounds_in_turn $D "t p a pa" 15 \
    "bf16=4096x4096 8192x4096 32768x4096 4096x8192 8192x8192 4096x16384 32768x16384 4096x4097 8192x12288" \
    "fp16=4096x4096 8192x4096 32768x4096 4096x8192 8192x8192 4096x16384 32768x16384 4096x4097 8192x12288" \
    "fp32=4096x16384 32768x4096" > /dev/null
stamp "done"
