#!/usr/bin/env bash
# Twenty-second round, third job (COMMIT=<sha> bash dev/device_daemon.sh start dev/jobs/round22_forward_ncu.sh 580),
# about 3 minutes: where the 16-bit forward's short rows lose to the copy (the seventeenth round's refit [B17] found
# the dispatcher's picks right, so the shortfall is in the kernels). Nsight Compute of the forward dispatcher's
# kernel (the fifth launch after the checks) at bf16 4096 x 2048 (85.6 % of the copy at 96e3b09), 8192 x 1600
# (86.5), 8192 x 512 (87.4), 32768 x 2048 (92.8), fp16 4096 x 2048 (86.9), and fp32 4096 x 1024 (90.9: the same
# bytes a row as 16-bit 2048); and the harness's copy kernel at the bytes of bf16 4096 x 2048, the ceiling's own
# profile. Clocks left free (--clock-control none) so the times compare with the sweep's.
set -u
O=$1
source dev/jobs/lib.sh
make -j16 layernorm_forward layernorm_forward_bf16 layernorm_forward_fp16 > "$O/build.log" 2>&1 || { stamp "build FAILED"; exit 1; }
stamp "built"
NCU_SECTIONS="--clock-control none"
ncu_profile fwd-bf16-4096x2048 layernorm_forward_bf16 "layernorm_forward" 14 - 4096 2048
ncu_profile fwd-bf16-8192x1600 layernorm_forward_bf16 "layernorm_forward" 14 - 8192 1600
ncu_profile fwd-bf16-8192x512 layernorm_forward_bf16 "layernorm_forward" 14 - 8192 512
ncu_profile fwd-bf16-32768x2048 layernorm_forward_bf16 "layernorm_forward" 14 - 32768 2048
ncu_profile fwd-fp16-4096x2048 layernorm_forward_fp16 "layernorm_forward" 14 - 4096 2048
ncu_profile fwd-fp32-4096x1024 layernorm_forward "layernorm_forward" 14 - 4096 1024
NCU_SKIP=1 ncu_profile copy-bf16-4096x2048 layernorm_forward_bf16 "copy_kernel" 14 - 4096 2048
stamp "done"
