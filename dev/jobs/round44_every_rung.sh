#!/usr/bin/env bash
# Ran in the forty-fourth round at 5ff6ee9 on an H100 and cut off by the device budget after 14 minutes: 291 of 330
# program x shape runs of the matrix, 3423 passed, 0 failed; sanitize not reached (round44/check-every-rung-partial.txt,
# dev/NOTES.md [F44]). A whole run needs about 22 minutes (the matrix about 15, sanitize about 7): run it with
# LNLAB_PASSES=layernorm_forward, then =layernorm_backward (both steps take it), in two sessions or with nothing else.
# The forty-fourth round's second job (dev/device_daemon.sh start, then one wait call): the
# GPU matrix of EVERY rung of both programs in every dtype, then compute-sanitizer of every rung at the default
# sanitize shapes. Every rung together was last checked at e33e239 (the sixteenth round); since then each rung was
# checked when it changed (results/CHECKS.md), this checks them all at one commit. Predicted: all pass, all clean.
#   bash dev/jobs/round44_every_rung.sh OUTDIR
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
build_lab
stamp "built"
env LNLAB_TIMEOUT=600 LNLAB_JOBS=14 bash dev/run_tests.sh > "$O/test-every.log" 2>&1
stamp "matrix of every rung, exit $?: $(tail -n 1 "$O/test-every.log")"
grep -E "FAIL" "$O/test-every.log" | head -n 20
env LNLAB_TIMEOUT=600 LNLAB_JOBS=16 bash dev/sanitize.sh > "$O/sanitize-every.log" 2>&1
stamp "sanitize of every rung, exit $?: $(grep '^sanitize:' "$O/sanitize-every.log")"
grep "NOT CLEAN" "$O/sanitize-every.log" | head
