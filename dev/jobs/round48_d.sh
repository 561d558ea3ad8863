#!/usr/bin/env bash
# The forty-eighth round's fourth job (through dev/device_daemon.sh, a start call and a wait call): (1) the evidence
# command's peers alone (STEPS=env,make,peers,plot, LAB_KERNELS=last: both dispatchers, rung 15 each, beside PyTorch's
# layer_norm and the Triton tutorial at bench_peers.py's 118 shapes), the README's peer comparison being 053db4e's,
# from before forward rung 14. (2) A probe of waves at the forward's 4097-column cells ([C47]: a fixed 3-4 us at the
# copy's rate): the dispatcher at rows on either side of 4096 and 8192, 16-bit, two runs, with 4096 columns (aligned)
# beside it.
# Predicted: (1) the lab's forward ahead of both peers at 55 of 55 tutorial shapes or 54 (fp32 32768 x 768 a tie), the
# backward as before. (2) if the last wave of the block-a-row launches is what 4097 pays, its % of the copy moves with
# rows by 2-4 points between 3564 and 4752 rows (3 and 4 waves at 9 blocks an SM); if not, within 1.
#   $1/evidence: summary.txt, env.txt, make.log, peers.log, peers/, plot.log; $1/waves.csv, $1/waves-mean.txt
set -u
OUT1=$1; mkdir -p "$OUT1"
export LNLAB_FORWARD_KERNELS=15 LNLAB_BACKWARD_KERNELS=15 LAB_KERNELS=last STEPS=env,make,peers,plot
bash scripts/evidence.sh "$OUT1/evidence"
O=$OUT1
source dev/jobs/lib.sh
mkdir -p bin48
cp layernorm_forward_bf16 bin48/d_bf16; cp layernorm_forward_fp16 bin48/d_fp16
: > "$O/timing.csv"
for round in 1 2; do
    for d in bf16 fp16; do
        time_in_turn bin48 d $d 15 "3564x4097 3960x4097 4096x4097 4224x4097 4752x4097 7128x4097 8192x4097 8316x4097 3564x4096 4096x4096 4752x4096"
    done
    stamp "round $round"
done
cp "$O/timing.csv" "$O/waves.csv"
mean_of_timing > /dev/null; mv "$O/mean.txt" "$O/waves-mean.txt"; rm -f "$O/timing.csv"
cat "$O/waves-mean.txt"
stamp "done"
