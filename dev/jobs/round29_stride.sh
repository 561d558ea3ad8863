#!/usr/bin/env bash
# Twenty-ninth round, second job (about 4 minutes). round29_first.sh's census put the backward's clustered picks of
# one block an SM on 120 SMs, yet the twenty-eighth round's clusters of 2 (132 SMs) did not speed the 8192-column
# picks up; and the forward at 32768-65536 columns stops at ~2700 GB/s (86-93 % of the copy) whatever the rung,
# block size or cluster (results/, every sweep since the thirteenth round), fp32 8192 x 32768 bimodal (85.6 or 93).
# The hypothesis: the row stride. At 8192-65536 columns a row is 16-256 KB, a power of two, and the teams that
# run at once read the same column offset of rows that far apart, which may map onto the same DRAM channels; the
# copy reads one stream. The dispatchers (forward and backward, fp32 and bf16) at widths a little under each power
# of two (8160, 32736, 65504: the same picks, a stride off the power of two) beside it, in turn, twice; fp32
# forward 8192 x 32768 / 32736 three times. Predicted if the stride is the cost: the off widths several points
# higher; if not, within a point. Then Nsight Compute of the forward at fp32 4096 x 32768 and x 32736.
# Ran at 7fa52c7 (results/dev-h100-2026-11-24/round29/raw-stride-7fa52c7.csv, ncu-stride-7fa52c7/).
#   $O/raw.csv, best.txt, ncu/
set -u
O=$1
source dev/jobs/lib.sh
start_backward_job   # build_lab, the backward's builds as d_<dtype>, $O/raw.csv begun
keep_builds layernorm_forward f
for d in fp32 bf16; do
    for pair in "8192 8160" "32768 32736" "65536 65504"; do
        for rep in 1 2; do
            for cols in $pair; do run_variant f_$d 14 4096 $cols 7; run_variant d_$d 14 4096 $cols 7; done
        done
    done
    stamp "$d"
done
for rep in 1 2 3; do for cols in 32768 32736; do run_variant f_fp32 14 8192 $cols 7; done; done
stamp "fp32 8192 rows"
ncu_forward_dispatchers "fp32:4096:32768 fp32:4096:32736"
awk -F, 'NR > 1 {print $1, $3, $4, $5, $9}' "$O/raw.csv" > "$O/best.txt"
cat "$O/best.txt"
stamp "done"
