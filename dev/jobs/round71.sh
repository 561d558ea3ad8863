#!/usr/bin/env bash
# The seventy-first round's one start (dev/NOTES.md [A70], [B70] Next), on an H100; about 19-20 minutes through the
# daemon (start 570, wait 570, then a short wait). Before the call, here (f9c1247's forward beside its common.h, in an
# ignored folder that the call carries):
#   mkdir -p ab && git show f9c1247:layernorm_forward.cu > ab/prev_forward.cu && git show f9c1247:common.h > ab/common.h
#   export COMMIT=<literal sha>; bash dev/device_daemon.sh start dev/jobs/round71.sh 570   (carry ["ab"]; then wait)
# On an H200 it stops after the GPU line: its questions are the H100's. Three parts, in the order they run (PARTS="fwd
# odd bwd", the default, or fewer where less device time is left; about 5, 8-9 and 5 minutes):
# fwd/: the forward at f9c1247 (prev: the H100's last forward evidence before d8d8e0a) and the tree (t) in turn, two
#   rounds, at the target cells where d8d8e0a's sweep moved by more than a point against f9c1247's, or fell short of 95 %:
#   do the forward's rules of rounds 59-62, fitted on the H200 and built in on every GPU, cost the H100 (fp32 32768 x
#   1600: 101.3 -> 97.2, [D60]'s row; 16-bit x 16384, FORWARD15_FULL_BLOCK's 16-bit half; 16-bit 8192 x 1024)?
#   Into fwd/timing.csv, fwd/mean.txt, fwd/deltas.txt (prev -> t).
# odd/: round69_odd.sh with ONLY_ON=H100 ([B68]'s map of the 16-bit odd path, written for the H200, never run on an
#   H100): rung 13 at 3 / 4 stages, at 2 / 4 Packs a thread, with uncapped registers, and the dispatcher's odd path at 2
#   stages, against the tree at 4096 / 8192 / 32768 x 4097 and two more odd widths; Nsight Compute of the odd and the
#   aligned one-Pack blocks; the aligned bound at the same bytes. The 16-bit 4097 cells at 4096-8192 rows are the
#   backward's furthest from the line (64.5-77.3 % at d8d8e0a).
# bwd/: backward_table_ab.sh with BASE=patch PATCH=round71_h100.patch MATRIX=0 (the turn alone, no matrix): [B70]'s
#   candidate rows of the H100's table (fp32 6145-12288 columns below 8192 rows on kernel 7 at 256 with 4 stages; 16-bit
#   32769+ columns on kernel 7 at 512) in turn with the tree's table, two rounds, with 8192 x 8192 fp32 (an unchanged
#   launch) as the control. Into bwd/mean.txt, bwd/deltas.txt (h: the tree -> t: the candidate).
# peers/ (not in the default PARTS; about 8 minutes): the evidence command with STEPS=env,make,peers,plot, PyTorch and
#   the Triton tutorial beside today's dispatchers; the README's peer tables are b204d9b's (2026-11-27).
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
only_on_gpu H100
PARTS=${PARTS:-fwd odd bwd}
forward_turn() {   # fwd/: f9c1247's forward (ab/) and the tree's in turn, two rounds
    [ -f ab/prev_forward.cu ] && [ -f ab/common.h ] || { stamp "no ab/prev_forward.cu and ab/common.h (carry [\"ab\"]): fwd not run"; return; }
    local O=$O/fwd D=bin71f
    mkdir -p "$O"
    prev_and_tree_forward_builds $D "fp32 bf16 fp16" ab/prev_forward.cu
    time_rounds_in_turn $D "prev t" 15 \
        "fp32=32768x1600 8192x1600 4096x1600 4096x4096 4096x4097 4096x65536" \
        "bf16=4096x1024 8192x1024 4096x16384 32768x16384 4096x4097 4096x65536" \
        "fp16=4096x1024 8192x1024 4096x16384 32768x16384 4096x4097 8192x4097" > /dev/null
    deltas_of_mean prev t > "$O/deltas.txt"; cat "$O/deltas.txt"
}
case " $PARTS " in *" fwd "*) forward_turn; stamp "fwd done";; esac
case " $PARTS " in *" odd "*) run_part odd dev/jobs/round69_odd.sh ONLY_ON=H100 COMMIT="${COMMIT:-unknown}";; esac
case " $PARTS " in *" bwd "*) run_part bwd dev/jobs/backward_table_ab.sh BASE=patch PATCH=round71_h100.patch MATRIX=0 \
    COMMIT="${COMMIT:-unknown}" \
    TURN="fp32=4096x7168 4096x8192 4096x10240 4096x12288 8192x8192;bf16=4096x40960 4096x65536 8192x65536;fp16=4096x40960 4096x65536 8192x65536";;
esac
case " $PARTS " in *" peers "*) run_part peers dev/jobs/evidence.sh STEPS=env,make,peers,plot COMMIT="${COMMIT:-unknown}";; esac
stamp "done"
