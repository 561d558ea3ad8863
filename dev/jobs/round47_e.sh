#!/usr/bin/env bash
# Ran in the forty-seventh round on an H100, the tree at ab06c26 with this form by hand: correct (532 ok, 0 FAIL,
# sanitize 24 clean) and 2-12 points slower at every clustered cell (and fp32 8192 x 1024 -3.6, not explained:
# NOTES [D47]). Not adopted; the form lives in dev/jobs/round47_stream2.patch, which the job now applies.
# The forty-seventh round's fifth job (one direct call, about 7 minutes held): round47_c.sh again, with the streamed
# reduction's second form (dev/jobs/round47_stream2.patch: a warp per partial row, whose 32
# lanes poll one word alone on its 128-byte line; round47_c.sh's form, whose lanes polled 32 words on two lines, made
# the pass 7-11 us longer after an unchanged main kernel).
# The first form's notes:
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
#   bash dev/jobs/round47_e.sh OUTDIR
set -u
STREAM_PATCH=round47_stream2.patch B47C_BIN=bin47e exec bash dev/jobs/round47_c.sh "$@"
