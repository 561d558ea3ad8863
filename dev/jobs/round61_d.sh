#!/usr/bin/env bash
# The sixty-first round's backward job, for a later session (about 11 minutes, through the daemon: two calls), nothing
# changed in the kernels:
#   export COMMIT=<literal sha>; bash dev/device_daemon.sh start dev/jobs/round61_d.sh 570; then wait 570
# [A59]: on the H200 the backward dispatcher meets 19 / 11 / 11 of 34; fixed_cost.py says 16-bit rows of 8192 columns
# and more keep their rate but carry 16-22 us beyond the copy's fixed cost (bf16 4096 x 8192 at 77.2 %), and short
# 16-bit rows lose on both counts. Before a kernel or a rule, where that time goes on this GPU:
#   1. dev/probe_backward_cost's dispatcher form (the pass, its main kernel alone, the reduction alone, an empty
#      launch of main's grid, the copy; then the main kernel's blocks' phases, every block's record kept) at the wide
#      16-bit cells, two short ones, bf16 4096 x 4097 (51 %, the worst cell) and fp32 4096 x 8192 ($O/probe.csv,
#      $O/probe-blocks.csv, $O/summary.txt). Predicted from the H100's twenty-seventh round: dispatcher - main
#      2.5-3.5 us, so the rest of the 16-22 us is inside the main kernel (its ramp, its last rows, its partial rows).
#   2. Nsight Compute of the dispatcher's main kernel at bf16 4096 x 8192 and 8192 x 8192 (kernel 9 at 512, clusters
#      of BACKWARD15_COMBINE9), clocks free ($O/ncu/).
#   3. round59_d.sh's map (the deterministic rungs 5-14 at every block size beside the dispatcher at the cells that
#      miss most, every dtype) into $O/map/ (about 8 minutes).
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
build_lab
stamp "built"
cells="bf16:4096:8192 bf16:8192:8192 bf16:4096:16384 bf16:4096:32768 bf16:4096:4096 bf16:4096:1600 bf16:4096:4097"
PROBE_BLOCKS_CSV="$O/probe-blocks.csv" probe_dispatcher "$cells fp32:4096:8192"
grep -v '^#' "$O/probe.csv" | awk -F, 'NR > 1 { k = $1 " " $2 "x" $3; keys[k] = 1; t[k, $7] = $8 }
    END { for (k in keys) printf "%s dispatcher %.1f us, main %.1f, reduce %.1f, empty %.1f, copy %.1f, " \
                                 "dispatcher - main %.1f, main - copy %.1f\n", k, t[k, "dispatcher"] * 1e3,
                                 t[k, "main"] * 1e3, t[k, "reduce"] * 1e3, t[k, "empty"] * 1e3, t[k, "copy"] * 1e3,
                                 (t[k, "dispatcher"] - t[k, "main"]) * 1e3, (t[k, "main"] - t[k, "copy"]) * 1e3 }' |
    sort | tee "$O/summary.txt"
for rows in 4096 8192; do
    NCU_SECTIONS="--clock-control none" \
        ncu_profile bwd-bf16-${rows}x8192 layernorm_backward_bf16 "layernorm_backward_kernel" 15 - $rows 8192
done
bash dev/jobs/round59_d.sh "$O/map" > "$O/map.log" 2>&1
stamp "map: $(tail -n 1 "$O/map.log")"
cat "$O/map/best.txt" 2>/dev/null | head -n 60
stamp "done"
