#!/usr/bin/env bash
# Ran at 4a30949 (results/dev-h100-2026-11-24/round24/); later commits changed the code and tables it edits or switches, so
# run it from that commit.
# The twenty-fourth round's last job (about 6 minutes; needs ab/ carried: ab/fb.cu, ab/fx.cu, ab/common.h, not in the
# tree). A helper's reading of the SASS: with the Packs as words ([B24]), normalize_pack's per-element fallback for
# weight and bias made ptxas split and re-pack the aligned loads (PRMT 0x7610 / 0x7632 / 0x5410) and load the first
# Pack's bias into the weight's registers after them, so the two loads serialize: one more round trip a row, which
# the warp instances (kernel 9 at a warp, kernel 6) cannot hide. The fix: with words, the fallback builds w and b as
# words itself. fb: the fix alone (kernels 9 and 10's block instances, as committed otherwise); fx: the fix, and
# words in the warp instances and kernel 6 too. ptxas (bf16): kernel 6<2> 56 -> 48 registers, <4> 79 -> 60, kernel
# 9's 4-Pack warp instance 64 -> 57. Predicted: fx brings bf16 4096 x 512 / 1024 (kernel 6 / kernel 9 at a warp) back
# from [B24]'s 91.6 / 93.1 to 94.5 / 97.2 or over; block instances within a point.
#   $O/raw.csv: bf16 forward, m (as committed) / fb / fx; then the fx lab's bf16 matrix of forward 6, 9, 10, 14 and
#   its sanitize.
set -u
O=$1
source dev/jobs/lib.sh
build_lab
build_program_variant ab/fb.cu fb_bf16 -DENABLE_BF16 &
build_program_variant ab/fx.cu fx_bf16 -DENABLE_BF16 &
wait
cp layernorm_forward_bf16 /tmp/v/m_bf16
stamp "built"
echo "$RAW_HEADER" > "$O/raw.csv"
time_builds "m fb fx" 6,9,14 "4096 32768" "512 768 1024" "short rows" bf16
time_builds "m fb fx" 10,14 "4096 8192" "4096 8192 12288 16384" "block rows" bf16
best_per_rung
cp ab/fx.cu layernorm_forward.cu
make -j16 layernorm_forward_bf16 > "$O/build-fx.log" 2>&1 || { stamp "fx build FAILED"; exit 1; }
LNLAB_DTYPES=bf16 check_rungs layernorm_forward 6,9,10,14 "67x1024 5x4096 130x768 37x2048 9x512 3x16384 2x1031"
stamp "done"
