#!/usr/bin/env bash
# Thirteenth round, forward job (dev/device_daemon.sh start dev/jobs/round13_forward.sh), about 3 minutes:
# (Ran at 44d1256; the -DFORWARD_PREFETCH_WB code was removed afterwards, the idea refuted: dev/NOTES.md, thirteenth round.)
# weight and bias prefetched into L1 before the row's reductions (-DFORWARD_PREFETCH_WB=1, build `p`),
# against the committed build, for the 65536-column forward (dev/NOTES.md, twelfth round: L1 hit rate 0%
# there against 48% at 32768 columns, weight and bias loaded only after two cluster-wide reductions).
#   1. timings of forward 9, 10 and 13 (d) and 9, 10 (p) at rows 4096 x cols 16384, 32768, 65536, every dtype;
#   2. Nsight Compute of kernel 9 at bf16 4096 x 65536, 1024 threads, in both builds;
#   3. --check of p's kernels 9 and 10 at awkward shapes (the prefetch must change no value).
# Writes under $1: raw.csv, checks.csv, ncu/*.txt.
set -u
O=$1
source dev/jobs/lib.sh
build_lab_and_variants layernorm_forward "p:-DFORWARD_PREFETCH_WB=1"
echo "$RAW_HEADER" > "$O/raw.csv"
for d in bf16 fp16 fp32; do
    for cols in 65536 32768 16384; do
        run_variant d_$d 9,10,13 4096 $cols 7
        run_variant p_$d 9,10 4096 $cols 7
    done
done
stamp "timings done"
best_per_rung
mkdir -p "$O/ncu"
for v in d p; do
    ncu --section SpeedOfLight --section MemoryWorkloadAnalysis --section WarpStateStats \
        --metrics dram__bytes_read.sum,dram__bytes_write.sum,gpu__time_duration.sum \
        -k "regex:layernorm_forward_kernel" --launch-skip 6 --launch-count 1 \
        /tmp/v/${v}_bf16 9 1024 --rows 4096 --cols 65536 > "$O/ncu/forward-$v-bf16-9-4096x65536.txt" 2>&1
    stamp "ncu $v: $(grep -E 'gpu__time_duration.sum|DRAM Throughput|L1/TEX Hit Rate' "$O/ncu/forward-$v-bf16-9-4096x65536.txt" | awk '{print $1, $NF}' | tr '\n' ' ')"
done
: > "$O/checks.csv"
for d in fp32 bf16 fp16; do
    for shape in 1x1 3x31 67x1031 5x4097 16x65536 8x65537; do
        timeout 120 /tmp/v/p_$d 9,10 --check --csv --seed 7 --rows ${shape%x*} --cols ${shape#*x} 2>&1 | grep -v "^kernel," |
            grep -v "^#" | sed "s/^/p,$d,/" >> "$O/checks.csv"
    done
done
stamp "checks done: $(grep -c ',ok' "$O/checks.csv") ok lines, $(grep -vc ',ok\|SKIP' "$O/checks.csv") others"
grep -v ",ok\|SKIP" "$O/checks.csv" | head -20
