#!/usr/bin/env bash
# Fifty-third round: round53_d.sh (the staggered first wave of kernels 9 and 10 at block scope) then round53_c.sh
# (fp16's shifting kernel 10 under (1024) bounds, and the head rule on it), in one daemon job so that one warm machine
# serves both (round53_c.sh patches the tree copy, so it runs last):
#   export COMMIT=<sha>; bash dev/device_daemon.sh start dev/jobs/round53_dc.sh 585
set -u
O=$1; mkdir -p "$O/d" "$O/c"
bash dev/jobs/round53_d.sh "$O/d"
bash dev/jobs/round53_c.sh "$O/c"
echo "done both"
