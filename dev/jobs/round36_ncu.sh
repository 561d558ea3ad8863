#!/usr/bin/env bash
# Thirty-sixth round (about 4 minutes): why the moved kernel 7 loses at a range's narrow end ([A36]: fp32 772 at 512
# threads, 1 Pack a thread, 86.2 -> 77.7 % at 32768 rows, while 1276 in the same launch gains 82.6 -> 94.1). Nsight
# Compute of rung 7 at 512 threads (2 stages, the dispatcher's launch there; rung 7 moves wherever rows start
# mid-sector, off is -DKERNEL7_LINE_MATCH=0) at 32768 x 772 and x 1276, with [D34]'s L2 request and sector counts.
#   $O/ncu/*.txt
# Ran at 25353ab (round36/ncu-7-512-25353ab/): [B36]. The move cut L2 requests by a fifth and sectors by 31 % at both
# widths and added the same shared-memory bank conflicts (+0.36 M); at 772 the SMs' active cycles rose 10 %, at 1276 1 %.
set -u
O=$1
source dev/jobs/lib.sh
start_variants_job layernorm_backward "off:-DKERNEL7_LINE_MATCH=0"
export NCU_METRICS=lts__t_sectors_srcunit_tex_op_read.sum,lts__t_requests_srcunit_tex_op_read.sum,l1tex__data_pipe_lsu_wavefronts_mem_shared.sum,smsp__cycles_active.avg,lts__t_sectors_srcunit_tex_op_write.sum,l1tex__data_bank_conflicts_pipe_lsu_mem_shared.sum
ncu_builds "off d" fp32 7 512 32768 "772 1276"
stamp "done"
