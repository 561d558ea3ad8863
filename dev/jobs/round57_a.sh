#!/usr/bin/env bash
# Prepared in the fifty-sixth round for the next (about 6 minutes, through the daemon), with layernorm_forward_prev.cu
# (6ef0e2e's forward: `git show 6ef0e2e:layernorm_forward.cu > layernorm_forward_prev.cu`, untracked) beside the tree:
#   export COMMIT=<literal sha>; bash dev/device_daemon.sh start dev/jobs/round57_a.sh 585
# [G56]: f9c1247 (kernel 11's weight and bias by bulk copies) cost fp32 8192 x 512 2.5-3.4 points and 16-bit 768-1024
# columns at 16384 rows 1.2-1.6 against 6ef0e2e, in turn; loading them as before for short rows (round56_f's h) did not
# win those back, so the copies are not what cost them. What did change there: the weight barrier is a static
# __shared__ of its own (1024 -> 1152 bytes of static shared memory: fp32 8192 x 512 at 256 threads fitted 6 blocks an
# SM to the byte, now 5), and ptxas gives fp32's two-pass instance with weight and bias shared 41 registers (32 before:
# 5 blocks of 256 threads an SM, not 6). c (round57_a_ring_wb_lean.patch): the weight barrier is warp 0's last ring slot's
# (the launcher holds the ring to FORWARD11_MAX_STAGES - 1 slots then), fp32 held to 40 registers as 16-bit is
# (__maxnreg__; local ptxas: every instance 32-40, no spill), the row pointers set as before, and thread 0's "after"
# request moved past the block's barrier (ptxas's counts moved with it).
# Builds prev, t (the tree) and c in every dtype; --check of c's 11 and 15 and --outliers of its 15; sanitize of c's 11
# and 15 at 3 shapes; the dispatcher in turn (c / t / prev, then the reverse), at the cells f9c1247 lost and won.
# Predicted: c within 0.5 of prev at fp32 8192 x 512; 16-bit 16384 x 768 / 1024 half-way back; the ring cells f9c1247
# won within 0.5 of t.
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
prev_and_tree_forward_builds bin57a "fp32 bf16 fp16"
patched_forward_variant bin57a c round57_a_ring_wb_lean.patch "fp32 bf16 fp16"
ls bin57a | tr '\n' ' '; echo
check_build_dtypes bin57a c 11,15 "8192x512 4096x2048 37x1600 5x1032 300x768 9000x1600" "fp32 bf16 fp16"
OUTLIERS_TAG=1 check_outliers_build_dtypes bin57a c 15 "16x512 16x1024 16x1600 16x2048"
sanitize_binaries bin57a 11,15 6 "c_bf16 c_fp16 c_fp32" "37x1600 5x1032 3x2048"
stamp "sanitized"
cells_16="8192x1024 16384x768 16384x1024 4096x2048 8192x1600 8192x2048 32768x1600"
time_rounds_both_orders bin57a "c t prev" 15 "bf16=$cells_16" "fp16=$cells_16" "fp32=8192x512 32768x512 4096x1024 8192x1024"
stamp "done"
