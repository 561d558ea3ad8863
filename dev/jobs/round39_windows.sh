#!/usr/bin/env bash
# Prepared in the thirty-ninth round (about 9 minutes). round39_ceiling.sh found the slow ceilings single
# measurements, not processes: in 5 of 858 the copy kernel's median (one window of 50-200 repetitions) ran 20-70 %
# slow and the ceiling fell back to cudaMemcpyAsync's, 20 % slower than the copy kernel at these sizes; the next
# measurement in the same process was normal. common.h now keeps the fastest of TIMING_WINDOWS (2) windows' medians,
# and of CEILING_WINDOWS (3) for the ceiling. Here:
# 1. make build (the lab with the new timer);
# 2. dev/probe_ceiling with 1 window (the harness before) and 3 (the ceiling now), processes in turn, 60 of each at
#    25.2 MB and 39.4 MB (bf16 backward 8192 x 512 and 4096 x 1600), 6 measurements a process;
# 3. the lab in its timing mode with the new timer: every rung of both passes, bf16 8192 x 768 (the rows and the
#    time the run took), and the dispatchers at 4 shapes in every dtype, five processes each (their spread);
# 4. the GPU matrix of both dispatchers (kernel 14) in every dtype: the harness rebuilt, no kernel changed.
#   $O/ceiling.csv, probe.txt, lab-*.txt, dispatchers.csv, test.log
set -u
O=$1
source dev/jobs/lib.sh
build_lab
stamp "built"
echo "bytes,process,measurement,idle_ms,windows,memcpy_ms,kernel_ms,ms" > "$O/ceiling.csv"
process=0
for bytes in 25234432 39363968; do
    for p in $(seq 60); do
        for w in 1 3; do
            process=$((process + 1))
            dev/probe_ceiling $bytes 6 0 $w | tail -n +2 | sed "s/^/$bytes,$process,/" >> "$O/ceiling.csv"
        done
    done
    stamp "bytes $bytes"
done
python3 - "$O/ceiling.csv" <<'PY' | tee "$O/probe.txt"
import csv, statistics, sys
rows = list(csv.DictReader(open(sys.argv[1])))
for b in sorted({r["bytes"] for r in rows}, key=int):
    for w in ("1", "3"):
        sel = [r for r in rows if r["bytes"] == b and r["windows"] == w]
        med = statistics.median(float(r["ms"]) for r in sel)
        slow = [r for r in sel if float(r["ms"]) > 1.05 * med]
        print(f"bytes {b}, windows {w}: median {med*1000:.2f} us over {len(sel)} measurements; slower by >5 %: {len(slow)}"
              + "".join(f' {float(r["ms"])*1000:.1f}' for r in slow) + f"; fastest {min(float(r['ms']) for r in sel)*1000:.2f}")
PY
for p in layernorm_forward_bf16 layernorm_backward_bf16; do
    s=$(date +%s%N)
    ./$p --rows 8192 --cols 768 > "$O/lab-$p.txt" 2>&1; code=$?
    echo "exit $code, $(( ($(date +%s%N) - s) / 1000000 )) ms" >> "$O/lab-$p.txt"
    stamp "$p every rung: $(tail -n 2 "$O/lab-$p.txt" | tr '\n' ' ')"
done
echo "$RAW_HEADER" | sed 's/^variant/process/' > "$O/dispatchers.csv"
for shape in 4096x1024 8192x512 8192x1600 32768x4096; do
    for p in layernorm_forward layernorm_forward_bf16 layernorm_forward_fp16 layernorm_backward layernorm_backward_bf16 layernorm_backward_fp16; do
        for i in 1 2 3 4 5; do
            ./$p 14 --rows ${shape%x*} --cols ${shape#*x} --csv 2>&1 | tail -n +2 | sed "s/^/$p#$i,/" >> "$O/dispatchers.csv"
        done
    done
done
stamp "dispatchers timed"
env LNLAB_FORWARD_KERNELS=14 LNLAB_BACKWARD_KERNELS=14 LNLAB_JOBS=14 bash dev/run_tests.sh > "$O/test.log" 2>&1
stamp "matrix of both dispatchers exit $?: $(tail -n 1 "$O/test.log")"
grep FAIL "$O/test.log" | head
stamp "done"
