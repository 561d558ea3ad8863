#!/usr/bin/env bash
# The sixtieth round's prepared job, for the next session (about 10 minutes, and 7 more for MATRIX, through the daemon):
#   export COMMIT=<literal sha>; bash dev/device_daemon.sh start dev/jobs/round60_d.sh 570
# [C60]: 16-bit rows of 32768 columns run kernel 10 at 1024 threads x 4 Packs at 84.5-87.2 % of the copy on the H200,
# and no launch of the existing rungs does better; fp32 rows of the same 64 KB went from 79-81 % at 1024 x 4 to
# 92.5-95.9 at 512 x 8 (FORWARD15_FP32_PACKS_TARGET). w: -DFORWARD_WIDE_PACKS_16BIT=1, a 16-bit block team of kernels
# 9 and 10 may hold 8 Packs a thread (64 elements; local ptxas: kernel 10's bf16 8-Pack block instance 64 registers, no
# local memory, every row load before the first reduction), and the dispatcher sends aligned 16-bit rows of 2049-4096
# Packs (16392-32768 columns) to kernel 10 at 512 threads. First the SASS check of w, --check of 9, 10 and 15 (t and
# w) at every block size at 12 shapes, --outliers of 10 and 15, sanitize of 10 and 15 at 2 shapes; then t and w in
# turn, twice, at 4 wide cells a dtype; then w's rungs 9, 10 and 13 at every block size at 8192 x 32768 and 4096 x 65536
# (whether kernel 10 at 1024 threads x 8 Packs, one block a row at 65536 columns, beats kernel 13 there).
# n: -DFORWARD_NORMALIZE_FMA=1, the 16-bit normalize's (x - mean) * rstd as one FMA (one instruction an element fewer;
# local cuobjdump, kernel 10's bf16 aligned 2-Pack block instance: 736 -> 720 instructions, 32 registers; the local
# SASS check: bf16 clean, fp16 flags kernel 10's shifting 1-Pack block instance, 2 LDL/STL, which this machine's
# ptxas may hold against it alone). Checked with every rung that normalizes (6-11, 13, 14, 15) at 11 shapes and
# --outliers; timed in turn with t at 5 issue-bound cells, and with t and w at the wide ones.
# k: -DFORWARD6_ALIGNED_INSTANCES=1, kernel 6's aligned instances (the dispatcher's 16-bit rows of up to 1024 columns
# under 8192 rows: 4096 x 1024 at 89.7 / 91.5 %); checked with 6 and 15 at 8 shapes, timed in turn with t at 4096 x
# 512 / 768 / 1024.
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
D=bin60d
start_forward_builds $D t "bf16 fp16"
for d in bf16 fp16; do
    forward_variant $D w $d "-DFORWARD_WIDE_PACKS_16BIT=1" &
    forward_variant $D n $d "-DFORWARD_NORMALIZE_FMA=1" &
    forward_variant $D k $d "-DFORWARD6_ALIGNED_INSTANCES=1" &
done
wait
stamp "built: $(ls $D | tr '\n' ' ')"
bash dev/sass_check.sh $D/w_bf16 $D/w_fp16 $D/n_bf16 $D/n_fp16 $D/k_bf16 $D/k_fp16 > "$O/sass.txt" 2>&1
stamp "SASS check exit $?"; grep -v "^ok" "$O/sass.txt" | grep -v " 0 with split" | head -n 12
shapes="3x32768 5x16400 37x24576 2x32768 4096x32768 9x20000 1x8 130x2048 33x12288 5x16384 300x4097 2x65536"
n_shapes="1x8 7x512 37x1024 130x2048 64x768 33x12288 5x16384 300x4097 37x3001 9x1031 3x40000"
{ for d in bf16 fp16; do for b in t w; do for s in $shapes; do echo "${b}_$d 6,9,10,15 $s"; done; done; done
  for d in bf16 fp16; do for s in $n_shapes; do echo "n_$d 6,7,8,9,10,11,13,14,15 $s"; done; done
  k_shapes="1x8 7x512 37x1024 64x768 4096x1024 130x512 33x1000 9x1031"
  for d in bf16 fp16; do for s in $k_shapes; do echo "k_$d 6,15 $s"; done; done; } |
    check_binaries $D 4 | tee "$O/check.txt"
# (t too: host code changed since the last device run: launch_one_team_per_row, forward6_kernels, forward15_block_teams)
for d in bf16 fp16; do
    check_outliers $D w_$d 10,15 "4096x32768 37x24576"
    check_outliers $D n_$d 9,10,11,15 "4096x4096 130x2048 8192x1024 5x16384"
done
count_outliers | tee -a "$O/check.txt"
sanitize_binaries $D "10,15" 8 "w_bf16 w_fp16" "37x24576 5x32768" | tee -a "$O/check.txt"
stamp "checked"
: > "$O/timing.csv"
for round in 1 2; do
    for d in bf16 fp16; do
        time_in_turn $D "t w n" $d 15 "4096x32768 8192x32768 4096x24576 8192x20480"
        time_in_turn $D "t n" $d 15 "4096x4096 8192x8192 8192x1024 4096x2048 4096x4097"
        time_in_turn $D "t k" $d 15 "4096x512 4096x768 4096x1024"
    done
    stamp "turn round $round"
done
mean_of_timing > /dev/null
cp "$O/timing.csv" "$O/turn.csv"; cp "$O/mean.txt" "$O/turn-mean.txt"
deltas_of_mean t "w n k" | tee "$O/turn-deltas.txt"
: > "$O/timing.csv"
for d in bf16 fp16; do time_in_turn $D w $d 9,10,13 "8192x32768 4096x65536"; done
best_of_timing > /dev/null
mean_by_block_of_timing > /dev/null
mv "$O/timing.csv" "$O/map.csv"; mv "$O/best.txt" "$O/map-best.txt"; mv "$O/mean.txt" "$O/map-mean.txt"
cat "$O/map-best.txt"
# MATRIX=1 (the default; MATRIX=0 skips it, about 7 minutes): the lab rebuilt with the three switches on
# (forward_as_lab), then the GPU matrix of every rung that any of them touches (6-11, 13-15) in bf16 and fp16, with the
# wide shapes added, and their sanitize at 3 shapes: what an adoption of any of them needs checked (each switch's
# instances are the same with or without the others; the wide one adds kernels 9 and 10's 8-Pack block instances, k
# kernel 6's aligned ones).
if [ "${MATRIX:-1}" = 1 ]; then
    build_lab
    forward_as_lab wnk "-DFORWARD_WIDE_PACKS_16BIT=1 -DFORWARD_NORMALIZE_FMA=1 -DFORWARD6_ALIGNED_INSTANCES=1"
    LNLAB_DTYPES="bf16 fp16" LNLAB_EXTRA_SHAPES="4096x32768 37x24576 5x32768 9x20000 2x32768 4096x4096 300x4097" \
        check_rungs layernorm_forward 6,7,8,9,10,11,13,14,15 "37x24576 5x32768 130x2048"
fi
stamp "done"
