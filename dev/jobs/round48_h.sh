#!/usr/bin/env bash
# The forty-eighth round's eighth job (one direct call): the fp32 ring row at 1025-1280 columns as committed. The GPU
# matrix of forward 15 in fp32 with the row's widths added, the dispatcher with --outliers at two of them, sanitize at
# three; then the dispatcher (n) against the one before (p, ab/prev_forward.cu: 9382f22's), in turn, twice.
# Predicted: n over p by 1.4-9 at 1056-1280 (round48_g's t k11@256 against d), the same at 1024 and 1600.
#   bash dev/jobs/round48_h.sh OUTDIR
set -u
OUTDIR=$1; O=/tmp/o48h; mkdir -p "$O" "$OUTDIR"
source dev/jobs/lib.sh
build_lab
mkdir -p bin48
cp layernorm_forward bin48/n_fp32
nvcc $VARIANT_FLAGS ab/prev_forward.cu -o bin48/p_fp32 -lgomp > "$O/build-p.log" 2>&1 || echo "BUILD FAILED p"
stamp "built"
LNLAB_DTYPES=fp32 LNLAB_EXTRA_SHAPES="4096x1056 67x1100 9000x1280 3x1028 5x1025 130x1152 8192x1276" \
    check_rungs layernorm_forward 15 "67x1152 5x1280 2x1056"
for shape in 4096x1152 67x1280; do
    ./bin48/n_fp32 15 --check --outliers --csv --rows ${shape%x*} --cols ${shape#*x} --seed 11 2>>"$O/check.err" |
        tail -n +2 | grep -v '^#' >> "$O/outliers.csv"
done
echo "dispatcher with outliers: $(grep -c ',ok,' "$O/outliers.csv") ok, $(grep -c ',FAIL' "$O/outliers.csv") FAIL" | tee "$O/outliers.txt"
: > "$O/timing.csv"
for round in 1 2; do
    time_in_turn bin48 "p n" fp32 15 "4096x1056 8192x1056 32768x1056 4096x1280 8192x1280 32768x1280 4096x1024 4096x1600"
    stamp "round $round"
done
mean_of_timing > /dev/null
tar czf "$OUTDIR/files.tgz" -C "$O" test.log sanitize.log outliers.csv outliers.txt timing.csv mean.txt env.txt
stamp "done"
