#!/usr/bin/env bash
# Thirty-fourth round, first job (prepared at the end of the thirty-third, not yet run; about 10 minutes): (1) the
# 16-bit backward at 4096 columns, where [B33]'s evidence (6908a77: 83.7 / 83.4 at 8192 rows, 90.6 / 90.4 at 32768)
# disagrees with its A/B (86.3 / 87.0, 95.7 / 95.3): the dispatcher (d: kernel 9 at 256 threads) against the table's
# old pick (k11: kernel 11 at 512, 2 rows in flight, by sed on the tree's file), in turn, three times, rows 4096 /
# 8192 / 32768, with fp32 kernel 8's cells of unchanged code (2048 and 8192 columns) beside them as a control, and the
# dispatcher's launches (probe_dispatcher: grid = the clusters this machine fits); (2) KERNEL7_SHARED_STATS=1 (ss:
# rung 13's one-Pack blocks without the 4-stage spill) against the tree, in turn, twice, at 16-bit odd widths; then
# ss's GPU matrix of backward 13 and 14 in every dtype and its sanitize. Predicted: (1) d ahead of k11 by 1-2 points in
# every run on one machine, and the probe's grid the same at both shapes in every run; (2) ss +0.5..+2 at 3079-4601
# columns, where 4 stages spilled, unchanged at 2049 and below (2 stages: the same registers).
#   $O/raw.csv, mean.txt, probe.csv, k11.diff, test.log, sanitize.log
set -u
O=$1
source dev/jobs/lib.sh
start_backward_job
edit_copy k11 's/{4096, 0, 9, 256, 0, 0}, {6144, 0, 7, 512, 0, 3}/{4096, 0, 11, 512, 2, 0}, {6144, 0, 7, 512, 0, 3}/'
build_program_variant /tmp/ab/k11.cu k11_bf16 -DENABLE_BF16 &
build_program_variant /tmp/ab/k11.cu k11_fp16 -DENABLE_FP16 &
wait
build_variants layernorm_backward "ss:-DKERNEL7_SHARED_STATS=1"
for rep in 1 2 3; do time_builds "d k11" 14 "4096 8192 32768" "4096" "rep $rep 4096" "bf16 fp16"; done
time_builds "d" 14 "8192 32768" "2048 8192" "control" fp32
probe_dispatcher "bf16:8192:4096 bf16:32768:4096 fp32:32768:2048 fp32:32768:8192"
for rep in 1 2; do time_builds "d ss" 14 "4096 8192 32768" "2049 2563 3079 3585 4097 4601" "rep $rep odd" "bf16 fp16"; done
mean_of_runs | tee "$O/mean.txt"
program_as_lab layernorm_backward ss "-DKERNEL7_SHARED_STATS=1"
LNLAB_EXTRA_SHAPES="4096x4097 67x3079 130x2563 5x4601 9x3585" \
    check_rungs layernorm_backward 13,14 "67x3079 5x4097 3x4601 130x2563 37x1031"
stamp "done"
