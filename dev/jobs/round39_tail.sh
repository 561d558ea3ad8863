#!/usr/bin/env bash
# Ran at d75cd31 (results/dev-h100-2026-11-25/round39/*-tail-d75cd31.*): no gain, lower at 16 of 30 cells by more than half a point (median -0.6; bf16 32768 x 512 82.2 -> 80.4), higher at 2 (fp16 4096 x 896 / 1024 +2.0 / +1.8); NOTES [A39]. Prepared in the thirty-eighth round (about 7 minutes). Kernel 11's last, partial turn dealt a row a
# team: round39_tail.patch adds -DBACKWARD11_TAIL_DEAL=1 to layernorm_backward.cu (off: every PTX entry identical to
# 56b3d1f's, dev/ptx_against.sh: 132 / 122 / 122); the job applies it to its copy of the tree, so the tree holds no
# kernel code the GPU has not checked. [C38]: at bf16 32768 x 512 (992 teams of 4 rows, 8.26 turns) 9.0 us pass between the
# first and the last block's last rows, a quarter of the teams taking a ninth batch; at 4096 x 1024 (496 teams, 2.06
# turns) 7.4 us. Unlike the sixteenth round's even turns (fewer teams, as many turns: no gain) and [A38] (more teams:
# lower everywhere), this keeps the teams and shortens only the last turn to a row a team. Predicted: where the last
# turn is a small fraction (8192-65536 rows at 512 columns, 4096-8192 at 1024), 1-3 us off the pass, +2..+5 points;
# nothing where turns are whole. Registers with it (-Xptxas -v, sm_90): the 16-bit instances the dispatcher launches
# as before (bf16 64 / 103, fp16 64 / 102 -> 104, the same allocation); fp32's unshifted ones, which no fp32 pick
# launches, 58 -> 64, 84 -> 100, 92 -> 97. The deal itself was checked on the CPU by a model of the loop (every row
# exactly once, no team over a row past the others' share, 390 cases with 1-992 teams, among them one team, where a
# first draft looped for ever; dev/jobs/round39_tail_model.py).
# 1. the lab built with the switch (every program, test and probe) beside the tree's bf16 / fp16 backward (d);
# 2. d against tail, in turn, twice, bf16 and fp16: the dispatcher's kernel-11 widths (512, 1024; 896 between) at
#    rows 4096 / 8192 / 16384 / 32768 / 65536;
# 3. the GPU matrix of backward 11 and 14 in bf16 and fp16 with the switch, and its sanitize (shapes whose rows are
#    all in the tail: 37x512, and a tail after full turns: 16385x512, 4100x1024).
#   $O/raw.csv, mean.txt, test-tail.log, sanitize-tail.log
set -u
O=$1
source dev/jobs/lib.sh
{ patch -p1 < dev/jobs/round39_tail.patch || git apply dev/jobs/round39_tail.patch; } > "$O/patch.log" 2>&1 || { stamp "patch FAILED"; cat "$O/patch.log"; exit 1; }
start_switched_lab_job layernorm_backward tail "-DBACKWARD11_TAIL_DEAL=1"
time_builds "d tail" 14 "4096 8192 16384 32768 65536" "512 896 1024" "rep 1" "bf16 fp16"
time_builds "tail d" 14 "4096 8192 16384 32768 65536" "512 896 1024" "rep 2" "bf16 fp16"
mean_of_runs > "$O/mean.txt"
cat "$O/mean.txt"
LNLAB_DTYPES="bf16 fp16" LNLAB_EXTRA_SHAPES="16385x512 4100x1024 37x512 24000x896" \
    check_rungs layernorm_backward "11,14" "37x512 16385x512 4100x1024" tail
stamp "done"
