#!/usr/bin/env python3
r"""Which kernels' PTX changed between two builds of one program: a check for refactors made without a GPU.
Entries are compared up to register and label names, and up to the hash of the file that nvcc puts in the name of a
function-static __shared__ variable (_INTERNAL_<hash>_), which any edit of the file changes.

Usage:  python3 dev/ptx_compare.py BEFORE.ptx AFTER.ptx [--expect=TEXT ...] [--map=REGEX=>REPLACEMENT ...]
        python3 dev/ptx_compare.py --registers BEFORE.log AFTER.log [--expect=TEXT ...] [--map=...]
(make each with: nvcc -O3 -std=c++17 -arch=sm_90 [-DENABLE_BF16|-DENABLE_FP16] -ptx layernorm_forward.cu -o X.ptx;
the logs of --registers with: nvcc ... -Xptxas -v -cubin layernorm_forward.cu -o /dev/null 2> X.log)

--map rewrites AFTER's whole text (entry names, and the shared variables named after them) with re.sub before
comparing, in order: for a change that added a template parameter, map its value away to compare each new
instance with the old instance it should equal, e.g. the forward's SHIFT_WB (kernels 9 and 10, third parameter):
  --map='(kernel(?:9|10)ILi\d+ELi\d+E)Li0E(E)=>\1\2' --map='(kernel(?:9|10)ILi\d+ELi\d+E)Li1E(E)=>\1SHIFTED\2'
--expect=TEXT: entries whose name contains TEXT may differ (listed, not counted as unexpected).
--registers: compare ptxas's register count of each entry instead ("Used N registers" after "Compiling entry
function"): the same PTX gives the same count, and a different count is one way a change can move a kernel's
occupancy.

Each entry (kernel instance) is compared after numbering its virtual registers and block labels in order of
first appearance, so a change that only renames them (a refactor that moved code into a helper) reads as
identical. Prints one line per entry that differs, is new or is gone, then a count; exits 1 if any entry
other than those named with --expect changed.
"""
import re
import sys


def entries(path, maps=()):
    text = open(path).read()
    for pattern, replacement in maps:
        text = re.sub(pattern, replacement, text)
    out = {}
    for part in re.split(r'(?m)^(?=\.visible \.entry )', text):
        match = re.match(r'\.visible \.entry (\S+)\(', part)
        if match:
            out[match.group(1)] = canonical(re.split(r'\n\s*// \.globl', part)[0].rstrip())   # the blank lines before the next entry vary
    return out


def register_counts(path, maps=()):
    """Each entry's register count from a ptxas -v log, its name rewritten by the maps."""
    counts, name = {}, None
    for line in open(path):
        match = re.search(r"Compiling entry function '(\S+)'", line)
        if match:
            name = match.group(1)
            for pattern, replacement in maps:
                name = re.sub(pattern, replacement, name)
            continue
        match = re.search(r"Used (\d+) registers", line)
        if match and name is not None:
            counts[name], name = int(match.group(1)), None
    return counts


def canonical(body):
    names = {}

    def rename(match):
        token = match.group(0)
        if token not in names:
            names[token] = "%%v%d" % len(names)
        return names[token]
    # a function-static __shared__ variable's name carries a hash of the file (_INTERNAL_<hash>_), which any edit of
    # the file changes, so it is not a difference in the code
    body = re.sub(r'_INTERNAL_[0-9a-f]+_', '_INTERNAL_', body)
    # a function-static __shared__ variable used by one entry is declared inside it ("demoted"); once a second entry
    # uses it (a new template instance), nvcc declares it at module scope instead: where it is declared, not the code
    body = re.sub(r'\n\s*// demoted variable\n\s*\.shared [^\n]*;', '', body)
    body = re.sub(r'\n\s*\n', '\n', body)
    return re.sub(r'%(rs|rd|r|f|fd|p)\d+\b|\$L__BB\d+_\d+', rename, body)


def main():
    registers = "--registers" in sys.argv[1:]
    args = [a for a in sys.argv[1:] if not a.startswith(("--expect=", "--map=")) and a != "--registers"]
    expected = [a.split("=", 1)[1] for a in sys.argv[1:] if a.startswith("--expect=")]
    maps = [tuple(a.split("=", 1)[1].split("=>", 1)) for a in sys.argv[1:] if a.startswith("--map=")]
    if len(args) != 2 or any(len(m) != 2 for m in maps):
        sys.exit(__doc__)
    if registers:
        before, after = register_counts(args[0]), register_counts(args[1], maps)
    else:
        before, after = entries(args[0]), entries(args[1], maps)
    unexpected = 0
    for name in sorted(set(before) | set(after)):
        state = ("new" if name not in before else "gone" if name not in after
                 else "changed" if before[name] != after[name] else None)
        if state:
            allowed = any(e in name for e in expected)
            unexpected += not allowed
            counts = f" ({before[name]} -> {after[name]} registers)" if registers and state == "changed" else ""
            print(f"{state:8s} {name}{counts}{' (expected)' if allowed else ''}")
    same = sum(1 for n in before if n in after and before[n] == after[n])
    what = "entries with the same register count" if registers else "entries identical up to register and label names"
    print(f"{same} of {len(before)} {what}")
    sys.exit(1 if unexpected else 0)


if __name__ == "__main__":
    main()
