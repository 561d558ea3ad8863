#!/usr/bin/env bash
# The twenty-third round's first start (about 8 minutes): the two jobs prepared last round, one after the other,
# each in its own folder: ncu/ (round23_forward_ncu.sh) and slots/ (round23_forward_slots.sh).
set -u
O=$1
mkdir -p "$O/ncu" "$O/slots"
bash dev/jobs/round23_forward_ncu.sh "$O/ncu" > "$O/ncu/job.log" 2>&1
bash dev/jobs/round23_forward_slots.sh "$O/slots" > "$O/slots/job.log" 2>&1
echo "first: done"
