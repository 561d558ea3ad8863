#!/usr/bin/env bash
# Thirty-fourth round, fifth job (about 4 minutes): round34_fp32_check.sh's second part done right (it passed the
# block size where run_variant takes the rows, so it timed 32-row shapes: void). fp32 kernel 7 at 32 threads (one-warp
# blocks, a cluster of them a row) at 2, 3 and 4 stages (d, s3, s4), in turn, twice, rows 4096 / 8192 / 32768, at
# widths not a multiple of 16 (where the table now takes kernels 12 / 8) and two that are (704, 1824), beside the
# dispatcher. Predicted: s3 / s4 ahead at the unaligned widths by 1-3 points, if the lines' latency is what they lose;
# level at 704 and 1824. A map for the next round, no change to the tree.
#   $O/raw.csv, mean.txt
# Ran at 5b477e5 (round34/*-5b477e5.*): [C34]. Refuted: 3 stages lost 0.8-10.7 points at every cell not a multiple
# of 16 but 764 x 8192 (where 2 stages ran 66.0), 4 stages more; at 1824 -1.4..-4.7, at 704 +1.0..+1.6.
set -u
O=$1
source dev/jobs/lib.sh
make -j16 layernorm_backward > "$O/build.log" 2>&1 || { stamp "build FAILED"; exit 1; }
cp layernorm_backward /tmp/v/d_fp32
build_program_variant layernorm_backward.cu s3_fp32 "" -DKERNEL7_STAGES=3 &
build_program_variant layernorm_backward.cu s4_fp32 "" -DKERNEL7_STAGES=4 &
wait
stamp "built"
echo "$RAW_HEADER" > "$O/raw.csv"
for rep in 1 2; do
    for cols in 644 700 764 1652 1748 1860 2044 704 1824; do
        for rows in 4096 8192 32768; do
            for b in d s3 s4; do
                timeout 120 /tmp/v/${b}_fp32 7 32 --rows $rows --cols $cols --csv --seed 7 2>&1 | tail -n +2 | grep -v "^#" |
                    awk -F, -v v="${b}_fp32" 'NF > 8 {print v "," $1 "," $2 "," $3 "," $4 "," $5 "," $6 "," $7 "," $8 "," $9 "," $10 "," $11}' >> "$O/raw.csv"
            done
            run_variant d_fp32 14 $rows $cols 7
        done
    done
    stamp "rep $rep"
done
mean_of_runs > "$O/mean.txt"
stamp "done"
