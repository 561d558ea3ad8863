#!/usr/bin/env bash
# Fifty-fourth round (about 6 minutes, through the daemon):
#   export COMMIT=<sha>; bash dev/device_daemon.sh start dev/jobs/round54_f.sh 585
# (1) Where bf16's ring waits longer than fp16's at 4096 x 2048 ([D54]: the same instructions and bytes, 9.69 against
# 9.54 cycles an issued instruction; [E54]: not the data). Nsight Compute's full set of the dispatcher's kernel 11 in
# each dtype, exported as the stall samples by SASS instruction (--page source) and every section's details, the
# report itself removed (size). Predicted: the same stall profile but for the conversions' lines (bf16's shift and
# mask on the integer pipe, fp16's conversion on the FMA pipe) and the store's F2FP.
# (2) round54_a.sh (prepared in the fifty-third round): fp16 against bf16 kernel 10 at 4097 columns under Nsight
# Compute with opcodes, and the SASS of the shifting instances, into $O/a.
set -u
O=$1; mkdir -p "$O/a"
source dev/jobs/lib.sh
build_forward_programs
stamp "built"
for d in bf16 fp16; do
    ncu --set full --import-source yes -k "regex:layernorm_forward_kernel11" --launch-skip 4 --launch-count 1 \
        -o "$O/ring-$d" ./layernorm_forward_$d 15 --rows 4096 --cols 2048 > "$O/ring-$d.log" 2>&1
    ncu -i "$O/ring-$d.ncu-rep" --page source --csv --print-source sass > "$O/ring-$d-sass.csv" 2>&1
    ncu -i "$O/ring-$d.ncu-rep" --page details --print-details all > "$O/ring-$d-details.txt" 2>&1
    rm -f "$O/ring-$d.ncu-rep"
    stamp "ring $d: $(wc -l < "$O/ring-$d-sass.csv") sass lines, $(grep -c . "$O/ring-$d-details.txt") detail lines"
done
bash dev/jobs/round54_a.sh "$O/a"
stamp "done"
