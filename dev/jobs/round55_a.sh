#!/usr/bin/env bash
# Prepared in the fifty-fourth round for the next (about 6 minutes, through the daemon): the forward sweep over the
# target grid in every dtype at `ceeaa68` or later (kernel 10's shifting 2-Pack instance at 32 registers in fp16, and
# fp16 4097 on it: [H54]), for an evidence folder that carries that change; the last sweep was at `faf46eb`.
#   export COMMIT=<sha>; bash dev/device_daemon.sh start dev/jobs/round55_a.sh 540
# Predicted: the 16-bit 4097 cells at 90-91 / 93.5-94.5 (4096 / 8192 rows), the others as at `faf46eb` within the
# spread; the counts 34 / 30 / 31, or one more in a dtype where 8192 x 4097 crosses 95.
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
build_forward_programs
stamp "built the forward"
sweep_forward_targets
stamp "done"
