#!/usr/bin/env bash
# Kernel 16, the grouped odd widths (dev/NOTES.md [C66], [A67]; dev/jobs/round68_kernel16.patch: a candidate rung after
# the dispatcher, not in the tree), checked and timed on the GPU beside its first build and its bound, in about 10-12
# minutes (QUICK=1: about 5) through the daemon (start, then wait), or as round68.sh's first part:
#   export COMMIT=<literal sha>; bash dev/device_daemon.sh start dev/jobs/round68_k16.sh 570   (then wait 300)
# The patch also moves cluster_push_gather2's bookkeeping into common.h's cluster_push_begin, which kernel 16's exchange
# shares: that changes the PTX of 34 kernel 6 and 7 entries a dtype (the placement of the mbarrier's address
# arithmetic; 3 of them by 1-3 registers), so step 2 runs the matrix of the rungs built on them too.
# 1. The patch applied, the lab built (make build), the backward also at 2 and 4 stages (KERNEL16_STAGES; the rung's
#    own is 3), and the first build ([C66]: dev/jobs/round67_kernel16.patch, every element through selects, 16 row sums
#    by a transposing reduction) as build o, from copies of the two files (old/).
# 2. The GPU matrix of backward 16 in every dtype (the standard shapes, where aligned widths skip it by name, and odd
#    shapes added: groups cut short, a group of one team, the narrowest it takes and one under, the widest and one over)
#    and compute-sanitizer's four tools at three odd shapes: $O/test.log, $O/sanitize.log; then the matrix of backward
#    6-9 and 13 and their sanitize at two cluster shapes: $O/test-push.log, $O/sanitize-push.log.
# 3. Two rounds in turn: the dispatcher (15), kernel 16 (t, s2, s4) and its first build (o), every block size they
#    take, at the odd target cells (4097 columns) and three other odd widths; kernels 7 and 9 at the virtual shapes
#    (rows / PACK_SIZE) x (PACK_SIZE * cols) of the 4097 cells, the bound. $O/timing.csv -> $O/mean.txt, $O/summary.txt.
# QUICK=1 (for a short device budget): no 2 / 4 stage builds, no matrix or sanitize of rungs 6-9 and 13 (needed before
# kernel 16 lands, not to judge it), one round in turn at four of the odd cells (4097 columns, 8192 x 2049).
set -u
QUICK=${QUICK:-0}
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
D=bin68k; mkdir -p $D
patch_beside_and_apply round67_kernel16.patch round68_kernel16.patch
build_lab
keep_builds layernorm_backward t $D
for d in fp32 bf16 fp16; do program_variant $D o $d "" old/layernorm_backward.cu & done
builds16="t o"
if [ "$QUICK" = 0 ]; then
    builds16="t o s2 s4"
    for d in fp32 bf16 fp16; do
        program_variant $D s2 $d -DKERNEL16_STAGES=2 layernorm_backward.cu &
        program_variant $D s4 $d -DKERNEL16_STAGES=4 layernorm_backward.cu &
    done
fi
wait
stamp "built: $(ls $D | tr '\n' ' ')"
LNLAB_EXTRA_SHAPES="8x9 9x255 11x257 13x129 9x4097 15x1031 17x4097 67x4097 130x2049 1000x3001 37x8191 9x8193 4096x4097 8192x1031" \
    check_rungs layernorm_backward 16 "17x4097 130x2049 9x1031"
[ "$QUICK" = 0 ] && check_rungs layernorm_backward 6,7,8,9,13 "2x65536 5x40001" push   # the rungs the patch's common.h moved
: > "$O/timing.csv"
odd="4096x4097 8192x4097 32768x4097 8192x1031 8192x2049 32768x3001"
[ "$QUICK" = 0 ] || odd="4096x4097 8192x4097 32768x4097 8192x2049"
rounds="1 2"; [ "$QUICK" = 0 ] || rounds=1
for round in $rounds; do
    for d in bf16 fp16 fp32; do
        time_in_turn $D t $d 15 "$odd"
        time_in_turn $D "$builds16" $d 16 "$odd"
    done
    time_odd_bound $D t
    stamp "round $round"
done
grep -c ",FAIL" "$O/timing.csv" | sed 's/^/FAIL rows: /'
mean_by_block_of_timing
# each odd cell: the dispatcher, kernel 16's best launch (build:k16@threads), and for 4097 the bound's best
awk '{ split($2, s, "x"); rows = s[1]; cols = s[2]; v = $5; cell = $1 " " $2
       if ($4 ~ /^k15@/) { disp[cell] = v; next }
       if ($4 ~ /^k16@/) { if (!(cell in best) || v > best[cell]) { best[cell] = v; who[cell] = $3 ":" $4 }; next }
       g = (cols == 32776) ? 8 : (cols == 16388) ? 4 : 0
       if (g) { k = $1 " " rows * g "x4097"; if (!(k in bound) || v > bound[k]) { bound[k] = v; bwho[k] = $3 ":" $4 } } }
     END { for (c in disp) printf "%s dispatcher %.1f | kernel 16 %s %.1f (%+.1f)%s\n", c, disp[c], who[c], best[c],
           best[c] - disp[c], (c in bound) ? sprintf(" | bound %s %.1f", bwho[c], bound[c]) : "" }' "$O/mean.txt" |
    sort -k1,1 -k2,2V > "$O/summary.txt"
# kernel 16's best launch of each build at each cell
awk '$4 ~ /^k16@/ { k = $1 " " $2 " " $3; if (!(k in best) || $5 > best[k]) { best[k] = $5; who[k] = $4 } }
     END { for (k in best) printf "%s %s %.1f\n", k, who[k], best[k] }' "$O/mean.txt" | sort -k1,1 -k2,2V -k3,3 >> "$O/summary.txt"
cat "$O/summary.txt"
stamp "done"
