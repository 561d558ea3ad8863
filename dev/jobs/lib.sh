# Shared by the dev/jobs scripts (source it after setting O, the output folder): the elapsed-time
# stamp, the GPU and commit in $O/env.txt, and builders of compile-time variants of the programs
# into /tmp/v.
t0=$(date +%s)
stamp() { echo "[$(( $(date +%s) - t0 )) s] $*"; }
nvidia-smi --query-gpu=name,driver_version --format=csv > "$O/env.txt" 2>&1; echo "commit: ${COMMIT:-unknown}" >> "$O/env.txt"
VARIANT_FLAGS="-O3 -std=c++17 -arch=sm_90 -lineinfo -Xcompiler -fopenmp"
mkdir -p /tmp/v
build_program_variant() {   # source name dtype-flag defines...: the source built as /tmp/v/name
    local source=$1 name=$2 flag=$3; shift 3
    nvcc $VARIANT_FLAGS $flag "$@" $source -o /tmp/v/$name -lgomp > /tmp/v/$name.log 2>&1 || echo "BUILD FAILED $name"
}
build_variant() { build_program_variant layernorm_backward.cu "$@"; }   # name dtype-flag defines...: the backward
build_dtype_variants() {   # source name "dtypes" defines...: the source built in each dtype as /tmp/v/<name>_<dtype>, in
                           # parallel, beside the tree's builds of the same program (made by build_lab) kept as c_<dtype>
    local source=$1 name=$2 dtypes=$3 d; shift 3
    for d in $dtypes; do build_program_variant $source ${name}_$d "$(dtype_flag $d)" "$@" & done
    wait
    keep_builds ${source%.cu} c
}
build_source_in_dtypes() {   # source name: the source (e.g. ab/prev_backward.cu, a former commit's file beside a copy of its
                             # common.h) built in every dtype as /tmp/v/<name>_<dtype>, in parallel, stamped
    local d
    for d in fp32 bf16 fp16; do build_program_variant $1 ${2}_$d "$(dtype_flag $d)" & done
    wait
    stamp "built $2"
}
run_variant() {   # variant kernels rows cols seed: the program's csv rows, prefixed by the variant, into $O/raw.csv
    timeout 120 /tmp/v/$1 $2 --rows $3 --cols $4 --csv --seed $5 2>&1 | tail -n +2 | grep -v "^#" |
        awk -F, -v v="$1" 'NF > 8 {print v "," $1 "," $2 "," $3 "," $4 "," $5 "," $6 "," $7 "," $8 "," $9 "," $10 "," $11}' >> "$O/raw.csv"
}
build_lab() {   # make build (every program, test and probe), logged in $O/build.log; ends the job if it fails
    make -j16 build > "$O/build.log" 2>&1 || { stamp "build FAILED"; tail -n 30 "$O/build.log"; exit 1; }
}
build_lab_and_sass() {   # build_lab, stamped, then make sass (every judged instance of the three forward builds) into
                         # $O/sass.txt, its exit stamped and the lines that are not clean printed
    build_lab
    stamp "built"
    make sass > "$O/sass.txt" 2>&1; stamp "make sass exit $?"; grep -v "^ok" "$O/sass.txt" | grep -v " 0 with split" | head -n 12
}
dtype_flag() {   # fp32 | bf16 | fp16: the compiler flag of that build
    case $1 in fp32) echo "";; bf16) echo -DENABLE_BF16;; fp16) echo -DENABLE_FP16;; esac
}
keep_builds() {   # program prefix [dir]: the program's three committed builds as dir/<prefix>_fp32, _bf16, _fp16 (dir:
                  # /tmp/v)
    local dir=${3:-/tmp/v}; mkdir -p "$dir"
    cp "$1" $dir/$2_fp32; cp "$1_bf16" $dir/$2_bf16; cp "$1_fp16" $dir/$2_fp16
}
make_backward() {   # the backward's three programs only (make), logged in $O/build.log; ends the job if it fails
    make -j16 layernorm_backward layernorm_backward_bf16 layernorm_backward_fp16 > "$O/build.log" 2>&1 ||
        { stamp "build FAILED"; exit 1; }
}
start_backward_map() {   # dir: make_backward, its builds kept as dir/t_<dtype>, stamped, and an empty $O/timing.csv for
                         # the map's time_in_turn calls (start_map's backward twin)
    make_backward
    keep_builds layernorm_backward t "$1"
    stamp "built"
    : > "$O/timing.csv"
}
lab_check_rungs() {   # program kernels "extra shapes" "sanitize shapes": build_lab, stamped, then check_rungs of those
                      # rungs with the extra shapes added to the matrix
    build_lab
    stamp "built"
    LNLAB_EXTRA_SHAPES="$3" check_rungs "$1" "$2" "$4"
}
build_lab_and_variants() {   # program "name:-DX=1 -DY=2" ...: build_lab, then build_variants
    build_lab
    build_variants "$@"
}
build_variants() {   # program "name:-DX=1 -DY=2" ...: each named -D build of the program in every dtype as
                     # /tmp/v/<name>_<dtype> (in parallel), and the tree's builds (made before) as d_<dtype>
    local program=$1; shift
    for d in fp32 bf16 fp16; do
        for spec in "$@"; do build_program_variant $program.cu "${spec%%:*}_$d" "$(dtype_flag $d)" ${spec#*:} & done
    done
    wait
    keep_builds $program d
    stamp "built"
}
mean_of_runs() {   # $O/raw.csv's correct runs averaged per variant, kernel@block size, dtype, rows and cols, printed
    awk -F, '$12 == "ok" {k = $1 " " $2 "@" $6 " " $3 " " $4 " " $5; s[k] += $9; n[k]++}
             END {for (k in s) printf "%s %.1f\n", k, s[k] / n[k]}' "$O/raw.csv" | sort -k3,3 -k5,5n -k4,4n -k1,1 -k2,2
}
time_twice() {   # "A B ..." kernels "rows" "cols" dtypes: time_builds twice over, then mean_of_runs into $O/mean.txt, printed
    local rep
    for rep in 1 2; do time_builds "$1" "$2" "$3" "$4" "rep $rep" "$5"; done
    mean_of_runs > "$O/mean.txt"
    cat "$O/mean.txt"
}
summarize_by_build() {   # after best_per_rung > $O/best.txt: per dtype, rows and cols, each build's best rung (block size) and
                         # its % of the copy beside the dispatcher's (kernel 14), into $O/summary.txt, printed
    awk '{k = $3 " " $4 " " $5; if ($2 == 14) { d[k] = $7; next } b = k " " $1;
          if (!(b in best) || $7 > best[b]) { best[b] = $7; what[b] = $2 "(" $6 ")" } }
         END { for (b in best) { split(b, f, " "); k = f[1] " " f[2] " " f[3]; print k, f[4], what[b], best[b], "dispatcher", d[k] } }' \
        "$O/best.txt" | sort -k1,1 -k3,3n -k2,2n -k4,4 | tee "$O/summary.txt"
}
best_per_rung() {   # $O/raw.csv's best correct block size per variant, kernel, dtype, rows and cols, printed
    awk -F, '$12 == "ok" {print $1, $2, $3, $4, $5, $6, $9}' "$O/raw.csv" | sort -k5,5n -k3,3 -k4,4n -k1,1 -k2,2n -k7,7nr |
        awk '{k = $1 " " $2 " " $3 " " $4 " " $5; if (!(k in seen)) { seen[k] = 1; print } }'
}
ncu_backward() {   # kernel block_size rows cols: ncu_profile of the bf16 backward's main kernel (its second timed
                   # launch), with the L2's read and write sectors, as bf16-kernel-block-rowsxcols.txt
    NCU_SKIP=6 NCU_METRICS=lts__t_sectors_op_write.sum,lts__t_sectors_op_read.sum \
        ncu_profile bf16-$1-$2-$3x$4 layernorm_backward_bf16 layernorm_backward_kernel "$@"
}
probe_dispatcher() {   # "dtype:rows:cols ...": dev/probe_backward_cost's dispatcher form (the dispatcher's launch, its
                      # pieces timed, and its blocks' phases) at each shape into $O/probe.csv, errors into $O/probe.err
                      # (the round28 jobs ran this loop written out; it moved here unchanged)
    local spec d rows cols program
    echo "dtype,rows,cols,threads,rows_in_flight,grid,piece,ms" > "$O/probe.csv"
    for spec in $1; do
        IFS=: read -r d rows cols <<< "$spec"
        program=dev/probe_backward_cost; [ "$d" = fp32 ] || program=${program}_$d
        timeout 120 $program $rows $cols dispatcher 2>> "$O/probe.err" | grep -v "^dtype" >> "$O/probe.csv"
    done
    stamp "probe done"
}
ncu_profile() {   # name program kernel-regex kernel block rows cols: Nsight Compute of one launch of the rung's kernel
                 # (the fifth that matches, after the checks and warm-up) into $O/ncu/name.txt, the headline stamped;
                 # block "-" for a dispatcher (which picks its own and skips any other); NCU_SECTIONS adds options,
                 # NCU_METRICS metrics, NCU_SKIP replaces the 4 launches skipped
    mkdir -p "$O/ncu"
    local f="$O/ncu/$1.txt" block=$5 program=$2
    [ "$block" = - ] && block=
    case $program in /*) ;; *) program=./$program;; esac   # a variant build (/tmp/v/...) or the tree's program
    ncu --section SpeedOfLight --section MemoryWorkloadAnalysis --section Occupancy --section LaunchStats \
        --section WarpStateStats --section SchedulerStats \
        --metrics dram__bytes_read.sum,dram__bytes_write.sum,lts__t_sector_hit_rate.pct,gpu__time_duration.sum${NCU_METRICS:+,$NCU_METRICS} \
        -k "regex:$3" --launch-skip ${NCU_SKIP:-4} --launch-count 1 ${NCU_SECTIONS:-} $program $4 $block --rows $6 --cols $7 > "$f" 2>&1
    stamp "ncu $1: $(grep -E 'gpu__time_duration.sum|dram__bytes_(read|write).sum|lts__t_sectors_op_write.sum|Achieved Occupancy|  DRAM Throughput|Spilling Requests  ' "$f" | awk '{print $1, $(NF-1), $NF}' | tr '\n' ' ')"
}
ncu_builds() {   # "builds" dtype kernel block rows "cols": ncu_profile of the backward rung's kernel in each build
                 # (/tmp/v/<build>_<dtype>) at each width, named <dtype>-<kernel>-<block>-<rows>x<cols>-<build>
    local build cols
    for cols in $6; do
        for build in $1; do
            ncu_profile $2-$3-$4-$5x$cols-$build /tmp/v/${build}_$2 layernorm_backward_kernel$3 $3 $4 $5 $cols
        done
    done
}
build_forward_programs() {   # make the three forward programs only, logged in $O/build.log; ends the job if it fails
    make -j16 layernorm_forward layernorm_forward_bf16 layernorm_forward_fp16 > "$O/build.log" 2>&1 || { stamp "build FAILED"; exit 1; }
}
program_as_lab() {   # program name "-DX=1 ...": the program's three builds rebuilt in the tree with those switches
                     # (make's EXTRA_FLAGS), so that check_rungs checks that build; logged in $O/build-name.log, stamped
    make -B -j16 EXTRA_FLAGS="$3" $1 $1_bf16 $1_fp16 > "$O/build-$2.log" 2>&1 || { stamp "$2 build FAILED"; exit 1; }
    stamp "built $2 as the lab"
}
forward_as_lab() { program_as_lab layernorm_forward "$@"; }   # name "-DX=1 ...": the forward's (the older jobs' name)
ncu_forward_dispatchers() {   # "dtype:rows:cols ...": ncu_profile of the forward dispatcher's kernel at each shape,
                              # clocks left free (so the times compare with a sweep's), into $O/ncu/fwd-<dtype>-<rows>x<cols>.txt
    local item d rows cols program
    for item in $1; do
        IFS=: read -r d rows cols <<< "$item"
        program=layernorm_forward; [ "$d" != fp32 ] && program=layernorm_forward_$d
        NCU_SECTIONS="--clock-control none" ncu_profile fwd-$d-${rows}x$cols $program "layernorm_forward" 15 - $rows $cols
    done
}
check_rungs() {   # program kernels "shapes" [label]: the GPU matrix of those rungs of the program ("": every rung) into
                  # $O/test[-label].log, then their sanitize at the shapes into $O/sanitize[-label].log; LNLAB_DTYPES
                  # set by the caller (LNLAB_DTYPES=bf16 check_rungs ...) limits both to those dtypes, LNLAB_EXTRA_SHAPES
                  # adds shapes to the matrix (dev/run_tests.sh)
    local program=$1 kernels=$2 shapes=$3 suffix=${4:+-$4} which=BACKWARD
    [ "$program" = layernorm_forward ] && which=FORWARD
    env LNLAB_PASSES=$program LNLAB_TIMEOUT=300 LNLAB_${which}_KERNELS=$kernels LNLAB_JOBS=14 bash dev/run_tests.sh \
        > "$O/test$suffix.log" 2>&1
    stamp "matrix $program ${kernels:-every rung} ${LNLAB_DTYPES:-} exit $?: $(tail -n 1 "$O/test$suffix.log")"
    grep -E "FAIL" "$O/test$suffix.log" | head -n 10
    env LNLAB_PASSES=$program LNLAB_TIMEOUT=300 LNLAB_${which}_KERNELS=$kernels LNLAB_JOBS=16 LNLAB_SANITIZE_SHAPES="$shapes" \
        bash dev/sanitize.sh > "$O/sanitize$suffix.log" 2>&1
    stamp "sanitize exit $?: $(grep '^sanitize:' "$O/sanitize$suffix.log")"
    grep "NOT CLEAN" "$O/sanitize$suffix.log" | head
}
check_backward_rungs() { check_rungs layernorm_backward "$@"; }   # kernels "shapes" (the older jobs' name)
time_builds() {   # "A B ..." kernels "rows" "cols" label [dtypes]: in each dtype (default fp32 bf16 fp16), at each cols
                  # then rows, the kernels of each build in turn (/tmp/v/<build>_<dtype>) into $O/raw.csv, stamped
                  # "label dtype" after each dtype
    local builds=$1 kernels=$2 rows_list=$3 cols_list=$4 label=$5 dtypes=${6:-fp32 bf16 fp16} d rows cols build
    for d in $dtypes; do
        for cols in $cols_list; do
            for rows in $rows_list; do for build in $builds; do run_variant ${build}_$d $kernels $rows $cols 7; done; done
        done
        stamp "$label $d"
    done
}
time_ab() { time_builds "$1 $2" "${@:3}"; }   # A B kernels "rows" "cols" label: time_builds of two builds
RAW_HEADER="variant,kernel,dtype,rows,cols,block_size,ms,GB/s,pct_copy,max_abs_err,max_rel_err,status"
start_backward_job() {   # build_lab, the committed backward builds as /tmp/v/d_<dtype>, $O/raw.csv begun
    build_lab
    stamp "built"
    keep_builds layernorm_backward d
    echo "$RAW_HEADER" > "$O/raw.csv"
}
start_timing_job() {   # program: that program's three builds only (no tests), kept as /tmp/v/d_<dtype>, $O/raw.csv begun
    make -j16 $1 $1_bf16 $1_fp16 > "$O/build.log" 2>&1 || { stamp "build FAILED"; tail -n 30 "$O/build.log"; exit 1; }
    keep_builds $1 d
    stamp "built"
    echo "$RAW_HEADER" > "$O/raw.csv"
}
start_prev_forward_job() {   # "dtypes": build_lab, the tree's forward as /tmp/v/c_<dtype>, ab/prev_forward.cu (an earlier
                             # commit's forward, carried with ab/common.h) as /tmp/v/p_<dtype> in those dtypes, stamped
    local d
    build_lab
    keep_builds layernorm_forward c
    for d in $1; do build_program_variant ab/prev_forward.cu p_$d "$(dtype_flag $d)" & done
    wait
    stamp "built"
}
start_switched_lab_job() {   # program name "-DX=1 ...": the lab built with those switches (every program, test and
                             # probe: check_rungs then checks that build) while the tree's 16-bit builds of the program
                             # are made as /tmp/v/d_bf16, d_fp16; the switched ones kept as /tmp/v/<name>_bf16, _fp16;
                             # $O/raw.csv begun
    local program=$1 name=$2 flags=$3 d
    for d in bf16 fp16; do build_program_variant $program.cu d_$d "$(dtype_flag $d)" & done
    make -j16 build EXTRA_FLAGS="$flags" > "$O/build-$name.log" 2>&1 || { stamp "build FAILED"; tail -n 30 "$O/build-$name.log"; exit 1; }
    wait
    for d in bf16 fp16; do cp ${program}_$d /tmp/v/${name}_$d; done
    stamp "built"
    echo "$RAW_HEADER" > "$O/raw.csv"
}
start_variants_job() {   # program "name:-DX=1 -DY=2" ...: start_timing_job, then build_variants of those -D builds
    local program=$1; shift
    start_timing_job $program
    build_variants $program "$@"
}
start_forward_job() {   # build_lab, the committed forward builds as /tmp/v/f_<dtype>
    build_lab
    keep_builds layernorm_forward f
    stamp "built"
}
time_odd_widths() {   # kernels: those backward rungs at 4097 columns (rows 4096, 8192, 32768) and at 1031 and 2049
                      # (rows 4096, 32768), every dtype; then 9 and 13 at 4096 columns in bf16 (the aligned control)
    for d in fp32 bf16 fp16; do
        for rows in 4096 8192 32768; do run_variant d_$d $1 $rows 4097 7; done
        for rows in 4096 32768; do for cols in 1031 2049; do run_variant d_$d $1 $rows $cols 7; done; done
    done
    for rows in 4096 32768; do run_variant d_bf16 9,13 $rows 4096 7; done
    stamp "timings done"
}
build_copy_fp32() {   # name sed-expression: edit_copy of the backward, then the copy's fp32 build as /tmp/v/<name>_fp32, stamped
    edit_copy "$1" "$2"
    build_program_variant /tmp/ab/$1.cu $1_fp32 ""
    stamp "built $1"
}
edit_copy() {   # name sed-expression [source]: the source (default layernorm_backward.cu) edited by sed into /tmp/ab/name.cu,
                # beside a copy of common.h, the diff kept as $O/name.diff; ends the job if the expression changed nothing
    local source=${3:-layernorm_backward.cu}
    mkdir -p /tmp/ab && cp common.h /tmp/ab/
    sed "$2" $source > /tmp/ab/$1.cu
    diff $source /tmp/ab/$1.cu > "$O/$1.diff"; [ -s "$O/$1.diff" ] || { stamp "sed $1 changed nothing"; exit 1; }
}
apply_job_patch() {   # patch: applies dev/jobs/<patch> to the job's copy of the tree (patch, else git apply), logged in
                      # $O/patch.log; ends the job if it fails
    { patch -p1 < "dev/jobs/$1" || git apply "dev/jobs/$1"; } > "$O/patch.log" 2>&1 || { stamp "patch FAILED"; cat "$O/patch.log"; exit 1; }
}
start_patched_job() {   # patch program dtype base "name:-DX=1 ..." ...: apply_job_patch, the program's build in that dtype
                        # (make) kept as /tmp/v/<base>_<dtype>, each named -D build of it as /tmp/v/<name>_<dtype> (in
                        # parallel), stamped, $O/raw.csv begun
    local patch=$1 program=$2 dtype=$3 base=$4 spec target; shift 4
    apply_job_patch "$patch"
    target=$program; [ "$dtype" = fp32 ] || target=${program}_$dtype
    make -j16 "$target" > "$O/build.log" 2>&1 || { stamp "build FAILED"; tail -n 30 "$O/build.log"; exit 1; }
    cp "$target" "/tmp/v/${base}_$dtype"
    for spec in "$@"; do build_program_variant "$program.cu" "${spec%%:*}_$dtype" "$(dtype_flag "$dtype")" ${spec#*:} & done
    wait
    stamp "built"
    echo "$RAW_HEADER" > "$O/raw.csv"
}
# Jobs that carry prebuilt programs (a folder of builds made off the device, e.g. bin15/ of the round42 jobs):
check_binaries() {   # dir jobs: for each "build kernel shape" line on stdin, dir/<build> kernel --check at every block
                     # size, its --csv rows prefixed by the build into $O/check.csv, `jobs` at a time; the counts printed
    CHECK_DIR=$1 CHECK_OUT=$O xargs -P "$2" -n 3 bash -c 'timeout 120 ./$CHECK_DIR/$0 $1 --check --csv --rows ${2%x*} \
        --cols ${2#*x} 2>>$CHECK_OUT/check.err | tail -n +2 | grep -v "^#" | sed "s/^/$0,/"' > "$O/check.csv"
    echo "check: $(grep -c ',ok,' "$O/check.csv") ok, $(grep -c ',FAIL,' "$O/check.csv") FAIL, $(grep -c ',SKIP' "$O/check.csv") skipped rows; repeat no: $(grep -c ',no$' "$O/check.csv")"
    grep ',FAIL,' "$O/check.csv" | head -5
}
check_outliers() {   # dir build kernels "shapes": dir/<build> kernels --check --outliers (seed 13) at each shape (RxC), its
                     # --csv rows prefixed outliers-<build> appended to $O/check-outliers.csv
    local s
    for s in $4; do
        ./$1/$2 $3 --check --outliers --csv --rows ${s%x*} --cols ${s#*x} --seed 13 2>>"$O/check.err" |
            tail -n +2 | grep -v '^#' | sed "s/^/outliers-$2,/" >> "$O/check-outliers.csv"
    done
}
count_outliers() {   # $O/check-outliers.csv's counts, printed
    echo "outliers: $(grep -c ',ok,' "$O/check-outliers.csv") ok, $(grep -c ',FAIL' "$O/check-outliers.csv") FAIL"
}
sanitize_binaries() {   # dir kernel jobs "builds" "shapes": compute-sanitizer's four tools over dir/<build> kernel (--check
                        # at every block size, seed 7) at each shape, `jobs` at a time, a line each into $O/sanitize.txt
    local p tool s
    for p in $4; do for tool in memcheck racecheck synccheck initcheck; do for s in $5; do echo "$p $tool $s"; done; done; done |
        SAN_DIR=$1 SAN_KERNEL=$2 SAN_OUT=$O xargs -P "$3" -n 3 bash -c '
        log=$SAN_OUT/san.$0.$1.$2.log
        compute-sanitizer --tool $1 --error-exitcode 99 --print-limit 10 ./$SAN_DIR/$0 $SAN_KERNEL --check --csv \
            --rows ${2%x*} --cols ${2#*x} --seed 7 > $log 2>&1
        code=$?
        if [ $code = 0 ] && grep -qE "ERROR SUMMARY: 0 errors|RACECHECK SUMMARY: 0 hazards displayed \(0 errors" $log
        then echo "clean $0 $1 $2"; else echo "NOT CLEAN $0 $1 $2 exit $code"; fi' | sort > "$O/sanitize.txt"
    echo "sanitize: $(grep -c '^clean' "$O/sanitize.txt") clean, $(grep -c '^NOT' "$O/sanitize.txt") not clean"
    grep '^NOT' "$O/sanitize.txt"
}
build_specs() {   # dir "name:flags" ...: the backward program built with each spec's flags as dir/name, in parallel (logs
                  # $O/build-name.log), with the tree's `make` beside them ($O/build.log); waits for all, stamps the list
    local dir=$1; shift; mkdir -p "$dir"
    make -j 16 > "$O/build.log" 2>&1 &
    for spec in "$@"; do
        nvcc $VARIANT_FLAGS ${spec#*:} layernorm_backward.cu -o "$dir/${spec%%:*}" -lgomp > "$O/build-${spec%%:*}.log" 2>&1 &
    done
    wait
    stamp "built: $(ls "$dir" | tr '\n' ' '); make: $(tail -n 1 "$O/build.log")"
}
build_dtype_specs() {   # dir "name:flags" ...: build_specs with each spec in every dtype (dir/name_bf16, name_fp16 and
                        # name_fp32, each with its dtype's flag); a spec whose name ends in a dtype is built once, as is
    local dir=$1 spec d expanded=(); shift
    for spec in "$@"; do
        case ${spec%%:*} in
            *_bf16|*_fp16|*_fp32) expanded+=("$spec");;
            *) for d in bf16 fp16 fp32; do expanded+=("${spec%%:*}_$d:$(dtype_flag $d) ${spec#*:}"); done;;
        esac
    done
    build_specs "$dir" "${expanded[@]}"
}
mean_of_timing() {   # $O/timing.csv's mean % of the copy per dtype, shape and build over its runs (each run after it)
                     # into $O/mean.txt, printed: for builds timed in turn, several times
    awk -F, '$12 == "ok" { k = $3 " " $4 "x" $5 " " $1; n[k]++; s[k] += $9; runs[k] = runs[k] " " $9 }
             END { for (k in n) printf "%s %.1f (%s )\n", k, s[k] / n[k], runs[k] }' "$O/timing.csv" |
        sort -k1,1 -k2,2V -k3,3 | tee "$O/mean.txt"
}
time_binary() {   # dir build kernels rows cols: dir/<build>'s --csv rows at that shape, prefixed by the build's name up to
                  # its dtype (b_bf16 -> b), appended to $O/timing.csv
    ./$1/$2 $3 --csv --rows $4 --cols $5 2>/dev/null | tail -n +2 | grep -v '^#' | sed "s/^/${2%_*},/" >> "$O/timing.csv"
}
time_in_turn() {   # dir "builds" dtype kernels "shapes": at each shape (RxC), each build in turn (dir/<build>_<dtype>), by
                   # time_binary
    local dir=$1 builds=$2 dtype=$3 kernels=$4 shape build
    for shape in $5; do
        for build in $builds; do time_binary "$dir" "${build}_$dtype" "$kernels" "${shape%x*}" "${shape#*x}"; done
    done
}
time_against_base() {   # dir base-kernels other other-kernels "dtype=RxC RxC ..." ...: two rounds; at each shape the base
                        # build (dir/t_<dtype>, its kernels), then dir/<other>_<dtype> (its kernels), by time_binary into
                        # $O/timing.csv (appended), each round stamped
    local dir=$1 base_kernels=$2 other=$3 other_kernels=$4 round spec d s; shift 4
    for round in 1 2; do
        for spec in "$@"; do
            d=${spec%%=*}
            for s in ${spec#*=}; do
                time_binary "$dir" "t_$d" "$base_kernels" "${s%x*}" "${s#*x}"
                time_binary "$dir" "${other}_$d" "$other_kernels" "${s%x*}" "${s#*x}"
            done
        done
        stamp "turn round $round"
    done
}
best_of_timing() {   # $O/timing.csv's best correct block size per build, kernel, dtype and shape (% of the copy) into
                     # $O/best.txt, printed
    awk -F, '$12 == "ok" { k = $1 " k" $2 " " $3 " " $4 "x" $5; if (!(k in best) || $9 > best[k]) { best[k] = $9; bs[k] = $6 } }
             END { for (k in best) printf "%s %s @%s\n", k, best[k], bs[k] }' "$O/timing.csv" |
        sort -k3,3 -k4,4V -k1,1 -k2,2 | tee "$O/best.txt"
}
check_build_dtypes() {   # dir build kernels "shapes" [dtypes]: dir/<build>_<dtype> with those kernels and --check (each
                         # validated at every block size and repeated bitwise; seed 11) at each shape, in each dtype
                         # (default bf16 fp32 fp16), the rows prefixed by the build into $O/check.csv; the counts into
                         # $O/check.txt, printed with the first failures, stamped
    local dir=$1 build=$2 kernels=$3 shape d
    for d in ${5:-bf16 fp32 fp16}; do
        for shape in $4; do
            timeout 300 ./$dir/${build}_$d $kernels --check --csv --rows ${shape%x*} --cols ${shape#*x} --seed 11 \
                2>>"$O/check.err" | tail -n +2 | grep -v '^#' | sed "s/^/$build,/" >> "$O/check.csv"
        done
    done
    echo "check: $(grep -c ',ok,' "$O/check.csv") ok, $(grep -c ',FAIL' "$O/check.csv") FAIL, $(grep -c ',SKIP' "$O/check.csv") skipped; repeat no: $(grep -c ',no$' "$O/check.csv")" | tee "$O/check.txt"
    grep ',FAIL' "$O/check.csv" | head
    stamp "checked"
}
time_rounds_in_turn() {   # dir "builds" kernels "dtype=RxC RxC ..." ...: two rounds of time_in_turn over each dtype's
                          # shapes into $O/timing.csv (begun empty), each round stamped, then mean_of_timing
    local dir=$1 builds=$2 kernels=$3 round spec; shift 3
    : > "$O/timing.csv"
    for round in 1 2; do
        for spec in "$@"; do time_in_turn "$dir" "$builds" "${spec%%=*}" "$kernels" "${spec#*=}"; done
        stamp "round $round"
    done
    mean_of_timing
}
time_rounds_both_orders() {   # dir "builds" kernels "dtype=RxC RxC ..." ...: time_rounds_in_turn in the builds' order, then in
                              # the reverse order, both into $O/timing.csv (the first kept as $O/timing-first.csv too),
                              # then mean_of_timing: four runs a cell, each build timed first in some of them
    local dir=$1 builds=$2 kernels=$3 reversed="" build; shift 3
    for build in $builds; do reversed="$build $reversed"; done
    time_rounds_in_turn "$dir" "$builds" "$kernels" "$@" > /dev/null
    cp "$O/timing.csv" "$O/timing-first.csv"
    time_rounds_in_turn "$dir" "${reversed% }" "$kernels" "$@" > /dev/null
    cat "$O/timing-first.csv" >> "$O/timing.csv"
    mean_of_timing
}
start_patched_forward() {   # patch: apply_job_patch, then the forward's 16-bit builds (make), stamped; ends the job if
                            # the build fails
    apply_job_patch "$1"
    make -j4 layernorm_forward_bf16 layernorm_forward_fp16 > "$O/build.log" 2>&1 || { stamp "build FAILED"; tail -n 20 "$O/build.log"; exit 1; }
    stamp "built"
}
start_forward_builds() {   # dir base "dtypes" ["name:dtype:-DX=1 ..." ...]: the tree's forward made in those dtypes (make),
                           # kept as dir/<base>_<dtype>, and each spec's switched build as dir/<name>_<dtype> (nvcc), $O/build*.log;
                           # stamped; ends the job if make fails
    local dir=$1 base=$2 dtypes=$3 d spec name dtype flags targets=""; shift 3
    mkdir -p "$dir"
    for d in $dtypes; do if [ "$d" = fp32 ]; then targets="$targets layernorm_forward"; else targets="$targets layernorm_forward_$d"; fi; done
    make -j4 $targets > "$O/build.log" 2>&1 || { stamp "build FAILED"; tail -n 20 "$O/build.log"; exit 1; }
    for d in $dtypes; do if [ "$d" = fp32 ]; then cp layernorm_forward "$dir/${base}_fp32"; else cp "layernorm_forward_$d" "$dir/${base}_$d"; fi; done
    for spec in "$@"; do
        IFS=: read -r name dtype flags <<< "$spec"
        nvcc $VARIANT_FLAGS $(dtype_flag "$dtype") $flags layernorm_forward.cu -o "$dir/${name}_$dtype" -lgomp \
            > "$O/build-${name}_$dtype.log" 2>&1 || echo "BUILD FAILED ${name}_$dtype"
    done
    stamp "built: $(ls "$dir" | tr '\n' ' ')"
}
start_map() {   # dir "dtypes": the tree's forward in those dtypes as dir/t_<dtype> (start_forward_builds), and an empty
                # $O/timing.csv for the map's time_in_turn calls
    start_forward_builds "$1" t "$2"
    : > "$O/timing.csv"
}
map_rungs() {   # dir "dtypes" kernels "shapes": after start_map, the tree's rungs (dir/t_<dtype>) at every block size
                # at each shape in each dtype, one invocation a cell, into $O/timing.csv (time_in_turn)
    local d
    for d in $2; do time_in_turn "$1" t "$d" "$3" "$4"; done
}
keep_map() {   # the map's $O/timing.csv as $O/map.csv, its best block size a cell as $O/map-best.txt (printed) and its
               # means as $O/map-mean.txt
    best_of_timing > /dev/null
    mean_by_block_of_timing > /dev/null
    mv "$O/timing.csv" "$O/map.csv"; mv "$O/best.txt" "$O/map-best.txt"; mv "$O/mean.txt" "$O/map-mean.txt"
    cat "$O/map-best.txt"
}
dispatcher_against_best() {   # $O/mean.txt (mean_by_block_of_timing's) as one line a cell: the dispatcher (k15) and the
                              # best other build:kernel@block size, with the difference, into $O/summary.txt, printed
    awk '{ cell = $1 " " $2; split($4, kb, "@"); v = $5
           if (kb[1] == "k15") { disp[cell] = v }
           else if (!(cell in best) || v > best[cell]) { best[cell] = v; who[cell] = $3 ":" $4 } }
         END { for (c in disp) printf "%s k15 %.1f best %s %.1f (%+.1f)\n", c, disp[c], who[c], best[c], best[c] - disp[c] }' \
        "$O/mean.txt" | sort -k1,1 -k2,2V | tee "$O/summary.txt"
}
mean_by_block_of_timing() {   # $O/timing.csv's mean % of the copy per dtype, shape, build and kernel@block size over its runs
                              # (each run after it) into $O/mean.txt
    awk -F, '$12 == "ok" { k = $3 " " $4 "x" $5 " " $1 " k" $2 "@" $6; s[k] += $9; n[k]++; runs[k] = runs[k] " " $9 }
             END { for (k in s) printf "%s %.1f (%s )\n", k, s[k] / n[k], runs[k] }' "$O/timing.csv" |
        sort -k1,1 -k2,2V -k3,3 -k4,4V > "$O/mean.txt"
}
check_outliers_build_dtypes() {   # dir build kernels "shapes" [dtypes]: dir/<build>_<dtype> with those kernels, --check and
                                  # --outliers (seed 13) at each shape, in each dtype (default fp32 bf16 fp16), the rows
                                  # prefixed "outliers," (OUTLIERS_TAG=1: "outliers-<build>,", so that two builds' counts
                                  # stay apart) into $O/check.csv; the counts appended to $O/check.txt, printed
    local dir=$1 build=$2 kernels=$3 shape d tag=outliers
    [ "${OUTLIERS_TAG:-0}" = 1 ] && tag=outliers-$build
    for d in ${5:-fp32 bf16 fp16}; do
        for shape in $4; do
            ./$dir/${build}_$d $kernels --check --outliers --csv --rows ${shape%x*} --cols ${shape#*x} --seed 13 2>>"$O/check.err" |
                tail -n +2 | grep -v '^#' | sed "s/^/$tag,/" >> "$O/check.csv"
        done
    done
    echo "$tag: $(grep -c "^$tag,.*,ok," "$O/check.csv") ok, $(grep "^$tag," "$O/check.csv" | grep -c ',FAIL') FAIL" | tee -a "$O/check.txt"
    grep "^$tag,.*FAIL" "$O/check.csv" | head -5
}
start_patched_forward_builds() {   # patch dir: apply_job_patch, then start_forward_builds of the tree's forward in every dtype
                                   # as dir/d_<dtype>
    apply_job_patch "$1"
    start_forward_builds "$2" d "fp32 bf16 fp16"
}
check_forward_build_with_outliers() {   # dir build kernels "shapes" "outlier shapes": check_build_dtypes in every dtype, then
                                        # check_outliers_build_dtypes, of dir/<build>_<dtype> with those kernels
    check_build_dtypes "$1" "$2" "$3" "$4" "fp32 bf16 fp16"
    check_outliers_build_dtypes "$1" "$2" "$3" "$5"
}
lab_with_forward_builds() {   # dir base: build_lab, stamped, and the lab's three forward builds kept as dir/<base>_<dtype>
    build_lab
    stamp "built"
    mkdir -p "$1"
    cp layernorm_forward "$1/$2_fp32"; cp layernorm_forward_bf16 "$1/$2_bf16"; cp layernorm_forward_fp16 "$1/$2_fp16"
}
forward_variant_dtypes() {   # dir name "dtypes" "-DX=1 ...": forward_variant in each dtype at once, waited for
    program_variant_dtypes "$1" "$2" "$3" "$4" layernorm_forward.cu
}
program_variant_dtypes() {   # dir name "dtypes" "-DX=1 ..." source: program_variant in each dtype at once, waited for
    local d
    for d in $3; do program_variant "$1" "$2" "$d" "$4" "$5" & done
    wait
}
patched_forward_variant() {   # dir name patch "dtypes": apply_job_patch, then forward_variant_dtypes of the patched tree
                              # (no switches); the patch stays applied, so later builds carry it too
    apply_job_patch "$3"
    forward_variant_dtypes "$1" "$2" "$4" ""
}
patch_beside_and_apply() {   # old-patch new-patch: copies of the backward's two files in old/ with dev/jobs/<old-patch> applied
                            # (an earlier build of a candidate, for program_variant ... old/layernorm_backward.cu), then
                            # apply_job_patch new-patch to the tree; ends the job if either fails
    mkdir -p old
    cp layernorm_backward.cu common.h old/ && patch -d old -p1 < "dev/jobs/$1" > "$O/patch-old.log" 2>&1 ||
        { stamp "patch of old/ FAILED"; cat "$O/patch-old.log"; exit 1; }
    apply_job_patch "$2"
}
unapply_job_patch() {   # patch: takes dev/jobs/<patch> back out of the job's copy of the tree (patch -R), logged in
                        # $O/unpatch.log; ends the job if it fails
    patch -R -p1 < "dev/jobs/$1" > "$O/unpatch.log" 2>&1 || { stamp "unpatch FAILED"; cat "$O/unpatch.log"; exit 1; }
}
prev_and_tree_forward_builds() {   # dir "dtypes": the forward of layernorm_forward_prev.cu (an untracked copy of an
                                   # older commit's forward, put beside the tree for the call: `git show
                                   # REV:layernorm_forward.cu > layernorm_forward_prev.cu`; the device's .git may not
                                   # hold REV) as dir/prev_<dtype> and the tree's as dir/t_<dtype>, in parallel (nvcc),
                                   # logged in $O/build-{prev,t}-<dtype>.log, stamped. A third argument names another
                                   # prev source (ab/prev_forward.cu: beside its own commit's ab/common.h)
    local d prev=${3:-layernorm_forward_prev.cu}
    mkdir -p "$1"
    for d in $2; do
        nvcc $VARIANT_FLAGS $(dtype_flag $d) "$prev" -o "$1/prev_$d" -lgomp > "$O/build-prev-$d.log" 2>&1 &
        nvcc $VARIANT_FLAGS $(dtype_flag $d) layernorm_forward.cu -o "$1/t_$d" -lgomp > "$O/build-t-$d.log" 2>&1 &
    done
    wait
    stamp "builds: $(ls "$1" | tr '\n' ' ')"
}
forward_variant() {   # dir name dtype "-DX=1 ...": the forward built with those switches as dir/<name>_<dtype> (nvcc), logged
                      # in $O/build-<name>_<dtype>.log (the caller may run it in the background and wait)
    program_variant "$1" "$2" "$3" "$4" layernorm_forward.cu
}
program_variant() {   # dir name dtype "-DX=1 ..." source: forward_variant of any source (layernorm_backward.cu, or an
                      # earlier commit's copy in ab/)
    nvcc $VARIANT_FLAGS $(dtype_flag $3) $4 "$5" -o "$1/$2_$3" -lgomp > "$O/build-$2_$3.log" 2>&1 ||
        echo "BUILD FAILED $2_$3"
}
check_forward_lab_with_variant() {   # dir base "name:dtype:-DX=1 ..." kernels "extra shapes" "sanitize shapes":
                                     # lab_with_forward_builds, the variant built meanwhile (forward_variant), check_rungs
                                     # of those forward kernels with the shapes added to the matrix, then the build waited for
    local name dtype flags
    IFS=: read -r name dtype flags <<< "$3"
    lab_with_forward_builds "$1" "$2"
    forward_variant "$1" "$name" "$dtype" "$flags" &
    LNLAB_EXTRA_SHAPES="$5" check_rungs layernorm_forward "$4" "$6"
    wait
}
start_forward11_stats_builds() {   # dir name "outlier shapes": the tree's fp32 forward as dir/d_fp32 and the forward with kernel
                                   # 11's statistics 3 (fp32's ring rows too, FORWARD15_FP32_RING_STATS=3) in every dtype as
                                   # dir/<name>_<dtype>, then check_forward_build_with_outliers of its rungs 11 and 15 at 8
                                   # shapes and the outlier shapes: the forty-ninth round's [B49] and [C49] builds and checks,
                                   # each in its own tree; $O/timing.csv begun empty
    start_forward_builds "$1" d "fp32" "$2:fp32:-DFORWARD11_STATS=3 -DFORWARD15_FP32_RING_STATS=3" \
        "$2:bf16:-DFORWARD11_STATS=3" "$2:fp16:-DFORWARD11_STATS=3"
    check_forward_build_with_outliers "$1" "$2" 11,15 "4096x1024 67x1600 5x2048 3x64 1x8 130x512 9x1280 2x12288" "$3"
    : > "$O/timing.csv"
}
sweep_forward_targets() {   # [dtypes]: scripts/sweep.py of the forward dispatcher over the target grid (every dtype, or
                            # those, comma-separated) into $O/sweep, then scripts/targets.py of it into $O/targets.txt
    python3 scripts/sweep.py --out "$O/sweep" --passes forward --rungs forward=15 ${1:+--dtypes $1} > "$O/sweep.log" 2>&1
    stamp "sweep: $(tail -n 1 "$O/sweep.log")"
    python3 scripts/targets.py "$O"/sweep/speed-*.csv > "$O/targets.txt" 2>&1; head -n 12 "$O/targets.txt"
}
deltas_of_mean() {   # base "others": $O/mean.txt (mean_of_timing's "dtype RxC build mean ( runs )") as one line a cell, the
                     # base build's mean then each other build's difference from it in points of the copy, printed
    awk -v base="$1" -v others="$2" '
        BEGIN { n_others = split(others, other, " ") }
        { key = $1 " " $2; if (!(key in seen)) { seen[key] = 1; order[++n] = key } value[key, $3] = $4 }
        END {
            for (i = 1; i <= n; i++) {
                if (!((order[i], base) in value)) continue
                line = sprintf("%-18s %s %5.1f", order[i], base, value[order[i], base])
                for (j = 1; j <= n_others; j++)
                    if ((order[i], other[j]) in value)
                        line = line sprintf(" | %s %+5.1f", other[j], value[order[i], other[j]] - value[order[i], base])
                print line
            }
        }' "$O/mean.txt"
}
only_on_gpu() {   # name: the job stops here (exit 0, stamped) unless the first GPU's name contains it (e.g. H200: a job
                  # whose question is about that GPU spends no device time on another)
    local gpu
    gpu=$(nvidia-smi --query-gpu=name --format=csv,noheader | head -n 1)
    case "$gpu" in *"$1"*) stamp "GPU: $gpu";; *) stamp "GPU: $gpu, not an $1: nothing run"; exit 0;; esac
}
stamp_gpu_lines() {   # each backward build's GPU line, stamped (the DRAM rate the dispatcher takes its table by, [A69]);
                     # make_backward first
    local program
    for program in layernorm_backward layernorm_backward_bf16 layernorm_backward_fp16; do
        stamp "$program: $(./$program 15 --rows 64 --cols 1024 --check | grep '^GPU:')"
    done
}
run_part() {   # name script VAR=value ...: the script in a fresh copy of the tree (/tmp/part-<name>, left there for
               # later steps), into $O/name, its log $O/name.log; stamped, the log's tail printed
    local name=$1 script=$2; shift 2
    rm -rf "/tmp/part-$name" && mkdir -p "/tmp/part-$name" && cp -r . "/tmp/part-$name/"
    (cd "/tmp/part-$name" && env "$@" bash "$script" "$O/$name") > "$O/$name.log" 2>&1
    stamp "part $name exit $?"
    tail -n 25 "$O/$name.log"
}
ODD_BOUND_SHAPES="bf16=512x32776 1024x32776 4096x32776;fp16=512x32776 1024x32776 4096x32776;fp32=1024x16388 2048x16388 8192x16388"
time_odd_bound() {   # dir build: kernels 7 and 9 (every block size) at the virtual shapes of the 4097-column cells,
                     # (rows / PACK_SIZE) x (PACK_SIZE * 4097), rows 4096 / 8192 / 32768: the same bytes of x, dy and dx
                     # in aligned rows, by time_in_turn into $O/timing.csv
    local spec specs
    IFS=';' read -r -a specs <<< "$ODD_BOUND_SHAPES"
    for spec in "${specs[@]}"; do time_in_turn "$1" "$2" "${spec%%=*}" 7,9 "${spec#*=}"; done
}
odd_bound_of_mean() {   # $O/mean.txt's best launch at each virtual shape as the bound of its 4097 cell, a line each:
                        # "dtype RxC bound value (kernel@block at the virtual shape)"
    awk '$2 ~ /x(32776|16388)$/ { split($2, s, "x"); g = (s[2] == 32776) ? 8 : 4; k = $1 " " s[1] * g "x4097"
           if (!(k in bound) || $5 > bound[k]) { bound[k] = $5; who[k] = $4 " at " $2 } }
         END { for (k in bound) printf "%s bound %.1f (%s)\n", k, bound[k], who[k] }' "$O/mean.txt" | sort -k1,1 -k2,2V
}
