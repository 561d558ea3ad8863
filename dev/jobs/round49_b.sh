#!/usr/bin/env bash
# The forty-ninth round's second job (one direct call): kernel 16 with a path of its own for Packs inside one row
# (all but group_rows - 1 a group), after round49_a found it correct and at 41-43 % of the copy at 16-bit 4097
# columns (63 % in fp32): about 250 instructions a Pack slot where an aligned rung takes about 100. Checked at 5
# shapes, then timed against the dispatcher once.
# Nsight Compute of kernel 16 at bf16 4096 x 4097 (1024 threads), clocks free.
# Predicted: 16-bit 4097 up to 60-75 %; still under the dispatcher (87-90 at 4096 rows).
# Outcome: 16-bit 4097 43-46 % (fp32 52-53), 8192 x 3001 72.6 / 74.5 at 1024 threads; Nsight Compute: 56.7 us, 0.42 issued
# warps a scheduler, 64 registers and 338 K local-memory spill requests, one block of 32 warps an SM. Refuted ([A49]).
# Kernel 16 is dev/jobs/round49_flat.patch (it ran from the working tree; the job applies the patch now).
# Its patch and builds since written with lib.sh's start_patched_forward_builds (the same steps).
#   bash dev/jobs/round49_b.sh OUTDIR
set -u
OUTDIR=$1; O=/tmp/o49b; mkdir -p "$O" "$OUTDIR"
source dev/jobs/lib.sh
start_patched_forward_builds round49_flat.patch bin49
check_build_dtypes bin49 d 16 "4096x4097 37x4097 9x2049 13x3001 129x2050"
: > "$O/timing.csv"
for d in bf16 fp16 fp32; do time_in_turn bin49 d $d 15,16 "4096x4097 32768x4097 8192x3001"; done
stamp "timed"
NCU_SECTIONS="--clock-control none" ncu_profile bf16-16-1024-4096x4097 bin49/d_bf16 layernorm_forward_kernel16 16 1024 4096 4097
cp -r "$O/ncu" "$OUTDIR/"
mean_by_block_of_timing
grep -v "k16@\(32\|64\|128\|256\)" "$O/mean.txt" | tee "$OUTDIR/mean.txt"
cp "$O/check.txt" "$OUTDIR/"
stamp "done"
