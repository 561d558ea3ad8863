#!/usr/bin/env bash
# Prepared in the thirty-ninth round (about 9 minutes): the evidence command's peers alone (STEPS=env,make,peers,plot,
# with dev/jobs/evidence.sh's settings: the dispatchers beside PyTorch and the Triton tutorial at its 118 shapes). The
# 56b3d1f run's peers stopped at 115 of 118 when the machine's 30 minutes ran out, so the README's peer comparison
# was still f2bfaba's; the kernels at HEAD are 56b3d1f's, the harness now times in windows ([C39]).
#   $1/evidence: summary.txt, env.txt, make.log, peers.log, peers/, plot.log
set -u
export LNLAB_FORWARD_KERNELS=14 LNLAB_BACKWARD_KERNELS=14 LAB_KERNELS=last STEPS=env,make,peers,plot
bash scripts/evidence.sh "$1/evidence"
