#!/usr/bin/env bash
# Nineteenth round, first job (COMMIT=<sha> bash dev/device_daemon.sh start dev/jobs/round19_first.sh), about 23
# minutes (the eighteenth round's evidence run took 20): the recheck the eighteenth round wrote and could not run,
# then the evidence command at HEAD, which puts [C18] (kernel 7's launch bound in fp32) and [D18] (the forward's
# widest fp32 rows at 512 threads) into the tables.
#   $1/recheck   dev/jobs/round18_recheck.sh
#   $1/evidence  dev/jobs/evidence.sh (its own evidence/ folder inside)
set -u
O=$1
mkdir -p "$O/recheck" "$O/evidence"
bash dev/jobs/round18_recheck.sh "$O/recheck" > "$O/recheck/job.log" 2>&1
echo "recheck exit $?"; tail -n 12 "$O/recheck/job.log"
bash dev/jobs/evidence.sh "$O/evidence"
echo "evidence exit $?"
