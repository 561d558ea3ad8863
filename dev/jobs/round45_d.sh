#!/usr/bin/env bash
# Ran in the forty-fifth round at 52be4a5 on an H100 ([D45]): columns first gained 0.8-7.2 points at 20 of 21
# cells (fp32 8192 x 256 -0.5), busiest SM 5 % over the average (was 17 %); the matrix of backward 14 and 15 built so
# passed at every GPU shape (223 passed, 0 failed; its 6 FAILs were the CPU tests, not built by this job), sanitize 60
# clean. Adopted: the tree's default since. Its builds and means since written with lib.sh's helpers: the same commands.
# The forty-fifth round's fourth job (dev/device_daemon.sh start; about 5 minutes): kernel 14 with
# -DSPLIT_COLUMNS_FIRST=1 (every column block first, then every row block; the tree's grid is in groups, a chunk's
# column blocks then its row blocks). [B45]: at bf16 4096 x 1024 rung 14's SMs are active 73 % of the launch's
# cycles, the busiest 21 % longer than the average (28.5 K against 23.5 K cycles); the copy kernel at the same bytes
# is also active 73 %, but its busiest SM only 8 % over the average. The tree's grid ends with the last chunk's
# column blocks (4x a row block's bytes each) and the strips' last sums: a tail of long blocks. Columns first, the
# tail is row blocks. Builds t (the tree) and cf in every dtype; the dispatcher (kernel 15, whose rule sends these
# shapes to kernel 14) timed at the rule's cells, builds in turn, twice; Nsight Compute's SM-active spread of cf at
# bf16 4096 x 1024; then the lab built as cf through the matrix of backward 14 and 15 and sanitize.
# Predicted: +3..+8 at the 16-bit cells of 4096 rows, less at 1024-2048 rows (fewer blocks, less tail to save).
#   bash dev/jobs/round45_d.sh OUTDIR
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
B=bin45d
build_dtype_specs $B "t:" "cf:-DSPLIT_COLUMNS_FIRST=1"
: > "$O/timing.csv"
for round in 1 2; do
    for d in bf16 fp16; do
        for shape in 4096x512 4096x768 4096x1024 8192x512 2048x1024 1024x512 4096x128 2048x256; do
            for v in t cf; do time_binary $B ${v}_$d 15 ${shape%x*} ${shape#*x}; done
        done
    done
    for shape in 4096x512 2048x1024 8192x256 1024x1024 4096x128; do
        for v in t cf; do time_binary $B ${v}_fp32 15 ${shape%x*} ${shape#*x}; done
    done
    stamp "timing round $round"
done
mean_of_timing
export NCU_SECTIONS="--clock-control none"
export NCU_METRICS=sm__cycles_active.min,sm__cycles_active.max,sm__cycles_active.avg,sm__cycles_elapsed.avg
ncu_profile cf-bf16-4096x1024 $B/cf_bf16 kernel14 15 - 4096 1024
ncu_profile t-bf16-4096x1024 $B/t_bf16 kernel14 15 - 4096 1024
grep -E '^ +(gpu__time_duration.sum|sm__cycles_active.(min|max|avg)|sm__cycles_elapsed.avg) ' "$O"/ncu/*.txt
program_as_lab layernorm_backward cf "-DSPLIT_COLUMNS_FIRST=1"
check_rungs layernorm_backward 14,15 "67x1032 130x768 2100x64 9000x64 33x16" cf
stamp "done"
