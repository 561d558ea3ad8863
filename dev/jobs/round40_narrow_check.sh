#!/usr/bin/env bash
# The fortieth round's adoption of round40_shifted_narrow (bf16 only, block teams only) checked on the GPU (about 9
# minutes): the tree's forward (c: FORWARD_SHIFTED_NARROW and FORWARD14_HEAD_TWO_PACKS_MAX_ROWS=8192, both bf16) against
# o (-DFORWARD_SHIFTED_NARROW=0: the PTX and host rules of 7d0c2a5, dev/ptx_against.sh) and w (the 2-Pack rule at every
# row count), the dispatcher twice in turn, bf16, rows 4096 / 8192 / 16384 / 32768 x 2049 / 2401 / 3001 / 4097 columns;
# then the GPU matrix of forward 9, 10 and 14 in bf16 with the SASS check of every build, and their sanitize.
#   $O/raw.csv, mean.txt, test.log, sanitize.log
# Ran at c0d09aa (results/dev-h100-2026-11-25/round40/*-check-c0d09aa.*): 4097 columns 87.5 / 93.2 -> 90.1 / 93.5 at 4096 /
# 8192 rows; the matrix 545 passed, 0 failed, 2 skipped; sanitize 20 clean ([B40]).
set -u
O=$1
source dev/jobs/lib.sh
build_lab
keep_builds layernorm_forward c
build_program_variant layernorm_forward.cu o_bf16 -DENABLE_BF16 -DFORWARD_SHIFTED_NARROW=0 &
build_program_variant layernorm_forward.cu w_bf16 -DENABLE_BF16 -DFORWARD14_HEAD_TWO_PACKS_MAX_ROWS=2147483647 &
wait
stamp "built"
echo "$RAW_HEADER" > "$O/raw.csv"
time_twice "o c w" 14 "4096 8192 16384 32768" "2049 2401 3001 4097" bf16
LNLAB_DTYPES="bf16" LNLAB_EXTRA_SHAPES="4096x4097 37x8191 9x12289 8192x3001 5x2401" \
    check_rungs layernorm_forward "9,10,14" "67x1031 5x4097 3x12289 130x2049 9x3001"
stamp "done"
