#!/usr/bin/env bash
# Its check and timing loops since written with lib.sh's check_build_dtypes and time_rounds_in_turn (the same
# commands in the same order; the check's count line now also counts skipped rows).
# Ran in the forty-seventh round on an H100, the tree at 9ca2d40 with the patch applied by hand: f correct (254 ok, 0
# FAIL, no bitwise repeat failing) and slower at every clustered cell but fp32 4096 x 4097 (-0.3..-3.5; +1.3 there),
# and 1 point slower even where nothing is filled (bf16 8192 x 768): not adopted, NOTES [B47]. The switch lives in
# dev/jobs/round47_fill.patch, which the job now applies.
# The forty-seventh round's second job (one direct call, about 6 minutes held): the idle SMs filled. round47_a.sh
# found every combining launch on SMs 0-123 only, at clusters of 3-8 (SMs 124-131 never hold a block; clusters other
# than 8 were slower everywhere). f: the lab built with -DBACKWARD_FILL_IDLE_SMS=1 (launch_teams_and_reduce: a
# second, ordinary launch of the same kernel over the first rows in the slots the clusters leave, as a programmatic
# dependent launch that the clustered blocks allow at entry; its blocks wait for the clustered grid before exit);
# t: the tree. First f's correctness (every combining rung at every block size with --check, which validates and
# repeats bitwise), then the dispatcher, t against f, twice in turn.
# Predicted: +3..+6 at the cells whose launch is clustered (16-bit 8192 x 1024 / 2048, 4096 x 2048 / 4096 / 8192,
# 32768 x 512 / 1024, 4096 x 4097; fp32 8192 x 2048, 4096 x 4097, 4096 x 8192), the 8 SMs' share of the in-flight
# bytes (132 / 124 = 1.065); none where the launch has no clusters (16-bit 8192 x 768, fp32 8192 x 1024).
#   bash dev/jobs/round47_b.sh OUTDIR
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
B=bin47b
apply_job_patch round47_fill.patch
build_dtype_specs $B "t:" "f:-DBACKWARD_FILL_IDLE_SMS=1"
check_build_dtypes $B f 8,9,11,12,13,15 "8192x1024 4096x4096 4096x4097 32768x512 8192x2048"
time_rounds_in_turn $B "t f" 15 "bf16=8192x1024 4096x2048 4096x4096 8192x2048 32768x512 4096x4097 4096x8192 32768x1024 8192x768 8192x4096" \
    "fp16=8192x1024 4096x4096 8192x2048 32768x512" "fp32=4096x4097 8192x2048 4096x8192 8192x1024 8192x8192"
tar czf "$O/files.tgz" -C "$O" check.csv timing.csv mean.txt check.txt 2>/dev/null
