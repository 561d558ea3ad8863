#!/usr/bin/env bash
# The backward's map over the target grid (written for the H200; about 12 minutes there, through the daemon: start,
# then wait), nothing changed. Since the sixty-ninth round it maps whichever GPU it runs on against the table the tree
# takes there (an H100: the H100's), so its fit files refit that GPU's table:
#   export COMMIT=<literal sha>; bash dev/device_daemon.sh start dev/jobs/round64_a.sh 570; then wait 570
# [D63] refitted the backward dispatcher's table at the 17 cells round63_c timed, and [E63] guessed why the H100's picks
# fell behind (the rungs that keep the most bytes in flight a warp win on the H200). The rest of the table is still the
# H100's. Here every aligned width of the target grid (512-65536 columns) at rows 4096 / 8192 / 32768 (32768 rows up
# to 12288 columns: from 16384 columns every dtype's table is kernel 7 at 512 there already), every dtype, one round:
#   t: the tree's rungs 6-9 and 11-15 at every block size (15: the dispatcher, the H200's table at 1c323c8's rungs);
#   s3, s4: -DKERNEL7_STAGES=3 / 4, rungs 7 and 9 (the table's rows at 3 and 4 stages).
# Into $O/map.csv (with a header) -> $O/mean.txt, $O/summary.txt (each cell's dispatcher against its best), and
# $O/fit-fp32.txt, $O/fit-16bit.txt (scripts/fit_dispatcher.py: per width, the launch whose worst shortfall over the
# rows, and in 16-bit over both dtypes, is least, with the dispatcher's numbers under it).
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
D=bin64a; start_backward_map $D
for stages in 3 4; do
    program_variant_dtypes $D s$stages "fp32 bf16 fp16" -DKERNEL7_STAGES=$stages layernorm_backward.cu &
done
wait
stamp "built: $(ls $D | tr '\n' ' ')"
cells=""
for rows in ${ROWS:-4096 8192 32768}; do   # ROWS="4096": one row count (the seventieth round, a short call)
    for cols in 512 768 1024 1600 2048 4096 8192 12288 16384 32768 65536; do
        [ "$rows" = 32768 ] && [ "$cols" -gt 12288 ] && continue
        cells="$cells ${rows}x$cols"
    done
done
for d in fp32 bf16 fp16; do
    time_in_turn $D t $d 6,7,8,9,11,12,13,14,15 "$cells"
    time_in_turn $D "s3 s4" $d 7,9 "$cells"
    stamp "$d"
done
mean_by_block_of_timing > /dev/null
dispatcher_against_best
{ echo "$RAW_HEADER,repeat"; cat "$O/timing.csv"; } > "$O/map.csv"
fit="python3 scripts/fit_dispatcher.py $O/map.csv --kernels 6,7,8,9,11,12,13,14 --against 15"
$fit --dtype fp32 > "$O/fit-fp32.txt" 2>&1
$fit --joint bf16,fp16 > "$O/fit-16bit.txt" 2>&1   # bf16 and fp16 share the table: a pick must hold in both
stamp "done"
