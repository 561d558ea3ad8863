#!/usr/bin/env bash
# The forty-ninth round's sixth job (one direct call): rung 13 (a block a row, registers and staged Packs) with the
# checked pivot ([C49]'s STATS_PIVOT_CHECKED, now in layernorm_row_in_registers, the staged Packs' shifted sums too):
# one block reduction a row where the two passes take two. Builds: d (the tree), p (-DFORWARD13_STATS=3), every dtype.
# Checked: p's rungs 13 and 15 with --check at 6 shapes and --outliers at 2, every dtype. Timed: the dispatchers (which
# take rung 13 at fp32 rows from 32768 columns and 16-bit rows past 8192 Packs), d then p, at the wide target cells under
# the line (4096 x 32768, 4096 x 65536, 8192 x 65536), once.
# Predicted: correct; +0.5..+2 at those cells (a reduction fewer a row; [C47] puts most of their loss in a fixed cost).
# Outcome (results/dev-h100-2026-11-27/round49/f/): correct (92 ok, --outliers 33 ok, 0 FAIL); fp32 4096 x 32768 95.6 ->
# 97.4, 4096 x 65536 94.1 -> 94.5, 8192 x 65536 95.2 -> 95.5; bf16 93.4 -> 94.3, 94.9 -> 95.5 at 65536 columns; fp16 at 65536
# columns 93.9 -> 87.1, 95.3 -> 88.1. Repeated by round49_g; not adopted this round (dev/NOTES.md [D49]).
#   bash dev/jobs/round49_f.sh OUTDIR
set -u
OUTDIR=$1; O=/tmp/o49f; mkdir -p "$O" "$OUTDIR"
source dev/jobs/lib.sh
start_forward_builds bin49f d "fp32 bf16 fp16" "p:fp32:-DFORWARD13_STATS=3" "p:bf16:-DFORWARD13_STATS=3" "p:fp16:-DFORWARD13_STATS=3"
check_build_dtypes bin49f p 13,15 "3x40000 2x65536 5x65537 37x32768 9x24577 4x131072" "fp32 bf16 fp16"
check_outliers_build_dtypes bin49f p 13,15 "16x65536 16x40000"
: > "$O/timing.csv"
for d in fp32 bf16 fp16; do time_in_turn bin49f "d p" $d 15 "4096x32768 4096x65536 8192x65536"; done
stamp "timed"
mean_by_block_of_timing
tee "$OUTDIR/mean.txt" < "$O/mean.txt"
cp "$O/check.txt" "$OUTDIR/"
stamp "done"
