#!/usr/bin/env bash
# Prepared in the fortieth round, not yet run (about 14 minutes held, two or three `wait` calls): the two prepared
# experiments of the forward's rows with a head, one after the other, each in a copy of the tree of its own (each
# applies its own patch to layernorm_forward.cu): round41_fp16_narrow.sh, then round41_head_rule.sh (their headers
# say what each measures and predicts).
#   $1/round41_fp16_narrow/, $1/round41_head_rule/ (each job's files and its job.log)
set -u
O=$1
for job in round41_fp16_narrow round41_head_rule; do
    rm -rf "/tmp/tree-$job" && cp -r . "/tmp/tree-$job" && mkdir -p "$O/$job"
    (cd "/tmp/tree-$job" && bash "dev/jobs/$job.sh" "$O/$job" > "$O/$job/job.log" 2>&1)
    echo "$job exit $?"
    tail -n 4 "$O/$job/job.log"
done
