#!/usr/bin/env bash
# Ran at 1762d54 (results/dev-h100-2026-11-24/round25/) with build_forward_programs in place of build_lab: its test.log's 9
# FAILs are the CPU tests' and the backward's programs, which run_tests.sh runs always, not built. Fixed since.
# The twenty-fifth round's closing check (about 3 minutes): the forward dispatcher as committed at the round's end
# (the one pass's 2-Pack choice rewritten as one branch per rule, host code only), its GPU matrix in every dtype with
# the shapes the round's rules reach (rows past 16384 at 1025-2048 columns, block teams of 192 / 320 / 384 / 640
# threads) and its sanitize.
#   $O/test.log, sanitize.log
set -u
O=$1
source dev/jobs/lib.sh
build_lab
stamp "built"
LNLAB_EXTRA_SHAPES="16385x1600 16385x2048 20000x1152 3x6144 5x10240 7x5120 2x3072" \
    check_rungs layernorm_forward 14 "3x12288 67x6144 5x10240 16385x1032"
stamp "done"
