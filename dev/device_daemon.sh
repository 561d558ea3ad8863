#!/usr/bin/env bash
# Long device work in 10-minute calls: the lent GPU machine allows 10 minutes a command but keeps a
# process that started its own session (setsid) running between calls. Each call of this script
# either starts JOB (a bash script, run from a private copy of the tree so later calls cannot
# disturb it) or waits for it, and always copies its output folder into $OUT (as work.tgz, plus
# progress.txt), so whatever ran comes back even if the machine is taken away afterwards.
#
#   first call:  bash dev/device_daemon.sh start JOB_SCRIPT [WAIT_SECONDS]
#   later calls: bash dev/device_daemon.sh wait [WAIT_SECONDS]
# JOB_SCRIPT runs as `bash JOB_SCRIPT WORKDIR` with the tree copy as its working directory and
# writes everything under WORKDIR; it writes WORKDIR/done when it ends.
# Short jobs too (start with a wait long enough for the job): a direct call returns at most 8 files from $OUT and
# drops the rest, while work.tgz is one file (the fifty-first round lost its logs that way).
set -u
WORK=/tmp/lnlab-daemon
OUT=${OUT:-device-out}
mkdir -p "$OUT"
mode=$1
if [ "$mode" = start ]; then
    job=$2; wait_s=${3:-540}
    rm -rf "$WORK" && mkdir -p "$WORK/out" "$WORK/tree"
    cp -r . "$WORK/tree/" 2>/dev/null
    (cd "$WORK/tree" && setsid bash -c "bash '$job' '$WORK/out' > '$WORK/out/job.log' 2>&1; echo \$? > '$WORK/out/done'" \
        < /dev/null > /dev/null 2>&1 &)
else
    wait_s=${2:-540}
fi
waited=0
while [ ! -f "$WORK/out/done" ] && [ "$waited" -lt "$wait_s" ]; do sleep 10; waited=$((waited + 10)); done
[ -f "$WORK/out/done" ] && echo "JOB DONE, exit $(cat "$WORK/out/done")" || echo "job still running after ${waited}s wait"
tail -n 40 "$WORK/out/job.log" | cut -c1-200
tar czf "$OUT/work.tgz" -C "$WORK" out 2>/dev/null
cp "$WORK/out/job.log" "$OUT/progress.txt" 2>/dev/null
true
