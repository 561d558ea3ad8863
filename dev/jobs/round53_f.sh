#!/usr/bin/env bash
# Fifty-third round (about 7 minutes, through the daemon): the forward sweep over the target grid in every dtype at the
# commit with both of the round's changes (rung 13's stagger, fp16's rows with a head on kernel 10), for the evidence
# folder; round53_a.sh swept a551031, before the second.
#   export COMMIT=<sha>; bash dev/device_daemon.sh start dev/jobs/round53_f.sh 540
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
build_forward_programs
stamp "built the forward"
sweep_forward_targets
stamp "done"
