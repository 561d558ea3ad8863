#!/usr/bin/env bash
# Fifteenth round, first job (dev/device_daemon.sh start dev/jobs/round15_first.sh), about 9 minutes: the backward's
# phase probe (round15_backward_phases.sh, under $1/phases) first, being short, then the forward's shifting
# instances (round15_shifted.sh, under $1/forward). Then, if the switch wins and passes, flip its default, commit and
# run the evidence command (dev/jobs/evidence.sh) with what is left.
set -u
O=$1
mkdir -p "$O/phases" "$O/forward"
bash dev/jobs/round15_backward_phases.sh "$O/phases"
bash dev/jobs/round15_shifted.sh "$O/forward"
