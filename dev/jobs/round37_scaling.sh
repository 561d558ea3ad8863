#!/usr/bin/env bash
# Thirty-seventh round (about 6 minutes). Where the short rows' shortfall is a fixed cost and where it is a rate: both
# dispatchers at 512, 768 and 1024 columns (forward also 4097) at rows 4096 to 131072, every dtype, so that time = a +
# b * rows can be fitted for the pass and for its same-byte copy (copy ms = ms * pct_copy / 100). A fixed cost shows
# as the pass's intercept above the copy's at the copy's slope, and its % of the copy rising with rows toward 100; a
# rate as a slope above the copy's, and a % flat in rows. Predicted: the backward's 4096-8192-row shortfall a fixed
# cost (the earlier fits, [I7] and "Where the targets fall short": 11-19 us against the copy's 4-5), the 16-bit
# forward's at 512-768 columns (91-95 % at 32768 rows) a fixed cost too (fp32 at twice the bytes runs 96-100 %).
# Then fp32 backward 4096 x 4097 (84.7 % at f2bfaba, rung 13 on kernel 11's batches) and 4096 x 2048 (83.9, kernel 7
# at 32 threads): rungs 7-13 at every block size, for any launch over the line.
#   $O/raw.csv
# Ran at 46eb9ae (round37/raw-scaling-46eb9ae.csv): the backward's shortfall a fixed cost (slope 0.98-1.03 of the copy's,
# intercept 10-13 us against 4-6); the 16-bit forward at 512 columns (and fp16 768) a rate (1.07-1.11); 4097 a fixed
# cost; fp32 4096 x 2048 / 4097 no launch over the line (83.8 / 84.8 at best). dev/NOTES.md [B37].
set -u
O=$1
source dev/jobs/lib.sh
make -j16 layernorm_forward layernorm_forward_bf16 layernorm_forward_fp16 layernorm_backward layernorm_backward_bf16 \
    layernorm_backward_fp16 > "$O/build.log" 2>&1 || { stamp "build FAILED"; tail -n 30 "$O/build.log"; exit 1; }
keep_builds layernorm_forward f
keep_builds layernorm_backward d
stamp "built"
echo "$RAW_HEADER" > "$O/raw.csv"
ROWS="4096 8192 16384 32768 65536 131072"
time_builds "f" 14 "$ROWS" "512 768 1024" "forward rows"
time_builds "f" 14 "4096 8192 16384 32768 65536" "4097" "forward 4097" "bf16 fp16"
time_builds "d" 14 "$ROWS" "512 768 1024" "backward rows"
time_builds "d" 7,8,9,10,11,12,13 "4096" "2048 4097" "fp32 rungs" fp32
stamp "done"
