#!/usr/bin/env bash
# Fourteenth round, last job (dev/device_daemon.sh start dev/jobs/round14_final.sh), about 11 minutes: the
# committed form of round14_first.sh's two wins, checked and measured.
#   1. A/B: backward dispatcher 14 (kernel 9 picks combine in clusters of 2) against the same build with
#      -DBACKWARD14_COMBINE9=8 (build o), bf16 and fp16 (fp16 was not in round14_combine.sh), rows 4096 and
#      8192 x 12288 and 16384 columns; the forward dispatcher at odd widths (fp16 now starts unaligned rows
#      at 128 threads), bf16 and fp16;
#   2. the evidence command (scripts/evidence.sh): the GPU matrix and sanitize of forward 13 and backward 14
#      (the forward's kernels 6-10 are PTX-identical to round14_first.sh's switched build, which passed the
#      matrix of forward 6-10 and 13, sanitize and make sass), and the forward dispatcher's speed sweep over
#      the target shapes with its targets.
# Writes under $1: raw.csv and evidence/.
set -u
O=$1
source dev/jobs/lib.sh
build_lab
for d in bf16 fp16; do build_variant o_$d "$(dtype_flag $d)" -DBACKWARD14_COMBINE9=8 & done
wait
keep_builds layernorm_backward d
keep_builds layernorm_forward f
stamp "built"
echo "$RAW_HEADER" > "$O/raw.csv"
for d in bf16 fp16; do
    for rows in 4096 8192; do
        for cols in 12288 16384; do for v in d o; do run_variant ${v}_$d 14 $rows $cols 7; done; done
    done
    for shape in 4096x4097 8192x4097 32768x4097 4096x2049 4096x8191 4096x1031; do
        run_variant f_$d 13 ${shape%x*} ${shape#*x} 7
    done
done
stamp "timed"
best_per_rung
export LNLAB_FORWARD_KERNELS=13 LNLAB_BACKWARD_KERNELS=14 LNLAB_JOBS=14
export LNLAB_SANITIZE_SHAPES="67x1031 5x4097 3x40000 130x768 37x2049 1x65537 9000x63 67x12288 5x16384"
export STEPS=env,make,test,sanitize,sweep SWEEP_ARGS="--passes forward --rungs forward=13" LAB_KERNELS=last
bash scripts/evidence.sh "$O/evidence"
stamp "evidence done"
cat "$O/evidence/summary.txt"
tail -n 3 "$O/evidence/test.log"; grep "^sanitize:" "$O/evidence/sanitize.log"; cat "$O/evidence/targets.txt" 2>/dev/null | head -20
