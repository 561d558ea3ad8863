#!/usr/bin/env bash
# The sixty-first round's adoption check and sweep (about 12 minutes, through the daemon), at the commit that turns on
# FORWARD_WIDE_PACKS_16BIT (16-bit rows of 20488-32768 columns on kernel 10 at 512 threads x 8 Packs) and
# FORWARD6_ALIGNED_INSTANCES (kernel 6's aligned instances), both measured in round60_d:
#   export COMMIT=<literal sha>; bash dev/device_daemon.sh start dev/jobs/round61_a.sh 570
# The lab's own builds: make sass, the GPU matrix of forward 6, 9, 10 and 15 in bf16 and fp16 (dev/run_tests.sh, with
# the CPU sections, the SASS check and the dispatcher on outlier rows) with the wide rule's edges added, their sanitize
# at 4 shapes, then the forward sweep of the dispatcher over the target grid in every dtype ($O/sweep/, $O/targets.txt).
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
build_lab_and_sass
LNLAB_DTYPES="bf16 fp16" \
LNLAB_EXTRA_SHAPES="4096x20480 37x20488 5x24576 4096x32768 2x32768 3x32776 300x1024 4096x512 130x768 9x1000" \
    check_rungs layernorm_forward 6,9,10,15 "37x20488 5x32768 130x768 300x1024"
[ "${SWEEP:-1}" = 1 ] && sweep_forward_targets   # SWEEP=0: the checks only (about 5 minutes)
stamp "done"
