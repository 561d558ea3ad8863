#!/usr/bin/env bash
# The patch is against 6efa09b's layernorm_forward.cu; since a477fa0 its kernel is forward rung 14 in the tree, so to
# rerun this job check that file out first (git checkout 6efa09b -- layernorm_forward.cu). Its build and patch lines
# since written with lib.sh's start_patched_forward (the same commands).
# Ran in the forty-seventh round at 6efa09b's working tree on an H100 (round47/pairs/map.txt): the variant ahead at every
# 128- and 256-column cell from 6144 rows and at 512 columns but for 12288-16384 rows; the dispatcher's rule followed.
# The forty-seventh round's eighth job (one direct call, about 4 minutes held): where two rows a warp leads. round47_g.sh
# had forward 15 (dev/jobs/round47_pairs.patch) ahead of the dispatcher at 16-bit 8192, 32768 and 65536 x 512 and
# 32768 x 256, behind at 4096 and 16384 x 512. Here both at rows 6144-65536 x 128, 256 and 512 columns, bf16 and fp16, forward
# 15 at 128 and 512 threads (its best in round47_g.sh), twice in turn, for a rule.
#   bash dev/jobs/round47_h.sh OUTDIR
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
start_patched_forward round47_pairs.patch   # the patch applies to 6efa09b's layernorm_forward.cu (see above)
: > "$O/timing.csv"
for round in 1 2; do
    for d in bf16 fp16; do
        for cols in 512 256 128; do
            for rows in 6144 8192 12288 16384 24576 32768 65536; do
                for k in "14" "15 128" "15 512"; do
                    ./layernorm_forward_$d $k --csv --rows $rows --cols $cols 2>/dev/null | tail -n +2 | grep -v '^#' |
                        sed "s/^/r$round,/" >> "$O/timing.csv"
                done
            done
        done
        stamp "round $round $d"
    done
done
awk -F, '$12 == "ok" { k = $3 " " $5 " " $4 " k" $2 "@" $6; s[k] += $9; n[k]++; runs[k] = runs[k] " " $9 }
     END { for (k in s) printf "%s %.1f (%s )\n", k, s[k] / n[k], runs[k] }' "$O/timing.csv" | sort -k1,1 -k2,2n -k3,3n -k4,4 > "$O/mean.txt"
awk '{k = $1 " " $2 " " $3; v[k, $4] = $5} END {for (x in v) {split(x, f, SUBSEP); keys[f[1]] = 1}
     for (k in keys) printf "%s k14 %.1f k15@128 %.1f k15@512 %.1f\n", k, v[k, "k14@0"], v[k, "k15@128"], v[k, "k15@512"]}' "$O/mean.txt" |
    sort -k1,1 -k2,2n -k3,3n | tee "$O/map.txt"
grep -c ',FAIL' "$O/timing.csv"
tar czf "$O/files.tgz" -C "$O" timing.csv mean.txt map.txt
stamp "done"
