#!/usr/bin/env bash
# The next round's one device start (dev/NOTES.md [A69], Next): on an H100, the GPU, the evidence of both
# dispatchers at the tree (dev/jobs/evidence.sh without the peers: make, make test with the GPU matrix of forward 15 and
# backward 15, make sanitize, the sweep over the target grid, the plots; about 18-19 minutes: start 570, then wait 570
# and a shorter wait). The H100's last evidence is f9c1247's (forward) and bf0ec46's (backward), before kernels 7 and
# 9's 3-4 stage instances and before the backward took the H100's table at run time. On an H200: round69_odd.sh (the
# odd widths' map, [B68]; about 8-9 minutes), each program's GPU line first (it should print about 4900 GB/s there).
#   export COMMIT=<literal sha>; bash dev/device_daemon.sh start dev/jobs/round70.sh 570
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
case "$(nvidia-smi --query-gpu=name --format=csv,noheader | head -n 1)" in
    *H200*)
        make_backward
        stamp_gpu_lines
        bash dev/jobs/round69_odd.sh "$O/odd"; stamp "round69_odd exit $?";;
    *)
        STEPS=env,make,test,sanitize,sweep,plot bash dev/jobs/evidence.sh "$O"; stamp "evidence exit $?";;
esac
