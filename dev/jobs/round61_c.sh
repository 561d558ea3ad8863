#!/usr/bin/env bash
# [C61]'s question (about 2 minutes, through the daemon): round60_d's n build (-DFORWARD_NORMALIZE_FMA=1) failed
# --outliers with rung 11 alone at 16-bit 4096 x 4096 and 5 x 16384. Does the tree's rung 11 fail them too (its pivot,
# the README's known weakness), or is the FMA to blame? t and n, bf16 and fp16, rungs 11 and 15, the same shapes and seed.
#   export COMMIT=<literal sha>; bash dev/device_daemon.sh start dev/jobs/round61_c.sh 280
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
D=bin61c
start_forward_builds $D t "bf16 fp16"
for d in bf16 fp16; do forward_variant $D n $d "-DFORWARD_NORMALIZE_FMA=1" & done
wait
stamp "built: $(ls $D | tr '\n' ' ')"
for d in bf16 fp16; do for b in t n; do check_outliers $D ${b}_$d 11,15 "4096x4096 5x16384 4096x1024 37x8192"; done; done
count_outliers | tee "$O/check.txt"
awk -F, '$12 == "ok" || $12 == "FAIL" { split($1, tag, "-"); k = tag[2] " k" $2 " " $4 "x" $5; n[k]++; if ($12 == "FAIL") f[k]++; if ($10 > e[k]) e[k] = $10 }
         END { for (k in n) printf "%s: %d FAIL of %d rows, max abs error %s\n", k, f[k], n[k], e[k] }' \
    "$O/check-outliers.csv" | sort | tee -a "$O/check.txt"
stamp "done"
