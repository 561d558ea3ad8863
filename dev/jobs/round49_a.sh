#!/usr/bin/env bash
# The forty-ninth round's first job (one direct call): forward kernel 16 (experiment), rows of odd width read as
# aligned spans of group_rows rows. Checked (--check at 512 and 1024 threads; smaller blocks skip by name) at odd,
# even-but-unaligned and aligned widths, partial last groups and one row, with outliers, every dtype; compute-sanitizer
# at two small shapes; then timed against the dispatcher (15) at 4097 / 2049 / 3001 / 1031 columns, twice.
# Predicted: correct everywhere; at 16-bit 4096 / 8192 x 4097 (dispatcher 89.9 / 86.8 and 93.9 / 92.1 at f14ae0e) within
# 2 points of the aligned 4096-column cells (95.9 / 94.9, 97.4 / 96.9), i.e. +4..+8 at 4096 rows.
# Outcome: correct (check 84 ok, 0 FAIL; outliers 3 ok; sanitize 24 clean) and slow: bf16 / fp16 4096 x 4097 42.2 / 41.2
# (dispatcher 90.2 / 87.3), 32768 x 4097 42.9 / 42.5, fp32 63.5; refuted (dev/NOTES.md [A49]).
# Kernel 16 is dev/jobs/round49_flat.patch (it ran from the working tree; the job applies the patch now). The patch is
# round49_b's kernel: this job ran the one before it, which split every Pack by selects (no path for Packs in one row).
# Its patch and builds since written with lib.sh's start_patched_forward_builds (the same steps).
#   bash dev/jobs/round49_a.sh OUTDIR
set -u
OUTDIR=$1; O=/tmp/o49a; mkdir -p "$O" "$OUTDIR"
source dev/jobs/lib.sh
start_patched_forward_builds round49_flat.patch bin49
check_build_dtypes bin49 d 16 "4096x4097 37x4097 1x4097 2x4097 9x2049 13x3001 7x257 3x301 5x1031 4096x4096 11x1000 3x300 1x256 6x4095 5x4094 129x2050"
for d in bf16 fp16 fp32; do
    ./bin49/d_$d 16 --check --outliers --rows 67 --cols 4097 --csv 2>&1 | grep -E ",ok,|FAIL|SKIP" | sed "s/^/outliers $d /" >> "$O/check.txt"
done
grep -c "outliers.*,ok," "$O/check.txt"
sanitize_binaries bin49 16 12 "d_bf16 d_fp16 d_fp32" "37x4097 5x1031"
: > "$O/timing.csv"
for round in 1 2; do
    for d in bf16 fp16 fp32; do time_in_turn bin49 d $d 15,16 "4096x4097 8192x4097 32768x4097 4096x2049 8192x3001 4096x1031"; done
    stamp "round $round"
done
mean_by_block_of_timing
grep -v "k16@\(32\|64\|128\|256\)" "$O/mean.txt" | tee "$OUTDIR/mean.txt"
tar czf "$OUTDIR/files.tgz" -C "$O" timing.csv mean.txt check.csv check.txt sanitize.txt env.txt
cp "$O/check.txt" "$O/sanitize.txt" "$OUTDIR/"
stamp "done"
