#!/usr/bin/env bash
# Its check and timing loops since written with lib.sh's check_build_dtypes and time_rounds_in_turn (the same
# commands in the same order; the check's count line now also counts skipped rows).
# Ran in the forty-seventh round on an H100, the tree at ab06c26 with this form by hand: correct (532 ok, 0 FAIL,
# sanitize 24 clean) and 10-40 points slower at every clustered cell; round47_d.sh found why (NOTES [D47]). The form
# lives in dev/jobs/round47_stream1.patch, which the job now applies.
# The forty-seventh round's third job (one direct call, about 7 minutes held): the reduction streamed on the idle SMs.
# [B47] filled SMs 124-131 with rows and gained nothing; what the pass has beyond the copy is a fixed 8-11 us at every
# width (the dispatcher's time against rows, NOTES [C47]), of which the reduction after the main kernel is 2.8-3.7 us
# ([C38]). s: the lab built with -DBACKWARD_STREAM_REDUCE=1 (a clustered launch's reduction starts with the main
# kernel on the idle SMs and adds each partial row as its blocks publish it; layernorm_backward.cu at the switch);
# t: the tree (the switch off). First s's correctness (the combining and cluster rungs at every block size with
# --check, which validates and repeats bitwise; compute-sanitizer's four tools at three shapes), then the
# dispatcher, t against s, twice in turn.
# Predicted: +3..+6 at the clustered cells (16-bit 8192 x 1024 / 2048, 4096 x 2048 / 4096, 32768 x 512, 4096 x 4097;
# fp32 4096 x 4097, 8192 x 2048), about 2 us a pass; within a point where the launch has no clusters (bf16 8192 x 768,
# fp32 8192 x 1024).
#   bash dev/jobs/round47_c.sh OUTDIR            (STREAM_PATCH=round47_stream2.patch: the second form, round47_e.sh)
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
B=${B47C_BIN:-bin47c}
apply_job_patch ${STREAM_PATCH:-round47_stream1.patch}   # round47_e.sh: round47_stream2.patch
build_dtype_specs $B "t:" "s:-DBACKWARD_STREAM_REDUCE=1"
check_build_dtypes $B s 6,7,8,9,10,11,12,13,15 "8192x1024 4096x4096 4096x4097 32768x512 8192x2048 67x1032 4096x65536"
sanitize_binaries $B 9,11,13,15 16 "s_bf16 s_fp32" "67x1032 130x768 37x4097"
stamp "sanitized"
time_rounds_in_turn $B "t s" 15 "bf16=8192x1024 4096x2048 4096x4096 8192x2048 32768x512 4096x4097 32768x1024 8192x768 8192x4096" \
    "fp16=8192x1024 4096x4096 8192x2048 32768x512" "fp32=4096x4097 8192x2048 4096x2048 8192x1024"
tar czf "$O/files.tgz" -C "$O" check.csv timing.csv mean.txt check.txt sanitize.txt 2>/dev/null
