#!/usr/bin/env bash
# Fifty-fifth round (about 2 minutes): round55_d's sweep at b162c9e had bf16 4096 x 4096 at 94.8 % of the copy
# (faf46eb's evidence 96.0), where round55_b / round55_c had timed the change's bf16 level in turn (95.9 / 96.0, 96.1 /
# 95.8). The dispatcher in bf16 before (layernorm_forward_prev.cu: caf57f5's forward, an untracked copy) and after
# (the tree), in turn, four rounds, at that cell and two beside it.
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
prev_and_tree_forward_builds bin55e bf16
: > "$O/timing.csv"
for round in 1 2 3 4; do time_in_turn bin55e "prev t" bf16 15 "4096x4096 4096x8192 4096x2048"; done
mean_of_timing
stamp "done"
