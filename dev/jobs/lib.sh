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
