#!/usr/bin/env bash
# The seventy-first round's one start (dev/NOTES.md [A70], [B70] Next 1 and 2), on an H100; about 10-11 minutes through
# the daemon. Before the call, here (f9c1247's forward beside its common.h, an ignored folder the call carries):
#   mkdir -p ab && git show f9c1247:layernorm_forward.cu > ab/prev_forward.cu && git show f9c1247:common.h > ab/common.h
#   export COMMIT=<literal sha>; bash dev/device_daemon.sh start dev/jobs/round71.sh 570   (carry ["ab"]; then wait)
# On an H200 it stops after the GPU line: both questions are the H100's.
# fwd/: the forward at f9c1247 (p: the H100's last forward evidence before d8d8e0a) and the tree (t) in turn, two
#   rounds, at the target cells where d8d8e0a's sweep moved by more than a point against f9c1247's, or fell short of 95 %:
#   do the forward's rules of rounds 59-62, fitted on the H200 and built in on every GPU, cost the H100 (fp32 32768 x
#   1600: 101.3 -> 97.2, [D60]'s row; 16-bit x 16384, FORWARD15_FULL_BLOCK's 16-bit half; 16-bit 8192 x 1024)?
#   Into fwd/timing.csv, fwd/mean.txt, fwd/deltas.txt (p -> t).
# bwd/: backward_table_ab.sh with BASE=patch PATCH=round71_h100.patch MATRIX=0 (the turn alone, no matrix): [B70]'s
#   candidate rows of the H100's table (fp32 6145-12288 columns below 8192 rows on kernel 7 at 256 with 4 stages; 16-bit
#   32769+ columns on kernel 7 at 512) in turn with the tree's table, two rounds, with 8192 x 8192 fp32 (unchanged
#   launch) as the control. Into bwd/mean.txt, bwd/deltas.txt (h: the tree -> t: the candidate).
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
stamp "GPU: $(nvidia-smi --query-gpu=name --format=csv,noheader | head -n 1)"
only_on_gpu H100
if [ -f ab/prev_forward.cu ] && [ -f ab/common.h ]; then
    mkdir -p "$O/fwd"
    (
        O=$O/fwd; D=bin71f; mkdir -p $D
        for d in fp32 bf16 fp16; do
            program_variant $D p $d "" ab/prev_forward.cu &
            program_variant $D t $d "" layernorm_forward.cu &
        done
        wait
        stamp "forward builds: $(ls $D | tr '\n' ' ')"
        time_rounds_in_turn $D "p t" 15 \
            "fp32=32768x1600 8192x1600 4096x1600 4096x4096 4096x4097 4096x65536" \
            "bf16=4096x1024 8192x1024 4096x16384 32768x16384 4096x4097 4096x65536" \
            "fp16=4096x1024 8192x1024 4096x16384 32768x16384 4096x4097 8192x4097" > /dev/null
        deltas_of_mean p t > "$O/deltas.txt"; cat "$O/deltas.txt"
    )
    stamp "fwd done"
else
    stamp "no ab/prev_forward.cu and ab/common.h (carry [\"ab\"]): fwd not run"
fi
run_part bwd dev/jobs/backward_table_ab.sh BASE=patch PATCH=round71_h100.patch MATRIX=0 COMMIT="${COMMIT:-unknown}" \
    TURN="fp32=4096x7168 4096x8192 4096x10240 4096x12288 8192x8192;bf16=4096x40960 4096x65536 8192x65536;fp16=4096x40960 4096x65536 8192x65536"
stamp "done"
