#!/usr/bin/env bash
# Fifty-second round: round52_b.sh (rung 13's staggered first wave) then round52_c.sh (fp16's head rows on kernel 10),
# in one daemon job so that one machine start serves both:
#   export COMMIT=<sha>; bash dev/device_daemon.sh start dev/jobs/round52_bc.sh 585
set -u
O=$1; mkdir -p "$O/b" "$O/c"
bash dev/jobs/round52_b.sh "$O/b"
bash dev/jobs/round52_c.sh "$O/c"
echo "done both"
