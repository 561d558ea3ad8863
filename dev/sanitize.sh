#!/usr/bin/env bash
# make sanitize: compute-sanitizer memcheck, racecheck, synccheck and initcheck over every forward
# and backward variant in each dtype, at small awkward shapes, every block size (--check mode).
# Prints one line per program x tool x shape, clean or not, and exits non-zero on any error.
# LNLAB_FORWARD_KERNELS / LNLAB_BACKWARD_KERNELS (e.g. 6,7,8) limit it to some variants,
# LNLAB_SANITIZE_SHAPES replaces the shapes, LNLAB_PASSES (e.g. layernorm_backward) limits the programs,
# LNLAB_DTYPES (e.g. bf16) the dtypes.
set -u
cd "$(dirname "$0")/.."
SANITIZER=${SANITIZER:-compute-sanitizer}
if ! command -v "$SANITIZER" >/dev/null 2>&1; then echo "compute-sanitizer not found"; exit 1; fi
if ! nvidia-smi -L >/dev/null 2>&1; then echo "no GPU: make sanitize needs one"; exit 1; fi

SHAPES=${LNLAB_SANITIZE_SHAPES:-"67x1031 5x4100 130x128"}
log_dir=$(mktemp -d)
mkdir -p "$log_dir"
check_one() {   # program tool shape
    local program=$1 tool=$2 shape=$3 rows=${3%x*} cols=${3#*x} kernels=""
    case "$program" in
        layernorm_forward*) kernels=${LNLAB_FORWARD_KERNELS:-};;
        layernorm_backward*) kernels=${LNLAB_BACKWARD_KERNELS:-};;
    esac
    local log="$log_dir/$program.$tool.$shape.log"
    timeout "${LNLAB_TIMEOUT:-900}" "$SANITIZER" --tool "$tool" --error-exitcode 99 --print-limit 20 ./"$program" $kernels --check --csv --rows "$rows" --cols "$cols" --seed 7 >"$log" 2>&1
    local code=$?
    if [ "$code" = 0 ] && grep -qE "ERROR SUMMARY: 0 errors|RACECHECK SUMMARY: 0 hazards displayed \(0 errors" "$log"; then echo "clean      $program $tool $shape"
    else echo "NOT CLEAN  $program $tool $shape (exit $code, $log)"; fi
}
export -f check_one; export SANITIZER log_dir LNLAB_FORWARD_KERNELS LNLAB_BACKWARD_KERNELS
for program in $(for p in ${LNLAB_PASSES:-layernorm_forward layernorm_backward}; do
                      for d in ${LNLAB_DTYPES:-fp32 bf16 fp16}; do [ "$d" = fp32 ] && echo "$p" || echo "${p}_$d"; done
                  done); do
    for tool in memcheck racecheck synccheck initcheck; do
        for shape in $SHAPES; do echo "$program $tool $shape"; done
    done
done | xargs -P "${LNLAB_JOBS:-4}" -n 3 bash -c 'check_one "$0" "$1" "$2"' | sort -k2,2 -k3,3 -k4,4 | tee "$log_dir/summary.txt"
bad=$(grep -c "^NOT CLEAN" "$log_dir/summary.txt")
total=$(wc -l <"$log_dir/summary.txt")
echo "sanitize: $((total - bad)) clean, $bad not clean (logs in $log_dir)"
for f in $(grep "^NOT CLEAN" "$log_dir/summary.txt" | sed 's/.*, \(.*\))$/\1/' | head -n 3); do echo "--- $f"; grep -m 15 -E "=========|FAIL" "$f"; done
[ "$bad" = 0 ]
