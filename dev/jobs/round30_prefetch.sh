#!/usr/bin/env bash
# Thirtieth round, first job (about 9 minutes), after the evidence run at 38828cf. The forward's register Packs keep
# normalize_pack's one round trip a Pack for their weight and bias (grouping them spilled, round 29 [E29]); the
# experiment FORWARD_WB_PREFETCH=N (layernorm_forward.cu, above prefetch_weight_bias; 0 in the tree, whose PTX is
# 38828cf's) asks L1 for the weight and bias N Packs ahead with prefetch.L1, which holds no register. The dispatcher
# in the tree's build (d) against p1, p2, p4 at the cells where weight and bias outgrow L1 (fp32 from 20480 columns,
# 16-bit 65536) and two controls where they fit (8192 x 4096, x 16384), the builds in turn; then the matrix and
# sanitize of every rung it touches (7, 9, 10, 13, 14) in the p2 build. Predicted: +1-4 points at 65536 columns and
# fp32 32768, 0 at the controls.
# Ran at bb10693 with build_forward_programs, which left the matrix 9 failures (its CPU test programs and the
# backward unbuilt), and its p2 build written out in full (build_lab and forward_as_lab since) (results/dev-h100-2026-11-25/round30/raw-prefetch-bb10693.csv, test-7-9-10-13-14-p2-bb10693.txt, sanitize-7-9-10-13-14-p2-bb10693.txt).
#   $O/raw.csv, best.txt, test.log, sanitize.log
set -u
O=$1
source dev/jobs/lib.sh
build_lab   # every program: the matrix below runs the CPU tests and the backward too
build_variants layernorm_forward "p1:-DFORWARD_WB_PREFETCH=1" "p2:-DFORWARD_WB_PREFETCH=2" "p4:-DFORWARD_WB_PREFETCH=4"
echo "$RAW_HEADER" > "$O/raw.csv"
time_builds "d p1 p2 p4" 14 "4096 8192" "32768 65536" "wide" "fp32 bf16 fp16"
time_builds "d p1 p2 p4" 14 "4096" "20480" "fp32 20480" "fp32"
time_builds "d p1 p2 p4" 14 "8192" "4096 16384" "controls" "fp32 bf16"
best_per_rung > "$O/best.txt"
cat "$O/best.txt"
forward_as_lab p2 "-DFORWARD_WB_PREFETCH=2"
LNLAB_EXTRA_SHAPES="4096x32768 37x40960 5x65536" check_rungs layernorm_forward 7,9,10,13,14 "67x1032 130x128 5x20480 3x65536"
stamp "done"
