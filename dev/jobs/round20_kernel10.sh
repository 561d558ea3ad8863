#!/usr/bin/env bash
# Twentieth round, second job (COMMIT=<sha> bash dev/device_daemon.sh start dev/jobs/round20_kernel10.sh), about 8
# minutes: the backward dispatcher's new kernel-10 rule (the fewest idle columns, backward14_kernel10_threads)
# against the nineteenth round's (-DBACKWARD14_KERNEL10_COLS=16, build o: the switch of 5ac030f, where this ran; since
# f28d572 the old rule is -DBACKWARD14_KERNEL10_FEWEST=1), then its checks, then Nsight Compute of
# the 65536-column rows (both passes 72-89 % of the copy at every row count: a throughput cost, not a fixed one).
#   1. $O/raw.csv: o then d, dispatcher 14, fp32 at 17 odd widths (12 the rule was fitted on, 5 fresh: 451, 1111,
#      1667, 2999, 3877) x rows 4096 / 8192 / 32768; bf16 and fp16 at 257, 333, 389, 451 (the only 16-bit widths
#      whose pick moves: rung 13 takes 505-4601) x rows 4096 / 32768.
#   2. $O/test.log, $O/sanitize.log: the GPU matrix of backward 14 and its sanitize at the shapes below.
#   3. $O/ncu/: the backward dispatcher's main kernel at fp32 / bf16 4096 x 65536 and fp32 4096 x 16384 (91 %, the
#      control), the forward dispatcher's at fp32 / bf16 4096 x 65536.
set -u
O=$1
source dev/jobs/lib.sh
build_lab_and_variants layernorm_backward "o:-DBACKWARD14_KERNEL10_COLS=16"
echo "$RAW_HEADER" > "$O/raw.csv"
for rows in 4096 8192 32768; do
    for cols in 257 389 451 517 645 773 901 1023 1111 1539 1667 1795 2999 3073 3585 3877 4095; do
        run_variant o_fp32 14 $rows $cols 7; run_variant d_fp32 14 $rows $cols 7
    done
done
stamp "fp32 A/B"
for d in bf16 fp16; do
    for rows in 4096 32768; do
        for cols in 257 333 389 451; do run_variant o_$d 14 $rows $cols 7; run_variant d_$d 14 $rows $cols 7; done
    done
done
stamp "16-bit A/B"
awk -F, '$12 == "ok" {print $1, $3, $4, $5, $9}' "$O/raw.csv" | paste -d' ' - - | awk '{printf "%s %s %s o %s d %s (%+.1f)\n", $2, $3, $4, $5, $10, $10 - $5}'
check_rungs layernorm_backward 14 "130x257 67x389 67x517 5x1795 3x4095 9x61 1x4097 2x3877"
ncu_profile backward14-fp32-4096x65536 layernorm_backward layernorm_backward_kernel 14 512 4096 65536
ncu_profile backward14-bf16-4096x65536 layernorm_backward_bf16 layernorm_backward_kernel 14 512 4096 65536
ncu_profile backward14-fp32-4096x16384 layernorm_backward layernorm_backward_kernel 14 512 4096 16384
ncu_profile forward14-fp32-4096x65536 layernorm_forward layernorm_forward_kernel 14 512 4096 65536
ncu_profile forward14-bf16-4096x65536 layernorm_forward_bf16 layernorm_forward_kernel 14 512 4096 65536
stamp "done"
