#!/usr/bin/env bash
# Twenty-second round, fourth job (COMMIT=<sha> bash dev/device_daemon.sh start dev/jobs/round22_forward_wb.sh 580),
# about 6 minutes. round22_forward_ncu.sh found the bf16 forward at 4096 x 2048 (kernel 11: a warp per row, 16 warps
# an SM) stalled half its time on L1TEX (5.3 of 10.6 cycles between a warp's instructions): the output loop reads
# weight and bias from global memory (L1, 65 % hit) for every Pack of every row, one iteration after another.
# -DFORWARD11_WB_SHARED=1 (w) copies weight and bias into shared memory once a block and reads them from there.
#   $O/raw.csv: forward 11 (every block size) and 14, d / w, rows 4096 / 8192 / 32768 x 512-2048 columns, every dtype.
# Then the lab built with w, the GPU matrix and sanitize of forward 11 and 14. Its forward build was folded into lib.sh's
# build_forward_programs after the run (the same make command), its variant builds into build_variants (the same
# builds, the committed ones kept after the variants rather than before).
set -u
O=$1
source dev/jobs/lib.sh
build_forward_programs
build_variants layernorm_forward "w:-DFORWARD11_WB_SHARED=1"
echo "$RAW_HEADER" > "$O/raw.csv"
time_builds "d w" 11,14 "4096 8192 32768" "512 768 1024 1600 2048" "d / w"
awk -F, '$12 == "ok" && $2 == 14 {print $1, $3, $4, $5, $9}' "$O/raw.csv" | paste -d' ' - - | awk '{printf "%s %s %s  d %s w %s\n", $2, $3, $4, $5, $10}'
make -B -j16 EXTRA_FLAGS=-DFORWARD11_WB_SHARED=1 all > "$O/build-w.log" 2>&1 || { stamp "switched build FAILED"; exit 1; }
stamp "switched lab built"
check_rungs layernorm_forward 11,14 "67x1024 3x4096 130x768 1x512 37x2048 5x1600"
mv "$O/test.log" "$O/test-w.log"; mv "$O/sanitize.log" "$O/sanitize-w.log"
stamp "done"
