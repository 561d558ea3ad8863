#!/usr/bin/env bash
# The sixty-third round's check of the H200's backward table as refined after round63_d (about 4 minutes, one daemon
# call): the H100's picks kept below 8192 rows at fp32 641-768 / 1001-1024 and 16-bit 1665-2048 / 12289-16384.
#   export COMMIT=<literal sha>; bash dev/device_daemon.sh start dev/jobs/round63_e.sh 330
# The GPU matrix of backward 15 in every dtype with the refined rows' edges added (both sides of 8192 rows), and
# compute-sanitizer at 4 of them. No timing: every launch the table makes was timed in round63_d (t or h).
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
lab_check_rungs layernorm_backward 15 "37x768 3x644 5x1024 3x1004 2x1028 37x2048 3x1668 5x2052 17x8192 3x7172 2x16388 \
    3x65536 5x12288 2x8188 2x32768 8192x768 8192x1024 8192x2048 5x12292 8192x16384 4096x16384" "37x1024 5x2048 3x16384 2x768"
stamp "done"
