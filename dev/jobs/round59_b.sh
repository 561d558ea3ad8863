#!/usr/bin/env bash
# The fifty-ninth round's second job, for the next session (about 13 minutes, through the daemon: a start call and a
# wait call; round59_c has the profiles, round59_d the backward's map):
#   export COMMIT=<literal sha>; bash dev/device_daemon.sh start dev/jobs/round59_b.sh 570
# [A59]: on the H200 the device tool now lends, the forward dispatcher meets 8 / 1 / 3 of 34 target cells (33 / 31 / 31
# on the H100), every cell lower: by 7-19 points at rows of 16384 columns and more, bf16 4097 and fp32 16384, by 5-9 at
# nearly every 16-bit cell. fixed_cost.py: a rate, not a fixed cost (the 16-bit slope 0.91-0.93 of the copy's). On the
# H100 kernel 10's bf16 2-Pack instance at 4096 x 4096 ran 26.5 instructions an element, its schedulers issuing in 71 %
# of cycles (results/dev-h100-2026-11-28/round57/g/); at the H200's 1.4 times the bytes a second that is about 100 %:
# issue-bound. About half of a thread's ~440 instructions there are per thread. So, fewer instructions:
#   t   the tree
#   p   -DFORWARD15_ONE_PASS_TWO_PACKS=0 -DFORWARD15_FP16_ONE_PASS_FROM=2048: the 2-Pack rule off, aligned 16-bit rows
#       at FORWARD15_PACKS_TARGET (4) Packs a thread in the fewest whole warps, on kernel 10 from 2048 columns in both
#       16-bit types (bf16 4096 columns: 128 threads, not 256; 16384: 512, not 1024; fp16 had its one pass from 24576
#       but for the 2-Pack rule's rows; its rows with a head then take kernel 9 from 2048 columns where the head rule
#       does not take them)
#   f   -DFORWARD_FIRST_SUM_FRESH=1: kernels 9, 10 and 13's first reduction without block_sum2's first barrier, which
#       ptxas placed before the row's loads (no warp of a block asked for its Packs before every warp had started)
#   l   f with -DFORWARD_ALIGNED_INSTANCES=1 -DFORWARD_TEAM_BLOCK_ALONE=1: kernels 9 and 10's aligned instances (no
#       split, no edges) and no integer division for a block team's row; local cuobjdump, kernel 10's bf16 2-Pack block
#       instance: ~440 -> ~345 instructions on an aligned row's path, 32 registers; its 4-Pack one 52 -> 44 registers
#   lp  l and p: the aligned 4-Pack instance, ~580 instructions for 32 elements (18 an element, against 27.5 in t)
#   q   fp32 only, -DFORWARD15_FP32_PACKS_TARGET=8: fp32 16384 columns at 512 threads x 8 Packs, not 1024 x 4 (the
#       1024-thread launches move at most ~3.4-3.6 TB/s here), 8192 at 256 x 8, not 512 x 4 (16-bit: t again)
# f, l and lp change kernels 7-10 and 13's code (kernels 9 and 10's aligned instances are new): first the SASS check of
# t, f and l (this machine's ptxas, not the local one, decides spills: [C59]), --check of 7, 8, 9, 10, 13 and 15 at
# every block size in every dtype at 14 shapes, --outliers of 9, 10, 15, and compute-sanitizer's four tools over 9, 10,
# 13 and 15 at 3 shapes; then the six builds in turn (the dispatcher, 16 cells), then the map of the rungs at every
# block size on this GPU (the tree), one invocation a cell: $O/map-best.txt, $O/map-mean.txt; one round each (ROUNDS).
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
D=bin59b
start_forward_builds $D t "fp32 bf16 fp16"
for d in fp32 bf16 fp16; do
    forward_variant $D p $d "-DFORWARD15_ONE_PASS_TWO_PACKS=0 -DFORWARD15_FP16_ONE_PASS_FROM=2048" &
    forward_variant $D f $d "-DFORWARD_FIRST_SUM_FRESH=1" &
    forward_variant $D l $d "-DFORWARD_ALIGNED_INSTANCES=1 -DFORWARD_TEAM_BLOCK_ALONE=1 -DFORWARD_FIRST_SUM_FRESH=1" &
    forward_variant $D lp $d "-DFORWARD_ALIGNED_INSTANCES=1 -DFORWARD_TEAM_BLOCK_ALONE=1 -DFORWARD_FIRST_SUM_FRESH=1 \
        -DFORWARD15_ONE_PASS_TWO_PACKS=0 -DFORWARD15_FP16_ONE_PASS_FROM=2048" &
done
forward_variant $D q fp32 "-DFORWARD15_FP32_PACKS_TARGET=8" &
wait
cp $D/t_bf16 $D/q_bf16; cp $D/t_fp16 $D/q_fp16   # q is fp32's: in 16-bit the tree again, a noise gauge
stamp "built: $(ls $D | tr '\n' ' ')"
bash dev/sass_check.sh $D/t_fp32 $D/t_bf16 $D/t_fp16 $D/f_fp32 $D/f_bf16 $D/f_fp16 $D/l_fp32 $D/l_bf16 $D/l_fp16 \
    > "$O/sass.txt" 2>&1
stamp "SASS check exit $?"; grep -v "^ok" "$O/sass.txt" | grep -v "0 with split" | head -n 12
shapes="4096x4096 1x8 7x512 37x1024 130x2048 64x768 33x12288 5x16384 3x40000 2x65536 8x32768 300x4097 37x3001 9x1031"
for b in f l lp; do for d in fp32 bf16 fp16; do for s in $shapes; do echo "${b}_$d 7,8,9,10,13,15 $s"; done; done; done |
    check_binaries $D 4 | tee "$O/check.txt"
for d in bf16 fp16; do
    for s in 4096x4096 130x2048 5x16384 33x12288; do
        ./$D/l_$d 9,10,15 --check --outliers --csv --rows ${s%x*} --cols ${s#*x} --seed 13 2>>"$O/check.err" |
            tail -n +2 | grep -v '^#' | sed "s/^/outliers-l_$d,/" >> "$O/check-outliers.csv"
    done
done
for s in 4096x4096 130x2048 5x16384; do
    ./$D/l_fp32 9,15 --check --outliers --csv --rows ${s%x*} --cols ${s#*x} --seed 13 2>>"$O/check.err" |
        tail -n +2 | grep -v '^#' | sed "s/^/outliers-l_fp32,/" >> "$O/check-outliers.csv"
done
echo "outliers: $(grep -c ',ok,' "$O/check-outliers.csv") ok, $(grep -c ',FAIL' "$O/check-outliers.csv") FAIL" | tee -a "$O/check.txt"
sanitize_binaries $D "9,10,13,15" 8 "l_bf16 l_fp16 l_fp32" "130x2048 37x1024 5x16384" | tee -a "$O/check.txt"
stamp "checked"
# One round each (ROUNDS=2 for two): on the H200 a run of a 32768-row wide cell takes 8-12 s (the CPU reference and
# the check), so the wide cells here have 8192 rows.
ROUNDS=${ROUNDS:-1}
: > "$O/timing.csv"
for round in $(seq $ROUNDS); do
    time_in_turn $D "t p f l lp q" bf16 15 "4096x4096 32768x4096 4096x8192 8192x8192 4096x16384 8192x16384 4096x1024 4096x4097"
    time_in_turn $D "t p f l lp q" fp16 15 "4096x4096 4096x16384 8192x16384 4096x4097"
    time_in_turn $D "t p f l lp q" fp32 15 "4096x16384 8192x16384 4096x8192 8192x1024"
    stamp "turn round $round"
done
mean_of_timing > /dev/null
cp "$O/timing.csv" "$O/turn.csv"; cp "$O/mean.txt" "$O/turn-mean.txt"
deltas_of_mean t "p f l lp q" | tee "$O/turn-deltas.txt"
: > "$O/timing.csv"
for round in $(seq $ROUNDS); do
    time_in_turn $D t fp32 7,9,10,12,13,15 "8192x16384 4096x16384"
    time_in_turn $D t fp32 6,8,9,10,11,15 "32768x1600"
    time_in_turn $D t bf16 7,9,10,12,13,15 "8192x32768 8192x16384"
    time_in_turn $D t bf16 7,9,10,12,15 "8192x4096 8192x4097"
    time_in_turn $D t fp16 7,9,10,12,13,15 "8192x16384 8192x4097"
    time_in_turn $D t fp32 9,10,12,13,15 "4096x65536"
    time_in_turn $D t bf16 9,10,12,13,15 "4096x65536"
    for d in bf16 fp16; do
        time_in_turn $D t $d 6,9,10,11,14,15 "4096x512 4096x768 4096x1024 4096x2048"
        time_in_turn $D t $d 9,10,15 "4096x4096 4096x8192 8192x8192 4096x12288"
    done
    stamp "map round $round"
done
best_of_timing > /dev/null
mean_by_block_of_timing > /dev/null
mv "$O/timing.csv" "$O/map.csv"; mv "$O/best.txt" "$O/map-best.txt"; mv "$O/mean.txt" "$O/map-mean.txt"
cp "$O/turn-mean.txt" "$O/mean.txt"
stamp "done"
