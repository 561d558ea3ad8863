#!/usr/bin/env bash
# Fifty-fourth round (about 7 minutes, through the daemon):
#   export COMMIT=<sha>; bash dev/device_daemon.sh start dev/jobs/round54_d.sh 585
# bf16 4096 x 2048, the forward's steadiest miss: 93.4-94.7 % of the copy in every evidence run since the twenty-fifth
# round, where fp16 runs 94.2-96.0 on the same launch (kernel 11's ring, 512 threads, one block an SM, 16 warps, every
# row requested at the start: 2112 warps, 1.94 rows a warp). Rung 11 at every block size was no better (94.2, [F48]).
# (1) Nsight Compute of the bf16 and fp16 dispatchers there with the executed instructions by opcode: is bf16's
# difference issue (more instructions a row, so a longer tail once the last rows land) or memory? (2) bf16 builds: t
# (the tree), w2 (-DFORWARD11_PACK_FROM_WORD=2: the shift and mask in plain C, which nvcc may schedule), r48
# (-DFORWARD11_MAX_REGISTERS=48: at 512 threads the shared memory, not the registers, holds one block an SM) and m1
# (-DFORWARD11_MIN_STAGES=1) timed as rung 11 at 1024 threads, one slot a warp: 4224 warps, every 4096-row row in one
# wave, a row a warp ([D23]: fp16 94.3 -> 95.5 there); fp16 t and m1 beside. The dispatcher (m1: rung 11 at 1024) in
# turn, twice, at 4096 / 8192 / 32768 x 2048 and 4096 x 1600; --check of the variants' rungs 11 and 15.
# Predicted: the opcodes show bf16 with 10-20 % more instructions than fp16 (conversions of x, weight and bias); w2 and
# r48 within 0.5; m1 at 1024 +1 at 4096 x 2048 (one wave, a row a warp), lower at 8192 and 32768 (one slot a warp).
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
start_forward_builds bin54d t "bf16 fp16" "w2:bf16:-DFORWARD11_PACK_FROM_WORD=2" "r48:bf16:-DFORWARD11_MAX_REGISTERS=48" \
    "m1:bf16:-DFORWARD11_MIN_STAGES=1" "m1:fp16:-DFORWARD11_MIN_STAGES=1"
export NCU_METRICS=sass__inst_executed_per_opcode,smsp__inst_executed.sum
NCU_SECTIONS="--clock-control none" ncu_profile bf16-4096x2048 bin54d/t_bf16 "layernorm_forward" 15 - 4096 2048
NCU_SECTIONS="--clock-control none" ncu_profile fp16-4096x2048 bin54d/t_fp16 "layernorm_forward" 15 - 4096 2048
NCU_SECTIONS="--clock-control none" ncu_profile bf16-m1-4096x2048 bin54d/m1_bf16 "layernorm_forward_kernel11" 11 1024 4096 2048
unset NCU_METRICS
check_build_dtypes bin54d w2 11,15 "4096x2048 37x2048 5x1600 300x512 7x768" bf16
check_build_dtypes bin54d r48 11,15 "4096x2048 37x2048 5x1600 300x512 7x768" bf16
check_build_dtypes bin54d m1 11,15 "4096x2048 37x2048 5x1600 300x512 7x768" "bf16 fp16"
: > "$O/timing.csv"
for round in 1 2; do
    for shape in 4096x2048 8192x2048 32768x2048 4096x1600; do
        for build in t w2 r48; do time_binary bin54d ${build}_bf16 15 ${shape%x*} ${shape#*x}; done
        ./bin54d/m1_bf16 11 1024 --csv --rows ${shape%x*} --cols ${shape#*x} 2>/dev/null | tail -n +2 | grep -v '^#' | sed "s/^/m1,/" >> "$O/timing.csv"
        time_binary bin54d t_fp16 15 ${shape%x*} ${shape#*x}
        ./bin54d/m1_fp16 11 1024 --csv --rows ${shape%x*} --cols ${shape#*x} 2>/dev/null | tail -n +2 | grep -v '^#' | sed "s/^/m1,/" >> "$O/timing.csv"
    done
    stamp "round $round"
done
mean_of_timing
stamp "done"
