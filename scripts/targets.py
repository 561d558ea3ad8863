#!/usr/bin/env python3
"""Issue 5's targets, read from a speed CSV (scripts/sweep.py): where each pass meets them.

The targets: the top forward rung at >= 95 % and the top backward rung at >= 85 % of the same-byte copy,
at every shape with rows * cols >= 4 Mi elements (4 * 2**20 = 4096 x 1024), in fp32, bf16 and fp16.
For each pass this prints the cells met per dtype (of the target cells the CSV holds), their range and
median, then the pass's table (rows x cols, each cell fp32 / bf16 / fp16, in % of the copy) as Markdown,
ready for the README. With --against OLD.csv it also lists the target cells that moved by more than
--points (default 1) between the two runs.

It also checks the ceiling itself. A bf16 and an fp16 cell of the same pass and shape move the same bytes, so the
same-byte copy that each process timed (GB/s x 100 / pct_copy) should agree; where the two differ by more than
--copy-tolerance (default 3 %) one process ran slow and both cells are named, to be rerun before they are read.
(The evidence run at c0214eb had two such shapes, 8-10 % apart, whose fp16 cells read 6-7 points high; at every
other shape the two copies were within 3.4 %, all but one within 1.2 %.)

Usage:  python3 scripts/targets.py results/speed-h100-2026-11-23.csv [--kernel forward=15]
                                   [--against OLD.csv] [--points 1]
By default each pass's highest-numbered kernel in the file (its dispatcher) is the one judged.
"""
import argparse
import csv
import statistics
import sys

TARGET = {"forward": 95.0, "backward": 85.0}
MIN_ELEMENTS = 4 * 2 ** 20
DTYPES = ("fp32", "bf16", "fp16")


def read_speed(path):
    """The CSV's header comments (gpu, date, commit) and its rows as dicts."""
    meta, lines = {}, []
    with open(path) as handle:
        for line in handle:
            if line.startswith("#"):
                key, _, value = line[1:].partition(":")
                if value:
                    meta[key.strip()] = value.strip()
            elif line.strip():
                lines.append(line)
    return meta, list(csv.DictReader(lines))


def pick_kernels(rows, wanted):
    """pass -> the kernel judged: `wanted` (pass=K, ...) where given, else the pass's highest kernel."""
    chosen = {}
    for row in rows:
        kernel = int(row["kernel"])
        chosen[row["pass"]] = max(chosen.get(row["pass"], kernel), kernel)
    for item in filter(None, (wanted or "").split(",")):
        name, _, kernel = item.partition("=")
        if name not in TARGET or not kernel.isdigit():
            sys.exit(f"targets.py: error: --kernel wants pass=K (forward=15,backward=15), got {item!r}")
        chosen[name] = int(kernel)
    return chosen


def cells(rows, kernels):
    """(pass, dtype, rows, cols) -> % of the copy (None where not ok) for the judged kernel of each pass."""
    table = {}
    for row in rows:
        if kernels.get(row["pass"]) != int(row["kernel"]):
            continue
        ok = row["status"] == "ok" and row["pct_copy"] not in ("", None)
        table[(row["pass"], row["dtype"], int(row["rows"]), int(row["cols"]))] = float(row["pct_copy"]) if ok else None
    return table


def is_target(rows, cols):
    return rows * cols >= MIN_ELEMENTS


def summary(table, name):
    print(f"{name}: target {TARGET[name]:.0f} % of the copy at rows*cols >= {MIN_ELEMENTS} elements")
    print("| pass | dtype | target shapes met | range (% of copy) | median |")
    print("|---|---|---|---|---|")
    for dtype in DTYPES:
        values = [v for (p, d, r, c), v in table.items() if p == name and d == dtype and is_target(r, c)]
        if not values:
            continue
        measured = [v for v in values if v is not None]
        met = sum(1 for v in measured if v >= TARGET[name])
        missing = len(values) - len(measured)
        note = f" ({missing} not measured)" if missing else ""
        span = f"{min(measured):.1f}–{max(measured):.1f}" if measured else "-"
        median = f"{statistics.median(measured):.1f}" if measured else "-"
        print(f"| {name} | {dtype} | {met} of {len(values)}{note} | {span} | {median} |")
    print()


def markdown_table(table, name, kernel):
    shapes = sorted({(r, c) for (p, d, r, c) in table if p == name})
    row_counts = sorted({r for r, _ in shapes})
    col_counts = sorted({c for _, c in shapes})
    print(f"**{name}** (kernel {kernel}), % of the same-byte copy; rows x cols, fp32 / bf16 / fp16")
    print()
    print("| rows | " + " | ".join(str(c) for c in col_counts) + " |")
    print("|---" * (len(col_counts) + 1) + "|")
    for r in row_counts:
        parts = []
        for c in col_counts:
            values = [table.get((name, d, r, c)) for d in DTYPES]
            parts.append(" / ".join("-" if v is None else f"{v:.1f}" for v in values))
        print(f"| {r} | " + " | ".join(parts) + " |")
    print()


def copy_check(rows, kernels, tolerance):
    """Shapes whose bf16 and fp16 runs timed the same-byte copy more than `tolerance` % apart."""
    copies = {}
    for row in rows:
        if kernels.get(row["pass"]) != int(row["kernel"]) or row["status"] != "ok" or row["dtype"] not in ("bf16", "fp16"):
            continue
        pct, gbps = float(row["pct_copy"] or 0), float(row["GB/s"] or 0)
        if pct > 0 and gbps > 0:
            copies[(row["pass"], int(row["rows"]), int(row["cols"]), row["dtype"])] = gbps * 100.0 / pct
    pairs = [(key[:3], copies[key], copies.get(key[:3] + ("fp16",))) for key in sorted(copies) if key[3] == "bf16"]
    pairs = [(shape, bf16, fp16) for shape, bf16, fp16 in pairs if fp16 is not None]
    apart = [(shape, bf16, fp16) for shape, bf16, fp16 in pairs if abs(fp16 / bf16 - 1.0) * 100.0 > tolerance]
    print(f"copy check: the bf16 and fp16 runs of {len(pairs)} shapes timed the same-byte copy within {tolerance:g} % "
          f"at {len(pairs) - len(apart)}" + (", apart at these (rerun both cells):" if apart else ""))
    for (name, r, c), bf16, fp16 in apart:
        print(f"  {name} {r} x {c}: copy {bf16:.0f} GB/s in the bf16 run, {fp16:.0f} in the fp16 run ({(fp16 / bf16 - 1) * 100:+.1f} %)")
    print()


def compare(table, old_table, points):
    moved = []
    for key, value in sorted(table.items()):
        name, dtype, r, c = key
        old = old_table.get(key)
        if value is None or old is None or not is_target(r, c):
            continue
        if abs(value - old) > points:
            moved.append((value - old, name, dtype, r, c, old, value))
    up = [m for m in moved if m[0] > 0]
    down = [m for m in moved if m[0] < 0]
    total = sum(1 for (p, d, r, c), v in table.items() if is_target(r, c) and v is not None and old_table.get((p, d, r, c)) is not None)
    print(f"against the older run, by more than {points} point(s): higher at {len(up)} of {total} target cells, lower at {len(down)}")
    for delta, name, dtype, r, c, old, value in sorted(moved, key=lambda m: -abs(m[0])):
        print(f"  {name} {dtype} {r} x {c}: {old:.1f} -> {value:.1f} ({delta:+.1f})")
    print()


def main():
    parser = argparse.ArgumentParser(description="Issue 5's targets from a speed CSV")
    parser.add_argument("csv", help="a speed CSV written by scripts/sweep.py")
    parser.add_argument("--kernel", help="the kernel judged per pass, e.g. forward=15,backward=15 (default: each pass's highest)")
    parser.add_argument("--against", help="an older speed CSV to compare with (the same judged kernels unless --against-kernel)")
    parser.add_argument("--against-kernel", help="the kernel judged per pass in the older CSV")
    parser.add_argument("--points", type=float, default=1.0, help="what counts as moved, in points of the copy (default 1)")
    parser.add_argument("--copy-tolerance", type=float, default=3.0,
                        help="how far apart, in %%, the bf16 and fp16 runs' copies of the same bytes may be (default 3)")
    args = parser.parse_args()

    meta, rows = read_speed(args.csv)
    if not rows:
        sys.exit(f"targets.py: error: no rows in {args.csv}")
    kernels = pick_kernels(rows, args.kernel)
    table = cells(rows, kernels)
    print(f"{args.csv}: {meta.get('gpu', '?')}, {meta.get('date', '?')}, commit {meta.get('commit', '?')}; "
          + ", ".join(f"{p} kernel {k}" for p, k in sorted(kernels.items())))
    print()
    for name in ("forward", "backward"):
        if name in kernels:
            summary(table, name)
    for name in ("forward", "backward"):
        if name in kernels:
            markdown_table(table, name, kernels[name])
    copy_check(rows, kernels, args.copy_tolerance)
    if args.against:
        old_meta, old_rows = read_speed(args.against)
        old_kernels = pick_kernels(old_rows, args.against_kernel)
        print(f"older: {args.against}: commit {old_meta.get('commit', '?')}; "
              + ", ".join(f"{p} kernel {k}" for p, k in sorted(old_kernels.items())))
        compare(table, cells(old_rows, old_kernels), args.points)


if __name__ == "__main__":
    main()
