#!/usr/bin/env bash
# The fiftieth round's seventh job (one direct call): the forward's 16-bit sweep at the final commit, bf16's kernel 10
# back on the bare pivot under (1024) (its PTX e1208ce's: round50/f lost 3-24 points with the checked one at 2 Packs a
# thread), fp16's as d2d6fc5's (matrix and sanitize clean in round50/f). fp32's forward PTX is e1208ce's, whose sweep
# (round50/c) stands for it; the device time left did not hold all three dtypes.
# Predicted: bf16 as e1208ce's sweep (30 of 34), fp16 as d2d6fc5's (31).
# Outcome (7338fea, results/evidence-h100-2026-11-27-7338fea/): bf16 30, fp16 31 of 34; with fp32's e1208ce cells 33 / 30 / 31.
#   bash dev/jobs/round50_g.sh "$OUT"
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
build_forward_programs
stamp "built"
python3 scripts/sweep.py --out "$O/sweep" --passes forward --dtypes bf16,fp16 --rungs forward=15 > "$O/sweep.log" 2>&1
stamp "sweep: $(tail -n 1 "$O/sweep.log")"
stamp "done"
