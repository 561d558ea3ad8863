#!/usr/bin/env bash
# Prepared in the thirty-seventh round (about 7 minutes). [C37]: the 16-bit forward at 512 columns is short
# of the copy by a rate (398 warp instructions a 1 KB row at fp16 131072 x 512, issue slots 52 % busy), and kernel 11's
# 40-register cap leaves no room to group the output loop's loads (ptxas spilled). This tries fewer instructions instead:
# round38_wb_floats.patch adds -DFORWARD11_WB_FLOATS=1 (off: every PTX entry identical to HEAD's, checked here with
# dev/ptx_against.sh before it was committed), under which kernel 11's shared copy of weight and bias holds floats,
# converted once a block, so the output loop converts only x: 55 SASS instructions a Pack where it took 69 (fp16
# kernel11<pivot, shared>, cuobjdump here), 40 registers, no spills (with the switch on only fp16's merged-moments
# instance, which the dispatcher does not launch, spills 8 bytes; nvcc -Xptxas -v here). Predicted: +1..+2 points where the ring shares
# weight and bias (16-bit 512 columns from 16385 rows, 513-1024 at 8192-16384, 1025-2048 everywhere), none elsewhere.
# 1. the patch applied to the job's copy of the tree; the dispatcher as it is (d) against wf, in turn, twice; rung 11 at
#    every block size at 32768 x 512 in both; Nsight Compute of wf at fp16 131072 x 512 (the instructions executed);
# 2. the lab rebuilt with the switch on: the GPU matrix of forward 11 and 14 in bf16 and fp16, and their sanitize.
#   $O/raw.csv, mean.txt, ncu/fwd-wf-fp16-131072x512.txt, test-wf.log, sanitize-wf.log
# Ran at 56b3d1f (round38/mean-wf-56b3d1f.txt): wf +0.5..+0.8 at 16-bit 512 columns from 32768 rows (93.0 -> 93.6-93.8,
# 131072: 94.5 -> 95.0), -5..-9 at 8192 rows x 768-2048; matrix 562 passed, 0 failed, sanitize 40 clean. Not adopted. [B38].
set -u
O=$1
source dev/jobs/lib.sh
{ patch -p1 < dev/jobs/round38_wb_floats.patch || git apply dev/jobs/round38_wb_floats.patch; } > "$O/patch.log" 2>&1 || { stamp "patch FAILED"; cat "$O/patch.log"; exit 1; }
build_lab   # every program and test (the switch off: the tree's code)
echo "$RAW_HEADER" > "$O/raw.csv"
build_variants layernorm_forward "wf:-DFORWARD11_WB_FLOATS=1"
time_builds "d wf" 14 "8192 32768 131072" "512 768 1024 1600 2048" "rep 1" "bf16 fp16"
time_builds "wf d" 14 "8192 32768" "512 768 1024 1600 2048" "rep 2" "bf16 fp16"
time_builds "d wf" 11 "32768" "512" "rung 11" "bf16 fp16"
mean_of_runs > "$O/mean.txt"
NCU_SECTIONS="--clock-control none --section ComputeWorkloadAnalysis --section InstructionStats" \
    ncu_profile fwd-wf-fp16-131072x512 /tmp/v/wf_fp16 "layernorm_forward" 14 - 131072 512   # round37_rate.sh's: 52.2 M
program_as_lab layernorm_forward wf "-DFORWARD11_WB_FLOATS=1"
LNLAB_DTYPES="bf16 fp16" LNLAB_EXTRA_SHAPES="12000x1024 16400x504 9000x520 8192x1600 16385x2048" \
    check_rungs layernorm_forward "11,14" "8192x520 16385x8 16385x512 12000x1024 37x2048" wf
stamp "done"
