#!/usr/bin/env bash
# Twenty-ninth round, third job (about 2 minutes; run at 7866f2d without the weight_bias forms, then again with them): dev/probe_forward_pattern, the forward's memory pattern alone (a
# segment of threads x Packs loaded, 0-2 block reductions, stored; a block per segment or persistent) at fp32 4096 x
# 32768, 8192 x 32768 and 4096 x 65536, with the forward dispatcher at the same shapes beside it. Predicted, if the
# reductions between a row's loads and stores are the cost: 0 syncs near the copy, 2 syncs near the forward's 86-93 %;
# if the pattern itself is: every form near the forward's figure.
# Ran at 7866f2d (results/dev-h100-2026-11-24/round29/pattern-7866f2d.csv; the weight_bias forms by a direct run at 51769a2, pattern-wb-51769a2.csv).
#   $O/pattern.csv, forward.csv
set -u
O=$1
source dev/jobs/lib.sh
make -j16 layernorm_forward dev/probe_forward_pattern > "$O/build.log" 2>&1 || { stamp "build FAILED"; exit 1; }
stamp "built"
: > "$O/pattern.csv"
for shape in "4096 32768" "8192 32768" "4096 65536"; do
    dev/probe_forward_pattern $shape >> "$O/pattern.csv" 2>> "$O/probe.err"
    ./layernorm_forward 14 --rows ${shape% *} --cols ${shape#* } --csv --seed 7 | grep -v "^#" >> "$O/forward.csv"
    stamp "$shape"
done
cat "$O/pattern.csv" "$O/forward.csv"
stamp "done"
