#!/usr/bin/env bash
# The forty-eighth round's first job (one direct call): forward rung 14 (two rows a warp) at 6 Packs a lane, 16-bit rows
# of 513-768 columns ([F47] Next 2: 768 columns at 32768 rows, 94.0 / 94.6 on kernel 9 and the ring, about 420 warp
# instructions a row). Builds: n = the tree (kernel 14 with PACKS 1, 2, 4, 6, each element converted where used);
# p = the forward at 10c7602 (ab/prev_forward.cu, carried: kernel 14 with PACKS 1, 2, 4, the row held as floats).
# (1) n's kernel 14 and 15 with --check at every block size, 11 shapes and 2 with --outliers, bf16 and fp16.
# (2) n's kernel 14 at every block size and 15 at 513-768 columns over rows 4096-65536, and n against p at 256-512
#     columns (their kernel 14 instances differ in code), twice in turn.
# Predicted: kernel 14 at 768 columns over the dispatcher by 1-4 from 8192 rows (the per-row work halved, as at 512);
# n and p within noise at 512.
#   bash dev/jobs/round48_a.sh OUTDIR
# Its mean lines since written with lib.sh's mean_by_block_of_timing (the same builds and figures).
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
mkdir -p bin48
make -j4 layernorm_forward_bf16 layernorm_forward_fp16 > "$O/build.log" 2>&1 || { stamp "build FAILED"; tail -n 20 "$O/build.log"; exit 1; }
for d in bf16 fp16; do cp layernorm_forward_$d bin48/n_$d; nvcc $VARIANT_FLAGS $(dtype_flag $d) ab/prev_forward.cu -o bin48/p_$d -lgomp > "$O/build-p_$d.log" 2>&1 & done
wait
stamp "built: $(ls bin48 | tr '\n' ' ')"
: > "$O/check.csv"
check_build_dtypes bin48 n 14,15 "1x768 2x768 3x760 5x520 67x640 9000x768 33x24 130x136 7x712 16385x768 2x512" "bf16 fp16"
for d in bf16 fp16; do
    for shape in 4096x768 67x704; do
        timeout 300 ./bin48/n_$d 14,15 --check --outliers --csv --rows ${shape%x*} --cols ${shape#*x} --seed 11 \
            2>>"$O/check.err" | tail -n +2 | grep -v '^#' | sed "s/^/n-outliers,/" >> "$O/check.csv"
    done
done
echo "with outliers: $(grep -c ',ok,' "$O/check.csv") ok, $(grep -c ',FAIL' "$O/check.csv") FAIL" | tee -a "$O/check.txt"
: > "$O/timing.csv"
for round in 1 2; do
    for d in bf16 fp16; do
        time_in_turn bin48 "n" $d 14,15 "4096x768 6144x768 8192x768 12288x768 16384x768 24576x768 32768x768 65536x768 8192x640 32768x640"
        time_in_turn bin48 "p n" $d 14,15 "8192x512 32768x512 65536x512 32768x256"
    done
    stamp "round $round"
done
best_of_timing > /dev/null
mean_by_block_of_timing
grep -E "k15@0|k14@(64|128|256|512) " "$O/mean.txt"
tar czf "$O/files.tgz" -C "$O" check.csv check.txt timing.csv best.txt mean.txt env.txt
stamp "done"
