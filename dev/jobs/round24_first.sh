#!/usr/bin/env bash
# Ran at c275a82 (results/dev-h100-2026-11-24/round24/); later commits changed the code and tables it edits or switches, so
# run it from that commit.
# The twenty-fourth round's first job (about 9 minutes).
# 1. Forward: bf16 kernel 11 with its Packs converted from their 32-bit words where used (pack_value; as committed,
#    f) against -DFORWARD11_PACK_FROM_WORD=0 (w0), kernels 11 (every block size) and 14, rows 4096 / 8192 / 32768 x
#    512-2048. Predicted ([E23]): the dispatcher at bf16 4096 / 8192 x 2048 91.5 / 93.8 -> 93.6 / 95.4.
# 2. Backward: the bf16 dispatcher with fp16's picks at 1025-4096 columns (kernel 11, 2 rows in flight, 256 / 512
#    threads; t11, the table edited by sed in a copy) against as committed (b, kernel 12), rows 4096 / 8192 / 32768 x
#    1280-4096; the fp16 dispatcher beside them. Predicted: kernel 11 now takes fp16's registers in bf16 ([B23]);
#    at 32768 x 2048 it was within a point of kernel 12, 5 under at 4096 ([B23]'s A/B): a gain at 1025-2048 if any.
# 3. The committed forward's bf16 matrix of rungs 11 and 14 and their sanitize (fp32 and fp16 PTX unchanged).
# 4. The t11 lab (layernorm_backward.cu replaced by the copy in this tree only): bf16 matrix of backward 14, sanitize.
#   $O/raw.csv; $O/test-forward.log, sanitize-forward.log, test.log, sanitize.log.
set -u
O=$1
source dev/jobs/lib.sh
build_lab
edit_copy t11 's/{2048, 12, 256, 0, 2}, {4096, 12, 256, 0, 3},/{2048, 11, 256, 2, 0}, {4096, 11, 512, 2, 0},/'
build_program_variant /tmp/ab/t11.cu t11_bf16 -DENABLE_BF16 &
build_program_variant layernorm_forward.cu w0_bf16 -DENABLE_BF16 -DFORWARD11_PACK_FROM_WORD=0 &
wait
cp layernorm_forward_bf16 /tmp/v/f_bf16; cp layernorm_backward_bf16 /tmp/v/b_bf16; cp layernorm_backward_fp16 /tmp/v/b_fp16
stamp "built"
echo "$RAW_HEADER" > "$O/raw.csv"
time_builds "f w0" 11,14 "4096 8192 32768" "512 768 1024 1600 2048" "forward f / w0" bf16
time_builds "b t11" 14 "4096 8192 32768" "1280 1600 2048 3072 4096" "backward b / t11" bf16
time_builds "b" 14 "4096 8192 32768" "1600 2048 4096" "backward fp16" fp16
best_per_rung
LNLAB_DTYPES=bf16 check_rungs layernorm_forward 11,14 "67x1024 3x2048 130x1600 1x512 37x2048 5x1600 2x768 9x8192" forward
cp /tmp/ab/t11.cu layernorm_backward.cu
make -j16 layernorm_backward_bf16 > "$O/build-t11.log" 2>&1 || { stamp "t11 build FAILED"; exit 1; }
LNLAB_DTYPES=bf16 check_rungs layernorm_backward 14 "130x2048 67x1600 5x4096 3x3072 9000x2048 37x1032"
stamp "done"
