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
run_variant() {   # variant kernels rows cols seed: the program's csv rows, prefixed by the variant, into $O/raw.csv
    timeout 120 /tmp/v/$1 $2 --rows $3 --cols $4 --csv --seed $5 2>&1 | tail -n +2 | grep -v "^#" |
        awk -F, -v v="$1" 'NF > 8 {print v "," $1 "," $2 "," $3 "," $4 "," $5 "," $6 "," $7 "," $8 "," $9 "," $10 "," $11}' >> "$O/raw.csv"
}
build_lab() {   # make build (every program, test and probe), logged in $O/build.log; ends the job if it fails
    make -j16 build > "$O/build.log" 2>&1 || { stamp "build FAILED"; tail -n 30 "$O/build.log"; exit 1; }
}
dtype_flag() {   # fp32 | bf16 | fp16: the compiler flag of that build
    case $1 in fp32) echo "";; bf16) echo -DENABLE_BF16;; fp16) echo -DENABLE_FP16;; esac
}
keep_builds() {   # program prefix: the program's three committed builds as /tmp/v/<prefix>_fp32, _bf16, _fp16
    cp "$1" /tmp/v/$2_fp32; cp "$1_bf16" /tmp/v/$2_bf16; cp "$1_fp16" /tmp/v/$2_fp16
}
build_lab_and_variants() {   # program "name:-DX=1 -DY=2" ...: build_lab, then each named -D build of the program in
                             # every dtype as /tmp/v/<name>_<dtype> (in parallel), and the committed builds as d_<dtype>
    local program=$1; shift
    build_lab
    for d in fp32 bf16 fp16; do
        for spec in "$@"; do build_program_variant $program.cu "${spec%%:*}_$d" "$(dtype_flag $d)" ${spec#*:} & done
    done
    wait
    keep_builds $program d
    stamp "built"
}
