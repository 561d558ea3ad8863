#!/usr/bin/env bash
# Twelfth round, forward job (dev/device_daemon.sh start dev/jobs/round12_forward.sh), about 3 minutes:
# the merged moments rebuilt as each thread's exact two-pass moments plus one merge across the team
# (layernorm_row_in_registers' STATS_MOMENTS branch, which only kernel 10 built with
# -DFORWARD10_STATS=2 uses; the committed build's PTX is unchanged), with IEEE or fast (__fdividef)
# divisions in the merges, against the committed kernels 9 (two passes) and 10 (pivot):
#   1. timings at rows 4096 x cols 32768 and 65536, every dtype, every block size;
#   2. --check --outliers and plain --check of the two builds' kernel 10 at awkward shapes.
# Writes under $1: raw.csv, outliers.csv.
set -u
O=$1
source dev/jobs/lib.sh
build_lab_and_variants layernorm_forward "m:-DFORWARD10_STATS=2" "mf:-DFORWARD10_STATS=2 -DMOMENTS_FAST_DIVIDE=1"
grep -l "BUILD FAILED\|error" /tmp/v/*.log 2>/dev/null | head
echo "$RAW_HEADER" > "$O/raw.csv"
for d in bf16 fp16 fp32; do
    for cols in 65536 32768; do
        run_variant d_$d 9,10 4096 $cols 7
        run_variant m_$d 10 4096 $cols 7
        run_variant mf_$d 10 4096 $cols 7
    done
done
stamp "timings done"
awk -F, '$12 == "ok" {print $1, $2, $3, $4, $5, $6, $9}' "$O/raw.csv" | sort -k3,3 -k5,5n -k1,1 -k2,2n -k7,7nr |
    awk '{k = $1 " " $2 " " $3 " " $5; if (!(k in seen)) { seen[k] = 1; print } }'
grep -v ",ok$" "$O/raw.csv" | grep -v "^variant" | grep -v SKIP | head
: > "$O/outliers.csv"
for v in m mf; do for d in fp32 bf16 fp16; do
    for shape in 64x768 64x4096 16x32768 16x65536 8x65537; do
        for flag in --outliers ""; do
            timeout 120 /tmp/v/${v}_$d 10 --check --csv $flag --seed 7 --rows ${shape%x*} --cols ${shape#*x} 2>&1 | grep -v "^kernel," | grep -v "^#" |
                sed "s/^/$v,$d,${flag:-plain},/" >> "$O/outliers.csv"
        done
    done
done; done
stamp "checks done: $(grep -c ',ok' "$O/outliers.csv") ok lines, $(grep -vc ',ok\|SKIP' "$O/outliers.csv") others"
grep -v ",ok\|SKIP" "$O/outliers.csv" | head -20
