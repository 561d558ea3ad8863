#!/usr/bin/env bash
# The fifty-eighth round's fourth job (about 6 minutes, through the daemon), at the commit that writes the shifting
# instances' edges, mean and rstd before their Packs (finish_row), with layernorm_forward_prev.cu (2b12ddd's forward,
# untracked) beside the tree:
#   export COMMIT=<sha>; bash dev/device_daemon.sh start dev/jobs/round58_d.sh 420
# round58_c's matrix failed the SASS check in 16-bit: kernel 10's shifting 2-Pack block instance, the shift folded and
# under (1024, 2), had 8 LDL/STL. Here: make sass first, then the GPU matrix of forward rungs 9, 10 and 15 in every
# dtype with the head shapes added and their sanitize (the shifting instances' code changed; kernel 8's did not since
# round58_c), then 2b12ddd (prev) and the tree (t) in turn, twice, at the head shapes round58_c timed.
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
D=bin58d; mkdir -p $D
build_lab
make sass > "$O/sass.txt" 2>&1; stamp "make sass exit $?"; grep -v "^ok" "$O/sass.txt" | head -n 12
LNLAB_EXTRA_SHAPES="4096x4097 8192x4097 300x4097 37x3001 5x4103 3x1031 130x2049 9x12289 17x8191" \
    check_rungs layernorm_forward 9,10,15 "300x4097 37x3001 5x1031 3x13"
prev_and_tree_forward_builds $D "bf16 fp16"
time_rounds_in_turn $D "prev t" 15 "bf16=4096x4097 8192x4097 32768x4097 32768x3001 4096x8191 32768x12289" \
    "fp16=4096x4097 8192x4097 32768x4097 32768x3001 4096x8191 32768x12289" > /dev/null
cat "$O/mean.txt"
stamp "done"
