#!/usr/bin/env bash
# The sixty-third round's device work in one daemon job (about 22 minutes: start, then two or three waits), so that
# its builds and its calls' start-up are paid once: round63_b.sh (the probe's variant 2) into $O/b, round63_a.sh (the
# fp32 sweep, rungs 12 / 13 / 15 at 16-bit 65536) into $O/a, round61_d.sh (the backward's fixed cost) into $O/d.
#   export COMMIT=<literal sha>; bash dev/device_daemon.sh start dev/jobs/round63_all.sh 570; then wait 570 (twice)
# Each part's log is $O/<part>.log; the job's own log says when each ended and with what exit status.
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
for part in b:round63_b a:round63_a d:round61_d; do
    name=${part%%:*} job=${part#*:}
    bash "dev/jobs/$job.sh" "$O/$name" > "$O/$name.log" 2>&1
    stamp "$job exit $?"; tail -n 4 "$O/$name.log"
done
