#!/usr/bin/env bash
# Thirty-fourth round, sixth job (about 4 minutes): why fp32 kernel 7 at 32 threads (one-warp blocks, a cluster of them
# a row) loses where cols is not a multiple of 16 ([B34], [C34]): Nsight Compute of its main kernel at 4096 x 1860
# against 4096 x 1824 (and x 1652 against x 1632), with the L2's sectors a request and the L1's wavefronts beside the
# usual sections. Predicted, if the row's 64-byte line is the cause: more L2 sectors a request and more L1 wavefronts
# a shared-memory store at 1860 / 1652 than at 1824 / 1632, the same occupancy, and stalls on the cluster's barrier
# no different.
#   $O/ncu/*.txt
set -u
O=$1
source dev/jobs/lib.sh
make -j16 layernorm_backward > "$O/build.log" 2>&1 || { stamp "build FAILED"; exit 1; }
export NCU_METRICS=lts__t_sectors_srcunit_tex_op_read.sum,lts__t_requests_srcunit_tex_op_read.sum,l1tex__data_pipe_lsu_wavefronts_mem_shared.sum,smsp__cycles_active.avg,lts__t_sectors_srcunit_tex_op_write.sum
for cols in 1824 1860 1632 1652; do ncu_profile fp32-7-32-4096x$cols layernorm_backward layernorm_backward_kernel7 7 32 4096 $cols; done
stamp "done"
