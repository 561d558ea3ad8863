#!/usr/bin/env bash
# Ran twice in the forty-seventh round on an H100: at a477fa0 (kernel 14 bounded for 1024 threads;
# results/dev-h100-2026-11-27/round47/forward-a477fa0/) and at b27de77 (fcaebdd's kernels: bounded for 512;
# results/evidence-h100-2026-11-27-b27de77/): NOTES [F47].
# The forty-seventh round's ninth job (one direct call, about 8 minutes held): forward rung 14 (two rows a warp) and the
# dispatcher, now rung 15, as committed. (1) The GPU matrix of forward 14 and 15 in every dtype with the rule's own
# shapes added, the forward dispatcher on outlier rows (dev/run_tests.sh's last step), and compute-sanitizer's four
# tools over both at 7 shapes. (2) The dispatcher (n) against itself with the rule off (o: -DFORWARD15_PAIRS_MAX_COLS=0,
# the dispatcher before), twice in turn, at the rule's cells and its edges. (3) The forward sweep of the dispatcher
# alone over the target grid (scripts/sweep.py), for the README's table and scripts/targets.py.
# Predicted: n over o by 5-10 at 16-bit 8192 x 128-512 and 32768 x 256, 1-4 at 32768-65536 x 512; the same elsewhere
# (the rule's other cells run the same launches); the target cells 8192 x 512 over 95 in both 16-bit types.
#   bash dev/jobs/round47_i.sh OUTDIR
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
build_lab
stamp "built"
for d in bf16 fp16; do build_program_variant layernorm_forward.cu o_$d "$(dtype_flag $d)" -DFORWARD15_PAIRS_MAX_COLS=0 & done
wait
cp layernorm_forward_bf16 /tmp/v/n_bf16; cp layernorm_forward_fp16 /tmp/v/n_fp16
stamp "built o"
LNLAB_EXTRA_SHAPES="6144x512 8192x256 12288x512 65536x128 9000x504 24576x512 6143x512 8193x264" \
    check_rungs layernorm_forward 14,15 "67x512 2x512 9000x504 33x24 5x520 3x64 130x136"
: > "$O/timing.csv"
for round in 1 2; do
    for d in bf16 fp16; do
        for shape in 6144x512 8192x512 12288x512 16384x512 32768x512 65536x512 8192x256 32768x256 16384x128 4096x512 8192x768; do
            for build in o n; do
                /tmp/v/${build}_$d 15 --csv --rows ${shape%x*} --cols ${shape#*x} 2>/dev/null | tail -n +2 | grep -v '^#' |
                    sed "s/^/$build,/" >> "$O/timing.csv"
            done
        done
    done
    stamp "round $round"
done
mean_of_timing
python3 scripts/sweep.py --out "$O/sweep" --passes forward --rungs forward=15 > "$O/sweep.log" 2>&1
stamp "sweep: $(tail -n 1 "$O/sweep.log")"
python3 scripts/targets.py "$O"/sweep/speed-*.csv | tee "$O/targets.txt" | head -12
tar czf "$O/files.tgz" -C "$O" test.log sanitize.log timing.csv mean.txt sweep sweep.log targets.txt 2>/dev/null
stamp "done"
