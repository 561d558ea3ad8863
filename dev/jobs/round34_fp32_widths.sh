#!/usr/bin/env bash
# Thirty-fourth round, third job (about 5 minutes): where fp32 kernel 7 at 32 threads (one-warp blocks in a cluster)
# beats the rows it replaced. round34_fp32_ab.sh (bfb02af) had it +0.8..+5.5 at 516-640 and +4.2 / +0.7 / -0.2 at
# 1664, +4.4 / +2.5 / +2.0 at 1792, but -0.4 / -3.3 / -4.8 at 1604 (rows 4096 / 8192 / 32768). The dispatcher (d)
# against a copy (k12) with kernel 12 (256 threads, 2 stages) at 513-1792 and kernel 8 at 1793-2048, in turn, one run,
# at widths that are and are not multiples of 32 in 641-768 and 1601-2048 (its row ranges since the thirty-second
# round and this one). Predicted, if a row's 128-byte alignment is what 1604 lacks: d behind wherever cols is not a
# multiple of 32, ahead wherever it is.
#   $O/raw.csv, mean.txt, k12.diff
# Ran at 69dbd78 (round34/*-69dbd78.*): [B34]. Not 32 but 16: kernel 7 at 32 led where cols is a multiple of 16 and
# trailed at 641-768 and 1793-2048 where it is not; the table took that rule (4de0fe4).
# (Its builds written with lib.sh's start_*_job and build_copy_fp32 after it ran: the same builds.)
set -u
O=$1
source dev/jobs/lib.sh
start_timing_job layernorm_backward
build_copy_fp32 k12 's/{640, 0, 7, 32, 0, 3}/{640, 0, 12, 256, 0, 2}/; s/{768, 0, 7, 32, 0, 0}/{768, 0, 12, 256, 0, 2}/; s/{1792, 0, 7, 32, 0, 0}/{1792, 0, 12, 256, 0, 2}/; s/{2048, 8192, 7, 32, 0, 0}/{2048, 8192, 8, 256, 0, 0}/'
time_builds "d k12" 14 "4096 8192 32768" "644 700 704 764 1604 1616 1632 1636 1652 1680 1700 1728 1748 1764 1780 1796 1824 1860 1940 2044" "widths" fp32
mean_of_runs > "$O/mean.txt"
stamp "done"
