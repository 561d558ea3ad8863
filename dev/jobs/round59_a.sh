#!/usr/bin/env bash
# Prepared in the fifty-eighth round (not run there: the session's device time ran out), for the next (about 6
# minutes, through the daemon):
#   export COMMIT=<literal sha>; bash dev/device_daemon.sh start dev/jobs/round59_a.sh 420
# [D58]: writing the edges first (finish_row) took local memory out of kernel 10's shifting 2-Pack instance and fp16's
# 4097 cells rose 2-3 points; bf16 runs those rows on kernel 9 ([B58]: then 1 point ahead of kernel 10, whose instance
# had 8 bytes of local memory), and lost 0.2-0.7 with the edges first in kernel 9. Builds (16-bit; the dispatcher):
#   t   the tree
#   k   -DFORWARD15_HEAD_TWO_PACKS_KERNEL9=0: bf16's head rows on kernel 10 as fp16's (fp16's k is t again: a noise gauge)
#   e   -DFORWARD_EDGES_FIRST=2: kernel 9's shifting instances write their edges last again (2b12ddd's kernel 9 PTX)
#   ke  both
#   w   round59_a_shift_words.patch, -DFORWARD_EXP_SHIFT_WORDS=1: 4 copies of the normalize (one for each whole-word
#       shift) where the tree has 7, the odd half word a funnel shift by 0 or 16 bits at run time (local ptxas: no
#       spill in any shifting instance, fp16's kernel 9 2-Pack one 36 -> 32 registers; dev/test_forward_reference's
#       shift_packs check passes with it on the host)
#   kw  k and w
# (the patch is applied after t is made; with its switch at 0 the PTX is the tree's, dev/ptx_against.sh 64 of 64)
# timed in turn, twice, at the head cells; then Nsight Compute of the tree's bf16 and fp16 4096 x 4097 launch (what is
# left of [G57]'s 27 % more instructions than 4096 columns).
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
D=bin59a; mkdir -p $D
start_forward_builds $D t "bf16 fp16"
forward_variant $D k bf16 "-DFORWARD15_HEAD_TWO_PACKS_KERNEL9=0" &
for d in bf16 fp16; do
    forward_variant $D e $d "-DFORWARD_EDGES_FIRST=2" &
done
forward_variant $D ke bf16 "-DFORWARD15_HEAD_TWO_PACKS_KERNEL9=0 -DFORWARD_EDGES_FIRST=2" &
wait
apply_job_patch round59_a_shift_words.patch
for d in bf16 fp16; do
    forward_variant $D w $d "-DFORWARD_EXP_SHIFT_WORDS=1" &
done
forward_variant $D kw bf16 "-DFORWARD_EXP_SHIFT_WORDS=1 -DFORWARD15_HEAD_TWO_PACKS_KERNEL9=0" &
wait
cp $D/t_fp16 $D/k_fp16; cp $D/e_fp16 $D/ke_fp16; cp $D/w_fp16 $D/kw_fp16
stamp "built: $(ls $D | tr '\n' ' ')"
check_build_dtypes $D k 15 "4096x4097 300x4097 37x3001" "bf16" > /dev/null
check_build_dtypes $D e 9,15 "4096x4097 300x4097 37x3001 17x8191" "bf16 fp16" > /dev/null
check_build_dtypes $D w 9,10,15 "4096x4097 300x4097 37x3001 17x8191 5x4103" "bf16 fp16" > /dev/null
cat "$O/check.txt"
time_rounds_in_turn $D "t k e ke w kw" 15 "bf16=4096x4097 8192x4097 32768x4097 32768x3001 32768x12289" \
    "fp16=4096x4097 8192x4097 32768x4097 32768x3001 32768x12289" > /dev/null
cat "$O/mean.txt"
for d in bf16 fp16; do
    NCU_SECTIONS="--clock-control none --section SourceCounters --section InstructionStats" \
        ncu_profile $d-4096x4097 layernorm_forward_$d layernorm_forward 15 - 4096 4097
done
stamp "done"
