#!/usr/bin/env bash
# Prepared in the fifty-second round for the next (about 14 minutes, through the daemon), to run at the commit that
# makes rung 13's stagger the default (FORWARD13_STAGGER_NS 1000, round52/b's winner, dev/NOTES.md [B52]):
#   export COMMIT=<sha>; bash dev/device_daemon.sh start dev/jobs/round53_a.sh 585
#   bash dev/device_daemon.sh wait 580        (as often as it takes; then the files are in work.tgz)
# (1) The lab built as committed; its GPU matrix of forward 13 and 15 in every dtype (with the SASS check and the
# dispatcher on outlier rows), the rung-13 widths added; compute-sanitizer's four tools over both at 5 shapes (300 rows
# at 65536 columns: more than the first wave, which the stagger delays);
# --outliers of 13 and 15 at 4 widths. (2) The dispatcher in turn, twice, at the rung-13 cells 4096 x 65536 and 4096 x
# 49152 in every dtype: t (the tree, 1000 ns x 8 steps) and off (-DFORWARD13_STAGGER_NS=0, the tree before). (3) The
# forward sweep over the target grid in every dtype, for the evidence folder.
# Predicted: (1) clean; (2) t over off by +0.3..+0.9 as in round52/b; (3) the 4096 x
# 65536 cells over d87e595's (fp32 94.5, bf16 94.3, fp16 94.9) by as much, the forward 34 / 30 / 32 of 34 if the
# sweep agrees, every other cell within the spread (the stagger is in rung 13 only).
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
lab_with_forward_builds bin53 t
for d in fp32 bf16 fp16; do forward_variant bin53 off $d "-DFORWARD13_STAGGER_NS=0" & done
LNLAB_EXTRA_SHAPES="4096x65536 300x49152 7x65537 3x40000 2x131072" check_rungs layernorm_forward 13,15 \
    "300x65536 5x65537 37x49152 3x40000 2x131072"
wait
stamp "variants: $(ls bin53 | tr '\n' ' ')"
OUTLIERS_TAG=1 check_outliers_build_dtypes bin53 t 13,15 "16x40000 16x49152 16x65536 4x131072"
: > "$O/timing.csv"
for rep in 1 2; do
    for d in fp32 bf16 fp16; do time_in_turn bin53 "t off" $d 15 "4096x65536 4096x49152"; done
done
mean_of_timing
stamp "timed"
sweep_forward_targets
stamp "done"
