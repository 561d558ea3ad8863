#!/usr/bin/env bash
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
for d in bf16 fp32 fp16; do
    for shape in 8192x1024 4096x4096 4096x4097 32768x512 8192x2048; do
        timeout 300 ./$B/f_$d 8,9,11,12,13,15 --check --csv --rows ${shape%x*} --cols ${shape#*x} --seed 11 2>>"$O/check.err" |
            tail -n +2 | grep -v '^#' | sed "s/^/f,/" >> "$O/check.csv"
    done
done
echo "check: $(grep -c ',ok,' "$O/check.csv") ok, $(grep -c ',FAIL' "$O/check.csv") FAIL, $(grep -c ',SKIP' "$O/check.csv") skipped; repeat no: $(grep -c ',no$' "$O/check.csv")" | tee "$O/check.txt"
grep ',FAIL' "$O/check.csv" | head
stamp "checked"
: > "$O/timing.csv"
for round in 1 2; do
    time_in_turn $B "t f" bf16 15 "8192x1024 4096x2048 4096x4096 8192x2048 32768x512 4096x4097 4096x8192 32768x1024 8192x768 8192x4096"
    time_in_turn $B "t f" fp16 15 "8192x1024 4096x4096 8192x2048 32768x512"
    time_in_turn $B "t f" fp32 15 "4096x4097 8192x2048 4096x8192 8192x1024 8192x8192"
    stamp "round $round"
done
mean_of_timing
tar czf "$O/files.tgz" -C "$O" check.csv timing.csv mean.txt check.txt 2>/dev/null
