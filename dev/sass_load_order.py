#!/usr/bin/env python3
"""Are a row's 16-byte loads issued before any of them is used? A check of the SASS (needs cuobjdump).

Usage:  cuobjdump -sass ./layernorm_forward_fp16 > f.sass
        python3 dev/sass_load_order.py f.sass [NAME_REGEX]      (default: forward kernels 6, 7, 9, 10)

The forward's register rungs (6, 7, 9, 10) load a thread's Packs of a row, then sum them, then reduce
across the team. Every load should be in flight before the first sum waits on one: the row then costs one
round trip to memory. Counting instructions does not show the order (the sixth round compared counts and
found fp16 and bf16 alike); this reads it. For each kernel instance whose name matches, it takes the
instructions before the first warp shuffle (the first reduction's first step)
and reports the 16-byte global loads there. An instance is SPLIT when a branch stands between its first
and its last such load: ptxas put part of the row's loads behind the code that uses the first ones (in
the twelfth round's build, fp16 kernel 9 with 4 Packs a thread: 76% of the copy at 32768 x 32768 where
bf16 ran 95%; dev/NOTES.md, "Thirteenth round"). It also counts local-memory instructions (LDL/STL:
spills). Exits 1 if any instance is SPLIT or spills.

Only kernels that load rows with LDG before their first reduction fit this test: the backward's rungs
load weight (once) before their row loop, and stage rows with cp.async or the TMA, so a branch after their
first loads is the loop, not a split.
"""
import re
import sys

REDUCTION_OPS = ("SHFL",)   # every team reduction starts with a warp's shuffles; a barrier may be hoisted above


def functions(path):
    """(name, [(address, opcode)]) for each function in a cuobjdump -sass listing."""
    name, body = None, []
    for line in open(path):
        match = re.match(r"\s+Function : (\S+)", line)
        if match:
            if name:
                yield name, body
            name, body = match.group(1), []
            continue
        match = re.search(r"/\*([0-9a-f]{4,})\*/\s+(.*?);", line)
        if name and match:
            if match.group(2).startswith("@!PT "):   # never executed (ptxas's padding: @!PT LDS RZ, [RZ])
                continue
            instruction = re.sub(r"^@!?U?P\w+\s+", "", match.group(2).strip())   # drop the predicate
            body.append((int(match.group(1), 16), instruction.split()[0]))
    if name:
        yield name, body


def row_loads(body):
    """The 16-byte global loads before the first reduction, and whether a branch splits them."""
    loads, branch_after_first = [], None
    split = False
    for address, opcode in body:
        if opcode.startswith(REDUCTION_OPS):
            break
        if opcode.startswith("LDG.E.128") or opcode.startswith("LDG.E.EF.128"):
            loads.append(address)
            split = split or branch_after_first is not None
        elif opcode.startswith("BRA") and loads and branch_after_first is None:
            branch_after_first = address
    return loads, split


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    wanted = re.compile(sys.argv[2] if len(sys.argv) > 2 else r"layernorm_forward_kernel(6|7|9|10)I")
    checked = bad = 0
    for path in [sys.argv[1]]:
        for name, body in functions(path):
            if not wanted.search(name):
                continue
            checked += 1
            loads, split = row_loads(body)
            local = sum(1 for _, opcode in body if opcode.startswith(("LDL", "STL")))
            verdict = "SPLIT" if split else "SPILL" if local else "ok"
            if split or local:
                bad += 1
            print(f"{verdict:5}  {len(loads):2} row loads before the first reduction, {local:3} LDL/STL  {name}")
    print(f"{checked} instances, {bad} with split row loads or local memory")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
