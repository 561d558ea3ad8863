#!/usr/bin/env bash
# Thirteenth round, second job (dev/device_daemon.sh start dev/jobs/round13_second.sh), about 4 minutes:
#   1. the fp16 forward's gap to bf16 (kernel 9 at 4096 x 32768, 1024 threads: 73% of the copy against 91%, the
#      same PTX but for the conversions): the SASS of that instance in both dtypes, and Nsight Compute of both with
#      the clocks left free (--clock-control none), so that a clock or pipe difference shows;
#   2. the backward's intercept split between its kernels: the duration of the main kernel and of the partial
#      rows' reduction (bf16, dispatcher 14) at 1024 and 4096 rows x 1024, 4096 and 16384 columns, and nsys's
#      timeline of the same runs if nsys is there (the gap between the kernels).
set -u
O=$1
source dev/jobs/lib.sh
build_lab
stamp "built"
mkdir -p "$O/sass" "$O/ncu" "$O/split"
for d in bf16 fp16; do
    cuobjdump -sass -fun '_Z25layernorm_forward_kernel9ILi4ELi1EEvP'$([ $d = bf16 ] && echo 13__nv_bfloat16 || echo 6__half)'PfS2_PKS0_S4_S4_iii' \
        ./layernorm_forward_$d > "$O/sass/forward9-4-1-$d.sass" 2>&1
    stamp "sass $d: $(grep -oE 'F2FP[.A-Z0-9_]*|F2F[.A-Z0-9_]*|HADD2[.A-Z0-9_]*|PRMT|IMAD.U32|SHF.L[.A-Z0-9_]*' "$O/sass/forward9-4-1-$d.sass" | sort | uniq -c | tr '\n' ' ')"
done
for d in bf16 fp16; do
    f="$O/ncu/forward-$d-9-1024-4096x32768.txt"
    ncu --clock-control none --section SpeedOfLight --section WarpStateStats --section SchedulerStats --section ComputeWorkloadAnalysis \
        --section MemoryWorkloadAnalysis \
        --metrics gpu__time_duration.sum,sm__cycles_elapsed.avg.per_second,dram__cycles_elapsed.avg.per_second,dram__bytes_read.sum,dram__bytes_write.sum,lts__t_sectors_op_read.sum,lts__t_sectors_op_write.sum,smsp__inst_executed.sum \
        -k "regex:layernorm_forward_kernel" --launch-skip 6 --launch-count 1 \
        ./layernorm_forward_$d 9 1024 --rows 4096 --cols 32768 > "$f" 2>&1
    stamp "ncu forward $d: $(grep -E 'gpu__time_duration.sum|sm__cycles_elapsed.avg.per_second|dram__cycles_elapsed.avg.per_second|smsp__inst_executed.sum|DRAM Throughput|L1/TEX Hit|L2 Hit' "$f" | awk '{print $1, $(NF-1), $NF}' | tr '\n' ' ')"
done
for cols in 1024 4096 16384; do
    for rows in 1024 4096; do
        f="$O/split/backward-bf16-14-${rows}x${cols}.txt"
        ncu --metrics gpu__time_duration.sum,launch__grid_size,launch__block_size,launch__cluster_dim_x \
            -k "regex:layernorm_backward_kernel|dweight_dbias_reduce" --launch-skip 4 --launch-count 4 \
            ./layernorm_backward_bf16 14 --rows $rows --cols $cols > "$f" 2>&1
        stamp "split $rows x $cols: $(grep -E '^  [a-z_]+.*\(|gpu__time_duration.sum|launch__grid_size' "$f" | awk '{print $1, $NF}' | cut -c1-40 | tr '\n' ' ')"
    done
done
if command -v nsys > /dev/null; then
    for cols in 1024 4096; do
        nsys profile -o "$O/split/nsys-4096x$cols" --force-overwrite true ./layernorm_backward_bf16 14 --rows 4096 --cols $cols > /dev/null 2>&1
        nsys stats -r cuda_gpu_trace -f csv -o "$O/split/trace-4096x$cols" "$O/split/nsys-4096x$cols.nsys-rep" > /dev/null 2>&1
        rm -f "$O/split/nsys-4096x$cols.nsys-rep" "$O/split/nsys-4096x$cols.sqlite"
        stamp "nsys 4096 x $cols: $(ls "$O/split" | grep trace-4096x$cols | tr '\n' ' ')"
    done
else
    stamp "no nsys"
fi
