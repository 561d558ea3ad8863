#!/usr/bin/env bash
# A change to the backward dispatcher's table, checked and timed against the table before it (about 8-12 minutes,
# through the daemon), as round63_d did for [D63]. Parameters by environment, exported with COMMIT:
#   EXTRA_SHAPES     shapes added to the GPU matrix of backward 15 (the changed rows' edges: RxC ...)
#   SANITIZE_SHAPES  compute-sanitizer's shapes (four small ones that reach the changed rows)
#   TURN             the cells timed in turn, "dtype=RxC RxC ...;dtype=RxC ..." (two rounds of h then t)
#   BASE             h, the table before: "picks100" (-DBACKWARD15_PICKS=100, the H100's; the default), "picks200"
#                    (-DBACKWARD15_PICKS=200, the H200's: what the tree built in on every GPU before the sixty-ninth
#                    round), or "ab"
#                    (ab/layernorm_backward.cu beside ab/common.h: copy the earlier commit's two files there and pass
#                    carry ["ab"] to the device call), or "patch" (the tree as committed, while t is the tree with
#                    dev/jobs/$PATCH applied: a candidate table kept out of the product until it is checked)
#   MATRIX           0: the turn alone (t built as h is, the backward only; no lab build, matrix or sanitize): about
#                    3 minutes, to learn whether a candidate gains before a call checks it
#   export COMMIT=<sha> BASE=ab EXTRA_SHAPES="..." SANITIZE_SHAPES="..." TURN="fp32=...;bf16=..."
#   bash dev/device_daemon.sh start dev/jobs/backward_table_ab.sh 570   (then wait 570)
# Into $O/test.log, $O/sanitize.log (check_rungs), $O/timing.csv -> $O/mean.txt and $O/deltas.txt (h -> t).
set -u
O=$1; mkdir -p "$O"
source dev/jobs/lib.sh
D=bin-ab; mkdir -p $D
case ${BASE:-picks100} in
    picks100) source_file=layernorm_backward.cu; base_flags=-DBACKWARD15_PICKS=100;;
    picks200) source_file=layernorm_backward.cu; base_flags=-DBACKWARD15_PICKS=200;;
    ab) source_file=ab/layernorm_backward.cu; base_flags=;;
    patch) source_file=layernorm_backward.cu; base_flags=;;
    *) stamp "BASE must be picks100, picks200, ab or patch"; exit 1;;
esac
[ -f "$source_file" ] || { stamp "no $source_file (carry [\"ab\"]?)"; exit 1; }
program_variant_dtypes $D h "fp32 bf16 fp16" "$base_flags" $source_file
[ "${BASE:-}" = patch ] && apply_job_patch "${PATCH:?BASE=patch needs PATCH, a file in dev/jobs}"
if [ "${MATRIX:-1}" = 0 ]; then
    program_variant_dtypes $D t "fp32 bf16 fp16" "" layernorm_backward.cu
    stamp "built: $(ls $D | tr '\n' ' ') (h: ${BASE:-picks100}; MATRIX=0: no matrix, no sanitize)"
else
    build_lab
    keep_builds layernorm_backward t $D
    stamp "built: $(ls $D | tr '\n' ' ') (h: ${BASE:-picks100})"
    LNLAB_EXTRA_SHAPES="${EXTRA_SHAPES:-}" check_rungs layernorm_backward 15 "${SANITIZE_SHAPES:-37x1024 5x2048 3x8192 2x65536}"
fi
IFS=';' read -r -a specs <<< "${TURN:-}"
[ ${#specs[@]} -gt 0 ] && time_rounds_in_turn $D "h t" 15 "${specs[@]}" > /dev/null
deltas_of_mean h t > "$O/deltas.txt"; cat "$O/deltas.txt"
stamp "done"
