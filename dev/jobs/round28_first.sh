#!/usr/bin/env bash
# Prepared in the twenty-seventh round, run in the twenty-eighth (about 10 minutes): where the backward's time beyond its main kernel
# goes. At bf16 4096 x 32768 the pass took ~20 us more than its main kernel under Nsight Compute, of which the
# reduction's own run is part (9.7 us alone, from DRAM, since [A27]); at 4096 x 512-2048 5-9 us (dev/NOTES.md,
# "Twenty-seventh round"). dev/probe_backward_cost's dispatcher form replays the dispatcher's own launch piece by piece
# (the whole pass, the main kernel alone, main then the reduction as an ordinary launch, the reduction alone, an
# empty grid of the same shape, the copy), timed as the harness times (events, L2 flushed, medians). Read: dispatcher
# - main = what the reduction adds after the main kernel; serial - dispatcher = what the programmatic launch saves;
# main - empty = the main kernel's work; empty = the launch of such a grid. Predicted: at 32768 columns the
# reduction adds ~5 us, not ~20 (its blocks start only when the 66 clusters' last partial rows are stored), so most
# of the 20 is in the main kernel's time as the events see it; at short rows empty ~3-4 us.
# Then the GPU check of the split launcher (launch_teams, host code): the matrix of backward rungs 6-14 in every
# dtype and their sanitize (about 8 more minutes).
# Ran at b0c5f5c (results/dev-h100-2026-11-24/round28/probe-first-b0c5f5c.csv, test-6-14-b0c5f5c.txt, sanitize-6-14-b0c5f5c.txt).
#   $O/probe.csv, probe.err, test.log, sanitize.log
set -u
O=$1
source dev/jobs/lib.sh
build_lab
stamp "built"
probe_dispatcher "bf16:4096:32768 bf16:8192:32768 bf16:4096:512 bf16:4096:1024 bf16:4096:2048 bf16:4096:4096 bf16:8192:1024 fp16:4096:8192 fp32:4096:1024 fp32:4096:32768"
cat "$O/probe.csv"; head "$O/probe.err" 2>/dev/null
check_rungs layernorm_backward 6,7,8,9,10,11,12,13,14 "67x1031 5x4100 130x128 37x4097 3x32768"
stamp "done"
