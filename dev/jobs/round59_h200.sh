#!/usr/bin/env bash
# The fifty-ninth round's first job (about 25 minutes, through the daemon, in three calls):
#   export COMMIT=<literal sha>; bash dev/device_daemon.sh start dev/jobs/round59_h200.sh 570
# The lent GPU is now an NVIDIA H200 (the device tool lends no H100 any more): every table before this round is an
# H100's. So, first, the whole evidence on the H200 at this commit (dev/jobs/evidence.sh: make, make test's GPU matrix
# and sanitize over both dispatchers, the sweep of both dispatchers in every dtype, the peers against them, the
# charts), into $1/evidence; then the prepared round59_a (16-bit head rows) into $1/r59a, if time is left.
set -u
O=$1; mkdir -p "$O"
bash dev/jobs/evidence.sh "$O"
echo "[evidence done $(date -u +%H:%M:%S)]"
bash dev/jobs/round59_a.sh "$O/r59a"
