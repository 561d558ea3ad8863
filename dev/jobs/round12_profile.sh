#!/usr/bin/env bash
# Twelfth round, profile job (dev/device_daemon.sh start dev/jobs/round12_profile.sh), about 5 minutes:
# why the 16-bit backward is at 40-53% of the copy at odd widths with both kernel 10 and rung 13
# (dev/NOTES.md, "Eleventh round"). Two tests:
#   1. the control: rung 13 at 4096 columns (every row aligned, shift 0, its own code path) against
#      kernel 9 at every block size, bf16, rows 4096 and 32768; and both beside kernel 10 at 4097;
#   2. Nsight Compute at bf16 32768 x 4097 (kernels 10 and 13) and 32768 x 4096 (kernels 9 and 13):
#      DRAM bytes read and written against the floor (x and dy read, dx written: 268 MB each at 4097),
#      L2 sectors written, the duration, the warp stall reasons.
# Writes under $1: raw.csv, ncu/*.txt.
set -u
O=$1
source dev/jobs/lib.sh
build_lab
stamp "built"
keep_builds layernorm_backward d
echo "variant,kernel,dtype,rows,cols,block_size,ms,GB/s,pct_copy,max_abs_err,max_rel_err,status" > "$O/raw.csv"
for rows in 4096 32768; do
    run_variant d_bf16 9,13 $rows 4096 7
    run_variant d_bf16 10,13 $rows 4097 7
done
stamp "control timings done"
awk -F, '$12 == "ok" {print $2, $3, $4, $5, $6, $9}' "$O/raw.csv" | sort -k5,5n -k3,3n -k1,1n -k6,6nr |
    awk '{k = $1 " " $3 " " $4; if (!(k in seen)) { seen[k] = 1; print } }'
mkdir -p "$O/ncu"
profile() {   # kernel block_size rows cols: the main kernel's second timed launch
    ncu --section SpeedOfLight --section MemoryWorkloadAnalysis --section WarpStateStats --section Occupancy \
        --metrics dram__bytes_read.sum,dram__bytes_write.sum,lts__t_sectors_op_write.sum,lts__t_sectors_op_read.sum,gpu__time_duration.sum \
        -k "regex:layernorm_backward_kernel" --launch-skip 6 --launch-count 1 \
        ./layernorm_backward_bf16 $1 $2 --rows $3 --cols $4 > "$O/ncu/bf16-$1-$2-$3x$4.txt" 2>&1
    stamp "ncu kernel $1 ($2 threads) $3 x $4: $(grep -E 'dram__bytes_(read|write).sum|gpu__time_duration.sum' "$O/ncu/bf16-$1-$2-$3x$4.txt" | awk '{print $1, $(NF-1), $NF}' | tr '\n' ' ')"
}
profile 10 512 32768 4097
profile 13 256 32768 4097
profile 13 512 32768 4096
profile 9 512 32768 4096
