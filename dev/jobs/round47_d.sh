#!/usr/bin/env bash
# The forty-seventh round's fourth job (one direct call, about 2 minutes held): where [C47]'s streamed reduction lost
# its 10-40 points. dev/probe_backward_cost's dispatcher form (the pass, its main kernel alone, the reduction alone,
# the phases of the main kernel's blocks) built with the switch (s) and without (t), bf16 and fp32, at cells where the
# launch is clustered (bf16 8192 x 1024, 4096 x 4096; fp32 8192 x 2048) and where it is not (fp32 8192 x 1024, which
# lost 3.7 with no cluster and no streamed reduction). The probe's "dispatcher" piece runs first, so the counts the
# main-alone pieces leave behind cannot spoil it.
#   bash dev/jobs/round47_d.sh OUTDIR
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
mkdir -p /tmp/p
for b in t:0 s:1; do
    for d in bf16 fp32; do
        nvcc $VARIANT_FLAGS $(dtype_flag $d) -DBACKWARD_STREAM_REDUCE=${b#*:} dev/probe_backward_cost.cu \
            -o /tmp/p/probe_${b%%:*}_$d -lgomp > "$O/build-probe-${b%%:*}-$d.log" 2>&1 &
    done
done
wait
stamp "built"
for spec in bf16:8192:1024 bf16:4096:4096 fp32:8192:2048 fp32:8192:1024; do
    IFS=: read -r d rows cols <<< "$spec"
    for b in t s; do
        echo "== $b $d $rows x $cols"
        PROBE_BLOCKS_CSV=$O/blocks-$b.csv timeout 120 /tmp/p/probe_${b}_$d $rows $cols dispatcher 2>&1 | grep -v "^dtype"
    done
done | tee "$O/probe.txt"
stamp "done"
