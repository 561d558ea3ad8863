#!/usr/bin/env bash
# The fifty-sixth round's sixth job (about 3 minutes, through the daemon), at f9c1247's forward with
# layernorm_forward_prev.cu (6ef0e2e's forward, untracked) beside the tree:
#   export COMMIT=<literal sha>; bash dev/device_daemon.sh start dev/jobs/round56_f.sh 330
# round56_d/e ([D56], [E56]): the bulk copies cost 1.2-1.6 points at 16-bit 768-1024 columns and 16384 rows (128
# threads, weight and bias always shared), asked for after the rows or before them. h (round56_f_ring_wb_short_loaded.patch)
# keeps the loads of before for rows under FORWARD11_WB_COPY_MIN_BYTES (3 KB: 16-bit under 1536 columns, fp32 under
# 768) and the copies above. prev / t / h in turn, twice; --check of h's 11 and 15.
# Predicted: h within 0.3 of prev at 768-1024 columns (16-bit) and fp32 512, within 0.3 of t at 1600-2048.
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
prev_and_tree_forward_builds bin56f "fp32 bf16 fp16"
patched_forward_variant bin56f h round56_f_ring_wb_short_loaded.patch "fp32 bf16 fp16"
ls bin56f | tr '\n' ' '; echo
check_build_dtypes bin56f h 11,15 "8192x1024 300x768 37x1600 5x2048" "fp32 bf16 fp16"
time_rounds_in_turn bin56f "prev t h" 15 "bf16=8192x1024 16384x768 16384x1024 4096x1600 8192x2048" \
    "fp16=8192x1024 16384x768 16384x1024 4096x1600 8192x2048" "fp32=8192x512 4096x1024"
stamp "done"
