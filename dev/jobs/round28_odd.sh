#!/usr/bin/env bash
# Twenty-eighth round, third job (about 2 minutes): the phases of the 16-bit backward at 4097 columns (rung 13: kernel
# 7's shifted instance in clusters of 8, whose sums still go into shared memory one float at a time, since its
# vectors are clipped) and of kernel 11 at short rows, after the 16-byte partial-row stores (09a5c90). Read:
# phases_partials against phases_batches, and the rows-done spread. Predicted: at 4097 columns the partials take
# 3-6 us of a ~40-60 us pass, as kernel 11's took before the change.
# Ran at 28df186 (results/dev-h100-2026-11-24/round28/probe-odd-28df186.csv).
#   $O/probe.csv, probe.err
set -u
O=$1
source dev/jobs/lib.sh
build_lab
stamp "built"
probe_dispatcher "bf16:4096:4097 bf16:8192:4097 bf16:32768:4097 fp16:4096:4097 bf16:4096:2049 bf16:4096:512 bf16:8192:512 bf16:4096:2048 bf16:4096:4096 fp32:4096:1024 fp32:8192:512 fp32:4096:4097"
grep -E "dispatcher|,main|copy|partials|rows_done|cluster_wait|launch" "$O/probe.csv"
stamp "done"
