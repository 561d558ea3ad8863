#!/usr/bin/env bash
# The tree's PTX of one program against a revision's, in every dtype: dev/ptx_compare.py on each pair. The check
# the rounds made by hand before calling a refactor, or a switch left off, "the same code" without a GPU.
#
#   bash dev/ptx_against.sh REV PROGRAM [--registers] [-DNAME=VALUE ...] [-- ptx_compare options]
#   e.g. bash dev/ptx_against.sh HEAD layernorm_backward -DKERNEL7_LINE_MATCH=0
#        bash dev/ptx_against.sh HEAD layernorm_backward -- --map='(kernel7ILi\d+ELi\d+ELi\d+ELi\d+E)Li0E(E)=>\1\2'
#
# REV's PROGRAM.cu and common.h against the working tree's, each built with nvcc -O3 -std=c++17 -arch=sm_90 -ptx
# in fp32, bf16 and fp16 (in parallel; about a minute for the backward). The -D switches go to the tree's build
# only; the options after -- go to ptx_compare.py (--map rewrites the tree's names, --expect names entries that may
# differ). --registers also compares ptxas's register count of each entry (-Xptxas -v; about a minute more): the
# same PTX gives the same count, but where the PTX differs this shows which instances may hold fewer blocks an SM.
# Prints each dtype's verdict; exits 1 if any dtype has an unexpected difference, 2 on bad usage.
set -u
usage() { sed -n '5,7p' "$0" | sed 's/^#   //' >&2; exit 2; }
[ $# -ge 2 ] || usage
rev=$1 program=${2%.cu}; shift 2
defines=() compare_args=() registers=0
while [ $# -gt 0 ]; do
    case $1 in
        --) shift; compare_args=("$@"); break;;
        --registers) registers=1; shift;;
        -D*) defines+=("$1"); shift;;
        *) echo "ptx_against.sh: not a -D switch: $1" >&2; usage;;
    esac
done
root=$(git rev-parse --show-toplevel) || exit 2
[ -f "$root/$program.cu" ] || { echo "ptx_against.sh: no $program.cu in the tree" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/before" "$work/after"
for file in "$program.cu" common.h; do
    git -C "$root" show "$rev:$file" > "$work/before/$file" 2> "$work/git.err" ||
        { echo "ptx_against.sh: $rev has no $file: $(cat "$work/git.err")" >&2; exit 2; }
    cp "$root/$file" "$work/after/$file"
done
flags() { case $1 in fp32) ;; bf16) echo -DENABLE_BF16;; fp16) echo -DENABLE_FP16;; esac; }
build() {   # side dtype [extra flags]: that side's PTX (or, with -Xptxas -v, its ptxas log) of the program
    local side=$1 dtype=$2 switches=(); shift 2
    [ "$side" = after ] && switches=("${defines[@]}")
    (cd "$work/$side" && nvcc -O3 -std=c++17 -arch=sm_90 $(flags $dtype) "${switches[@]}" "$@")
}
for dtype in fp32 bf16 fp16; do
    for side in before after; do
        build $side $dtype -ptx "$program.cu" -o "$dtype.ptx" &
        [ $registers = 1 ] && build $side $dtype -Xptxas -v -cubin "$program.cu" -o /dev/null 2> "$work/$side/$dtype.log" &
    done
done
wait
status=0
for dtype in fp32 bf16 fp16; do
    if [ ! -s "$work/before/$dtype.ptx" ] || [ ! -s "$work/after/$dtype.ptx" ]; then
        echo "$dtype: a build failed"; status=1; continue
    fi
    python3 "$root/dev/ptx_compare.py" "$work/before/$dtype.ptx" "$work/after/$dtype.ptx" "${compare_args[@]}" \
        > "$work/$dtype.txt" || status=1
    expected=$(grep -c "(expected)$" "$work/$dtype.txt") note=""
    [ "$expected" -gt 0 ] && note=", and $expected entries named by --expect new or changed"
    echo "$dtype: $(tail -n 1 "$work/$dtype.txt")$note"
    grep -v -e "identical" -e "(expected)$" "$work/$dtype.txt" | sed 's/^/  /' | head -n 20
    if [ $registers = 1 ]; then
        python3 "$root/dev/ptx_compare.py" --registers "$work/before/$dtype.log" "$work/after/$dtype.log" \
            "${compare_args[@]}" > "$work/$dtype.registers" || status=1
        echo "$dtype: $(tail -n 1 "$work/$dtype.registers")"
        grep -v -e "same register count" -e "(expected)$" "$work/$dtype.registers" | sed 's/^/  /' | head -n 20
    fi
done
exit $status
