#!/usr/bin/env bash
# The fifty-seventh round's fifth job (about 3 minutes, through the daemon):
#   export COMMIT=<literal sha>; bash dev/device_daemon.sh start dev/jobs/round57_f.sh 300
# [C57] rests on the twenty-eighth round's probe (round28/probe-first-b0c5f5c.csv): the pass minus its main kernel,
# the deterministic reduction as a second launch, 2.7-3.1 us at 512-8192 columns. The dispatcher's picks at the short
# rows have changed since (kernel 7 at 32-512 threads, kernel 9 at 256, kernel 11 at 64-128). dev/probe_backward_cost's
# dispatcher form at the target cells under the line that a persistent kernel serves, as the tree picks them today.
# Predicted: dispatcher - main 2.5-3.5 us at each.
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
build_lab
stamp "built"
probe_dispatcher "bf16:8192:1024 bf16:8192:768 bf16:4096:1600 bf16:4096:2048 bf16:8192:2048 fp16:8192:1024 fp32:4096:1024 fp32:8192:1024 fp32:4096:2048 fp32:8192:512"
grep -v '^#' "$O/probe.csv" | awk -F, 'NR > 1 { k = $1 " " $2 "x" $3; keys[k] = 1; t[k, $7] = $8 }
         END { for (k in keys) printf "%s dispatcher %.1f us, main %.1f, copy %.1f, dispatcher - main %.1f\n", k,
               t[k, "dispatcher"] * 1e3, t[k, "main"] * 1e3, t[k, "copy"] * 1e3, (t[k, "dispatcher"] - t[k, "main"]) * 1e3 }' \
    | sort | tee "$O/summary.txt"
stamp "done"
