#!/usr/bin/env bash
# Thirty-first round (about 4 minutes): is the forward's shortfall at 4096 x 65536 (and fp16 4096 x 32768) the last
# turn of blocks? Rung 13 runs a row a block, one or two blocks an SM; 4096 rows are 31 turns of 132 SMs and a 32nd of
# 4 rows (at two blocks an SM, 15.5 turns). The dispatcher (forward 14, the tree's build) at rows 3960 (30 x 132),
# 4096 and 4224 (32 x 132), and 7920 / 8192 / 8448, at 65536 and 32768 columns, every dtype; then kernels 9, 10 and 13
# at every block size at 4096 x 65536. Predicted, if the tail costs what the count says: 4224 rows take about as long
# as 4096 (GB/s +3 %), 3960 about 3 % less; 8448 against 8192 +1.5 %.
#   $O/raw.csv, best.txt
# Ran at 838b7a8 (results/dev-h100-2026-11-25/round31/raw-tail.csv): not the last turn at 65536 (3960 / 4096 / 4224 rows within 0.2); the last turn at 16-bit 32768 (4096 rows 1.5-2.4 under both neighbours).
set -u
O=$1
source dev/jobs/lib.sh
start_timing_job layernorm_forward
time_builds "d" 14 "3960 4096 4224 7920 8192 8448" "65536 32768" "tail"
time_builds "d" "9,10,13" "4096" "65536" "rungs"
best_per_rung > "$O/best.txt"
cat "$O/best.txt"
stamp "done"
