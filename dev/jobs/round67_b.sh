#!/usr/bin/env bash
# How far a grouped odd-width backward could go (NOTES [C66]), in about 2 minutes (through the daemon: start, then wait):
#   export COMMIT=<literal sha>; bash dev/device_daemon.sh start dev/jobs/round67_b.sh 300
# The idea: PACK_SIZE rows of any width are PACK_SIZE * cols elements, a whole number (cols) of 16-byte Packs that
# starts on a Pack, so rows taken PACK_SIZE at a time as one virtual row are aligned, and kernel 7's aligned staging
# takes them without rung 13's shifts. Its bound: the aligned launches at the virtual shape (rows / PACK_SIZE) x
# (PACK_SIZE * cols), the same bytes of x, dy and dx. Timed here beside the dispatcher at the real shapes, two rounds:
# 16-bit 4096 / 8192 / 32768 x 4097 against 512 / 1024 / 4096 x 32776, fp32 against 1024 / 2048 / 8192 x 16388; the
# dispatcher (15) at both, kernels 7 and 9 at every block size at the virtual ones (3 stages too, s3).
# Into $O/timing.csv -> $O/mean.txt, $O/summary.txt (each pair: the dispatcher at the real shape, the best at the
# virtual one). Every run validates against the CPU reference (status).
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
D=bin67b; start_backward_map $D
for d in fp32 bf16 fp16; do program_variant $D s3 $d -DKERNEL7_STAGES=3 layernorm_backward.cu & done
wait
stamp "built: $(ls $D | tr '\n' ' ')"
for round in 1 2; do
    for d in bf16 fp16; do
        time_in_turn $D t $d 15 "4096x4097 8192x4097 32768x4097 512x32776 1024x32776 4096x32776"
        time_in_turn $D "t s3" $d 7,9 "512x32776 1024x32776 4096x32776"
    done
    time_in_turn $D t fp32 15 "4096x4097 8192x4097 32768x4097 1024x16388 2048x16388 8192x16388"
    time_in_turn $D "t s3" fp32 7,9 "1024x16388 2048x16388 8192x16388"
    stamp "round $round"
done
grep -c ",FAIL" "$O/timing.csv" | sed 's/^/FAIL rows: /'
mean_by_block_of_timing
# mean.txt: dtype RxC build kK@threads mean (runs); the real shape's dispatcher beside the virtual shape's best
awk '{ split($2, s, "x"); rows = s[1]; cols = s[2]; v = $5
       if (cols == 4097 && $4 ~ /^k15@/) { real[$1 " " rows] = v; next }
       if (cols == 32776 || cols == 16388) { g = (cols == 32776) ? 8 : 4; k = $1 " " rows * g
           if (!(k in best) || v > best[k]) { best[k] = v; who[k] = $3 ":" $4 " at " $2 } } }
     END { for (k in real) printf "%s x 4097 dispatcher %.1f | grouped bound %s %.1f (%+.1f)\n", k, real[k], who[k],
           best[k], best[k] - real[k] }' "$O/mean.txt" | sort -k1,1 -k2,2n | tee "$O/summary.txt"
stamp "done"
