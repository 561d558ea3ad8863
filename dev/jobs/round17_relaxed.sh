#!/usr/bin/env bash
# Seventeenth round, third job (COMMIT=<sha> bash dev/device_daemon.sh start dev/jobs/round17_relaxed.sh), about 9
# minutes: the cluster barrier before a block exits, with release semantics (cluster.sync(): MEMBAR.ALL.GPU, which
# waits for the block's last stores) against a relaxed arrive (r: -DCLUSTER_EXIT_RELAXED=1, common.h).
# Where it matters: forward kernels 7-10 in clusters (fp32 rows over 16384 columns at 512 threads, over 32768 at
# 1024; 16-bit over 16384 / 32768), and the backward's cluster combine (its second barrier, the "release" phase:
# 0.7 us median at bf16 4096 x 1024 in this round's probe) and cluster teams.
# Writes $O/raw.csv (d: as committed, r: relaxed, alternating per shape, every block size), then the r build's GPU
# matrix of forward 9, 10 and backward 14 and sanitize ($O/relaxed/), then rebuilds as committed.
set -u
O=$1
source dev/jobs/lib.sh
build_lab_and_variants layernorm_forward "r:-DCLUSTER_EXIT_RELAXED=1"
for d in fp32 bf16 fp16; do
    build_program_variant layernorm_backward.cu rb_$d "$(dtype_flag $d)" -DCLUSTER_EXIT_RELAXED=1 &
done
wait
keep_builds layernorm_backward db
stamp "built backward variants"
echo "$RAW_HEADER" > "$O/raw.csv"
for d in fp32 bf16 fp16; do
    for rows in 4096 8192; do
        for cols in 512 1024 2048 4096; do run_variant db_$d 14 $rows $cols 7; run_variant rb_$d 14 $rows $cols 7; done
    done
    run_variant db_$d 14 32768 1024 7; run_variant rb_$d 14 32768 1024 7
    stamp "backward $d"
done
time_ab d r 9,10 "4096 8192" "24576 32768 65536" forward
best_per_rung
mkdir -p "$O/relaxed"
make -B -j16 EXTRA_FLAGS=-DCLUSTER_EXIT_RELAXED=1 all > "$O/relaxed/build.log" 2>&1 || stamp "relaxed build FAILED"
(O="$O/relaxed"; check_rungs layernorm_forward 7,8,9,10 "3x40000 1x65537 5x65536 37x33000 67x1031")
mkdir -p "$O/relaxed-b"
(O="$O/relaxed-b"; check_rungs layernorm_backward 8,9,14 "67x1032 5x4100 9000x64 2100x1024 3x40000")
make -B -j16 all > "$O/rebuild.log" 2>&1 || stamp "rebuild FAILED"
