#!/usr/bin/env bash
# The sixty-second round's first call (about 11 minutes, through the daemon, two calls): round61_e.sh (the maps of
# kernels 9 / 10 / 6 beside the dispatcher) into $O/e, then round60_e.sh (Nsight Compute of the wide cells, which tests
# dev/NOTES.md [D61], and the ring's depth) into $O/ncu.
#   export COMMIT=<literal sha>; bash dev/device_daemon.sh start dev/jobs/round62_a.sh 570
set -u
O=$1; mkdir -p "$O"
bash dev/jobs/round61_e.sh "$O/e" > "$O/e.log" 2>&1
echo "round61_e exit $?"; tail -n 3 "$O/e.log"
bash dev/jobs/round60_e.sh "$O/ncu" > "$O/ncu.log" 2>&1
echo "round60_e exit $?"; tail -n 3 "$O/ncu.log"
