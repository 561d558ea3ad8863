#!/usr/bin/env bash
# Fifth round, first device job (dev/device_daemon.sh start dev/jobs/round5_develop.sh): build, a
# smoke run of the new and changed backward rungs, the GPU matrix and sanitize of every changed
# rung, then the measurements that decide the dispatcher: kernel 7/9 with 4 Packs a thread in
# 16-bit types (rows 4096-65536 columns), kernel 10 at 4097 columns, and an A/B of the reduction's
# programmatic dependent launch (the same tree built with the attribute off). Writes under $1.
set -u
O=$1
t0=$(date +%s)
stamp() { echo "[$(( $(date +%s) - t0 )) s] $*"; }
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > "$O/env.txt" 2>&1
echo "commit: ${COMMIT:-unknown}" >> "$O/env.txt"
make -j16 build > "$O/build.log" 2>&1 || { stamp "build FAILED"; tail -n 30 "$O/build.log"; exit 1; }
# the A/B build: the same tree with the reduction launched the ordinary way
rm -rf /tmp/nopdl && mkdir -p /tmp/nopdl && cp -r . /tmp/nopdl/ 2>/dev/null
sed -i 's/programmaticStreamSerializationAllowed = 1/programmaticStreamSerializationAllowed = 0/' /tmp/nopdl/layernorm_backward.cu
grep -c "programmaticStreamSerializationAllowed = 0" /tmp/nopdl/layernorm_backward.cu > "$O/nopdl-check.txt"
(cd /tmp/nopdl && make -j16 all > "$O/build-nopdl.log" 2>&1) || stamp "nopdl build FAILED"
stamp "built"
for p in layernorm_backward layernorm_backward_bf16 layernorm_backward_fp16; do
    for shape in "4096 4097" "1 1" "33 4097" "7 12289" "4096 16384" "5 30000"; do
        set -- $shape
        ./$p 7,9,10,11 --rows $1 --cols $2 --seed 11 > "$O/smoke-$p-$1x$2.txt" 2>&1; echo "exit $?" >> "$O/smoke-$p-$1x$2.txt"
        echo "$p $1x$2: $(tail -n 1 "$O/smoke-$p-$1x$2.txt") $(grep -cE ' FAIL' "$O/smoke-$p-$1x$2.txt") FAIL lines"
    done
done
stamp "smoke done"
LNLAB_FORWARD_KERNELS=10 LNLAB_BACKWARD_KERNELS=6,7,8,9,10,11 LNLAB_JOBS=10 bash dev/run_tests.sh > "$O/test.log" 2>&1
stamp "matrix 6-11 exit $?: $(tail -n 1 "$O/test.log")"
grep -E "^  layernorm|FAIL" "$O/test.log" | head -n 20
LNLAB_FORWARD_KERNELS=10 LNLAB_BACKWARD_KERNELS=1,2,3,4,5 LNLAB_JOBS=10 \
    LNLAB_SHAPES="1x1 3x31 3x767 4096x768 4096x4097 1151x8192 8192x1600 3x131071" bash dev/run_tests.sh > "$O/test-1-5.log" 2>&1
stamp "matrix 1-5 (8 shapes) exit $?: $(tail -n 1 "$O/test-1-5.log")"
grep -E "^  layernorm|FAIL" "$O/test-1-5.log" | head -n 20
LNLAB_FORWARD_KERNELS=10 LNLAB_BACKWARD_KERNELS=1,2,3,4,5,6,7,8,9,10,11 LNLAB_JOBS=16 \
    LNLAB_SANITIZE_SHAPES="67x1031 5x4100 3x40000 130x768" bash dev/sanitize.sh > "$O/sanitize.log" 2>&1
stamp "sanitize exit $?: $(grep '^sanitize:' "$O/sanitize.log")"
grep "NOT CLEAN" "$O/sanitize.log" | head
python3 scripts/sweep.py --out "$O/sweepA" --passes backward --dtypes bf16,fp16 --rungs "backward=7,9,11" \
    --rows 4096,8192,32768 --cols 4096,8192,12288,16384,32768,65536 --raw "$O/raw-wide16.csv" > "$O/sweepA.log" 2>&1
stamp "sweep A (16-bit wide) done"
python3 scripts/sweep.py --out "$O/sweepB" --passes backward --rungs "backward=5,6,10,11" \
    --rows 4096,8192,32768 --cols 4097 --raw "$O/raw-4097.csv" > "$O/sweepB.log" 2>&1
stamp "sweep B (4097) done"
python3 scripts/sweep.py --out "$O/sweepC" --passes backward --rungs "backward=11" --rows 4096,8192 \
    --cols 512,768,1024,1600,2048,4096,8192,16384 > "$O/sweepC.log" 2>&1
(cd /tmp/nopdl && python3 scripts/sweep.py --out "$O/sweepC-nopdl" --passes backward --rungs "backward=11" --rows 4096,8192 \
    --cols 512,768,1024,1600,2048,4096,8192,16384 > "$O/sweepC-nopdl.log" 2>&1)
stamp "sweep C (PDL A/B) done"
