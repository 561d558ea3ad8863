#!/usr/bin/env bash
# The fifty-sixth round's seventh job (about 1.5 minutes, through the daemon), round56_f's builds, the order reversed:
#   export COMMIT=<literal sha>; bash dev/device_daemon.sh start dev/jobs/round56_g.sh 200
# round56_f ([F56]): at the cells where h runs the loads of before (16-bit 8192 x 1024, fp32 8192 x 512), h ran 2-5
# points under prev, though its launches there differ from prev's by one mbarrier's arrive and wait. prev was timed
# first at every cell in every round. Is that the order? h / t / prev in turn, twice, at those cells and 16384 x 768.
# Predicted, if the order: prev and h swap places; if not: the same figures as round56_f within 0.5.
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
prev_and_tree_forward_builds bin56g "fp32 bf16 fp16"
patched_forward_variant bin56g h round56_f_ring_wb_short_loaded.patch "fp32 bf16 fp16"
ls bin56g | tr '\n' ' '; echo
time_rounds_in_turn bin56g "h t prev" 15 "bf16=8192x1024 16384x768" "fp16=8192x1024 16384x768" "fp32=8192x512"
stamp "done"
