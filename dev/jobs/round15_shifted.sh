#!/usr/bin/env bash
# Fifteenth round, first job (dev/device_daemon.sh start dev/jobs/round15_shifted.sh), about 7 minutes: forward
# kernels 9 and 10 with 4-Pack instances of their own for rows with a head, which read weight and bias as two
# aligned Packs shifted in registers (-DFORWARD_SHIFTED_INSTANCES=1, build `i`; host-only switch). Every entry's PTX
# is identical to a validated build: the plain instances to 018ac03's, the shifting ones to the switched build of
# round14_first.sh (9ad0d95, which passed the matrix of forward 6-10 and 13, sanitize and make sass). Round 14
# measured the shift +3.5 to +5 points at 4097 columns but, compiled into the instances that also run aligned rows,
# -1 to -3.5 on those (results/dev-h100-2026-11-23/round14/raw-ab-ffc32eb.csv); here aligned rows keep their code.
#   1. timings, committed (d) against i: the dispatcher and kernels 9 and 10 at 16-bit odd widths (rows 4096, 8192,
#      32768 x 4097; 4096 x 1031, 2049, 8191, 12289, 65537), and the dispatcher at two aligned controls;
#   2. the lab rebuilt with the switch on, then the GPU matrix of forward 9, 10 and 13, their sanitize at odd
#      widths, and make sass: if all pass and i is faster, the switch becomes the default.
# Writes under $1: raw.csv, test.log, sanitize.log, sass.log.
set -u
O=$1
source dev/jobs/lib.sh
build_lab_and_variants layernorm_forward "i:-DFORWARD_SHIFTED_INSTANCES=1"
echo "$RAW_HEADER" > "$O/raw.csv"
for d in fp16 bf16; do
    for shape in 4096x4097 8192x4097 32768x4097 4096x1031 4096x2049 4096x8191 4096x12289 4096x65537; do
        for v in d i; do run_variant ${v}_$d 9,10,14 ${shape%x*} ${shape#*x} 7; done
    done
    for shape in 4096x4096 8192x32768; do for v in d i; do run_variant ${v}_$d 13 ${shape%x*} ${shape#*x} 7; done; done
    stamp "timed $d"
done
best_per_rung
make -B -j16 EXTRA_FLAGS=-DFORWARD_SHIFTED_INSTANCES=1 all > "$O/build-i.log" 2>&1 || { stamp "switched build FAILED"; exit 1; }
check_rungs layernorm_forward 9,10,14 "67x1031 5x4097 3x40001 2x65537 37x2049 9000x63 1x12289 130x8191"
bash dev/sass_check.sh > "$O/sass.log" 2>&1
stamp "make sass (switch on) exit $?"
cat "$O/sass.log"
