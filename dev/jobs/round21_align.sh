#!/usr/bin/env bash
# Twenty-first round, second job (COMMIT=<sha> bash dev/device_daemon.sh start dev/jobs/round21_align.sh 580), about
# 12 minutes: does where dynamic shared memory starts explain [A21] (the state's 144 bytes of padding alone gave the
# 16-bit backward block teams at 12288-16384 columns 4-5 points, and cost fp16 8192 x 2048 6.5)?
#   1. $O/probe.txt: dev/smem_offset_probe.cu, the dynamic array's offset for each static size (and extern alignment).
#   2. $O/raw.csv: the backward dispatcher with the state padded to 272 (as pulled, p0), 288, 320, 384, 416, 512 bytes
#      (p16 ... p240), every dtype, rows 4096 / 8192 x 1024, 2048, 4096, 12288, 16384 columns.
#   3. $O/raw-forward.csv: the forward dispatcher padded alike (p0, p112, p144, p240) at its open cells: 16-bit 512-2048,
#      12288, and 32768-65536 columns, fp32 32768, rows 4096 / 8192.
# Its timing loops were folded into lib.sh's time_builds after the run: the same calls in the same order (checked
# with a stub run_variant).
set -u
O=$1
source dev/jobs/lib.sh
nvcc -arch=sm_90 dev/smem_offset_probe.cu -o /tmp/v/smem_offset_probe && /tmp/v/smem_offset_probe > "$O/probe.txt" 2>&1
cat "$O/probe.txt"
PADS="0 16 48 112 144 240"
specs=(); for p in $PADS; do specs+=("p$p:-DCLUSTER_PUSH_SUMS=0 -DROW_REDUCE_STATE_PAD=$p"); done
build_lab_and_variants layernorm_backward "${specs[@]}"
for d in fp32 bf16 fp16; do
    for p in 0 112 144 240; do
        build_program_variant layernorm_forward.cu f${p}_$d "$(dtype_flag $d)" -DROW_REDUCE_STATE_PAD=$p &
    done
done
wait
stamp "forward builds"
echo "$RAW_HEADER" > "$O/raw.csv"
time_builds "$(for p in $PADS; do printf 'p%s ' $p; done)" 14 "4096 8192" "1024 2048 4096 12288 16384" backward "bf16 fp16 fp32"
awk -F, '$12 == "ok" {print $1, $3, $4, $5, $9}' "$O/raw.csv" | paste -d' ' - - - - - - |
    awk '{printf "%s %s %s  p0 %s p16 %s p48 %s p112 %s p144 %s p240 %s\n", $2, $3, $4, $5, $10, $15, $20, $25, $30}'
mv "$O/raw.csv" "$O/raw-backward.csv"
echo "$RAW_HEADER" > "$O/raw.csv"
time_builds "f0 f112 f144 f240" 14 "4096 8192" "512 1024 2048 12288 32768 65536" forward "bf16 fp16"
time_builds "f0 f112 f144 f240" 14 "4096 8192" 32768 forward fp32
awk -F, '$12 == "ok" {print $1, $3, $4, $5, $9}' "$O/raw.csv" | paste -d' ' - - - - |
    awk '{printf "%s %s %s  p0 %s p112 %s p144 %s p240 %s\n", $2, $3, $4, $5, $10, $15, $20}'
mv "$O/raw.csv" "$O/raw-forward.csv"
stamp "done"
