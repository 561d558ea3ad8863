#!/usr/bin/env bash
# The sixty-first round's probe of [D61], for a later session (about 7 minutes, through the daemon):
#   export COMMIT=<literal sha>; bash dev/device_daemon.sh start dev/jobs/round61_f.sh 570
# dev/probe_forward_columns.cu (never run yet): persistent clusters whose blocks own column slices, weight and bias in
# shared memory once a launch, RING rows in flight a thread, one exchange of moments a row. c: the probe as committed
# (COLUMNS_WB_MAX_BYTES 128 KB: 16-bit 65536 and fp32 32768 in clusters of 2, fp32 65536 of 4, at 1024 threads x 4
# Packs); q: 64 KB (clusters twice as large, 2 Packs a thread at 1024 or 4 at 512, a ring of 3 rows at 2 Packs).
#   1. --check of c and q at every block size at 11 shapes in every dtype (1 row, fewer rows than clusters, the
#      widest, 16-bit 7 x 1024 and 1 x 8 where the cluster is one block), --outliers at 3, compute-sanitizer's four
#      tools over c at 2 shapes.
#   2. The lab's dispatcher (t, kernel 15) and c at 1024 threads in turn, twice, at the wide cells ($O/turn-deltas.txt),
#      then q at every block size, once ($O/map-best.txt).
# Predicted ([D61]): c at 93-97 % where the lab runs 81-91 % (16-bit 65536, fp32 32768 / 65536), and level where weight
# and bias fit L1 (16-bit 32768, fp32 16384). If c is no faster at 65536 columns, weight and bias were not the cost.
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
D=bin61f
start_forward_builds $D t "fp32 bf16 fp16"
probes="dev/probe_forward_columns dev/probe_forward_columns_bf16 dev/probe_forward_columns_fp16"
make -j3 $probes > "$O/build-c.log" 2>&1 || { stamp "probe build FAILED"; tail -n 20 "$O/build-c.log"; exit 1; }
for d in fp32 bf16 fp16; do
    cp dev/probe_forward_columns$([ $d = fp32 ] || echo _$d) $D/c_$d
    nvcc $VARIANT_FLAGS $(dtype_flag $d) -DCOLUMNS_WB_MAX_BYTES=65536 dev/probe_forward_columns.cu -o $D/q_$d -lgomp \
        > "$O/build-q_$d.log" 2>&1 &
done
wait
stamp "built: $(ls $D | tr '\n' ' ')"
shapes="4096x65536 1x65536 3x32768 5x65536 300x32768 7x1024 1x8 37x4096 133x131072 2x16384 64x24576"
{ for b in c q; do for d in fp32 bf16 fp16; do for s in $shapes; do echo "${b}_$d 1 $s"; done; done; done; } |
    check_binaries $D 4 | tee "$O/check.txt"
for d in fp32 bf16 fp16; do check_outliers $D c_$d 1 "4096x65536 37x32768 5x8192"; done
count_outliers | tee -a "$O/check.txt"
sanitize_binaries $D 1 8 "c_bf16 c_fp32" "5x65536 37x4096" | tee -a "$O/check.txt"
stamp "checked"
: > "$O/timing.csv"
for round in 1 2; do
    for d in bf16 fp16; do
        for s in 4096x65536 8192x65536 4096x32768; do
            time_binary $D t_$d 15 ${s%x*} ${s#*x}; time_binary $D c_$d "1 1024" ${s%x*} ${s#*x}
        done
    done
    for s in 4096x32768 8192x32768 4096x65536 8192x65536 4096x16384; do
        time_binary $D t_fp32 15 ${s%x*} ${s#*x}; time_binary $D c_fp32 "1 1024" ${s%x*} ${s#*x}
    done
    stamp "turn round $round"
done
mean_of_timing > /dev/null
cp "$O/timing.csv" "$O/turn.csv"; cp "$O/mean.txt" "$O/turn-mean.txt"
deltas_of_mean t c | tee "$O/turn-deltas.txt"
: > "$O/timing.csv"
for d in bf16 fp16; do time_in_turn $D q $d 1 "4096x65536 8192x65536"; done
time_in_turn $D q fp32 1 "4096x32768 4096x65536"
keep_map
stamp "done"
