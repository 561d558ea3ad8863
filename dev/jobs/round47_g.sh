#!/usr/bin/env bash
# The patch is against 6efa09b's layernorm_forward.cu; since a477fa0 its kernel is forward rung 14 in the tree, so to
# rerun this job check that file out first (git checkout 6efa09b -- layernorm_forward.cu). Its build and patch lines
# since written with lib.sh's start_patched_forward (the same commands).
# The forty-seventh round's seventh job (one direct call, about 4 minutes held): two rows a warp at 16-bit rows of at
# most 512 columns ([E47]: the forward near issue-bound there on per-row work). dev/jobs/round47_pairs.patch adds an
# experiment variant, forward 15 (not a rung: half-warp teams, each a row in registers, two passes, one warp a pair of
# rows, no persistent loop). First its correctness (--check at every block size, 11 shapes a dtype, and --outliers),
# then forward 15 at every block size beside the dispatcher (14), twice in turn, and Nsight Compute of both at
# 32768 x 512.
# Predicted: about half the warp instructions a row (426 -> about 200); if issue is what holds the rate, forward 15 at
# its best block size 2-4 points over the dispatcher at 32768-65536 x 512 (93 -> 95-97), less at 8192.
#   bash dev/jobs/round47_g.sh OUTDIR
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
start_patched_forward round47_pairs.patch   # the patch applies to 6efa09b's layernorm_forward.cu (see above)
for d in bf16 fp16; do
    for shape in 1x8 3x64 2x512 5x520 67x512 9000x504 16385x256 4096x512 32768x512 7x128 33x24; do
        timeout 300 ./layernorm_forward_$d 15 --check --csv --rows ${shape%x*} --cols ${shape#*x} --seed 11 2>>"$O/check.err" |
            tail -n +2 | grep -v '^#' >> "$O/check.csv"
    done
    for shape in 4096x512 67x256; do
        timeout 300 ./layernorm_forward_$d 15 --check --outliers --csv --rows ${shape%x*} --cols ${shape#*x} --seed 11 \
            2>>"$O/check.err" | tail -n +2 | grep -v '^#' >> "$O/check.csv"
    done
done
echo "check: $(grep -c ',ok,' "$O/check.csv") ok, $(grep -c ',FAIL' "$O/check.csv") FAIL; repeat no: $(grep -c ',no$' "$O/check.csv")" | tee "$O/check.txt"
grep ',FAIL' "$O/check.csv" | head
stamp "checked"
: > "$O/timing.csv"
for round in 1 2; do
    for d in bf16 fp16; do
        for shape in 32768x512 65536x512 16384x512 8192x512 4096x512 32768x256; do
            ./layernorm_forward_$d 14,15 --csv --rows ${shape%x*} --cols ${shape#*x} 2>/dev/null | tail -n +2 | grep -v '^#' |
                sed "s/^/r$round,/" >> "$O/timing.csv"
        done
    done
    stamp "round $round"
done
awk -F, '$12 == "ok" { k = $3 " " $4 "x" $5 " k" $2; if (!(k in best) || $9 > best[k]) { best[k] = $9; bs[k] = $6 }
         s[k " @" $6] += $9; n[k " @" $6]++ }
     END { for (k in best) printf "%s best %.1f @%s\n", k, best[k], bs[k] }' "$O/timing.csv" | sort | tee "$O/best.txt"
awk -F, '$12 == "ok" { k = $3 " " $4 "x" $5 " k" $2 "@" $6; s[k] += $9; n[k]++; runs[k] = runs[k] " " $9 }
     END { for (k in s) printf "%s %.1f (%s )\n", k, s[k] / n[k], runs[k] }' "$O/timing.csv" | sort > "$O/mean.txt"
grep -E "k14@0|k15@(128|256|512)" "$O/mean.txt"
export NCU_SECTIONS="--clock-control none"
export NCU_METRICS=smsp__issue_active.avg.pct_of_peak_sustained_elapsed,smsp__inst_executed.sum
ncu_profile fwd-k15-256-bf16-32768x512 layernorm_forward_bf16 pairs_kernel 15 256 32768 512
ncu_profile fwd-k14-bf16-32768x512 layernorm_forward_bf16 layernorm_forward_kernel 14 - 32768 512
for f in "$O"/ncu/*.txt; do
    echo "$(basename "$f" .txt): $(grep -E '^ +(gpu__time_duration.sum|smsp__issue_active.avg.pct_of_peak_sustained_elapsed|smsp__inst_executed.sum|Registers Per Thread|Achieved Occupancy|DRAM Throughput) ' "$f" | awk '{print $1 "=" $NF}' | tr '\n' ' ')"
done | tee "$O/ncu-summary.txt"
tar czf "$O/files.tgz" -C "$O" check.csv timing.csv best.txt mean.txt check.txt ncu ncu-summary.txt
stamp "done"
