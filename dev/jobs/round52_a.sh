#!/usr/bin/env bash
# Prepared in the fifty-first round, run in the fifty-second at 740e215 (results/dev-h100-2026-11-28/round52/a: 4390
# passed, 0 failed, 1068 skipped; sanitize 72 clean): the whole `make test` (every rung of both programs in
# every dtype, the CPU sections, the SASS check, the outlier rows) and `make sanitize` at the current commit. The last
# whole matrix was the bf0ec46 evidence's; each kernel changed since passed its own rungs' matrix. In the fifty-first
# round `make test` alone did not finish in 560 s of a direct call (round51/c), so it runs through the daemon:
#   export COMMIT=<sha>; bash dev/device_daemon.sh start dev/jobs/round52_a.sh 585
#   bash dev/device_daemon.sh wait 300        (then the files are in work.tgz)
# Predicted: N passed, 0 failed, every skip by name; sanitize all clean.
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
nvidia-smi --query-gpu=name,driver_version --format=csv > "$O/env.txt" 2>&1
echo "commit: ${COMMIT:-unknown}" >> "$O/env.txt"
make test > "$O/test.log" 2>&1
stamp "make test exit $?: $(tail -n 1 "$O/test.log")"
grep -E "FAIL" "$O/test.log" | head -n 20
make sanitize > "$O/sanitize.log" 2>&1
stamp "make sanitize exit $?: $(grep '^sanitize:' "$O/sanitize.log")"
grep "NOT CLEAN" "$O/sanitize.log" | head
stamp "done"
