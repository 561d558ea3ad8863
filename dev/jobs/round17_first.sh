#!/usr/bin/env bash
# Seventeenth round, first job (COMMIT=<sha> bash dev/device_daemon.sh start dev/jobs/round17_first.sh), about 9
# minutes: the two prepared measurements in one start, each into its own folder under $1:
#   $1/refit     dev/jobs/round17_forward_refit.sh (the forward short rows' picks, every block size, fit_dispatcher)
#   $1/combine   dev/jobs/round17_backward_combine.sh (the backward partial row's combine in three phases)
# Then, if the refit moves a rule: change the table (host only), and run the evidence command on a fresh machine
# (dev/jobs/evidence.sh names the dispatchers; about 25 minutes with peers, 19 without: the hold cap is 30).
set -u
O=$1
mkdir -p "$O/refit" "$O/combine"
bash dev/jobs/round17_forward_refit.sh "$O/refit" > "$O/refit/job.log" 2>&1
echo "refit exit $?"; tail -n 80 "$O/refit/job.log"
bash dev/jobs/round17_backward_combine.sh "$O/combine" > "$O/combine/job.log" 2>&1
echo "combine exit $?"; grep -E "phases_(partials|cluster_wait|slice|release)" "$O/combine/probe.csv"
