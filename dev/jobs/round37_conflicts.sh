#!/usr/bin/env bash
# Prepared in the thirty-sixth round, not yet run (about 4 minutes). [B36]: the moved kernel 7 adds the same shared-
# memory bank conflicts (+0.36 M) and wavefronts (+0.9 M) at 32768 x 772 and x 1276 (rung 7 at 512 threads), and
# loses at 772 (145.6 -> 153.6 us) while it gains at 1276. Where in the kernel are they? Nsight Compute's
# SourceCounters section (its tables of uncoalesced shared accesses and warp stalls by SASS line, -lineinfo builds)
# of the same four launches. Predicted: the conflicts at the stage's first Packs (the cp.async of a moved row's first
# Pack and the compute loop's reads of it), not in the row reductions.
#   $O/ncu/*.txt
# Ran at f2bfaba (results/dev-h100-2026-11-25/round37/ncu-conflicts-f2bfaba/): the text page printed the SourceCounters
# section's totals, not its per-line tables; the move lowers excessive shared wavefronts and global sectors at both
# widths and is still slower at 772 (dev/NOTES.md [A37]).
set -u
O=$1
source dev/jobs/lib.sh
start_variants_job layernorm_backward "off:-DKERNEL7_LINE_MATCH=0"
export NCU_METRICS=l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum,l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum,l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum,l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum
export NCU_SECTIONS="--section SourceCounters --import-source yes"
ncu_builds "off d" fp32 7 512 32768 "772 1276"
stamp "done"
