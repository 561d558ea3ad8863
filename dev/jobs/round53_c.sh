#!/usr/bin/env bash
# Prepared in the fifty-second round for the next (about 6 minutes, through the daemon):
#   export COMMIT=<sha>; bash dev/device_daemon.sh start dev/jobs/round53_c.sh 585
# fp16's shifting 2-Pack kernel 10 at 34 registers (FORWARD10_FP16_SHIFTED_BOUNDS, above kernel 10) and the rule for rows
# with a head on it. [C52]: fp16's rule rows on kernel 10 lost 5-7 points to kernel 9 (3001, 4097), where bf16's kernel
# 10 leads fp16's kernel 9 at 4097 (90.0 / 93.3 against 87.4 / 92.7 % of the copy, rows 4096 / 8192); ptxas: under
# fp16's (1024, 1) bounds that instance takes 44 registers, bf16's 32, fp16's kernel 9 34; under (1024) 34, no spill.
# fp16 builds: d (the tree), nb (-DFORWARD10_FP16_SHIFTED_BOUNDS=1: the dispatcher unchanged, only rung 10's instances),
# then with dev/jobs/round53_head_rule.patch (the rule on kernel 10 at any width, up to 256 threads: 4097 too; round52's
# o256): p (the patch alone, control) and pnb (the patch and the switch). (1) The SASS check of nb and pnb (split row
# loads, spills); --check and --outliers of pnb's rungs 10 and 15 at the rule's widths. (2) Rung 10 of d and nb at every
# block size at 4096 x 4097 and 4096 x 3001. (3) The dispatcher, d / p / pnb in turn, twice.
# Predicted: nb's rung 10 at 256 / 192 threads +3..+6 over d's there; pnb about bf16's at 4097 (89-90 / 93) and level
# with d at 3001 (kernel 9 and kernel 10 then at the same registers); p as round52's o256 (83 / 86 at 4097).
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
start_forward_builds bin53c d "fp16" "nb:fp16:-DFORWARD10_FP16_SHIFTED_BOUNDS=1"
apply_job_patch round53_head_rule.patch
forward_variant bin53c p fp16 "" &
forward_variant bin53c pnb fp16 "-DFORWARD10_FP16_SHIFTED_BOUNDS=1" &
wait
stamp "patched builds: $(ls bin53c | tr '\n' ' ')"
bash dev/sass_check.sh bin53c/nb_fp16 bin53c/pnb_fp16 > "$O/sass.txt" 2>&1; stamp "sass exit $?"; cat "$O/sass.txt"
check_build_dtypes bin53c pnb 10,15 "4096x4097 37x4097 5x3001 3x2401 9x4103 2x2057 7x1031 3x1999" fp16
OUTLIERS_TAG=1 check_outliers_build_dtypes bin53c pnb 10,15 "16x4097 16x3001 16x2401 16x1031" fp16
: > "$O/timing.csv"
for build in d nb; do for cols in 4097 3001; do time_binary bin53c ${build}_fp16 10 4096 $cols; done; done
best_of_timing
mv "$O/timing.csv" "$O/rungs.csv"; : > "$O/timing.csv"
for rep in 1 2; do
    time_in_turn bin53c "d p pnb" fp16 15 "4096x4097 8192x4097 4096x4103 4096x3001 8192x3001 4096x2401 8192x2401"
done
mean_of_timing
stamp "done"
