#!/usr/bin/env bash
# The fifty-seventh round's second job (about 6 minutes, through the daemon):
#   export COMMIT=<literal sha>; bash dev/device_daemon.sh start dev/jobs/round57_c.sh 585
# The 16-bit forward at 4097 columns (bf16 / fp16 90.5 / 90.7 at 4096 rows, 93.6 / 94.1 at 8192; [C47]: the copy's
# rate and 3-4 us more a launch) runs kernel 10's shifting 2-Pack block instance at 256 threads, a row a block. Its
# weight and bias come as two aligned Packs each a Pack of x, read after the row's reduction; [D39] found the L1 hit
# rate 66 %, so the x that streams through L1 evicts them and some of those reads wait on L2 with the row's stores behind
# them. round57_c_shifted_wb.patch, two switches:
#   n (FORWARD_EXP_X_NO_ALLOCATE): x read with ld.global.L1::no_allocate in the shifting instances (same registers);
#   p (FORWARD_EXP_WB_EARLY): every thread asks L1 for one 128-byte line of weight or bias before its x loads (the
#     2-Pack instance then takes 46 registers in bf16 under (1024): both 16-bit types under (1024, 2), 32 registers and
#     8 bytes of spill, local ptxas); pn both.
# Predicted: +1..+3 at 4096 x 4097 if the weight and bias waits are the fixed cost; 4096 x 4096 (no shift) level.
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
start_forward_builds bin57c t "bf16 fp16"
apply_job_patch round57_c_shifted_wb.patch
for d in bf16 fp16; do
    forward_variant bin57c n $d "-DFORWARD_EXP_X_NO_ALLOCATE=1" &
    forward_variant bin57c p $d "-DFORWARD_EXP_WB_EARLY=1" &
    forward_variant bin57c pn $d "-DFORWARD_EXP_WB_EARLY=1 -DFORWARD_EXP_X_NO_ALLOCATE=1" &
done
wait
stamp "built: $(ls bin57c | tr '\n' ' ')"
for b in n p pn; do check_build_dtypes bin57c $b 9,10,15 "4096x4097 300x4097 37x3001 5x4103 3x2057 1x4097" "bf16 fp16" > /dev/null; done
cat "$O/check.txt"
OUTLIERS_TAG=1 check_outliers_build_dtypes bin57c pn 15 "64x4097 16x3001" "bf16 fp16"
time_rounds_in_turn bin57c "t n p pn" 15 "bf16=4096x4097 8192x4097 4096x3001 4096x4096" "fp16=4096x4097 8192x4097 4096x3001 4096x4096" > /dev/null
stamp "done"
