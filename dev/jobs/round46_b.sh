#!/usr/bin/env bash
# Its timing loops since written with lib.sh's time_in_turn (the same commands in the same order, by a dry run).
# Ran in the forty-sixth round (its timing loops since written with lib.sh's time_in_turn: the same commands in the same order) on an H100 ([B46]), on the tree of bf0ec46 except kernel 14 in its one-call form with
# the order an argument and the bound at half of L2: dispatcher new cells +6.5..+17, but fp32 -1.3..-2.0 where the
# launch was unchanged (80 registers, not 72); the groups ahead already at 24 MB. So bf0ec46 made the order a template
# parameter (PTX of each order identical to 597c266's builds) and the bound a third of L2. Matrix 626 passed, 0
# failed; sanitize 72 clean; the groups build 394 passed, sanitize 36 clean.
# The forty-sixth round's second job (dev/device_daemon.sh start, then a wait call; about 7 minutes held), carrying
# ab/ (597c266's layernorm_backward.cu and common.h). round46_prepared.sh found ([A46]): rung 14 with 4 trips leads
# the dispatcher without it by 8-9 points at 16-bit 2048 x 2048 (71.7 / 72.8 against 63.5 / 63.9), and beyond L2 the
# columns-first order loses 12-14 points to the groups (bf16 32768 x 2048 59.1 against 72.9). The tree now:
#   - kernel 14 takes its order as a launch argument, chosen by the launcher (SPLIT_COLUMNS_FIRST 1: columns first
#     where x and dy together fit in half of L2; 0 the groups always, 2 columns first always), and calls each role once;
#   - the dispatcher sends 16-bit rows of up to 2048 columns (was 1024) to rung 14, still at most 4 M elements.
# This job: (1) the dispatcher, the tree (t) against 597c266 (o) and against the tree without rung 14 (d), at the
# rule's new cells (16-bit 2048 x 2048, 1024 x 2048, 2048 x 1536, 1024 x 1536) and at cells whose launch is unchanged
# (the kernel's order now an argument: t and o should be level); (2) rung 14 alone by order, auto (t) against the
# groups (g, =0) and columns first (c, =2) at x and dy of 8-64 MB, to place the L2 bound; both twice in turn;
# (3) the lab at the tree: the GPU matrix of backward 14 and 15 (plus the rule's new shapes) and sanitize; (4) the
# lab built with =0 (the groups at every shape): backward 14 at a few shapes, sanitize.
# Predicted: t = o within 1 point where the launch is unchanged; t over d by 6-9 at the new 16-bit cells; at 16 MB
# (bf16 8192 x 512 and 4096 x 1024) c ahead of g, at 32 MB and more g ahead of c, so that t is the better of the two.
#   bash dev/jobs/round46_b.sh OUTDIR
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
B=bin46b
build_lab
stamp "built the lab"
build_source_in_dtypes ab/prev_backward.cu o
build_dtype_specs $B "d:-DBACKWARD15_SPLIT_MAX_COLS=0" "t:" "g_bf16:-DENABLE_BF16 -DSPLIT_COLUMNS_FIRST=0" \
    "c_bf16:-DENABLE_BF16 -DSPLIT_COLUMNS_FIRST=2" "g_fp32:-DSPLIT_COLUMNS_FIRST=0" "c_fp32:-DSPLIT_COLUMNS_FIRST=2"
for d in fp32 bf16 fp16; do ln -sf /tmp/v/o_$d $B/o_$d; done
: > "$O/timing.csv"
for round in 1 2; do
    for d in bf16 fp16; do
        time_in_turn $B "t o d" $d 15 "2048x2048 1024x2048 2048x1536 1024x1536 4096x1024 8192x512 4096x512 2048x1024 8192x1024"
    done
    time_in_turn $B "t o d" fp32 15 "4096x512 2048x1024 8192x256 4096x1024"
    stamp "dispatcher round $round"
    time_in_turn $B "t g c" bf16 14 "4096x1024 8192x768 12288x512 8192x1024 32768x256 16384x1024 32768x1024"
    time_in_turn $B "t g c" fp32 14 "2048x1024 4096x768 4096x1024 8192x1024"
    stamp "rung 14 by order round $round"
done
best_of_timing > /dev/null
LNLAB_EXTRA_SHAPES="2048x2048 1024x2048 2048x1536 1000x2048" check_rungs layernorm_backward 14,15 \
    "67x1032 130x768 2100x64 9000x64 33x16 1000x2048"
program_as_lab layernorm_backward g "-DSPLIT_COLUMNS_FIRST=0"
LNLAB_SHAPES="4096x768 8192x768 16385x512 1151x8192 130x1028 9000x64" check_rungs layernorm_backward 14 \
    "67x1032 130x768 9000x64" groups
stamp "done"
