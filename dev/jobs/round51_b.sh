#!/usr/bin/env bash
# The fifty-first round's second job (one direct call, about 6 minutes): bf16's kernel 10 on the checked pivot, as
# committed (round51/a: the dispatcher with it, n, within 0.5 of the bare pivot at every kernel-10 and kernel-13 cell,
# and its 2-Pack block instances at 32 registers under (1024): round50/f's loss came with fp16's (1024, 1) bounds).
# (1) The lab's GPU matrix of forward 10 and 15 in bf16 (the SASS check and the dispatcher on outlier rows), wide
# shapes added: 2x131072 and 3x196608 go to kernel 10's cluster now (rung 13 at 512 threads declines them and the
# one-pass rule no longer stops at 32768 columns in bf16); compute-sanitizer over both at 5 shapes. (2) --outliers of
# rungs 10, 13 and 15 in bf16 at 6 widths. (3) The dispatcher, b (the bare pivot, -DFORWARD10_STATS=1: the tree
# before) and t (the tree), in turn, twice, at the rows past rung 13's reach. (4) The bf16 forward sweep over the
# target grid, for the evidence (fp32's and fp16's forward PTX are 7338fea's: dev/ptx_against.sh).
# Predicted: (1), (2) clean; (3) t within a point of b (kernel 10's cluster, one pass, against kernel 9's two);
# (4) bf16 30 of 34 as 7338fea's, cells within 0.5.
# Outcome (d87e595, results/dev-h100-2026-11-27/round51/b/): (1) 550 passed, 0 failed, 1 skipped; sanitize 20 clean.
# (2) 57 ok. (3) 2048 x 131072 79.7 -> 79.8, 1024 x 196608 44.3 -> 57.3. (4) bf16 30 of 34 (its CSV came back from a
# second call: a direct call returns at most 8 files).
#   bash dev/jobs/round51_b.sh "$OUT"
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
LNLAB_DTYPES=bf16 check_forward_lab_with_variant bin51 t "b:bf16:-DFORWARD10_STATS=1" 10,15 \
    "2x131072 3x196608 4096x2048 4096x16384 9x65536 5x32768 37x12288 3x40960" "2x131072 5x4097 37x8192 3x32768 9x65536"
OUTLIERS_TAG=1 check_outliers_build_dtypes bin51 t 10,13,15 "16x2048 16x4097 16x16384 16x32768 16x65536 4x131072" bf16
: > "$O/timing.csv"
for rep in 1 2; do time_in_turn bin51 "b t" bf16 15 "2048x131072 1024x196608"; done
mean_of_timing
stamp "timed"
python3 scripts/sweep.py --out "$O/sweep" --passes forward --dtypes bf16 --rungs forward=15 > "$O/sweep.log" 2>&1
stamp "sweep: $(tail -n 1 "$O/sweep.log")"
stamp "done"
