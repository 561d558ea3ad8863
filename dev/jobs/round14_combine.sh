#!/usr/bin/env bash
# Fourteenth round, backward job (dev/device_daemon.sh start dev/jobs/round14_combine.sh), about 4 minutes: how many
# blocks a cluster should combine. With COMBINE_BLOCKS = 8 and one 512-thread block an SM, kernel 9's grid at bf16
# 4096 x 16384 is 15 clusters, 120 blocks: 12 SMs idle (round 13, ncu-44d1256). Clusters of 2 or 4 fit the GPCs
# better but leave 4x or 2x the partial rows. The kernels read the cluster size at run time; the builds c2 and c4
# change only the launchers' constant (-DCOMBINE_BLOCKS=2 / 4).
#   timings: the dispatcher (14) and kernel 9 of the committed build (d, 8) and of c4, c2, bf16 and fp32, rows 4096
#   and 8192 x cols 1024, 2048, 4096, 8192, 12288, 16384.
# Writes under $1: raw.csv.
set -u
O=$1
source dev/jobs/lib.sh
build_lab
for d in fp32 bf16; do
    for c in 2 4; do build_variant c${c}_$d "$(dtype_flag $d)" -DCOMBINE_BLOCKS=$c & done
done
wait
keep_builds layernorm_backward d
stamp "built"
echo "$RAW_HEADER" > "$O/raw.csv"
for d in bf16 fp32; do
    for rows in 4096 8192; do
        for cols in 1024 2048 4096 8192 12288 16384; do
            for v in d c4 c2; do run_variant ${v}_$d 9,14 $rows $cols 7; done
        done
    done
    stamp "timed $d"
done
best_per_rung
