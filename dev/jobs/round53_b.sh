#!/usr/bin/env bash
# Prepared in the fifty-second round for the next (about 11 minutes, through the daemon; run at the commit that makes
# round53_a's best stagger the default):
#   export COMMIT=<sha>; bash dev/device_daemon.sh start dev/jobs/round53_b.sh 585
#   bash dev/device_daemon.sh wait 300
# (1) The lab's GPU matrix of forward 13 and 15 in every dtype (with the SASS check and the dispatcher on outlier rows),
# the rung-13 widths added, and compute-sanitizer's four tools over both at 5 shapes; (2) --outliers of 13 and 15 at
# 4 widths; (3) the forward sweep over the target grid in every dtype, for the evidence folder.
# Predicted: (1), (2) clean; (3) the 4096 x 65536 cells +0.3..+0.9 over d87e595's (fp32 94.5, bf16 94.3, fp16 94.9),
# every other cell within the spread (the stagger runs in rung 13 only).
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
nvidia-smi --query-gpu=name,driver_version --format=csv > "$O/env.txt" 2>&1
echo "commit: ${COMMIT:-unknown}" >> "$O/env.txt"
build_lab
stamp "built"
LNLAB_EXTRA_SHAPES="4096x65536 300x49152 7x65537 3x40000 2x131072" check_rungs layernorm_forward 13,15 \
    "4096x65536 5x65537 37x49152 3x40000 2x131072"
mkdir -p bin53b && for d in fp32 bf16 fp16; do
    f=layernorm_forward; [ $d != fp32 ] && f=${f}_$d; cp $f bin53b/t_$d
done
OUTLIERS_TAG=1 check_outliers_build_dtypes bin53b t 13,15 "16x40000 16x49152 16x65536 4x131072"
python3 scripts/sweep.py --out "$O/sweep" --passes forward --rungs forward=15 > "$O/sweep.log" 2>&1
stamp "sweep: $(tail -n 1 "$O/sweep.log")"
stamp "done"
