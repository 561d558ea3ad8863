#!/usr/bin/env bash
# Ran in the forty-seventh round at 9ca2d40 on an H100 (round47/mean-combine.txt, blocks-c*.csv): every cluster size
# 3-8 on SMs 0-123 only (SMs 124-131 never held a block), and 8 the fastest at every cell (c4 next, 1-3 behind; c3,
# c6, c7 2-7 behind): NOTES [A47].
# The forty-seventh round's first job (one direct call, about 8 minutes held): clusters of other sizes than 8 for the
# backward's combining launches. [B28] found every clustered launch at two or more blocks an SM on 124 of the 132 SMs
# (clusters of 8 or 4); round29/blocks-first-f909505.csv shows it again at bf16 4096 x 1024 (kernel 11, 496 blocks),
# 4096 x 2048 and 4096 x 4096 (kernel 9). Clusters of 2 reached more SMs but made 4x the partial rows ([C28]). Never
# timed: clusters of 6 (or 3), whose blocks may fit GPCs that clusters of 8 leave short. cN: the dispatcher with
# -DBACKWARD15_COMBINE=N -DBACKWARD15_COMBINE9=N (kernels 9 and 11 and the odd widths at 4096 rows), c8 the tree.
# Predicted: if cN covers 132 SMs where c8 covers 124, +3..+6 at the 16-bit target cells of kernels 9 and 11
# (8192 x 1024, 4096 x 2048 / 4096, 8192 x 2048, 32768 x 512) and at 4096 x 4097; if it covers no more, c6 within a
# point of c8 (partial rows 8/6 as many).
#   bash dev/jobs/round47_a.sh OUTDIR
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
B=bin47a
specs=()
for n in 8 7 6 4 3; do
    for d in bf16 fp32; do specs+=("c${n}_$d:$(dtype_flag $d) -DBACKWARD15_COMBINE=$n -DBACKWARD15_COMBINE9=$n"); done
done
build_specs $B "${specs[@]}"
# the SMs each cluster size reaches: the probe's dispatcher form with every block's SM into blocks.csv
mkdir -p /tmp/p
for n in 8 7 6 4 3; do
    nvcc $VARIANT_FLAGS -DENABLE_BF16 -DBACKWARD15_COMBINE=$n -DBACKWARD15_COMBINE9=$n dev/probe_backward_cost.cu \
        -o /tmp/p/probe_c$n -lgomp > "$O/build-probe-c$n.log" 2>&1 &
done
wait
stamp "probes built"
for n in 8 7 6 4 3; do
    for shape in 8192x1024 4096x4096 4096x2048; do
        PROBE_BLOCKS_CSV=/tmp/p/blocks-c$n.csv timeout 120 /tmp/p/probe_c$n ${shape%x*} ${shape#*x} dispatcher \
            > "$O/probe-c$n-$shape.txt" 2>&1
    done
    awk -F, -v n=$n '{k = $2 "x" $3; sm[k, $8] = 1; blocks[k]++} END {for (x in sm) {split(x, f, SUBSEP); c[f[1]]++}
        for (k in c) print "c" n, k, blocks[k] " blocks on " c[k] " SMs"}' /tmp/p/blocks-c$n.csv
done | sort | tee "$O/sms.txt"
cp /tmp/p/blocks-c*.csv "$O/" 2>/dev/null
stamp "probes done"
: > "$O/timing.csv"
for round in 1 2; do
    time_in_turn $B "c8 c7 c6 c4 c3" bf16 15 "8192x1024 4096x2048 4096x4096 8192x2048 32768x512 4096x4097 4096x8192 32768x1024"
    time_in_turn $B "c8 c7 c6 c4 c3" fp32 15 "4096x4097 8192x2048 4096x8192"
    stamp "round $round"
done
mean_of_timing
