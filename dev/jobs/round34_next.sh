#!/usr/bin/env bash
# Thirty-fourth round, first job (prepared at the end of the thirty-third, not yet run; about 6 minutes): the 16-bit
# backward at 4096 columns, where [B33]'s evidence (6908a77: 83.7 / 83.4 at 8192 rows, 90.6 / 90.4 at 32768) disagrees
# with its A/B (86.3 / 87.0, 95.7 / 95.3): the dispatcher (d: kernel 9 at 256 threads) against the table's old pick
# (k11: kernel 11 at 512, 2 rows in flight, by sed on the tree's file), in turn, three times, rows 4096 / 8192 /
# 32768, with fp32 kernel 8's cells of unchanged code (2048 and 8192 columns) beside them as a control, and the
# dispatcher's launches (probe_dispatcher: grid = the clusters this machine fits). Predicted: d ahead of k11 by 1-2
# points in every run on one machine, and the probe's grid the same at both shapes in every run.
#   $O/raw.csv, mean.txt, probe.csv, k11.diff
set -u
O=$1
source dev/jobs/lib.sh
start_backward_job
edit_copy k11 's/{4096, 0, 9, 256, 0, 0}, {6144, 0, 7, 512, 0, 3}/{4096, 0, 11, 512, 2, 0}, {6144, 0, 7, 512, 0, 3}/'
build_source_in_dtypes /tmp/ab/k11.cu k11
for rep in 1 2 3; do time_builds "d k11" 14 "4096 8192 32768" "4096" "rep $rep 4096" "bf16 fp16"; done
time_builds "d" 14 "8192 32768" "2048 8192" "control" fp32
probe_dispatcher "bf16:8192:4096 bf16:32768:4096 fp32:32768:2048 fp32:32768:8192"
mean_of_runs | tee "$O/mean.txt"
stamp "done"
