#!/usr/bin/env bash
# Twenty-second round, first job (COMMIT=<sha> bash dev/device_daemon.sh start dev/jobs/round22_split.sh 580), about
# 11 minutes: the split backward pass (layernorm_backward.cu, launch_split: dx alone, then dweight/dbias from a
# second read of x and dy that L2 serves) in the dispatcher, s (-DBACKWARD14_SPLIT=1, wherever x and dy fit in the
# whole L2) against the committed d; the lab rebuilt with the switch, then the GPU matrix and sanitize of the switched
# dispatcher; then, on the committed build, backward rungs 9 and 13 by hand (not rerun since their stages moved to a
# 128-byte line in the twenty-first round).
#   $O/raw.csv: d / s at rows 4096 / 8192 x 512-4096 columns, every dtype.
set -u
O=$1
source dev/jobs/lib.sh
SPLIT="-DBACKWARD14_SPLIT=1 -DBACKWARD_SPLIT_L2_PERCENT=100"
build_lab_and_variants layernorm_backward "s:$SPLIT"
echo "$RAW_HEADER" > "$O/raw.csv"
time_builds "d s" 14 "4096 8192" "512 768 1024 1600 2048 4096" "d / s"
awk -F, '$12 == "ok" {print $1, $3, $4, $5, $9}' "$O/raw.csv" | paste -d' ' - - | awk '{printf "%s %s %s  d %s s %s\n", $2, $3, $4, $5, $10}'
check_rungs layernorm_backward 9,13 "67x1031 3x40000 130x768 37x2048 5x16384"
mv "$O/test.log" "$O/test-9-13.log"; mv "$O/sanitize.log" "$O/sanitize-9-13.log"
make -B -j16 EXTRA_FLAGS="$SPLIT" all > "$O/build-s.log" 2>&1 || { stamp "switched build FAILED"; exit 1; }
stamp "switched lab built"
check_rungs layernorm_backward 14 "67x1024 3x4096 130x768 1x512 37x2048 4096x1024 5x16384"
mv "$O/test.log" "$O/test-split.log"; mv "$O/sanitize.log" "$O/sanitize-split.log"
stamp "done"
