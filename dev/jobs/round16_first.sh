#!/usr/bin/env bash
# Sixteenth round, first job (COMMIT=<sha> bash dev/device_daemon.sh start dev/jobs/round16_first.sh), about 16
# minutes. Writes under $1: test.log (make test at HEAD), raw.csv, even/ and x13/ (the switched builds' checks).
#   1. make test as committed, the GPU matrix of both dispatchers (forward 14, backward 14) and, new in the fifteenth
#      round, the forward dispatcher on outlier rows (9 widths x 3 dtypes): checks that the dispatcher's pivot rules
#      were withdrawn where the pivot fails (fp32 from 32768 columns, fp16 32768) and that the new test can run.
#   2. the backward dispatcher's grid, two host-only switches (round15/probe-backward-phases-716522c.csv: at bf16
#      4096 x 1024 the slowest block's batches take 10.5 us, the median's 6.0; 496 resident blocks take 3 turns of 4
#      rows in 32 blocks, 2 in the rest): d as committed, e (-DBACKWARD_EVEN_TURNS=1: the fewest blocks with the same
#      turns, fewer partial rows), r4 / r2 (-DBACKWARD14_COMBINE_RING=4 / 2: smaller clusters for the kernel 11 and
#      12 picks, so that 512 blocks fit and every block takes 2 turns), r2e (both); rows 4096 / 8192 x 512-8192
#      columns, 32768 rows at two widths as the control, every dtype.
#   3. the lab built with both switches (r2e), the GPU matrix and sanitize of backward 6-12 and 14 (every rung that
#      takes persistent_groups), so that a winning switch can become the default without another device run.
#   4. forward bf16 kernels 9 and 10 at aligned 2048-16384 columns, every block size: the bf16 dispatcher's one-pass
#      range (2048-32768, kernel 10) was set before the thirteenth round's load-order fix sped up kernel 9.
#   5. forward rung 13 with x's register Packs through ld.global.nc (x13: -DFORWARD13_READ_ONLY_X=1; SASS: only
#      kernel 13's 1-8 x loads change, LDG.E.128 -> LDG.E.128.CONSTANT) against as committed, rows 4096 / 8192 x
#      32768 / 65536 and 4096 x 49152, every dtype, with kernel 9 beside; then the lab built with it, the matrix
#      and sanitize of forward 13 and 14 and make sass (rung 13 ran 3-4 points under kernel 9 at 32768 columns).
set -u
O=$1
source dev/jobs/lib.sh
make -j16 build > "$O/build.log" 2>&1 || { stamp "build FAILED"; tail -n 30 "$O/build.log"; exit 1; }
env LNLAB_FORWARD_KERNELS=14 LNLAB_BACKWARD_KERNELS=14 LNLAB_TIMEOUT=300 LNLAB_JOBS=14 bash dev/run_tests.sh > "$O/test.log" 2>&1
stamp "make test (dispatchers, outliers) exit $?: $(tail -n 1 "$O/test.log")"
grep -E "FAIL" "$O/test.log" | head -n 20
keep_builds layernorm_backward d
keep_builds layernorm_forward f
for d in fp32 bf16 fp16; do
    for spec in "e:-DBACKWARD_EVEN_TURNS=1" "r4:-DBACKWARD14_COMBINE_RING=4" "r2:-DBACKWARD14_COMBINE_RING=2" \
                "r2e:-DBACKWARD14_COMBINE_RING=2 -DBACKWARD_EVEN_TURNS=1"; do
        build_variant "${spec%%:*}_$d" "$(dtype_flag $d)" ${spec#*:} &
    done
done
wait
stamp "variants built"
echo "$RAW_HEADER" > "$O/raw.csv"
for d in bf16 fp16 fp32; do
    for shape in 4096x512 4096x1024 4096x2048 4096x4096 4096x8192 8192x512 8192x1024 8192x2048 8192x4096 8192x8192 \
                 32768x1024 32768x4096; do
        for v in d e r4 r2 r2e; do run_variant ${v}_$d 14 ${shape%x*} ${shape#*x} 7; done
    done
    stamp "backward timed $d"
done
for shape in 4096x2048 4096x4096 4096x8192 4096x12288 4096x16384 8192x4096 8192x8192 32768x4096 32768x8192; do
    run_variant f_bf16 9,10,14 ${shape%x*} ${shape#*x} 7
done
stamp "forward bf16 timed"
for d in fp32 bf16 fp16; do
    build_program_variant layernorm_forward.cu x13_$d "$(dtype_flag $d)" -DFORWARD13_READ_ONLY_X=1 &
done
wait
for d in bf16 fp16 fp32; do
    for shape in 4096x32768 8192x32768 4096x49152 4096x65536 8192x65536; do
        run_variant f_$d 9,13 ${shape%x*} ${shape#*x} 7
        run_variant x13_$d 13 ${shape%x*} ${shape#*x} 7
    done
done
stamp "forward 13 timed"
best_per_rung
mkdir -p "$O/even"
make -B -j16 EXTRA_FLAGS="-DBACKWARD14_COMBINE_RING=2 -DBACKWARD_EVEN_TURNS=1" all > "$O/even/build.log" 2>&1 || stamp "switched build FAILED"
(O="$O/even"; check_rungs layernorm_backward 6,7,8,9,10,11,12,14 "67x1032 5x4100 9000x64 2100x1024")
mkdir -p "$O/x13"
make -B -j16 EXTRA_FLAGS=-DFORWARD13_READ_ONLY_X=1 all > "$O/x13/build.log" 2>&1 || stamp "x13 build FAILED"
(O="$O/x13"; check_rungs layernorm_forward 13,14 "3x65536 5x65537 37x40000 67x1031")
bash dev/sass_check.sh > "$O/x13/sass.log" 2>&1
stamp "make sass (x13) exit $?"
make -B -j16 all > "$O/rebuild.log" 2>&1 || stamp "rebuild FAILED"
stamp "rebuilt as committed"
