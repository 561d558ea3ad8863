#!/usr/bin/env bash
# Fifteenth round, first job (dev/device_daemon.sh start dev/jobs/round15_first.sh), about 10 minutes: the backward's
# phase probe (round15_backward_phases.sh, under $1/phases) first, being short, then the new forward rung 13 and the
# dispatcher built to use it (round15_wide.sh, under $1/wide). Then adopt what wins and passes, commit, and run the
# evidence command (dev/jobs/evidence.sh, about 15 minutes for both dispatchers' sweeps). The forward's shifting
# instances (round15_shifted.sh, about 7 minutes: at most one target cell a 16-bit dtype, 4097 columns) come after,
# if time is left.
set -u
O=$1
mkdir -p "$O/phases" "$O/wide"
bash dev/jobs/round15_backward_phases.sh "$O/phases"
bash dev/jobs/round15_wide.sh "$O/wide"
