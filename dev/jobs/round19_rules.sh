#!/usr/bin/env bash
# Nineteenth round (COMMIT=<sha> bash dev/device_daemon.sh start dev/jobs/round19_rules.sh), about 11 minutes: two
# dispatcher rules that round19_bounds.sh's timings proposed, each behind a -D switch that is off as committed, timed
# against the committed build and checked (the GPU matrix, sanitize) in the build with both on.
#   - forward, -DFORWARD14_FP32_TWO_BLOCKS=1: fp32 rows too wide for one block's registers go to rung 13 at 512
#     threads where two of its blocks fit an SM. Prediction: 40960 columns +5-8 points (kernel 13 83.5-86.4 against
#     kernel 9's 78.2-78.9); 36864 and 45056 likewise; 49152 and wider unchanged (one block an SM: kernel 9 keeps them).
#   - backward, -DBACKWARD14_KERNEL10_COLS=16: kernel 10 with half the threads where a row holds at most 16 columns a
#     thread. Prediction: fp32 1031 +6-15 points, 2049 +11-18 (kernel 10's best block size), and whatever widths
#     below 4097 it moves, the same way; 16-bit below 505 columns alike.
#   1. $O/forward-raw.csv: forward 14 (f: committed, c: the switch) fp32 rows 4096 / 8192 / 32768 x 36864, 40960,
#      40961, 45056, 49152; forward 9 and 13 at every block size at 36864 and 45056.
#   2. $O/raw.csv: backward 10 (every block size) and 14 (d: committed, c: the switch), fp32 rows 4096 / 8192 / 32768
#      x 333, 700, 1031, 1500, 2049, 3001; bf16 and fp16 rows 4096 / 32768 x 101, 333.
#   3. make -B with both switches; the GPU matrix of forward 14 (and its outlier test) and backward 10, 14, and their
#      sanitize: $O/test-forward.log, sanitize-forward.log, test.log, sanitize.log.
set -u
O=$1
source dev/jobs/lib.sh
build_lab
keep_builds layernorm_forward f
keep_builds layernorm_backward d
for d in fp32 bf16 fp16; do
    build_program_variant layernorm_forward.cu c_forward_$d "$(dtype_flag $d)" -DFORWARD14_FP32_TWO_BLOCKS=1 &
    build_program_variant layernorm_backward.cu c_$d "$(dtype_flag $d)" -DBACKWARD14_KERNEL10_COLS=16 &
done
wait
cp /tmp/v/c_forward_fp32 /tmp/v/c_fp32f
stamp "built"
echo "$RAW_HEADER" > "$O/raw.csv"
for rows in 4096 8192 32768; do
    for cols in 36864 40960 40961 45056 49152; do run_variant f_fp32 14 $rows $cols 7; run_variant c_fp32f 14 $rows $cols 7; done
    for cols in 36864 45056; do run_variant f_fp32 9,13 $rows $cols 7; done
done
stamp "timed forward"
best_per_rung
mv "$O/raw.csv" "$O/forward-raw.csv"; echo "$RAW_HEADER" > "$O/raw.csv"
for rows in 4096 8192 32768; do
    for cols in 333 700 1031 1500 2049 3001; do run_variant d_fp32 10,14 $rows $cols 7; run_variant c_fp32 14 $rows $cols 7; done
done
for d in bf16 fp16; do
    for rows in 4096 32768; do
        for cols in 101 333; do run_variant d_$d 10,14 $rows $cols 7; run_variant c_$d 14 $rows $cols 7; done
    done
done
stamp "timed backward"
best_per_rung
make -B -j16 EXTRA_FLAGS="-DFORWARD14_FP32_TWO_BLOCKS=1 -DBACKWARD14_KERNEL10_COLS=16" build > "$O/build-c.log" 2>&1 ||
    { stamp "c build FAILED"; tail "$O/build-c.log"; exit 1; }
check_rungs layernorm_forward 14 "1x65537 3x40000 5x40960 2x45056 37x36867 7x49152"
mv "$O/test.log" "$O/test-forward.log"; mv "$O/sanitize.log" "$O/sanitize-forward.log"
check_rungs layernorm_backward 10,14 "67x1031 67x333 5x2049 3x3001 130x101 1x4097"
