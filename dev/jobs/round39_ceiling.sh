#!/usr/bin/env bash
# Prepared in the thirty-ninth round (about 3 minutes). Is a slow ceiling (15-23 % slower in 7 processes of the
# results/dev-h100 folders, each printing every rung that much too close to the copy) a property of the process or of
# one measurement? dev/probe_ceiling measures the harness's ceiling several times in one process, each with buffers of
# its own. At the bytes of the cells where it happened (bf16 backward 8192 x 512: 25.2 MB; bf16 backward 4096 x 1600:
# 39.4 MB) and a large one (bf16 backward 32768 x 1024: 201 MB): 40 processes of 6 measurements with no idle, then
# 10 processes of 4 with 300 ms idle before each measurement; and a process of 6 right after a 5 s idle.
#   $O/ceiling.csv (bytes, process, measurement, idle_ms, memcpy_ms, kernel_ms, ms)
set -u
O=$1
source dev/jobs/lib.sh
make dev/probe_ceiling > "$O/build.log" 2>&1 || { stamp "build FAILED"; cat "$O/build.log"; exit 1; }
echo "bytes,process,measurement,idle_ms,memcpy_ms,kernel_ms,ms" > "$O/ceiling.csv"
process=0
for bytes in 25234432 39363968 201594880; do
    for p in $(seq 40); do
        process=$((process + 1))
        dev/probe_ceiling $bytes 6 0 | tail -n +2 | sed "s/^/$bytes,$process,/" >> "$O/ceiling.csv"
    done
    for p in $(seq 10); do
        process=$((process + 1))
        dev/probe_ceiling $bytes 4 300 | tail -n +2 | sed "s/^/$bytes,$process,/" >> "$O/ceiling.csv"
    done
    sleep 5
    process=$((process + 1))
    dev/probe_ceiling $bytes 6 0 | tail -n +2 | sed "s/^/$bytes,$process,/" >> "$O/ceiling.csv"
    stamp "bytes $bytes"
done
awk -F, 'NR > 1 { n[$1]++; s[$1] = s[$1] " " $7 } END { for (b in n) print b, n[b] " measurements" }' "$O/ceiling.csv"
python3 - "$O/ceiling.csv" <<'PY'
import csv, statistics, sys
rows = list(csv.DictReader(open(sys.argv[1])))
for b in sorted({r["bytes"] for r in rows}, key=int):
    sel = [r for r in rows if r["bytes"] == b]
    med = statistics.median(float(r["ms"]) for r in sel)
    slow = [r for r in sel if float(r["ms"]) > 1.05 * med]
    procs = {r["process"] for r in slow}
    print(f"bytes {b}: median {med*1000:.2f} us over {len(sel)}; slower by >5 %: {len(slow)} measurements in {len(procs)} processes")
    for p in sorted(procs, key=int):
        print("  process", p, " ".join(f'{float(r["ms"])*1000:.1f}({float(r["memcpy_ms"])*1000:.1f}/{float(r["kernel_ms"])*1000:.1f},{r["idle_ms"]})' for r in sel if r["process"] == p))
PY
stamp "done"
