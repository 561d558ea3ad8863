#!/usr/bin/env bash
# The forty-ninth round's seventh job (one direct call): round49_f's timing again (the dispatchers, d then p =
# -DFORWARD13_STATS=3, in turn), a second run, with fp16 4096 x 49152 beside: round49_f found fp32 / bf16 +0.3..+1.8 and
# fp16 at 65536 columns -6.8 / -7.2, with the same registers (fp16's 4-Pack instance 44 -> 46, no spills).
# Predicted: the same signs; if fp16 repeats, the switch stays off in fp16.
# Outcome (results/dev-h100-2026-11-27/round49/g/): the same signs: fp32 +1.8 / +0.4 / +0.3, bf16 0.0 / +0.8 / +0.7, fp16
# 4096 x 65536 -7.0, 8192 x 65536 -7.5, 4096 x 49152 -2.6 (dev/NOTES.md [D49]).
#   bash dev/jobs/round49_g.sh OUTDIR
set -u
OUTDIR=$1; O=/tmp/o49g; mkdir -p "$O" "$OUTDIR"
source dev/jobs/lib.sh
start_forward_builds bin49g d "fp32 bf16 fp16" "p:fp32:-DFORWARD13_STATS=3" "p:bf16:-DFORWARD13_STATS=3" "p:fp16:-DFORWARD13_STATS=3"
: > "$O/timing.csv"
for d in fp32 bf16; do time_in_turn bin49g "p d" $d 15 "4096x32768 4096x65536 8192x65536"; done
time_in_turn bin49g "p d" fp16 15 "4096x65536 8192x65536 4096x49152"
stamp "timed"
mean_by_block_of_timing
tee "$OUTDIR/mean.txt" < "$O/mean.txt"
stamp "done"
