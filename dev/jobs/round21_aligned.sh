#!/usr/bin/env bash
# Twenty-first round, third job (COMMIT=<sha> bash dev/device_daemon.sh start dev/jobs/round21_aligned.sh 580), about
# 6 minutes: the staged rows 128-byte aligned (STAGED_ALIGN, common.h) as committed (d) against -DSTAGED_ALIGN=16 (o:
# the previous placement: backward stages at 1440, forward at 1296), and the backward with kernel 9's dispatcher
# clusters of 8 (c8: -DBACKWARD14_COMBINE9=8), since rung 9 with 8 ran 0.9-2.0 points above the dispatcher's 2 at
# 16-bit 4096-8192 x 12288-16384 in round21_first (raw-refit).
#   $O/raw.csv: backward dispatcher, o / d / c8, 16-bit 8192-16384 columns x rows 4096 / 8192 / 32768 and fp32
#   12288-16384; $O/raw-forward.csv: forward dispatcher, o / d, 16-bit 1024 and 65536 columns, fp32 32768.
# Its timing loops were folded into lib.sh's time_builds after the run: the same calls in the same order (checked
# with a stub run_variant).
set -u
O=$1
source dev/jobs/lib.sh
build_lab_and_variants layernorm_backward "o:-DSTAGED_ALIGN=16" "c8:-DBACKWARD14_COMBINE9=8"
for d in fp32 bf16 fp16; do build_program_variant layernorm_forward.cu fo_$d "$(dtype_flag $d)" -DSTAGED_ALIGN=16 & done
wait
keep_builds layernorm_forward fd
stamp "forward builds"
echo "$RAW_HEADER" > "$O/raw.csv"
time_builds "o d c8" 14 "4096 8192 32768" "8192 12288 16384" backward "bf16 fp16"
time_builds "o d c8" 14 "4096 8192 32768" "12288 16384" backward fp32
awk -F, '$12 == "ok" {print $1, $3, $4, $5, $9}' "$O/raw.csv" | paste -d' ' - - - |
    awk '{printf "%s %s %s  o %s d %s c8 %s\n", $2, $3, $4, $5, $10, $15}'
mv "$O/raw.csv" "$O/raw-backward.csv"
echo "$RAW_HEADER" > "$O/raw.csv"
time_builds "fo fd" 14 "4096 8192" "1024 65536" forward "bf16 fp16"
time_builds "fo fd" 14 "4096 8192" 32768 forward fp32
awk -F, '$12 == "ok" {print $1, $3, $4, $5, $9}' "$O/raw.csv" | paste -d' ' - - | awk '{printf "%s %s %s  o %s d %s\n", $2, $3, $4, $5, $10}'
mv "$O/raw.csv" "$O/raw-forward.csv"
stamp "done"
