#!/usr/bin/env bash
# The fp32 half of round61_a (about 3 minutes, through the daemon): FORWARD6_ALIGNED_INSTANCES gives fp32's kernel 6
# aligned instances too, which round60_d (bf16 and fp16 builds) and round61_a's matrix (bf16, fp16) did not run:
#   export COMMIT=<literal sha>; bash dev/device_daemon.sh start dev/jobs/round61_b.sh 400
# The GPU matrix of forward 6 and 15 in fp32 with the aligned widths of kernel 6's Packs added, and their sanitize.
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
build_lab
stamp "built"
LNLAB_DTYPES="fp32" LNLAB_EXTRA_SHAPES="4096x512 130x768 300x1024 9x1000 33x256 7x128 4097x1024 37x1020" \
    check_rungs layernorm_forward 6,15 "130x768 300x1024 37x1020 7x128"
stamp "done"
