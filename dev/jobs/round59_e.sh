#!/usr/bin/env bash
# The check and sweep after an adoption (for the session that adopts from round59_b; about 14 minutes, through the
# daemon), at a commit whose defaults are the adopted switches:
#   export COMMIT=<literal sha>; bash dev/device_daemon.sh start dev/jobs/round59_e.sh 570
# The lab's own builds: make sass (every judged instance of the three forward builds), the GPU matrix of forward 7, 8,
# 9, 10, 13 and 15 in every dtype (dev/run_tests.sh, with the CPU sections, the SASS check and the dispatcher on
# outlier rows) with aligned and head shapes added, compute-sanitizer's four tools over them at 4 shapes, then the
# forward sweep of the dispatcher over the target grid in every dtype ($O/sweep/, $O/targets.txt).
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
build_lab_and_sass
LNLAB_EXTRA_SHAPES="4096x4096 8192x16384 33x12288 5x16384 2x65536 130x2048 4096x4097 300x4097 37x3001 17x8191" \
    check_rungs layernorm_forward 7,8,9,10,13,15 "130x2048 300x4097 5x16384 3x13"
[ "${SWEEP:-1}" = 1 ] && sweep_forward_targets   # SWEEP=0: the checks only (about 7 minutes)
stamp "done"
