#!/usr/bin/env bash
# Sixteenth round, second job (COMMIT=<sha> bash dev/device_daemon.sh start dev/jobs/round16_evidence.sh), about 21
# minutes. The round's first job (round16_first.sh at be85271) found none of its three switches faster; they are
# removed (every PTX entry of both programs identical to be85271's, dev/ptx_compare.py). What changed in device
# behaviour is one host rule: the bf16 forward dispatcher sends rows whose width is not a multiple of PACK_SIZE to
# kernel 9 (two passes) rather than kernel 10 (the one-pass pivot), from round15/raw-shifted-50d69d7.csv at 4097.
#   1. the rule's check at more odd widths: bf16 forward 9, 10 and 14, rows 4096 / 8192 x 2049, 4097, 8191,
#      12289, 16385, 24577 (every block size; the dispatcher should now match kernel 9);
#   2. the evidence command without the peers (scripts/evidence.sh STEPS=env,make,test,sanitize,sweep,plot): make
#      test with the GPU matrix of both dispatchers and the outlier test, make sanitize of both at 7 shapes, the
#      sweep of both dispatchers over issue 5's target shapes, targets.txt and the charts. Writes $1/evidence.
# As run at e33e239: LNLAB_FORWARD_KERNELS / LNLAB_BACKWARD_KERNELS were left unset here (dev/jobs/evidence.sh sets
# them to 14), so make test and make sanitize covered every rung (773 s and 443 s) and the device time ran out in
# the sweep (results/evidence-h100-2026-11-23-e33e239/NOTE.md). Set them to time only the dispatchers.
set -u
O=$1
source dev/jobs/lib.sh
start_forward_job
echo "$RAW_HEADER" > "$O/raw.csv"
for shape in 4096x2049 8192x2049 4096x4097 8192x4097 4096x8191 8192x8191 4096x12289 4096x16385 4096x24577; do
    run_variant f_bf16 9,10,14 ${shape%x*} ${shape#*x} 7
done
best_per_rung | awk '$2 != "" {print}'
stamp "bf16 odd widths timed"
export LNLAB_JOBS=14
export LNLAB_SANITIZE_SHAPES="67x1031 67x1032 5x4100 3x40000 130x768 37x2048 1x65537"
export SWEEP_ARGS="--rungs forward=14;backward=14" LAB_KERNELS=last STEPS=env,make,test,sanitize,sweep,plot
bash scripts/evidence.sh "$O/evidence"
stamp "evidence exit $?"
