#!/usr/bin/env bash
# Fifteenth round (dev/device_daemon.sh start dev/jobs/round15_wide.sh, or inside round15_first.sh), about 8 minutes:
# forward rung 13, a block per row with the Packs past the registers' in shared memory (cp.async), no cluster,
# written in the fourteenth round without a GPU. Round 14 measured the cluster's cost: bf16 kernel 9 at 4096 x 32768
# (one block a row) 95% of the copy, at 4096 x 65536 (a cluster of two) 56-65% at every block size.
#   1. the GPU matrix of forward 13 (every shape of make test's matrix, every block size, every dtype), its sanitize
#      at wide and odd widths, make sass (kernel 13 is judged);
#   2. timings at every block size: forward 9, 10, 13 and the dispatcher (14) of the committed build (f), and the
#      dispatcher built to send rows too wide for a block's registers to rung 13 at 1024 threads (w,
#      -DFORWARD14_WIDE_BLOCK=1024) or 512 (w5); rows 4096 and 8192 x 32768-65537 columns, 32768 x 32768, every dtype;
#   3. the lab built with -DFORWARD14_WIDE_BLOCK=1024, the matrix and sanitize of the dispatcher (14), so that if w
#      wins, the default can become 1024 (host only) already checked; then the lab rebuilt as committed.
# Writes under $1: test.log, sanitize.log (rung 13), sass.log, raw.csv, wide14/ (the dispatcher's checks).
set -u
O=$1
source dev/jobs/lib.sh
start_forward_job
for d in fp32 bf16 fp16; do
    build_program_variant layernorm_forward.cu w_$d "$(dtype_flag $d)" -DFORWARD14_WIDE_BLOCK=1024 &
    build_program_variant layernorm_forward.cu w5_$d "$(dtype_flag $d)" -DFORWARD14_WIDE_BLOCK=512 &
done
wait
stamp "variants built"
check_rungs layernorm_forward 13 "3x65536 5x65537 2x131071 37x40000 67x1031 9000x63"
bash dev/sass_check.sh > "$O/sass.log" 2>&1
stamp "make sass exit $?"
echo "$RAW_HEADER" > "$O/raw.csv"
for d in bf16 fp16 fp32; do
    for shape in 4096x65536 8192x65536 4096x65537 4096x49152 4096x32768 8192x32768 32768x32768; do
        run_variant f_$d 9,10,13,14 ${shape%x*} ${shape#*x} 7
        for v in w w5; do run_variant ${v}_$d 14 ${shape%x*} ${shape#*x} 7; done
    done
    stamp "timed $d"
done
best_per_rung
mkdir -p "$O/wide14"
make -B -j16 EXTRA_FLAGS=-DFORWARD14_WIDE_BLOCK=1024 all > "$O/wide14/build.log" 2>&1 || stamp "wide build FAILED"
(O="$O/wide14"; check_rungs layernorm_forward 14 "3x65536 5x65537 2x131071 37x40000 1x262144")
make -B -j16 all > "$O/rebuild.log" 2>&1 || stamp "rebuild FAILED"
stamp "rebuilt as committed"
