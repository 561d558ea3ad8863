#!/usr/bin/env bash
# Thirteenth round, a last probe (dev/device_daemon.sh start dev/jobs/round13_probe4097.sh), about 1.5 minutes: why the
# 16-bit forward at 4097 columns runs 83-92% of the copy where 4096 runs 95-99%. At 4097 columns 7 rows in 8 start
# off a 16-byte boundary, and for those normalize_pack reads weight and bias element by element (16 two-byte loads
# a Pack instead of 2 sixteen-byte ones). Nsight Compute of the dispatcher's kernel at fp16 4096 x 4096 and x 4097:
# duration, L1 wavefronts and LSU issue, warp stalls.
set -u
O=$1
source dev/jobs/lib.sh
make -j16 layernorm_forward_fp16 > "$O/build.log" 2>&1 || { stamp "build FAILED"; exit 1; }
stamp "built"
mkdir -p "$O/ncu"
for cols in 4096 4097; do
    f="$O/ncu/forward-fp16-13-4096x$cols.txt"
    ncu --section SpeedOfLight --section MemoryWorkloadAnalysis_Tables --section WarpStateStats --section InstructionStats \
        --metrics gpu__time_duration.sum,l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum,l1tex__data_pipe_lsu_wavefronts_mem_shared.sum,l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum,l1tex__data_pipe_lsu_wavefronts.sum,smsp__inst_executed_op_global_ld.sum,sm__inst_executed_pipe_lsu.avg.pct_of_peak_sustained_active,l1tex__lsu_writeback_active.avg.pct_of_peak_sustained_active \
        -k "regex:layernorm_forward_kernel" --launch-skip 6 --launch-count 1 \
        ./layernorm_forward_fp16 13 --rows 4096 --cols $cols > "$f" 2>&1
    stamp "ncu $cols: $(grep -E 'gpu__time_duration.sum|smsp__inst_executed_op_global_ld.sum|l1tex__data_pipe_lsu_wavefronts.sum|l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum|pipe_lsu.avg.pct|writeback_active' "$f" | awk '{print $1, $NF}' | tr '\n' ' ')"
done
