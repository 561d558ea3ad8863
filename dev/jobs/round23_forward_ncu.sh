#!/usr/bin/env bash
# Prepared in the twenty-second round for the next (COMMIT=<sha> bash dev/device_daemon.sh start
# dev/jobs/round23_forward_ncu.sh 400), about 2 minutes: what holds the 16-bit forward's short rows now that kernel 11
# reads weight and bias from shared memory (dev/NOTES.md [C22], "Next" (1)). Nsight Compute of the forward dispatcher's
# kernel at the cells still under 95 % at a0ba5c0: bf16 4096 x 2048 (92.9 %, kernel 11 at 512 threads), 8192 x 1600
# (92.4, kernel 11 at 512), 8192 x 512 (87.6, kernel 6), 8192 x 1024 (92.2, kernel 9 a warp a row), fp16 8192 x 2048
# (92.5, kernel 11), and fp32 4096 x 1024 (95.6, kernel 11 with two passes) beside them; clocks free, so the times
# compare with the sweep's. Compare each with round22/ncu-forward-19af0d6/ (the same shapes before [C22]).
set -u
O=$1
source dev/jobs/lib.sh
build_forward_programs
stamp "built"
ncu_forward_dispatchers "bf16:4096:2048 bf16:8192:1600 bf16:8192:512 bf16:8192:1024 fp16:8192:2048 fp32:4096:1024"
stamp "done"
