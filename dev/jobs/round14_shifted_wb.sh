#!/usr/bin/env bash
# (Run at 9ad0d95. Since then the switch is FORWARD_SHIFT_MIN_PACKS and the prefetch ahead is removed: this job no longer builds as written.)
# Fourteenth round, first job (dev/device_daemon.sh start dev/jobs/round14_shifted_wb.sh), about 11 minutes: the 16-bit
# forward at widths that are not a multiple of 8, with weight and bias read as two aligned Packs shifted in registers
# (-DFORWARD_SHIFTED_WB=1, build `s`) instead of 16 two-byte loads a Pack (Nsight Compute at fp16 4096 x 4097: L1/TEX
# 88.9% busy against 47.9 at 4096; results/dev-h100-2026-11-23/round13/ncu-63b13ef/).
#   1. timings: forward 8, 9, 13 of the committed build (d) and of s, bf16 and fp16, at rows 4096, 8192, 32768 x 4097
#      columns, and rows 4096 x 1031, 2049, 8191, 65537;
#   1b. the forward dispatcher built with -DFORWARD_PREFETCH_AHEAD=1 (build `a`: each team asks L2 for the row a
#      wave of resident teams ahead) against the committed one at 16384-65536 columns, every dtype;
#   1c. fp16 kernels 8, 9 and the dispatcher at 8704-10240 columns, where the dispatcher takes kernel 8 by a rule
#      fitted before round 13's fix of kernel 9's load order;
#   2. Nsight Compute of s's dispatcher at fp16 4096 x 4097 (against ncu-63b13ef's 34.7 us, L1 88.9%);
#   3. the whole lab rebuilt with the switch on (make -B EXTRA_FLAGS=...), then the GPU matrix of forward 6-10 and 13,
#      sanitize of the same at odd widths, and make sass: if all pass and it is faster, the switch can become the
#      default with PTX identical to what was validated here.
# Writes under $1: raw.csv, ncu/, test.log, sanitize.log, sass.log.
set -u
O=$1
source dev/jobs/lib.sh
build_lab_and_variants layernorm_forward "s:-DFORWARD_SHIFTED_WB=1" "a:-DFORWARD_PREFETCH_AHEAD=1"
echo "$RAW_HEADER" > "$O/raw.csv"
for d in bf16 fp16 fp32; do   # the L2 prefetch of the row a wave ahead (build a), the dispatcher only
    for shape in 4096x65536 8192x65536 4096x32768 4096x16384; do
        run_variant d_$d 13 ${shape%x*} ${shape#*x} 7
        run_variant a_$d 13 ${shape%x*} ${shape#*x} 7
    done
done
stamp "timed the prefetch ahead"
for shape in 4096x8704 4096x9216 4096x10240 32768x9216; do   # the fp16 dispatcher's kernel-8 rule (8193-10240 columns),
    run_variant d_fp16 8,9,13 ${shape%x*} ${shape#*x} 7    # fitted before round 13's fix of kernel 9
done
stamp "timed fp16 8193-10240 columns"
for d in fp16 bf16; do
    for shape in 4096x4097 8192x4097 32768x4097 4096x1031 4096x2049 4096x8191 4096x65537; do
        run_variant d_$d 8,9,13 ${shape%x*} ${shape#*x} 7
        run_variant s_$d 8,9,13 ${shape%x*} ${shape#*x} 7
    done
    stamp "timed $d"
done
best_per_rung
mkdir -p "$O/ncu"
ncu --section SpeedOfLight --metrics gpu__time_duration.sum,smsp__inst_executed_op_global_ld.sum \
    -k "regex:layernorm_forward_kernel" --launch-skip 6 --launch-count 1 \
    /tmp/v/s_fp16 13 --rows 4096 --cols 4097 > "$O/ncu/forward-s-fp16-13-4096x4097.txt" 2>&1
stamp "ncu s: $(grep -E 'gpu__time_duration.sum|smsp__inst_executed_op_global_ld.sum|L1/TEX Cache Throughput' "$O/ncu/forward-s-fp16-13-4096x4097.txt" | awk '{print $1, $NF}' | tr '\n' ' ')"
make -B -j16 EXTRA_FLAGS=-DFORWARD_SHIFTED_WB=1 all > "$O/build-s.log" 2>&1 || { stamp "switched build FAILED"; exit 1; }
LNLAB_PASSES=layernorm_forward LNLAB_TIMEOUT=300 LNLAB_FORWARD_KERNELS=6,7,8,9,10,13 LNLAB_JOBS=14 bash dev/run_tests.sh > "$O/test.log" 2>&1
stamp "matrix forward 6-10,13 (switch on) exit $?: $(tail -n 1 "$O/test.log")"
grep -E "FAIL" "$O/test.log" | head -n 10
LNLAB_PASSES=layernorm_forward LNLAB_TIMEOUT=300 LNLAB_FORWARD_KERNELS=6,7,8,9,10,13 LNLAB_JOBS=16 \
    LNLAB_SANITIZE_SHAPES="67x1031 5x4097 3x4100 2x65537 37x2049 9000x63 1x12289" bash dev/sanitize.sh > "$O/sanitize.log" 2>&1
stamp "sanitize (switch on) exit $?: $(grep '^sanitize:' "$O/sanitize.log")"
grep "NOT CLEAN" "$O/sanitize.log" | head
bash dev/sass_check.sh > "$O/sass.log" 2>&1
stamp "make sass (switch on) exit $?: $(grep -c 'with split' "$O/sass.log") lines"
cat "$O/sass.log"
