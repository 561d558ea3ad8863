#!/usr/bin/env bash
# Prepared in the fortieth round (about 16 minutes held; chain the `wait` calls): three prepared jobs one
# after the other, each in a copy of the tree of its own (the first two apply their own patch to layernorm_forward.cu):
# round41_fp16_narrow.sh, round41_head_rule.sh and round41_fp32_4097.sh (their headers say what each measures and
# predicts). They run in turn; /tmp/v's builds of one are not used by the next.
#   $1/<job>/ (each job's files and its job.log)
# Ran at 6462326 (results/dev-h100-2026-11-25/round41/, about 11 minutes held): all three jobs ended; dev/NOTES.md [A41].
set -u
O=$1
for job in round41_fp16_narrow round41_head_rule round41_fp32_4097; do
    rm -rf "/tmp/tree-$job" && cp -r . "/tmp/tree-$job" && mkdir -p "$O/$job"
    (cd "/tmp/tree-$job" && bash "dev/jobs/$job.sh" "$O/$job" > "$O/$job/job.log" 2>&1)
    echo "$job exit $?"
    tail -n 4 "$O/$job/job.log"
done
