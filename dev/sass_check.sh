#!/usr/bin/env bash
# make sass: the forward register rungs' SASS, read by dev/sass_load_order.py (needs cuobjdump, which comes with
# the CUDA Toolkit's full install; no GPU). In every instance of kernels 6, 9 and 10 (those the dispatcher
# launches), 13 (its register Packs; its shared-memory ones are cp.async copies) and 14, every 16-byte load of a row
# must be issued before any use, and no local memory. Kernel 7's instances are listed too, not judged: its bf16
# 4-Pack block instances spill a few bytes (the comment above MAX_PACKS_PER_THREAD). Exits non-zero if a judged
# instance fails.
# Arguments: the programs to read (default: the three forward builds); dev/run_tests.sh passes one at a time.
set -u
cd "$(dirname "$0")/.."
command -v cuobjdump > /dev/null || { echo "cuobjdump not found: make sass needs it"; exit 1; }
status=0
listing=$(mktemp)
programs=("$@")
[ $# = 0 ] && programs=(layernorm_forward layernorm_forward_bf16 layernorm_forward_fp16)
for program in "${programs[@]}"; do
    cuobjdump -sass "./$program" > "$listing" || { echo "cuobjdump failed on $program"; status=1; continue; }
    report=$(python3 dev/sass_load_order.py "$listing" 'layernorm_forward_kernel(6|9|10|13|14)I') || status=1
    echo "$program, kernels 6, 9, 10, 13, 14: $(tail -n 1 <<< "$report")"
    grep -v "^ok" <<< "$report" | sed '$d'
    echo "$program, kernel 7 (not judged): $(python3 dev/sass_load_order.py "$listing" 'layernorm_forward_kernel7I' | grep -v '^ok' | sed 's/^/  /' | tr '\n' ' ')"
done
rm -f "$listing"
exit $status
