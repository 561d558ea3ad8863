#!/usr/bin/env bash
# Twenty-second round, third job (COMMIT=<sha> bash dev/device_daemon.sh start dev/jobs/round22_forward_ncu.sh 580),
# about 3 minutes: where the 16-bit forward's short rows lose to the copy (the seventeenth round's refit [B17] found
# the dispatcher's picks right, so the shortfall is in the kernels). Nsight Compute of the forward dispatcher's
# kernel (the fifth launch after the checks) at bf16 4096 x 2048 (85.6 % of the copy at 96e3b09), 8192 x 1600
# (86.5), 8192 x 512 (87.4), 32768 x 2048 (92.8), fp16 4096 x 2048 (86.9), and fp32 4096 x 1024 (90.9: the same
# bytes a row as 16-bit 2048); and the harness's copy kernel at the bytes of bf16 4096 x 2048, the ceiling's own
# profile. Clocks left free (--clock-control none) so the times compare with the sweep's.
# Its profiles were folded into lib.sh's ncu_forward_dispatchers after the run: the same calls in the same order.
set -u
O=$1
source dev/jobs/lib.sh
build_forward_programs
stamp "built"
ncu_forward_dispatchers "bf16:4096:2048 bf16:8192:1600 bf16:8192:512 bf16:32768:2048 fp16:4096:2048 fp32:4096:1024"
NCU_SKIP=1 NCU_SECTIONS="--clock-control none" ncu_profile copy-bf16-4096x2048 layernorm_forward_bf16 "copy_kernel" 14 - 4096 2048
stamp "done"
