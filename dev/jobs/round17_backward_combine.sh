#!/usr/bin/env bash
# Seventeenth round (prepared in the sixteenth), backward probe, about 1 minute: the partial row's combine, split.
# At bf16 4096 x 1024 (kernel 11, clusters of 8) a block's partial row took 3.5 us at the median and 7.7 at the
# slowest (round15/probe-backward-phases-716522c.csv), and the sixteenth round's grid switches, which evened the
# blocks' turns, did not shorten the pass (dev/NOTES.md [A16]). dev/probe_backward_cost now splits that phase in
# three (phases_cluster_wait: the block's sums into shared memory and the cluster's first barrier, i.e. waiting for
# the cluster's slowest block; phases_slice: its slice of the partial row read through distributed shared memory
# and stored; phases_release: the second barrier). Waiting dominates -> the blocks' imbalance within a cluster;
# the slice dominates -> the DSMEM reads' latency (a wider read, or fewer blocks a cluster). Runs
# round15_backward_phases.sh (same shapes). Writes under $1: probe.csv, probe.err.
set -u
# the same probe run as the fifteenth round's: its loop, whose probe now prints the three parts too
bash dev/jobs/round15_backward_phases.sh "$1"
