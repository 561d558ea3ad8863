#!/usr/bin/env bash
# Where kernel 7's fixed cost goes at 32768 columns (about 3 minutes). round28_first.sh found the bf16 pass at 4096 x
# 32768 330.9 us against its main kernel's 322.8 (the reduction adds 8 us after it) and the copy's 269.8; at 8192
# rows 603.9 / 593.8 / 534.6: the main kernel's own time is ~52 us over the copy's at the copy's slope. Kernel 7
# now records its phases in the probe (entry, first row summed, last row's dx issued, partial row written; the
# programs compile none of it, PTX unchanged): the dispatcher form prints them. Read: phases_start_spread = the
# launch's ramp; phases_first_batch = the first row's wait; phases_last_rows_done - phases_first_rows_done = the
# teams' imbalance (4 of 66 teams take a 63rd row at 4096 rows); phases_partials = the partial row's stores.
# Predicted: the last row and the first row explain ~10 us, not 50; the rest is spread between blocks.
# Ran at c855d25 (results/dev-h100-2026-11-24/round28/probe-phases-c855d25.csv).
#   $O/probe.csv, probe.err
set -u
O=$1
source dev/jobs/lib.sh
build_lab
stamp "built"
probe_dispatcher "bf16:2048:32768 bf16:4096:32768 bf16:8192:32768 bf16:16384:32768 fp16:4096:32768 fp32:4096:32768 fp32:8192:32768 bf16:4096:16384 bf16:8192:16384 bf16:4096:65536 bf16:4096:512 bf16:4096:1024 bf16:8192:1024"
cat "$O/probe.csv"; head "$O/probe.err" 2>/dev/null
stamp "done"
