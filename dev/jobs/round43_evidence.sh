#!/usr/bin/env bash
# The forty-third round's evidence (about 14 minutes held; dev/device_daemon.sh start, the wait calls chained): backward
# kernel 14 is the split rung and the dispatcher (rung 15) takes it for short 16-bit rows, so the backward's table is
# re-timed at HEAD: make test with the GPU matrix of both dispatchers (forward 14, backward 15) and the outlier test,
# make sanitize of both at 7 shapes, the sweep of the backward dispatcher alone (108 cells), its chart. The forward's
# source is 12ade6b's, so its table there stands.
# Predicted: at the cells the rule takes (16-bit, up to 1024 columns and 4 M elements: 4096 x 512 / 768 / 1024 and
# 8192 x 512 of the target shapes) +3..+10 points over 12ade6b's (bf16 4096 x 512 55.2 -> about 64); no target cell
# crosses 85; every other cell within the runs' spread (about 1.5 points).
#   bash dev/jobs/round43_evidence.sh OUTDIR
set -u
export STEPS=env,make,test,sanitize,sweep,plot SWEEP_ARGS="--passes backward --rungs backward=15"
bash dev/jobs/evidence.sh "$1"
