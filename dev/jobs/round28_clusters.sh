#!/usr/bin/env bash
# Twenty-eighth round, fourth job (about 8 minutes). round28_odd.sh found the teams of rung 13 at bf16 32768 x 4097
# (240 blocks of 544 threads in clusters of 8, one row a block) done with their rows between 283 and 340 us (the copy:
# 273), with 137 or 136 rows each: the blocks run at different speeds, not on different work. Suspected: 240 blocks on
# 132 SMs put two blocks on some SMs and one on others (clusters of 8 must fit a GPC), and with rows dealt evenly the
# SMs' shares of the bandwidth decide the end. Clusters of 4 may fit 264 blocks, two on every SM. The probe's blocks
# (PROBE_BLOCKS_CSV: SM and times per block) at the committed clusters of 8 and at 4; then the dispatcher with
# -DBACKWARD14_COMBINE=4 (c4) and =2 (c2) against the tree's 8 (d) at odd widths and short rows, every dtype.
# Predicted: 32768 x 4097 +5-10 points with 4, short rows within -2..+2 (twice the partial rows).
# Ran at e5bb652 (results/dev-h100-2026-11-24/round28/raw-clusters-e5bb652.csv, probe-clusters-e5bb652.csv,
# blocks-clusters-e5bb652.csv).
#   $O/raw.csv, best.txt, probe.csv, blocks.csv
set -u
O=$1
source dev/jobs/lib.sh
start_backward_job
build_variants layernorm_backward "c4:-DBACKWARD14_COMBINE=4" "c2:-DBACKWARD14_COMBINE=2"
build_program_variant dev/probe_backward_cost.cu probe4_bf16 -DENABLE_BF16 -DBACKWARD14_COMBINE=4
stamp "built probe4"
echo "dtype,rows,cols,threads,rows_in_flight,grid,piece,ms" > "$O/probe.csv"
echo "dtype,rows,cols,threads,rows_in_flight,grid,block,sm,batches,entry_us,rows_done_us,end_us" > "$O/blocks.csv"
for program in dev/probe_backward_cost_bf16 /tmp/v/probe4_bf16; do
    for shape in "32768 4097" "4096 4097" "4096 4096" "4096 1024"; do
        PROBE_BLOCKS_CSV="$O/blocks.csv" timeout 120 $program $shape dispatcher 2>> "$O/probe.err" | grep -v "^dtype" >> "$O/probe.csv"
    done
done
stamp "probe done"
grep -E "dispatcher|,main|copy|rows_done|launch" "$O/probe.csv"
for d in bf16 fp16 fp32; do
    for rows in 4096 8192 32768; do for build in d c4 c2; do run_variant ${build}_$d 14 $rows 4097 7; done; done
done
stamp "4097 done"
time_builds "d c4 c2" 14 "4096 8192" "512 1024 2048 4096 8192" "d / c4 / c2" "bf16 fp32"
time_builds "d c4 c2" 14 "4096 8192" "1024 4096" "d / c4 / c2" "fp16"
time_builds "d c4 c2" 14 "4096 32768" "1031 2049" "d / c4 / c2" "bf16"
best_per_rung > "$O/best.txt"
stamp "done"
