#!/usr/bin/env bash
# Eighteenth round (prepared in the seventeenth; COMMIT=<sha> bash dev/device_daemon.sh start
# dev/jobs/round18_push_sums.sh), about 8 minutes: row_sum2's cluster exchange pushed with st.async onto the peers'
# mbarriers (s: -DCLUSTER_PUSH_SUMS=1, common.h cluster_push_sum2) against the pull, whose cluster.sync() fences
# (MEMBAR.ALL.GPU) every reduction (d: as committed; dev/NOTES.md [D17]). Kernel 9 reduces twice a row, kernel 10
# once. Prediction: kernel 9 in clusters toward kernel 10's pivot (fp32 65536 columns 88 -> ~92 % of the copy),
# kernel 10 +1-2. Never run before: a quick functional check first, and the job stops if it fails.
#   1. s's forward 9 and 10 with --check at 3 x 65536, 5 x 40000 and 67 x 1031 (timeout 60: a hang shows here).
#   2. $O/raw.csv: forward 9 and 10 (d, s), every block size, rows 4096 / 8192 x 24576, 32768, 65536, every dtype.
#   3. s's GPU matrix of forward 7-10 and backward 6, 7 (their cluster teams reduce with row_sum2), sanitize.
set -u
O=$1
source dev/jobs/lib.sh
build_lab_and_variants layernorm_forward "s:-DCLUSTER_PUSH_SUMS=1"
for shape in "3 65536" "5 40000" "67 1031"; do
    set -- $shape
    for k in 9 10; do
        out=$(timeout 60 /tmp/v/s_fp32 $k --rows $1 --cols $2 --check --csv 2>&1); code=$?
        echo "s_fp32 $k $1 x $2: exit $code"; echo "$out" | tail -n 2
        [ $code = 0 ] || { stamp "push FAILED its first check: stopping"; exit 1; }
    done
done
echo "$RAW_HEADER" > "$O/raw.csv"
time_ab d s 9,10 "4096 8192" "24576 32768 65536" timed
best_per_rung
mkdir -p "$O/push-f" "$O/push-b"
make -B -j16 EXTRA_FLAGS=-DCLUSTER_PUSH_SUMS=1 all > "$O/push-f/build.log" 2>&1 || stamp "push build FAILED"
(O="$O/push-f"; check_rungs layernorm_forward 7,8,9,10 "3x40000 1x65537 5x65536 37x33000 67x1031")
(O="$O/push-b"; check_rungs layernorm_backward 6,7 "3x40000 1x65537 37x33000")
make -B -j16 all > "$O/rebuild.log" 2>&1 || stamp "rebuild FAILED"
