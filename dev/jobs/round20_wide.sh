#!/usr/bin/env bash
# Twentieth round, third job (COMMIT=<sha> bash dev/device_daemon.sh start dev/jobs/round20_wide.sh), about 5 minutes.
#   1. $O/ncu/: what round20_kernel10.sh meant to profile and did not (it gave the dispatchers a block size, which
#      they skip): the backward dispatcher's main kernel at fp32 / bf16 4096 x 65536 and fp32 4096 x 16384 (the
#      control), the forward dispatcher's at fp32 / bf16 4096 x 65536.
#   2. $O/raw.csv: the fp32 forward dispatcher at 32768 columns and rows 4096-16384 in steps of 2048, twice each:
#      is 8192 rows a dip of its own (85.4 % in every evidence run, while Nsight Compute at base clocks ran it at
#      81 % of DRAM peak against 73-74 % at 4096 and 32768 rows; round20/ncu-first-549ce70)?
#   3. $O/test.log, $O/sanitize.log: the GPU matrix of backward 14 and its sanitize as committed (fp32 with the new
#      kernel-10 rule, 16-bit with the old one).
set -u
O=$1
source dev/jobs/lib.sh
build_lab
keep_builds layernorm_forward f
stamp "built"
ncu_profile backward14-fp32-4096x65536 layernorm_backward layernorm_backward_kernel 14 - 4096 65536
ncu_profile backward14-bf16-4096x65536 layernorm_backward_bf16 layernorm_backward_kernel 14 - 4096 65536
ncu_profile backward14-fp32-4096x16384 layernorm_backward layernorm_backward_kernel 14 - 4096 16384
ncu_profile forward14-fp32-4096x65536 layernorm_forward layernorm_forward_kernel 14 - 4096 65536
ncu_profile forward14-bf16-4096x65536 layernorm_forward_bf16 layernorm_forward_kernel 14 - 4096 65536
echo "$RAW_HEADER" > "$O/raw.csv"
for pass in 1 2; do
    for rows in 4096 6144 8192 10240 12288 14336 16384; do run_variant f_fp32 14 $rows 32768 7; done
done
awk -F, '$12 == "ok" {print $1, $3, $4, $5, $7, $9}' "$O/raw.csv"
stamp "forward rows"
check_rungs layernorm_backward 14 "130x257 67x389 67x517 5x1795 3x4095 9x61 1x4097 2x3877"
stamp "done"
