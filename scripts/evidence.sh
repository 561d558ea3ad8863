#!/usr/bin/env bash
# evidence.sh: one command on the GPU machine that builds, tests and measures, with everything
# written under one folder.
#
#   bash scripts/evidence.sh [OUTDIR]        (default results/evidence-<date>-<time>)
#
# Steps (each runs even when an earlier one failed; the failures are listed at the end and the
# exit status is 1 if any step failed):
#   env        GPU, driver, nvcc, python, torch, triton versions, commit, git status -> env.txt
#   make       make -j                                     -> make.log
#   test       make test                                   -> test.log
#   sanitize   make sanitize                               -> sanitize.log
#   sweep      python3 scripts/sweep.py --out OUTDIR       -> sweep.log, speed-*.csv (skipped if absent),
#              then python3 scripts/targets.py on that CSV  -> targets.txt (issue 5's targets, the README's tables)
#   peers      python3 scripts/bench_peers.py --out OUTDIR/peers --lab-kernels "$LAB_KERNELS"
#                                                          -> peers.log, peers/*.csv
#   plot       python3 scripts/plot_results.py OUTDIR/speed-*.csv OUTDIR/peers -> plot.log, *.png, peers/*.png
#
# Environment: STEPS (a subset of the steps, see below), LAB_KERNELS (default "5-,last": rungs 5 and up plus each program's last, to keep
# bench_peers.py near 6 minutes on an H100; "all" for every rung), PEERS_ARGS (extra arguments to
# bench_peers.py, e.g. "--quick"), SWEEP_ARGS (extra arguments to sweep.py, e.g. "--rungs
# forward=15;backward=15" for the dispatchers only), PYTHON (default python3), COMMIT (the commit to
# record where the tree has no .git). LNLAB_FORWARD_KERNELS / LNLAB_BACKWARD_KERNELS / LNLAB_JOBS
# reach `make test` and `make sanitize` (they limit the GPU matrix and sanitize to some rungs); env.txt
# records them.
#
# On a machine that allows ~10 minutes a command (the lent GPU), run the whole command as one
# background job that outlives the calls: dev/device_daemon.sh start dev/jobs/evidence.sh.
set -u -o pipefail

OUTDIR=${1:-}
if [ -n "$OUTDIR" ] && [ "${OUTDIR#/}" = "$OUTDIR" ]; then OUTDIR="$PWD/$OUTDIR"; fi   # relative to the caller
cd "$(dirname "$0")/.." || exit 1
OUTDIR=${OUTDIR:-results/evidence-$(date +%Y%m%d-%H%M%S)}
LAB_KERNELS=${LAB_KERNELS:-5-,last}
PEERS_ARGS=${PEERS_ARGS:-}
PYTHON=${PYTHON:-python3}
# STEPS: a comma-separated subset of env,make,test,sanitize,sweep,peers,plot (default: all). The whole
# run takes ~30 minutes on an H100 (dev/jobs/evidence.sh's scope, the dispatchers only: 26 minutes on an H200, of which
# the sweep 13.5 and the peers 6); where one command may run 10 minutes at most, run it in pieces
# into the same OUTDIR, e.g. STEPS=env,make,test then STEPS=make,sanitize then STEPS=make,peers,plot.
STEPS=${STEPS:-}
export PYTHONUNBUFFERED=1
mkdir -p "$OUTDIR"
SUMMARY="$OUTDIR/summary.txt"
GPU_NAME=$(nvidia-smi --query-gpu=name --format=csv,noheader 2>/dev/null | head -n 1)
# The commit every file is headed with: COMMIT if given, else HEAD, marked "+modified" when tracked files differ
# from it (the lent GPU machine's copy of the tree can carry an older .git than the files it runs).
if [ -z "${COMMIT:-}" ]; then
    COMMIT=$(git rev-parse HEAD 2>/dev/null || echo unknown)
    [ -n "$(git status --porcelain --untracked-files=no 2>/dev/null)" ] && COMMIT="$COMMIT+modified"
fi
export COMMIT
RUN_COMMIT=$COMMIT
[ -z "$STEPS" ] && : > "$SUMMARY"   # pieces of one run (STEPS) add to the same summary
echo "# evidence on ${GPU_NAME:-no GPU found}, $(date -u '+%Y-%m-%d %H:%M UTC'), commit $RUN_COMMIT, STEPS=${STEPS:-all}" >> "$SUMMARY"

failed=()
skipped=()

# step NAME FUNCTION: runs FUNCTION, records success or failure with its exit status and time.
step() {
    local name=$1 fn=$2 start rc
    if [ -n "$STEPS" ] && [[ ",$STEPS," != *",$name,"* ]]; then
        echo "=== [$name] not in STEPS=$STEPS: not run" | tee -a "$SUMMARY"
        skipped+=("$name (not in STEPS)")
        return
    fi
    start=$(date +%s)
    echo "=== [$name] start $(date '+%H:%M:%S')"
    "$fn"
    rc=$?
    local took=$(( $(date +%s) - start ))
    if [ "$rc" -eq 0 ]; then
        echo "=== [$name] ok (${took}s)" | tee -a "$SUMMARY"
    else
        echo "=== [$name] FAILED with exit status $rc (${took}s)" | tee -a "$SUMMARY"
        failed+=("$name")
    fi
}

do_env() {
    {
        echo "# gpu: ${GPU_NAME:-no GPU found}, commit: $RUN_COMMIT"
        echo "date: $(date -u '+%Y-%m-%d %H:%M:%S UTC')"
        echo "host: $(hostname)"
        echo "commit: $COMMIT"
        echo "scope: STEPS=${STEPS:-all} LAB_KERNELS=$LAB_KERNELS SWEEP_ARGS=${SWEEP_ARGS:-} PEERS_ARGS=$PEERS_ARGS LNLAB_FORWARD_KERNELS=${LNLAB_FORWARD_KERNELS:-all} LNLAB_BACKWARD_KERNELS=${LNLAB_BACKWARD_KERNELS:-all}"
        echo "--- git status --short"
        git status --short 2>/dev/null
        echo "--- nvidia-smi"
        nvidia-smi 2>&1
        echo "--- nvcc --version"
        nvcc --version 2>&1
        echo "--- python"
        "$PYTHON" - <<'EOF' 2>&1
import sys
print("python", sys.version.split()[0])
for name in ("torch", "triton", "matplotlib", "numpy"):
    try:
        module = __import__(name)
        print(name, getattr(module, "__version__", "?"))
    except Exception as error:
        print(name, "not importable:", error)
try:
    import torch
    print("torch.cuda", torch.version.cuda, "device", torch.cuda.get_device_name() if torch.cuda.is_available() else "none")
except Exception:
    pass
EOF
    } > "$OUTDIR/env.txt" 2>&1
    head -n 3 "$OUTDIR/env.txt"
}
do_make()     { make -j 2>&1 | tee "$OUTDIR/make.log"; }
do_test()     { make test 2>&1 | tee "$OUTDIR/test.log"; }
do_sanitize() { make sanitize 2>&1 | tee "$OUTDIR/sanitize.log"; }
do_sweep() {
    if [ ! -f scripts/sweep.py ]; then
        echo "scripts/sweep.py not found: sweep skipped" | tee "$OUTDIR/sweep.log"
        skipped+=("sweep (scripts/sweep.py not found)")
        return 0
    fi
    # shellcheck disable=SC2086  # SWEEP_ARGS is split on purpose
    "$PYTHON" scripts/sweep.py --out "$OUTDIR" ${SWEEP_ARGS:-} 2>&1 | tee "$OUTDIR/sweep.log"
    local rc=$?
    for speed in "$OUTDIR"/speed-*.csv; do
        [ -f "$speed" ] && "$PYTHON" scripts/targets.py "$speed" > "$OUTDIR/targets.txt" 2>&1
    done
    return $rc
}
do_peers() {
    # shellcheck disable=SC2086  # PEERS_ARGS is split on purpose
    "$PYTHON" scripts/bench_peers.py --out "$OUTDIR/peers" --lab-kernels "$LAB_KERNELS" $PEERS_ARGS 2>&1 \
        | tee "$OUTDIR/peers.log"
}
do_plot() { "$PYTHON" scripts/plot_results.py "$OUTDIR"/speed-*.csv "$OUTDIR/peers" 2>&1 | tee "$OUTDIR/plot.log"; }

echo "evidence: writing to $OUTDIR"
step env do_env
step make do_make
step test do_test
step sanitize do_sanitize
step sweep do_sweep
step peers do_peers
step plot do_plot

echo
for s in "${skipped[@]+"${skipped[@]}"}"; do echo "skipped: $s" | tee -a "$SUMMARY"; done
if [ "${#failed[@]}" -gt 0 ]; then
    echo "evidence: FAILED steps: ${failed[*]} (logs in $OUTDIR)" | tee -a "$SUMMARY"
    exit 1
fi
echo "evidence: all steps passed; everything is in $OUTDIR" | tee -a "$SUMMARY"
