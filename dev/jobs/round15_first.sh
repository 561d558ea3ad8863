#!/usr/bin/env bash
# Fifteenth round, first job (dev/device_daemon.sh start dev/jobs/round15_first.sh), about 17 minutes: the backward's
# phase probe (round15_backward_phases.sh, under $1/phases) first, being short, then the new forward rung 13 and the
# dispatcher built to use it (round15_wide.sh, under $1/wide), then the forward's shifting instances
# (round15_shifted.sh, under $1/forward; last because it rebuilds the lab with its switch on). Then adopt what wins
# and passes, commit, and run the evidence command (dev/jobs/evidence.sh) scoped to what is left.
set -u
O=$1
mkdir -p "$O/phases" "$O/forward" "$O/wide"
bash dev/jobs/round15_backward_phases.sh "$O/phases"
bash dev/jobs/round15_wide.sh "$O/wide"
bash dev/jobs/round15_shifted.sh "$O/forward"
