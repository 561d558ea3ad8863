#!/usr/bin/env bash
# Fifty-fourth round: round54_b.sh (rung 13's stagger in 16-bit), then round54_c.sh (the pivot's shift selected once a
# Pack), then, on round54_c's copy with the per-Pack shift only (round54_c_head256.patch taken back out), the lab built
# and the GPU matrix and sanitize of the forward's rungs 10, 13 and 15 in bf16 and fp16, so that, if the shift a Pack
# wins, its checks have already run on this warm machine (round54_c patches the tree copy, so it runs after b):
#   export COMMIT=<sha>; bash dev/device_daemon.sh start dev/jobs/round54_bc.sh 585
set -u
O=$1; mkdir -p "$O/b" "$O/c" "$O/m"
bash dev/jobs/round54_b.sh "$O/b"
bash dev/jobs/round54_c.sh "$O/c"
source dev/jobs/lib.sh
O=$O/m
unapply_job_patch round54_c_head256.patch
git diff --stat > "$O/tree.diff.txt"; git diff >> "$O/tree.diff.txt"
build_lab
stamp "built (shift a Pack)"
LNLAB_DTYPES="bf16 fp16" LNLAB_EXTRA_SHAPES="4096x4097 37x2401 9x3001 5x2057" check_rungs layernorm_forward 10,13,15 \
    "300x65536 5x3001 37x4097 3x40000 9x32768"
echo "done all"
