#!/usr/bin/env bash
# The forty-eighth round's third job (through dev/device_daemon.sh, a start call and a wait call): forward rung 14 at up to
# 6 Packs (bf16 converting from words) and the dispatcher's rule drawn by waves, as committed. (1) The GPU matrix of
# forward 14 and 15 in every dtype with the rule's cells and edges added, the SASS check and the dispatcher on outlier
# rows (dev/run_tests.sh), and compute-sanitizer's four tools over both at 8 shapes. (2) The dispatcher (n) against
# 10c7602's (p: ab/prev_forward.cu, carried), twice in turn, at the rule's cells. (3) The forward sweep of the
# dispatcher alone over the target grid (scripts/sweep.py), for the README's table and scripts/targets.py.
# Predicted: n over p by 3-12 at 16-bit 6144-8192 x 640-768, 12288 x 384-512, 24576-65536 x 640-768, 1-3 at 32768 x
# 512; the same at 16384 x 512-768 and 4096 x 768 (the same launches); target cells 32768 x 512 and 768 over 95.
#   bash dev/jobs/round48_c.sh OUTDIR
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
build_lab
mkdir -p bin48
for d in bf16 fp16; do cp layernorm_forward_$d bin48/n_$d; nvcc $VARIANT_FLAGS $(dtype_flag $d) ab/prev_forward.cu -o bin48/p_$d -lgomp > "$O/build-p_$d.log" 2>&1 & done
wait
stamp "built: $(ls bin48 | tr '\n' ' ')"
LNLAB_EXTRA_SHAPES="6144x768 8192x640 12288x512 24576x768 9503x768 9505x768 12673x512 16384x384 6143x768 9000x520" \
    check_rungs layernorm_forward 14,15 "67x768 2x768 9000x760 33x24 5x520 3x64 130x136 12289x640"
: > "$O/timing.csv"
shapes="4096x768 6144x768 8192x768 12288x768 16384x768 24576x768 32768x768 65536x768 8192x640 32768x640 8192x512 12288x512 16384x512 24576x512 32768x512 65536x512 12288x384 16384x384 32768x256"
for round in 1 2; do
    for d in bf16 fp16; do time_in_turn bin48 "p n" $d 15 "$shapes"; done
    stamp "round $round"
done
mean_of_timing > /dev/null
python3 scripts/sweep.py --out "$O/sweep" --passes forward --rungs forward=15 > "$O/sweep.log" 2>&1
stamp "sweep: $(tail -n 1 "$O/sweep.log")"
python3 scripts/targets.py "$O"/sweep/speed-*.csv | tee "$O/targets.txt" | head -12
stamp "done"
