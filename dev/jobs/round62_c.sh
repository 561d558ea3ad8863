#!/usr/bin/env bash
# The sixty-second round's adoption check and sweep (about 10 minutes, through the daemon, two calls), at the commit
# that adds FORWARD15_FULL_BLOCK (fp32 3585-4096 columns on kernel 9 at 512 threads x 2 Packs, 16-bit 14337-16384 on
# kernel 10 at 256 x 8), measured in round62_a / round62_b:
#   export COMMIT=<literal sha>; bash dev/device_daemon.sh start dev/jobs/round62_c.sh 570
# The lab's own builds: the GPU matrix of forward 15 in every dtype (dev/run_tests.sh, with the CPU sections and the
# dispatcher on outlier rows) with the rule's edges added, its sanitize at 4 shapes, then the forward sweep of the
# dispatcher over the target grid in every dtype ($O/sweep/, $O/targets.txt). Rungs 9 and 10 did not change.
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
lab_check_rungs layernorm_forward 15 "4096x4096 37x3592 5x4096 3x3584 4096x16384 37x14344 5x16384 3x14336 2x16392 8192x12288" \
    "37x3592 5x4096 37x14344 5x16384"
[ "${SWEEP:-1}" = 1 ] && sweep_forward_targets
stamp "done"
