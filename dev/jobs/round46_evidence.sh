#!/usr/bin/env bash
# Ran in the forty-sixth round at bf0ec46 on an H100 ([D46]; 14 minutes held): make test 891 passed, 0 failed, 107
# skipped; sanitize 168 clean; targets fp32 27 (8192 x 1024 85.0 -> 84.9, its launch unchanged) / bf16 22 / fp16 22
# of 34; four target cells up 2.8-3.8, none down by more than 1.
# The forty-sixth round's evidence (about 16 minutes held; dev/device_daemon.sh start, then wait calls): rung 14 picks
# its order at launch (columns first where x and dy fit in a third of L2, the groups beyond) and the dispatcher sends
# 16-bit rows of up to 2048 columns to it, so the backward's table is re-timed: make test with the GPU matrix of
# backward 14 and 15 and the forward dispatcher (the rule's new shapes added), make sanitize of the same at 7 shapes,
# the sweep of the backward dispatcher alone (108 cells), its chart. The forward's source is 12ade6b's.
# Predicted: against a0f97f4's table, +3..+8 at the 16-bit cells of 4096 x 512-1024 and 8192 x 512 ([D45]), the
# rest within the runs' spread (about 1.5 points); no backward target cell crosses 85.
#   bash dev/jobs/round46_evidence.sh OUTDIR
set -u
export STEPS=env,make,test,sanitize,sweep,plot SWEEP_ARGS="--passes backward --rungs backward=15"
export LNLAB_BACKWARD_KERNELS=14,15 LNLAB_EXTRA_SHAPES="2048x2048 1024x2048 2048x1536 1000x2048 12288x512"
bash dev/jobs/evidence.sh "$1"
