#!/usr/bin/env bash
# Prepared in the forty-third round. Ran in the forty-fourth on an H100, called by round44.sh at 053db4e (451 s of its
# own; results/dev-h100-2026-11-27/round44/, the peers in results/evidence-h100-2026-11-27-053db4e/; dev/NOTES.md
# [B44]-[E44]: the tree's switches were rung 14's best, fp32's 2 M bound held, the 4097-column forward takes its best rung). Three parts, each for a question [D43] left:
#   1. backward rung 14 at the short target cells, with the -D switches it has: at 4 trips (the rule's there) as built
#      (b4), with a row lane holding 1 Pack (r1: teams of twice the warps), and with 4 or 1 rows in flight a
#      column-block thread (f4 / f1); bf16 4096 x 512 / 768 / 1024, 8192 x 512, 2048 x 1024; and Nsight Compute of
#      the dispatcher's kernel-14 launch at bf16 4096 x 1024 (warp states, scheduler, memory): at 67.8 % there, where
#      does it wait? ([A43]: at 4096 x 512 L2 48.7 %, DRAM 22.1 %, warps active 39 %.)
#      Predicted: r1 +1..+3 at 4096 rows (more warps a row, fewer registers), f4 level or lower (register pressure),
#      f1 lower; the stall reasons dominated by long scoreboard (loads), then the ticket's membar.
#   2. fp32 beyond the rule's 2 M elements at 4 trips (16384 x 128 was timed at 2 trips only) and at 512 threads at
#      1024 rows, against the dispatcher without the rule (d): fp32 16384 x 128 / 256, 8192 x 512, 4096 x 1024,
#      32768 x 64, 1024 x 128 / 512 / 1024. Predicted: ahead at 16384 x 128 (as 8192 x 128: +5), behind from 4 M.
#   4. (a few seconds, before 3) the 16-bit forward at 4097 columns, 4096 / 8192 rows: rungs 9, 10 and 14 at every block
#      size in bf16 and fp16 (fp16 kernel 10's 2-Pack shifting instance with words, 46 registers, was never timed:
#      [A41] timed kernel 9's). Predicted: fp16 kernel 10 at 256 threads under kernel 9 at 128 (86.6 / 91.8).
#   3. the peers (PyTorch, the Triton tutorial) beside the dispatchers as they are now (backward 15, with rung 14 at
#      short rows): the evidence command's peers step, 118 shapes, into $1/evidence. The README's peer table is
#      `38ba2a7`'s, whose backward dispatcher lacked rung 14.
# The bf16 variants compile here (ptxas: r1 64 registers, f1 64 / 56, f4 79 / 79, the tree's 64 / 56; no spills).
#   bash dev/jobs/round44_prepared.sh OUTDIR
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
B=bin44
build_specs $B "b4_bf16:-DENABLE_BF16 -DSPLIT_CHUNK_TRIPS=4" "r1_bf16:-DENABLE_BF16 -DSPLIT_CHUNK_TRIPS=4 -DSPLIT_ROW_PACKS=1" \
    "f4_bf16:-DENABLE_BF16 -DSPLIT_CHUNK_TRIPS=4 -DSPLIT_ROWS_IN_FLIGHT=4" "f1_bf16:-DENABLE_BF16 -DSPLIT_CHUNK_TRIPS=4 -DSPLIT_ROWS_IN_FLIGHT=1" \
    "d_bf16:-DENABLE_BF16 -DBACKWARD15_SPLIT_MAX_COLS=0" "d_fp32:-DBACKWARD15_SPLIT_MAX_COLS=0" "t2_fp32:" "t4_fp32:-DSPLIT_CHUNK_TRIPS=4"
: > "$O/timing.csv"
for shape in 4096x512 4096x768 4096x1024 8192x512 2048x1024; do
    r=${shape%x*}; c=${shape#*x}
    time_binary $B d_bf16 15 $r $c
    for v in b4 r1 f4 f1; do time_binary $B ${v}_bf16 14 $r $c; done
done
for shape in 16384x128 16384x256 8192x512 4096x1024 32768x64 1024x128 1024x512 1024x1024; do
    for b in d_fp32:15 t2_fp32:14 t4_fp32:14; do time_binary $B ${b%:*} ${b#*:} ${shape%x*} ${shape#*x}; done
done
best_of_timing > /dev/null
stamp "timing done"
ncu_profile dispatcher-bf16-4096x1024 layernorm_backward_bf16 kernel14 15 - 4096 1024
for p in layernorm_forward_bf16 layernorm_forward_fp16; do
    for rows in 4096 8192; do ./$p 9,10,14 --csv --rows $rows --cols 4097 2>/dev/null | tail -n +2 | grep -v '^#' | sed "s/^/$p,/" >> "$O/forward-4097.csv"; done
done
stamp "forward at 4097: $(awk -F, '$12 == "ok"' "$O/forward-4097.csv" | wc -l) rows ok"
export LNLAB_FORWARD_KERNELS=14 LNLAB_BACKWARD_KERNELS=15 LAB_KERNELS=last STEPS=env,make,peers,plot
bash scripts/evidence.sh "$O/evidence"
stamp "done"
