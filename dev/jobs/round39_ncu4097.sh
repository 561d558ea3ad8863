#!/usr/bin/env bash
# Prepared in the thirty-ninth round (about 4 minutes), for the next round: the 16-bit forward at 4097 columns runs
# 87-88 % of the copy at 4096 rows where 4096 columns run 96-97, and [B37] found that a fixed cost (intercept 8.4-8.9
# us against the copy's 5.0, the copy's slope). Nsight Compute of the forward dispatcher's kernel, clocks left free,
# at bf16 4096 x 4096 and 4096 x 4097 and fp16 4096 x 4097: duration, DRAM bytes (a head or tail sector read twice?),
# occupancy, stalls, launch shape.
#   $O/ncu/fwd-<dtype>-<rows>x<cols>.txt
set -u
O=$1
source dev/jobs/lib.sh
build_forward_programs
stamp "built"
ncu_forward_dispatchers "bf16:4096:4096 bf16:4096:4097 fp16:4096:4097"
stamp "done"
