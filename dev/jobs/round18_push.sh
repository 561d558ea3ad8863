#!/usr/bin/env bash
# Run in the eighteenth round at 452256b: slower than the pull at every shape tried; BACKWARD_COMBINE_PUSH was then removed
# from layernorm_backward.cu (dev/NOTES.md [B18]), so at later commits this job compares the pull with itself.
# Eighteenth round (prepared in the seventeenth; COMMIT=<sha> bash dev/device_daemon.sh start dev/jobs/round18_push.sh),
# about 9 minutes: the backward's partial rows pushed with st.async into the peers' shared memory, counted on
# mbarriers (p: -DBACKWARD_COMBINE_PUSH=1, layernorm_backward.cu above combine_cluster_partials), against the pull
# whose first cluster barrier drains the last batch's dx stores (d: as committed; dev/NOTES.md [D17]).
# Prediction: +1.5-3 points at the short backward rows (the drain's share of the 1.9 us cluster wait at bf16
# 4096 x 1024). The push has never run: the first step is a quick functional check, and the job stops if it fails.
#   1. p's backward 14 and 9 with --check at 3 shapes (a hang would show here: timeout 60).
#   2. $O/raw.csv: backward 14 (and 9, 11) as committed (d) and pushed (p), alternating per shape, rows 4096 / 8192
#      x 512-4096 and 32768 x 1024 / 4096, every dtype; the combine probe beside (bf16 4096 x 1024).
#   3. p's GPU matrix of backward 6-14 (every rung whose combine it changes) and sanitize ($O/push/).
set -u
O=$1
source dev/jobs/lib.sh
build_lab
keep_builds layernorm_backward d
for d in fp32 bf16 fp16; do build_program_variant layernorm_backward.cu p_$d "$(dtype_flag $d)" -DBACKWARD_COMBINE_PUSH=1 & done
wait
stamp "built"
for shape in "4096 1024" "67 1031" "5 4100"; do
    set -- $shape
    out=$(timeout 60 /tmp/v/p_bf16 14 --rows $1 --cols $2 --check --csv 2>&1); code=$?
    echo "p_bf16 14 $1 x $2: exit $code"; echo "$out" | tail -n 3
    [ $code = 0 ] || { stamp "push FAILED its first check: stopping"; exit 1; }
done
echo "$RAW_HEADER" > "$O/raw.csv"
for d in fp32 bf16 fp16; do
    for rows in 4096 8192; do
        for cols in 512 1024 2048 4096; do run_variant d_$d 9,11,14 $rows $cols 7; run_variant p_$d 9,11,14 $rows $cols 7; done
    done
    for cols in 1024 4096; do run_variant d_$d 14 32768 $cols 7; run_variant p_$d 14 32768 $cols 7; done
    stamp "timed $d"
done
best_per_rung | awk '$2 == 14'
mkdir -p "$O/push"
make -B -j16 EXTRA_FLAGS=-DBACKWARD_COMBINE_PUSH=1 all > "$O/push/build.log" 2>&1 || stamp "push build FAILED"
timeout 120 dev/probe_backward_cost_bf16 4096 1024 128 4 > "$O/push/probe.csv" 2> "$O/push/probe.err"
(O="$O/push"; check_rungs layernorm_backward 6,7,8,9,10,11,12,13,14 "67x1032 5x4100 9000x64 2100x1024 1x65537")
make -B -j16 all > "$O/rebuild.log" 2>&1 || stamp "rebuild FAILED"
