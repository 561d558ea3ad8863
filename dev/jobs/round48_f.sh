#!/usr/bin/env bash
# The forty-eighth round's sixth job (one direct call): fp32 rows of 1025-1600 columns on kernel 11's ring with two-pass
# statistics. round48_e found rung 11 (the pivot's one pass, which fails fp32's outlier rows and so is not the fp32
# dispatcher's) at 98.3 % of the copy at fp32 4096 x 1600 where the dispatcher ran 94.8; the dispatcher's fp32 ring
# rows stop at 1024 columns. Build t = -DFORWARD11_STATS=0 (rung 11 with two passes); its rung 11 at every block size
# against the dispatcher (d), in turn, twice, fp32 rows 4096 / 8192 / 32768 x 1100 / 1600 (and 1024, the ring's last
# row already), with --check --outliers of t's rung 11 first.
# Predicted: two passes cost 1-3 points against the pivot; a ring row for fp32 1025-1600 only if t's best block leads
# the dispatcher by 1.5 or more at every row count.
#   bash dev/jobs/round48_f.sh OUTDIR
# Its build and mean lines since written with lib.sh's start_forward_builds and mean_by_block_of_timing (the same builds and figures).
set -u
OUTDIR=$1; O=/tmp/o48f; mkdir -p "$O" "$OUTDIR"
source dev/jobs/lib.sh
start_forward_builds bin48 d fp32 "t:fp32:-DFORWARD11_STATS=0"
for shape in 4096x1600 67x1100 3x1601; do
    ./bin48/t_fp32 11 --check --outliers --csv --rows ${shape%x*} --cols ${shape#*x} --seed 11 2>>"$O/check.err" |
        tail -n +2 | grep -v '^#' | sed "s/^/t-outliers,/" >> "$O/check.csv"
done
echo "check with outliers: $(grep -c ',ok,' "$O/check.csv") ok, $(grep -c ',FAIL' "$O/check.csv") FAIL" | tee "$O/check.txt"
: > "$O/timing.csv"
for round in 1 2; do
    time_in_turn bin48 "d t" fp32 11,15 "4096x1024 4096x1100 4096x1600 8192x1100 8192x1600 32768x1100 32768x1600"
    stamp "round $round"
done
mean_by_block_of_timing
grep -E " d k15@| t k11@" "$O/mean.txt"
tar czf "$OUTDIR/files.tgz" -C "$O" timing.csv mean.txt check.csv check.txt env.txt
stamp "done"
