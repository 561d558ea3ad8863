#!/usr/bin/env bash
# Fifty-fourth round (about 6 minutes, through the daemon):
#   export COMMIT=<sha>; bash dev/device_daemon.sh start dev/jobs/round54_e.sh 585
# Do the bits of the data set the time? [D54] found bf16 and fp16 at 4096 x 2048 with the same instructions, bytes and
# stalls, 1 % apart. The copy that sets the ceiling copies a constant byte (0x3c), while the passes read random values.
# Builds, bf16 and fp16:
# - t: the tree;
# - rc: the copy's source filled with random bits (round54_e_copy_random.patch), so the ceiling moves random data as
#   the passes do;
# - q: x rounded to quarters, so its 16-bit words have few mantissa bits set (round54_e_quarters.patch; weight and
#   bias stay random, so y stays random).
# The dispatcher in turn, twice, at 4096 / 8192 / 32768 x 2048 and 4096 x 65536; the kernel's ms and the ceiling's
# (ms x pct / 100) per build in ceiling.txt.
# Predicted: HBM moves bits, not values: rc's ceiling within 0.5 % of t's, q's kernel time within 0.5 % of t's; if
# either moves by a point or more, the data sets part of the % of the copy.
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
start_forward_builds bin54e t "bf16 fp16"
patched_forward_variant bin54e rc round54_e_copy_random.patch "bf16 fp16"
unapply_job_patch round54_e_copy_random.patch
patched_forward_variant bin54e q round54_e_quarters.patch "bf16 fp16"
stamp "builds: $(ls bin54e | tr '\n' ' ')"
time_rounds_in_turn bin54e "t rc q" 15 "bf16=4096x2048 8192x2048 32768x2048 4096x65536" \
    "fp16=4096x2048 8192x2048 32768x2048 4096x65536"
awk -F, '$12 == "ok" { k = $3 " " $4 "x" $5 " " $1; n[k]++; ms[k] += $7 * 1000; cl[k] += $7 * $9 * 10 }
         END { for (k in n) printf "%s kernel %.2f us, ceiling %.2f us\n", k, ms[k] / n[k], cl[k] / n[k] }' "$O/timing.csv" |
    sort -k1,1 -k2,2V -k3,3 | tee "$O/ceiling.txt"
stamp "done"
