#!/usr/bin/env bash
# Sixth round, first device job (dev/device_daemon.sh start dev/jobs/round6_probe.sh): build; where
# the time of the backward dispatcher goes at the shapes short of target (Nsight Compute sections
# of the main kernel and the reduction, and an Nsight Systems trace for the gap between them); then
# the full GPU matrix of backward rungs 1-5 (checked at 8 of 44 shapes since their reduction became
# a programmatic dependent launch). Writes under $1.
set -u
O=$1
t0=$(date +%s)
stamp() { echo "[$(( $(date +%s) - t0 )) s] $*"; }
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > "$O/env.txt" 2>&1
echo "commit: ${COMMIT:-unknown}" >> "$O/env.txt"
which ncu nsys >> "$O/env.txt" 2>&1
make -j16 build > "$O/build.log" 2>&1 || { stamp "build FAILED"; tail -n 30 "$O/build.log"; exit 1; }
stamp "built"
mkdir -p "$O/ncu"
profile() {   # program kernel rows cols
    ncu --section SpeedOfLight --section Occupancy --section LaunchStats --section WarpStateStats --section SchedulerStats \
        --section MemoryWorkloadAnalysis -k "regex:layernorm|dweight" --launch-skip 40 --launch-count 2 --cache-control all \
        ./$1 $2 --rows $3 --cols $4 > "$O/ncu/$1-$2-$3x$4.txt" 2>&1
}
for shape in "4096 1024" "32768 1024" "8192 4096" "32768 8192"; do
    set -- $shape
    profile layernorm_backward_bf16 11 $1 $2
    profile layernorm_backward 11 $1 $2
done
profile layernorm_forward_bf16 10 8192 1600
profile layernorm_forward_fp16 10 8192 12288
profile layernorm_forward_bf16 10 8192 65536
stamp "ncu done"
if command -v nsys >/dev/null; then
    for shape in "4096 1024" "32768 1024"; do
        set -- $shape
        nsys profile -o "$O/nsys-$1x$2" --force-overwrite true ./layernorm_backward_bf16 11 512 --rows $1 --cols $2 > /dev/null 2>&1
        nsys stats --report cuda_gpu_trace --format csv "$O/nsys-$1x$2.nsys-rep" 2>/dev/null | grep -E "layernorm|dweight|flush|copy" | tail -n 40 > "$O/trace-$1x$2.csv"
        rm -f "$O/nsys-$1x$2.nsys-rep" "$O/nsys-$1x$2.sqlite"
    done
fi
stamp "nsys done"
LNLAB_FORWARD_KERNELS=10 LNLAB_BACKWARD_KERNELS=1,2,3,4,5 LNLAB_JOBS=10 bash dev/run_tests.sh > "$O/test-1-5.log" 2>&1
stamp "matrix backward 1-5 exit $?: $(tail -n 1 "$O/test-1-5.log")"
grep -E "^  layernorm|FAIL" "$O/test-1-5.log" | head -n 20
