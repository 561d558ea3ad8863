#!/usr/bin/env bash
# Twenty-second round, fifth job (COMMIT=<sha>; run with carry ["ab"]: bash dev/device_daemon.sh start
# dev/jobs/round22_wb_check.sh 580), about 6 minutes. Kernel 11's weight and bias in shared memory where a lane walks
# enough Packs (forward11_weight_bias_shared) and the forward dispatcher's new ring picks, as committed (d), against
# the forward before them (o: ab/layernorm_forward.cu and ab/common.h, commit 19af0d6's, carried in an ignored
# folder); rung 11 with two-pass statistics (t: -DFORWARD11_STATS=0, the dispatcher's fp32 statistics) at every block
# size in fp32; then the GPU matrix and sanitize of forward 11 and 14 as committed.
set -u
O=$1
source dev/jobs/lib.sh
[ -f ab/layernorm_forward.cu ] || { stamp "ab/ not carried"; exit 1; }
build_lab
keep_builds layernorm_forward d
for d in fp32 bf16 fp16; do
    build_program_variant ab/layernorm_forward.cu o_$d "$(dtype_flag $d)" &
    build_program_variant layernorm_forward.cu t_$d "$(dtype_flag $d)" -DFORWARD11_STATS=0 &
done
wait
stamp "built"
echo "$RAW_HEADER" > "$O/raw.csv"
time_builds "o d" 14 "4096 8192 32768" "512 768 1024 1600 2048 4096" "o / d"
awk -F, '$12 == "ok" {print $1, $3, $4, $5, $9}' "$O/raw.csv" | paste -d' ' - - | awk '{printf "%s %s %s  o %s d %s\n", $2, $3, $4, $5, $10}'
time_builds t 11 "4096 8192 32768" "512 768 1024 1600 2048" "two-pass 11" fp32
check_rungs layernorm_forward 11,14 "67x1024 3x4096 130x768 1x512 37x2048 5x1600 2x65536 3x40000"
stamp "done"
