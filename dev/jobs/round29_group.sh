#!/usr/bin/env bash
# Twenty-ninth round, fifth job (about 9 minutes). round29_wb.sh refuted weight and bias in shared memory for kernel 7
# (86-90 % at best: its persistent clusters cost what the shared copy saves), and the SASS showed the cost it was after:
# normalize_pack, a Pack at a time under a branch, issues each Pack's weight and bias loads only after the previous
# Pack's store, one round trip to L2 a Pack once they no longer fit L1. Now rung 13's staged Packs load their weight
# and bias FORWARD_WB_GROUP (2) Packs at a time (normalize_aligned_packs; no spills; every other kernel's code the same
# instructions). The matrix of forward 13 and 14 and their sanitize, then rung 13 and the dispatcher at 32768, 40960 and
# 65536 columns (rows 4096 / 8192) in the tree's build (d), as before (o: -DFORWARD_WB_GROUP=0), and with fewer register
# Packs, more of the row staged and grouped (r4: -DFORWARD13_REGISTER_PACKS=4 in fp32, r2: =2 in 16-bit). Predicted:
# rung 13 +3-8 points where it stages (16-bit 65536, fp32 40960-65536), r4 / r2 more where the staged share grows.
# Ran at 6aab419 (results/dev-h100-2026-11-24/round29/raw-group-6aab419.csv, test-13-14-6aab419.txt, sanitize-13-14-6aab419.txt; its o build did not compile).
#   $O/raw.csv, best.txt, test.log, sanitize.log
set -u
O=$1
source dev/jobs/lib.sh
build_lab
stamp "built"
build_variants layernorm_forward "o:-DFORWARD_WB_GROUP=0" "r4:-DFORWARD13_REGISTER_PACKS=4" "r2:-DFORWARD13_REGISTER_PACKS=2"
echo "$RAW_HEADER" > "$O/raw.csv"
for d in fp32 bf16 fp16; do
    other=r2; [ $d = fp32 ] && other=r4
    for cols in 32768 40960 65536; do
        for rows in 4096 8192; do for build in o d $other; do run_variant ${build}_$d 13,14 $rows $cols 7; done; done
    done
    stamp "timed $d"
done
best_per_rung > "$O/best.txt"
cat "$O/best.txt"
LNLAB_EXTRA_SHAPES="4096x32768 37x40960 5x65536" check_rungs layernorm_forward 13,14 "67x1031 5x4100 130x128 5x40960 3x65536"
stamp "done"
