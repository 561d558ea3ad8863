#!/usr/bin/env bash
# The backward's short rows at today's picks, piece by piece (about 3 minutes). The last decomposition of the fixed
# cost ([E15], the twenty-eighth round's probes) was of kernel 11 and kernel 7 at picks the table has since changed
# (kernel 7 at 3-4 stages, kernel 9 at 1665-4096 columns, fp32 kernel 7 at 32 threads). [A38] found the cost per team,
# not a tail of uneven work; this sizes each team's pieces at the target cells still under 85 %: the launch's ramp
# (phases_start_spread), the first row's wait (phases_first_batch), the rows, the partial row (phases_partials) and
# what the pass adds after its main kernel (dispatcher - main), beside the copy. No prediction to test: a map for the
# next round's choice between the start (the first loads) and the end (the partial row and the reduction).
#   $O/probe.csv, probe.err
# Ran at ab93a22 (round38/probe-phases-ab93a22.csv): dev/NOTES.md [C38].
set -u
O=$1
source dev/jobs/lib.sh
make -j16 dev/probe_backward_cost dev/probe_backward_cost_bf16 dev/probe_backward_cost_fp16 > "$O/build.log" 2>&1 ||
    { stamp "build FAILED"; tail -n 30 "$O/build.log"; exit 1; }
stamp "built"
probe_dispatcher "bf16:4096:1024 bf16:8192:512 bf16:8192:1024 bf16:4096:2048 bf16:8192:1600 bf16:4096:4096 fp16:8192:2048 bf16:32768:512 fp32:4096:2048 fp32:8192:512 fp32:4096:1024"
cat "$O/probe.csv"; head "$O/probe.err" 2>/dev/null
stamp "done"
