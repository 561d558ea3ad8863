#!/usr/bin/env bash
# Fifty-third round (about 7 minutes, through the daemon), at the commit that puts fp16's rows with a head (the 2-Pack
# rule, up to 192 threads) on kernel 10 with its shifting 1- and 2-Pack block instances under (1024) bounds
# (round53/c's pnb without the 256-thread limit, which lost at 8192 x 4097):
#   export COMMIT=<sha>; bash dev/device_daemon.sh start dev/jobs/round53_e.sh 585
# (1) The lab built as committed; the GPU matrix of fp16's forward rungs 10 and 15 (with the SASS check and the
# dispatcher on outlier rows), the rule's widths added, and compute-sanitizer's four tools over both at 5 shapes;
# --outliers of 10 and 15 at the rule's widths. (2) The dispatcher in turn, twice, t (the tree) against off
# (round53_e_before.patch: the tree before), at the rule's widths and at 4097 (off the rule, unchanged).
# Predicted: (1) clean; (2) t over off as pnb over d in round53/c at 2401 and 3001 (+0.5..+1.4), level at 4097.
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
lab_with_forward_builds bin53e t
LNLAB_DTYPES=fp16 LNLAB_EXTRA_SHAPES="4096x3001 37x2401 9x2057 3x3071 5x2567" check_rungs layernorm_forward 10,15 \
    "300x3001 5x2401 37x2057 3x4097 2x3071"
OUTLIERS_TAG=1 check_outliers_build_dtypes bin53e t 10,15 "16x2057 16x2401 16x3001 16x3071" fp16
apply_job_patch round53_e_before.patch
forward_variant bin53e off fp16 ""
stamp "variants: $(ls bin53e | tr '\n' ' ')"
: > "$O/timing.csv"
for rep in 1 2; do
    time_in_turn bin53e "t off" fp16 15 "4096x2057 8192x2057 4096x2401 8192x2401 4096x3001 8192x3001 4096x4097 8192x4097"
done
mean_of_timing
stamp "done"
