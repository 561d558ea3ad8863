#!/usr/bin/env bash
# Prepared in the thirty-ninth round, not yet run (about 18 minutes held; two or three `wait` calls): the evidence
# command at HEAD without the peers (round39_peers.sh ran them alone at 38ba2a7, all 118 shapes): make test with the
# GPU matrix of both dispatchers and the outlier test, make sanitize of both dispatchers at 7 shapes, the sweep of 216
# cells, its charts. The kernels are 56b3d1f's; the tables would be re-timed with the harness's windows ([C39]).
#   $1/evidence (summary.txt, env.txt, test.log, sanitize.log, sweep.log, speed-*.csv, targets.txt, plot.log, *.png)
# Ran at 7d0c2a5 (results/dev-h100-2026-11-25/round40/evidence-partial-7d0c2a5/): test 780 passed, sanitize 168 clean,
# the sweep cut at 168 of 216 cells when the machine went back between two calls ([C40]). Run it again at HEAD, with the
# wait calls chained.
# Ran again at 12ade6b (results/evidence-h100-2026-11-25-12ade6b/): every step passed, test 783 passed, sanitize 168
# clean, the sweep whole (216 cells); dev/NOTES.md [B41].
set -u
export STEPS=env,make,test,sanitize,sweep,plot
bash dev/jobs/evidence.sh "$1"
