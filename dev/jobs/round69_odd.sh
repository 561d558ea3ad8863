#!/usr/bin/env bash
# The backward's odd widths on the H200 (dev/NOTES.md [A68]). The dispatcher's 16-bit odd path (rung 13's one-Pack
# blocks) moved about the same GB/s on the H200 (bf16 32768 x 4097: 2654 GB/s, 64.7 % of its copy, dbaf45e's evidence)
# as on the H100 (2581, 86.8 %, round68): a limit inside the SM, not DRAM. It was never mapped on the H200. About 8-9
# minutes through the daemon, and nothing on any other GPU (ONLY_ON=H100: on the H100 instead, [B70] Next):
#   export COMMIT=<literal sha>; bash dev/device_daemon.sh start dev/jobs/round69_odd.sh 570   (then wait 120)
# Builds (bin69/<build>_<dtype>): t the tree; s3 / s4 with rung 13 at 3 / 4 stages (KERNEL7_STAGES; the tree's 2);
# p2 / p4 with rung 13's one-block rows at 2 / 4 Packs a thread (KERNEL13_PACKS; the dispatcher's 16-bit odd path too);
# d2 with the dispatcher's odd path at 2 stages at every width (BACKWARD15_ODD_DEEP_AFTER; 4 beyond 2560 columns in the
# tree; rung 13 at 2 stages ran 68.0 % at bf16 32768 x 4096 in round 64's map, the dispatcher at x 4097 64.7); m1 with
# the one-Pack shifted instances' bounds at one block an SM (KERNEL13_MIN_BLOCKS=1: no longer held to 56 registers).
#   ncu/    Nsight Compute (clocks free), bf16: the dispatcher's kernel 7 at 32768 x 4097 (shifted, 1 Pack a thread)
#           and at 32768 x 4096 (2 Packs on 256 threads); at 32768 x 4096 rung 13 (the shifted one-Pack block of 544
#           threads: 68.0 % in round 64's map, as at 4097) and rung 7 at 512 threads (unshifted, 1 Pack: 86.2), the
#           same row shape with and without the shift. Issue, warp stalls, occupancy, instructions.
#   map     one round at the odd cells: t rungs 10, 13 and 15 at every block size (fp32 too), s3 s4 p2 p4 m1 rungs
#           13 and 15 in 16-bit (d2: 15); every run validated (FAIL rows counted) -> timing.csv, mean.txt, summary.txt (each
#           cell's dispatcher and best launch of each build)
#   bound   kernels 7 and 9 at the virtual shapes (rows / PACK_SIZE) x (PACK_SIZE * 4097): the aligned rate at the
#           same bytes (round68's H100: within 0.5-5 points of the odd path) -> bound.txt
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
only_on_gpu "${ONLY_ON:-H200}"   # ONLY_ON=H100: the same map on the H100 (round71.sh)
D=bin69; mkdir -p $D
make_backward
keep_builds layernorm_backward t $D
for d in bf16 fp16; do
    program_variant $D s3 $d -DKERNEL7_STAGES=3 layernorm_backward.cu &
    program_variant $D s4 $d -DKERNEL7_STAGES=4 layernorm_backward.cu &
    program_variant $D p2 $d -DKERNEL13_PACKS=2 layernorm_backward.cu &
    program_variant $D p4 $d -DKERNEL13_PACKS=4 layernorm_backward.cu &
    program_variant $D d2 $d -DBACKWARD15_ODD_DEEP_AFTER=2147483647 layernorm_backward.cu &
    program_variant $D m1 $d -DKERNEL13_MIN_BLOCKS=1 layernorm_backward.cu &
done
NCU_SECTIONS="--clock-control none --section InstructionStats --section ComputeWorkloadAnalysis"
export NCU_SECTIONS
ncu_profile bf16-15-32768x4097 $D/t_bf16 layernorm_backward_kernel7 15 - 32768 4097
ncu_profile bf16-15-32768x4096 $D/t_bf16 layernorm_backward_kernel7 15 - 32768 4096
ncu_profile bf16-13-32768x4096 $D/t_bf16 layernorm_backward_kernel7 13 512 32768 4096
ncu_profile bf16-7-512-32768x4096 $D/t_bf16 layernorm_backward_kernel7 7 512 32768 4096
wait
stamp "built: $(ls $D | tr '\n' ' ')"
: > "$O/timing.csv"
odd="4096x4097 8192x4097 32768x4097 8192x2049 32768x3001"
for d in bf16 fp16 fp32; do time_in_turn $D t $d 10,13,15 "$odd"; done
for d in bf16 fp16; do time_in_turn $D "s3 s4 p2 p4 m1" $d 13,15 "$odd"; time_in_turn $D d2 $d 15 "$odd"; done
stamp "map"
time_odd_bound $D t
stamp "bound"
grep -c ",FAIL" "$O/timing.csv" | sed 's/^/FAIL rows: /'
mean_by_block_of_timing
# each odd cell: the tree's dispatcher, then each build's best launch (kernel@block)
awk '$2 !~ /x(32776|16388)$/ { cell = $1 " " $2; if ($3 == "t" && $4 ~ /^k15@/) disp[cell] = $5
       k = cell " " $3; if (!(k in best) || $5 > best[k]) { best[k] = $5; who[k] = $4 } }
     END { for (k in best) { split(k, f, " "); c = f[1] " " f[2]
           printf "%s %-3s best %-9s %5.1f (%+.1f against the tree'"'"'s dispatcher %.1f)\n", c, f[3], who[k], best[k], best[k] - disp[c], disp[c] } }' \
    "$O/mean.txt" | sort -k1,1 -k2,2V -k3,3 > "$O/summary.txt"
odd_bound_of_mean > "$O/bound.txt"
cat "$O/summary.txt" "$O/bound.txt"
stamp "done"
