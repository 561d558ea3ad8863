#!/usr/bin/env bash
# The default-shape tables committed in results/: every variant of each program at its default
# shape (forward 8192 x 768, backward 8192 x 1600), fp32 and bf16, block sizes swept.
#   usage: bash scripts/default_tables.sh OUTDIR      (on a GPU machine, after `make`)
# Writes OUTDIR/forward-<gpu>-<date>.txt and OUTDIR/backward-<gpu>-<date>.txt, headed by GPU,
# date and commit (COMMIT=... overrides `git rev-parse`; "+modified" when tracked files differ from HEAD).
set -u
cd "$(dirname "$0")/.."
out=${1:-results}
mkdir -p "$out"
gpu=$(nvidia-smi --query-gpu=name --format=csv,noheader | head -n 1)
case "$gpu" in *H200*) slug=h200;; *H100*) slug=h100;; *) slug=$(echo "$gpu" | awk '{print tolower($NF)}');; esac
date=$(date -u +%Y-%m-%d)
commit=${COMMIT:-$(git rev-parse --short=12 HEAD 2>/dev/null || echo unknown)}
# HEAD with tracked files changed (the lent GPU machine's copy can carry an older .git than its files): say so
[ -z "${COMMIT:-}" ] && [ -n "$(git status --porcelain --untracked-files=no 2>/dev/null)" ] && commit="$commit+modified"
status=0
for pass in forward backward; do
    file="$out/$pass-$slug-$date.txt"
    {
        echo "# lnlab layernorm_$pass, default shape, every variant and block size"
        echo "# gpu: $gpu (driver $(nvidia-smi --query-gpu=driver_version --format=csv,noheader | head -n 1))"
        echo "# date: $date"
        echo "# commit: $commit"
        echo "# command: ./layernorm_$pass and ./layernorm_${pass}_bf16 (no arguments)"
        echo
        ./layernorm_$pass 2>&1 || status=1
        echo
        ./layernorm_${pass}_bf16 2>&1 || status=1
    } >"$file"
    echo "wrote $file"
done
exit $status
