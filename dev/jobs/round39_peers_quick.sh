#!/usr/bin/env bash
# Prepared in the thirty-ninth round (about 3 minutes): scripts/bench_peers.py --quick after its timer took windows
# (the peers' medians the faster of 2 windows, their copy of 3, as common.h), on the GPU: that it runs, validates and
# writes its CSVs. The lab's dispatchers beside it.
#   $1/peers (peers.csv, lab_runs.csv), $1/peers.log
set -u
O=$1
source dev/jobs/lib.sh
make -j16 all > "$O/build.log" 2>&1 || { stamp "build FAILED"; tail -n 30 "$O/build.log"; exit 1; }
stamp "built"
python3 scripts/bench_peers.py --quick --out "$O/peers" --lab-kernels last > "$O/peers.log" 2>&1
stamp "bench_peers --quick exit $?"
python3 scripts/peer_summary.py "$O/peers/peers.csv" | tee "$O/summary.txt"
stamp "done"
