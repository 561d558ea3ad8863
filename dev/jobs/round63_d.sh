#!/usr/bin/env bash
# The sixty-third round's check of the H200's backward table (about 12 minutes, through the daemon: start, then wait):
#   export COMMIT=<literal sha>; bash dev/device_daemon.sh start dev/jobs/round63_d.sh 570; then wait 570
# round63_c's map found the backward's rungs 3-15 points ahead of the H100-fitted dispatcher at 9 of 17 cells; the
# H200's table (backward15_choices_h200, BACKWARD15_PICKS 200) takes those picks for their width ranges. Here:
#   1. the GPU matrix of backward 15 in every dtype (dev/run_tests.sh, with the CPU sections) with the new rows' edges
#      added, and compute-sanitizer at 4 of them;
#   2. the dispatcher (t: the tree, the H200's table) in turn with h: -DBACKWARD15_PICKS=100 (the H100's table) at
#      every changed width at rows 4096 / 8192 / 32768 (the largest cells at 4096 / 8192 only), two rounds, into
#      $O/timing.csv -> $O/mean.txt and $O/deltas.txt (h -> t).
# (It ran at fcc3c0d; since, its builds and turns are lib.sh helpers making the same calls in the same order.)
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
build_lab
D=bin63d; keep_builds layernorm_backward t $D
program_variant_dtypes $D h "fp32 bf16 fp16" -DBACKWARD15_PICKS=100 layernorm_backward.cu
stamp "built: $(ls $D | tr '\n' ' ')"
LNLAB_EXTRA_SHAPES="37x768 3x644 5x1024 3x1004 2x1028 37x2048 3x1668 5x2052 17x8192 3x7172 2x16388 3x65536 5x12288 2x8188 2x32768" \
    check_rungs layernorm_backward 15 "37x1024 5x2048 3x8192 2x65536"
narrow="4096x1024 8192x1024 32768x1024 4096x2048 8192x2048 32768x2048"
wide16="4096x8192 8192x8192 4096x12288 8192x12288 4096x16384 8192x16384"
time_rounds_in_turn $D "h t" 15 \
    "fp32=4096x768 8192x768 32768x768 $narrow 4096x8192 8192x8192 32768x8192 4096x32768 8192x32768 4096x65536 8192x65536" \
    "bf16=$narrow $wide16" "fp16=$narrow $wide16" > /dev/null
deltas_of_mean h t > "$O/deltas.txt"; cat "$O/deltas.txt"
stamp "done"
