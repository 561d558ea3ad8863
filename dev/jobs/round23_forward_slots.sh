#!/usr/bin/env bash
# Prepared in the twenty-second round for the next (COMMIT=<sha> bash dev/device_daemon.sh start
# dev/jobs/round23_forward_slots.sh 580), about 5 minutes: forward kernel 11 with one ring slot a warp where two do
# not fit (-DFORWARD11_MIN_STAGES=1, s1), so that 1024-thread blocks take 16-bit rows of 1600-2048 columns (and fp32
# of 1024): at 4096 rows every warp of the grid gets one row, all in flight at once. Predicted: bf16 4096 x 1600-2048
# (92.9-94.4 % at a0ba5c0) up to a few points at 1024 threads, nothing at 32768 rows (where two slots overlap rows).
#   $O/raw.csv: rung 11 at every block size, committed (d) against s1, rows 4096 / 8192 / 32768 x 1600 / 2048
#   (16-bit) and 1024 / 1600 (fp32).
# Then the lab built with s1, the GPU matrix and sanitize of forward 11 and 14 (so that a win can be adopted).
set -u
O=$1
source dev/jobs/lib.sh
build_lab_and_variants layernorm_forward "s1:-DFORWARD11_MIN_STAGES=1"
echo "$RAW_HEADER" > "$O/raw.csv"
time_builds "d s1" 11 "4096 8192 32768" "1600 2048" "d / s1" "bf16 fp16"
time_builds "d s1" 11 "4096 8192 32768" "1024 1600" "d / s1" fp32
best_per_rung
make -B -j16 EXTRA_FLAGS=-DFORWARD11_MIN_STAGES=1 build > "$O/build-s1.log" 2>&1 || { stamp "switched build FAILED"; exit 1; }
stamp "switched lab built"
check_rungs layernorm_forward 11,14 "67x1024 3x2048 130x1600 1x512 37x2048 5x1600"
stamp "done"
