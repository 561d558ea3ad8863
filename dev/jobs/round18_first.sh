#!/usr/bin/env bash
# Eighteenth round, first job (COMMIT=<sha> bash dev/device_daemon.sh start dev/jobs/round18_first.sh), about 17
# minutes: the two pushes prepared in the seventeenth round, each into its own folder under $1 (each job stops by
# itself if its switch fails its first check):
#   $1/combine  dev/jobs/round18_push.sh       (BACKWARD_COMBINE_PUSH: the backward's partial rows)
#   $1/sums     dev/jobs/round18_push_sums.sh  (CLUSTER_PUSH_SUMS: row_sum2's cluster exchange)
# Then, for a switch that wins and passes: make it the default, and run the evidence command on a fresh machine
# (dev/jobs/evidence.sh, about 25 minutes with peers; the hold cap is 30).
set -u
O=$1
mkdir -p "$O/combine" "$O/sums"
bash dev/jobs/round18_push.sh "$O/combine" > "$O/combine/job.log" 2>&1
echo "combine exit $?"; grep -E "^\[|exit|FAIL" "$O/combine/job.log" | head -40
bash dev/jobs/round18_push_sums.sh "$O/sums" > "$O/sums/job.log" 2>&1
echo "sums exit $?"; grep -E "^\[|exit|FAIL" "$O/sums/job.log" | head -40
