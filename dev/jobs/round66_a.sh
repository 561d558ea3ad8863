#!/usr/bin/env bash
# Kernel 7 (and 9) with every instance held to 80 registers, against the tree, at the backward's short cells on the H200
# (about 8-10 minutes, through the daemon: start, then wait):
#   export COMMIT=<literal sha>; bash dev/device_daemon.sh start dev/jobs/round66_a.sh 570; then wait 570
# Why ([A65] Next 1, [C63]): at 4096-8192 rows the backward's main kernel ran at 25 % occupancy with too few bytes in
# flight. Its 16-bit 2-Pack instances take 95-110 registers (ptxas -v, sm_90): two 256-thread blocks an SM. Built with
# -DKERNEL7_MAX_THREADS=256 -DKERNEL7_MIN_BLOCKS=3, ptxas holds every kernel 7 instance to 80 registers; the 1- and
# 2-Pack instances at 2-3 stages spill nothing there (the 4-Pack ones do, 170-480 bytes: not the cells timed here), so
# 256 threads fit three blocks an SM, 128 six, 64 twelve, where shared memory allows. fp32's take 42-82 (80 capped).
# Builds, each dtype: t (the tree: rungs at 2 stages), s3 (-DKERNEL7_STAGES=3), r (the cap), r3 (the cap at 3 stages);
# r skips blocks of 512 threads by name. Cells: rows 4096 / 8192 at 512-4096 columns, 32768 at 512-1024 (the short
# ones of [A65]). Two rounds in turn: t's dispatcher (15), then kernels 7 and 9 at every block size in t, s3, r, r3.
# Into $O/timing.csv -> $O/mean.txt (per build and kernel@threads), $O/summary.txt (each cell: the dispatcher, the best
# launch of t / s3, the best of r / r3 and the difference). Every run validates against the CPU reference (status).
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
D=bin66a; start_backward_map $D
CAP="-DKERNEL7_MAX_THREADS=256 -DKERNEL7_MIN_BLOCKS=3"
for d in fp32 bf16 fp16; do
    program_variant $D s3 $d -DKERNEL7_STAGES=3 layernorm_backward.cu &
    program_variant $D r $d "$CAP" layernorm_backward.cu &
    program_variant $D r3 $d "$CAP -DKERNEL7_STAGES=3" layernorm_backward.cu &
done
wait
stamp "built: $(ls $D | tr '\n' ' ')"
cells=""
for rows in 4096 8192; do for cols in 512 768 1024 1600 2048 4096; do cells="$cells ${rows}x$cols"; done; done
cells="$cells 32768x512 32768x768 32768x1024"
for round in 1 2; do
    for d in bf16 fp16 fp32; do
        time_in_turn $D t $d 15 "$cells"
        time_in_turn $D "t s3 r r3" $d 7,9 "$cells"
    done
    stamp "round $round"
done
grep -c ",FAIL" "$O/timing.csv" | sed 's/^/FAIL rows: /'
mean_by_block_of_timing
# mean.txt: dtype RxC build kK@threads mean (runs)
awk '{ cell = $1 " " $2; v = $5
       if ($4 ~ /^k15@/) { disp[cell] = v; next }
       group = ($3 == "r" || $3 == "r3") ? "capped" : "tree"
       k = cell SUBSEP group
       if (!(k in best) || v > best[k]) { best[k] = v; who[k] = $3 ":" $4 }
       cells[cell] = 1 }
     END { for (c in cells) printf "%s dispatcher %.1f tree %s %.1f capped %s %.1f (%+.1f)\n", c, disp[c],
           who[c SUBSEP "tree"], best[c SUBSEP "tree"], who[c SUBSEP "capped"], best[c SUBSEP "capped"],
           best[c SUBSEP "capped"] - best[c SUBSEP "tree"] }' "$O/mean.txt" | sort -k1,1 -k2,2V | tee "$O/summary.txt"
stamp "done"
