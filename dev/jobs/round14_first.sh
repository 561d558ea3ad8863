#!/usr/bin/env bash
# Fourteenth round, both prepared jobs in one (dev/device_daemon.sh start dev/jobs/round14_first.sh, then `wait`
# calls), about 15 minutes: round14_combine.sh (the backward's clusters of 2, 4 or 8; under $1/combine) first, being
# short, then round14_shifted_wb.sh (the forward's shifted weight/bias and prefetch ahead; under $1/forward).
set -u
O=$1
mkdir -p "$O/combine" "$O/forward"
bash dev/jobs/round14_combine.sh "$O/combine"
bash dev/jobs/round14_shifted_wb.sh "$O/forward"
