#!/usr/bin/env bash
# Prepared in the fifty-sixth round for the next (about 4 minutes, through the daemon), after round57_a and with the
# same untracked layernorm_forward_prev.cu (6ef0e2e's forward) beside the tree:
#   export COMMIT=<literal sha>; bash dev/device_daemon.sh start dev/jobs/round57_b.sh 400
# [G56] left the 16-bit short-row loss of f9c1247 unexplained (16384 x 768 / 1024 at 128 threads, weight and bias
# always shared: 1.2-1.6 points; the registers' allocation and, by arithmetic, the blocks an SM are the same as
# 6ef0e2e's). Nsight Compute of the dispatcher's launch (clocks free, as a sweep) in prev, t and c (round57_a's lean
# patch) at bf16 16384 x 768 and 8192 x 1024 and fp32 8192 x 512: achieved occupancy, blocks an SM (LaunchStats),
# warp stalls, issue slots, DRAM throughput.
# Predicted: fp32 8192 x 512 t at 5 blocks an SM where prev and c have 6; bf16 the same occupancy in all three, and
# the difference in the warps' stalls at the start of the launch (long scoreboard / barrier), not in the row loop.
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
prev_and_tree_forward_builds bin57b "fp32 bf16"
patched_forward_variant bin57b c round57_a_ring_wb_lean.patch "fp32 bf16"
ls bin57b | tr '\n' ' '; echo
for build in prev t c; do
    for item in bf16:16384:768 bf16:8192:1024 fp32:8192:512; do
        IFS=: read -r d rows cols <<< "$item"
        NCU_SECTIONS="--clock-control none" ncu_profile $d-${rows}x$cols-$build bin57b/${build}_$d layernorm_forward 15 - $rows $cols
    done
done
stamp "done"
