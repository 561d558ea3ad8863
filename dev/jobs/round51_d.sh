#!/usr/bin/env bash
# The fifty-first round's last job (through dev/device_daemon.sh, so that its logs come back as one file): round51_b's
# check again at the final commit (forward PTX d87e595's), for the logs that the direct call dropped: the lab's GPU
# matrix of forward 10 and 15 in bf16 with the same 8 shapes added (the SASS check and the outlier rows with it), and
# compute-sanitizer over both at the same 5 shapes.
#   export COMMIT=<sha>; bash dev/device_daemon.sh start dev/jobs/round51_d.sh 300
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
nvidia-smi --query-gpu=name,driver_version --format=csv > "$O/env.txt" 2>&1
echo "commit: ${COMMIT:-unknown}" >> "$O/env.txt"
build_lab
stamp "built"
LNLAB_DTYPES=bf16 LNLAB_EXTRA_SHAPES="2x131072 3x196608 4096x2048 4096x16384 9x65536 5x32768 37x12288 3x40960" \
    check_rungs layernorm_forward 10,15 "2x131072 5x4097 37x8192 3x32768 9x65536"
stamp "done"
