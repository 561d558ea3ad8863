#!/usr/bin/env bash
# The sixty-ninth round (dev/NOTES.md [A69]): the backward dispatcher takes its table at run time by the DRAM's peak rate
# (the H100's table below 4400 GB/s, the H200's from there), where the H200's was built in on every GPU before.
#   export COMMIT=<literal sha>; bash dev/device_daemon.sh start dev/jobs/round69.sh 570   (then wait 300)
# First each dtype's GPU line (the DRAM rate the table is taken by). Then, on an H200: round69_odd.sh (the odd widths'
# map, about 8-9 minutes; the H200 takes the same table as before, which the GPU line shows). On any other GPU (the
# H100, 3352 GB/s: the H100's table, now taken by the tree): backward_table_ab.sh with BASE=picks200, that is the GPU
# matrix of backward 15 in every dtype and compute-sanitizer (the tree as it runs here), then the H200's table (h, the
# tree before) in turn with the tree (t), two rounds, at the target cells where the two tables pick differently
# (fp32 19, bf16 25; fp16 takes bf16's tables): about 11-12 minutes. Into $O (test.log, sanitize.log, timing.csv,
# mean.txt, deltas.txt) or $O/odd.
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
make_backward
stamp_gpu_lines
case "$(nvidia-smi --query-gpu=name --format=csv,noheader | head -n 1)" in
    *H200*) bash dev/jobs/round69_odd.sh "$O/odd"; stamp "round69_odd exit $?"; exit 0;;
esac
export BASE=picks200
export TURN="fp32=4096x1024 4096x4096 4096x8192 4096x32768 4096x65536 8192x768 8192x1024 8192x2048 8192x4096 \
8192x8192 8192x32768 8192x65536 32768x768 32768x1024 32768x2048 32768x4096 32768x8192 32768x32768 32768x65536;\
bf16=4096x1600 4096x2048 4096x4096 4096x8192 4096x12288 4096x16384 4096x32768 8192x1024 8192x1600 8192x2048 \
8192x4096 8192x8192 8192x12288 8192x16384 8192x32768 32768x512 32768x768 32768x1024 32768x1600 32768x2048 32768x4096 \
32768x8192 32768x12288 32768x16384 32768x32768"
bash dev/jobs/backward_table_ab.sh "$O"
