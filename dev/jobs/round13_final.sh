#!/usr/bin/env bash
# Thirteenth round, last job (dev/device_daemon.sh start dev/jobs/round13_final.sh), about 7 minutes: the forward
# as committed after round13_forward_fix.sh: the branch-free Packs only in instances of up to 4 Packs (fp32's
# 8-Pack instances back to the branches: PTX identical to 44d1256's), and the dispatcher's fp16 rule (kernel 9,
# target 4 Packs a thread, at least 256 threads; kernel 8 no longer for 16385-32768 columns).
#   1. the GPU matrix of forward 9, 10, 13; sanitize of forward 13;
#   2. the dispatcher (13) at the target shapes: fp16 at rows 4096, 8192, 32768, bf16 and fp32 at 4096 rows,
#      cols 512-65536 (raw.csv).
set -u
O=$1
source dev/jobs/lib.sh
build_lab
stamp "built"
LNLAB_PASSES=layernorm_forward LNLAB_TIMEOUT=300 LNLAB_FORWARD_KERNELS=9,10,13 LNLAB_JOBS=14 bash dev/run_tests.sh > "$O/test.log" 2>&1
stamp "matrix forward 9,10,13 exit $?: $(tail -n 1 "$O/test.log")"
grep -E "FAIL" "$O/test.log" | head -n 10
LNLAB_PASSES=layernorm_forward LNLAB_TIMEOUT=300 LNLAB_FORWARD_KERNELS=13 LNLAB_JOBS=16 \
    LNLAB_SANITIZE_SHAPES="67x1031 5x4100 3x4097 2x65537 37x2048 9000x63 1x12288 2x32768" bash dev/sanitize.sh > "$O/sanitize.log" 2>&1
stamp "sanitize exit $?: $(grep '^sanitize:' "$O/sanitize.log")"
grep "NOT CLEAN" "$O/sanitize.log" | head
echo "$RAW_HEADER" > "$O/raw.csv"
keep_builds layernorm_forward d
for rows in 4096 8192 32768; do
    for cols in 512 768 1024 1600 2048 4096 4097 8192 12288 16384 32768 65536; do
        run_variant d_fp16 13 $rows $cols 7
        [ $rows = 4096 ] && { run_variant d_bf16 13 $rows $cols 7; run_variant d_fp32 13 $rows $cols 7; }
    done
    stamp "swept $rows rows"
done
best_per_rung
