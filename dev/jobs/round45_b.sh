#!/usr/bin/env bash
# Ran in the forty-fifth round at f9ab4d3 on an H100 ([B45], [C45]): under --clock-control none t and k1m2 level
# (16.7 / 16.7 against 16.9 / 16.3 us); the opcode table came back without opcode names (only the counts); every
# backward rung's matrix 2200 passed, 0 failed, 654 skipped; sanitize of every rung 36 + 36 clean.
# The forty-fifth round's second job (dev/device_daemon.sh start, then one wait call; about 18 minutes held).
# 1. Why Nsight Compute and the events disagree on SPLIT_KEEP_TERMS ([A45]): at its base clock (1.59 GHz) ncu timed
#    k1m2 4 % faster than the tree at bf16 4096 x 1024 (18.5 against 19.3 us); the events, at the boost clock, 4 %
#    slower (65.0 against 67.8 % of the copy). The same two launches with --clock-control none. Predicted: k1m2 slower
#    there too (the clock, not the method, makes the difference).
# 2. The opcode mix of rung 14 (bf16 4096 x 1024) and of the dispatcher's kernel 11 (bf16 8192 x 1024): which
#    instructions make rung 14's ~55 an element (7.31 M warp instructions for 4.2 M elements), for the next round.
# 3. The GPU matrix of every backward rung in every dtype, then compute-sanitizer of every rung of both programs:
#    finishes [F44]'s check of every rung at one commit (its forward matrix finished at 5ff6ee9, whose kernels are
#    this tree's). Predicted: all pass, all clean.
#   bash dev/jobs/round45_b.sh OUTDIR
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
B=bin45
build_specs $B "t_bf16:-DENABLE_BF16" "k1m2_bf16:-DENABLE_BF16 -DSPLIT_KEEP_TERMS=1 -DSPLIT_MIN_BLOCKS=2"
make -j16 build > "$O/build-lab.log" 2>&1 || { stamp "build FAILED"; tail -n 30 "$O/build-lab.log"; exit 1; }
stamp "built the lab"
for round in 1 2; do
    NCU_SECTIONS="--clock-control none" ncu_profile boost-t-bf16-4096x1024-$round $B/t_bf16 kernel14 15 - 4096 1024
    NCU_SECTIONS="--clock-control none" ncu_profile boost-k1m2-bf16-4096x1024-$round $B/k1m2_bf16 kernel14 15 - 4096 1024
done
NCU_SECTIONS="--clock-control none --section InstructionStats --print-details all" \
    NCU_METRICS=sass__inst_executed_per_opcode,smsp__inst_executed.sum ncu_profile opcodes-t-bf16-4096x1024 $B/t_bf16 kernel14 15 - 4096 1024
NCU_SECTIONS="--clock-control none --section InstructionStats --print-details all" \
    NCU_METRICS=sass__inst_executed_per_opcode,smsp__inst_executed.sum ncu_profile opcodes-k11-bf16-8192x1024 $B/t_bf16 kernel11 15 - 8192 1024
mkdir -p "$O/matrix"   # run_tests.sh's per-shape files (mktemp -d) there, so a cut-off run still comes back
env TMPDIR="$O/matrix" LNLAB_PASSES=layernorm_backward LNLAB_TIMEOUT=600 LNLAB_JOBS=14 bash dev/run_tests.sh > "$O/test-every-backward.log" 2>&1
stamp "matrix of every backward rung, exit $?: $(tail -n 1 "$O/test-every-backward.log")"
grep -E "FAIL" "$O/test-every-backward.log" | head -n 20
env LNLAB_PASSES=layernorm_backward LNLAB_TIMEOUT=600 LNLAB_JOBS=16 bash dev/sanitize.sh > "$O/sanitize-every-backward.log" 2>&1
stamp "sanitize of every backward rung, exit $?: $(grep '^sanitize:' "$O/sanitize-every-backward.log")"
env LNLAB_PASSES=layernorm_forward LNLAB_TIMEOUT=600 LNLAB_JOBS=16 bash dev/sanitize.sh > "$O/sanitize-every-forward.log" 2>&1
stamp "sanitize of every forward rung, exit $?: $(grep '^sanitize:' "$O/sanitize-every-forward.log")"
grep "NOT CLEAN" "$O"/sanitize-every-*.log | head
stamp "done"
