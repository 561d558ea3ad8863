#!/usr/bin/env bash
# Twenty-second round, second job (COMMIT=<sha> bash dev/device_daemon.sh start dev/jobs/round22_combine.sh 580),
# about 8 minutes: the backward dispatcher's clusters larger than the portable 8 (Hopper takes up to 16 once a kernel
# allows it: common.h, resident_clusters). -DBACKWARD14_COMBINE=16 / 12 (c16 / c12) against the committed 8 (d), for
# every pick but kernel 9: half the partial rows and a cluster barrier over more blocks. The sixteenth round found
# clusters of 4 and 2 slower than 8 at the short rows (more partial rows); this asks whether the trend goes on.
# Then the lab built with c16, the GPU matrix and sanitize of the switched dispatcher (so a win can be adopted).
#   $O/raw.csv: d / c16 / c12 at rows 4096 / 8192 x 512-8192 columns, 4096 / 8192 / 32768 x 1031 and 4097, and
#   32768 x 1024 / 4096, every dtype.
set -u
O=$1
source dev/jobs/lib.sh
build_lab_and_variants layernorm_backward "c16:-DBACKWARD14_COMBINE=16" "c12:-DBACKWARD14_COMBINE=12"
echo "$RAW_HEADER" > "$O/raw.csv"
time_builds "d c16 c12" 14 "4096 8192" "512 768 1024 1600 2048 4096 8192" "d / c16 / c12"
time_builds "d c16 c12" 14 "4096 8192 32768" "1031 4097" "odd widths"
time_builds "d c16 c12" 14 32768 "1024 4096" "32768 rows"
awk -F, '$12 == "ok" {print $1, $3, $4, $5, $9}' "$O/raw.csv" | paste -d' ' - - - |
    awk '{printf "%s %s %s  d %s c16 %s c12 %s\n", $2, $3, $4, $5, $10, $15}'
make -B -j16 EXTRA_FLAGS="-DBACKWARD14_COMBINE=16" all > "$O/build-c16.log" 2>&1 || { stamp "switched build FAILED"; exit 1; }
stamp "switched lab built"
check_rungs layernorm_backward 14 "67x1024 3x4096 130x768 1x512 37x2048 67x1031 5x4097 4096x1024"
mv "$O/test.log" "$O/test-c16.log"; mv "$O/sanitize.log" "$O/sanitize-c16.log"
stamp "done"
