#!/usr/bin/env bash
# The fifty-sixth round's fifth job (about 3 minutes, through the daemon), at f9c1247 with layernorm_forward_prev.cu
# (6ef0e2e's forward, untracked) beside the tree:
#   export COMMIT=<literal sha>; bash dev/device_daemon.sh start dev/jobs/round56_e.sh 400
# round56_d ([D56]): the adopted change cost 1.2-1.8 points where the dispatcher runs kernel 11 at 128 threads with
# weight and bias always shared (16-bit 513-1024 columns at 8192-16384 rows; 8192 x 768 excepted), where thread 0 asks
# for them after its rows. Does asking first (f1: -DFORWARD11_WB_FIRST_WARPS=1) recover those, and what does it cost
# 8192 x 2048 (the same 128-thread pick, +1.9 with "after")? prev / t / f1 in turn, twice; --check of f1's 11 and 15.
# Predicted: f1 within 0.5 of prev at 768-1024 columns (the hot-spot argument is weaker for 2-4 KB of weight and bias
# against 4 warps' rows of 1-2 KB), and 1.5 under t at 8192 x 2048 (round56_c: r3 95.3 against r 97.0).
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
prev_and_tree_forward_builds bin56e "bf16 fp16"
forward_variant_dtypes bin56e f1 "bf16 fp16" "-DFORWARD11_WB_FIRST_WARPS=1"
ls bin56e | tr '\n' ' '; echo
check_build_dtypes bin56e f1 11,15 "8192x1024 300x768 37x1600 9000x2048" "bf16 fp16"
time_rounds_in_turn bin56e "prev t f1" 15 "bf16=8192x768 8192x1024 16384x768 16384x1024 8192x2048" \
    "fp16=8192x768 8192x1024 16384x768 16384x1024 8192x2048"
stamp "done"
