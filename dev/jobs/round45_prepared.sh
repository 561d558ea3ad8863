#!/usr/bin/env bash
# Ran in the forty-fifth round at 2c2a770 on an H100 (results/dev-h100-2026-11-27/round45/, dev/NOTES.md [A45]):
# KEEP_TERMS refuted (bf16 2.8-6 points lower at the 4096-row cells; fp16 level), m2 in fp32 +1 at 3 of 5 cells and
# -0.3 at one (not adopted); k1m2's matrix 602 passed, 0 failed, sanitize 60 clean. The switch is removed since
# (its k1 and k1m2 builds now build the tree and m2). Its builds and means since written with lib.sh's helpers: the same commands.
# Prepared in the forty-fourth round, not run (about 12 minutes held: dev/device_daemon.sh start, then one wait call).
# [B44]'s lead: at bf16 4096 x 1024 the dispatcher's kernel-14 launch issued an instruction on 62 % of its
# schedulers' cycles, so instructions per element, not only latency, bound it. Two switches of kernel 14, off in the
# tree (their PTX then identical to it):
#   -DSPLIT_KEEP_TERMS=1: a row-block lane keeps x_hat and w * dy from the row sums' pass and stores dx from them by
#     two FMAs (c1 * rstd and c2 * rstd once a row), where the tree converts x, dy and weight again after the row
#     reduction and recomputes both (pack_words_after): about 17.5 -> 10.5 instructions an element in the row role,
#     kernel14<2>'s PTX 1426 -> 1233 lines in bf16. It costs registers: bf16 64 -> 75, fp16 64 -> 72, fp32 80 (same).
#   -DSPLIT_MIN_BLOCKS=2: ptxas asked for 2 blocks of 512 threads an SM, at most 64 registers: the tree's fp32
#     80 -> 64 (8 blocks of 128 an SM, not 6), and KEEP_TERMS at 64 in every dtype; no spill in any instance
#     (ptxas -v here; [D42]'s 3 blocks, 42 registers, spilled).
# Builds: t (the tree), k1 (KEEP_TERMS), m2 (MIN_BLOCKS 2; fp32 only: 16-bit is 61 / 64 registers either way),
# k1m2 (both). Each times the dispatcher (kernel 15, whose rule sends these shapes to kernel 14 at 128 threads) at
# the rule's cells, builds in turn, twice; then Nsight Compute of t and k1m2 at bf16 4096 x 1024 (instructions
# executed, issue rate, stall reasons), and of the dispatcher's persistent kernels at bf16 8192 x 1024 and fp32 4096 x
# 2048; then the lab built as k1m2 through the GPU matrix of backward 14 and 15 in
# every dtype and sanitize.
# Predicted: k1 in 16-bit level (fewer instructions, 6 blocks an SM where there were 8); k1m2 +1..+3 at the 16-bit
# cells; m2 in fp32 +1..+3 (a third more warps); k1m2 in fp32 +2..+4. If k1m2 leads at the rule's cells, it becomes
# the tree's (the switch's #if taken out, the rule's bounds refit with round43_rule.sh's cells) and the evidence run
# follows.
#   bash dev/jobs/round45_prepared.sh OUTDIR
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
build_lab
stamp "built the lab"
B=bin45
build_dtype_specs $B "t:" "k1:-DSPLIT_KEEP_TERMS=1" "k1m2:-DSPLIT_KEEP_TERMS=1 -DSPLIT_MIN_BLOCKS=2" "m2_fp32:-DSPLIT_MIN_BLOCKS=2"
: > "$O/timing.csv"
for round in 1 2; do
    for d in bf16 fp16; do
        for shape in 4096x512 4096x768 4096x1024 8192x512 2048x1024 1024x512 4096x128 2048x256; do
            for v in t k1 k1m2; do time_binary $B ${v}_$d 15 ${shape%x*} ${shape#*x}; done
        done
    done
    for shape in 4096x512 2048x1024 8192x256 1024x1024 4096x128; do
        for v in t k1 m2 k1m2; do time_binary $B ${v}_fp32 15 ${shape%x*} ${shape#*x}; done
    done
    stamp "timing round $round"
done
mean_of_timing   # the mean of the two runs per build, dtype and shape (% of the copy), and each run
NCU_METRICS=smsp__inst_executed.sum ncu_profile t-bf16-4096x1024 $B/t_bf16 kernel14 15 - 4096 1024
NCU_METRICS=smsp__inst_executed.sum ncu_profile k1m2-bf16-4096x1024 $B/k1m2_bf16 kernel14 15 - 4096 1024
stalls=$(for r in long_scoreboard short_scoreboard barrier membar wait math_pipe_throttle lg_throttle mio_throttle not_selected selected dispatch_stall no_instruction drain branch_resolving; do
    printf 'smsp__average_warps_issue_stalled_%s_per_issue_active.ratio,' $r; done)
NCU_METRICS=${stalls%,} ncu_profile stalls-t-bf16-4096x1024 $B/t_bf16 kernel14 15 - 4096 1024
NCU_METRICS=${stalls%,} ncu_profile stalls-k1m2-bf16-4096x1024 $B/k1m2_bf16 kernel14 15 - 4096 1024
# the persistent rungs at two target cells they miss (bf16 8192 x 1024 kernel 11, 72.8 %; fp32 4096 x 2048 kernel 7,
# 83.7 %): is their issue rate as high as kernel 14's?
NCU_METRICS=smsp__inst_executed.sum,${stalls%,} ncu_profile dispatcher-bf16-8192x1024 $B/t_bf16 kernel11 15 - 8192 1024
NCU_METRICS=smsp__inst_executed.sum,${stalls%,} ncu_profile dispatcher-fp32-4096x2048 $B/t_fp32 kernel7 15 - 4096 2048
program_as_lab layernorm_backward k1m2 "-DSPLIT_KEEP_TERMS=1 -DSPLIT_MIN_BLOCKS=2"
check_rungs layernorm_backward 14,15 "67x1032 130x768 2100x64 9000x64 33x16" k1m2
stamp "done"
