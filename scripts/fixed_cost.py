#!/usr/bin/env python3
"""Where a pass loses to the copy: a fixed cost a pass, or a rate. Read from a speed CSV (scripts/sweep.py).

At each width (cols) the sweep times the judged kernel at several row counts, and the same-byte copy beside it
(copy ms = ms x pct_copy / 100). A straight line through each, time = fixed + slope x rows (least squares over
the row counts), splits what the pass loses into
  - a rate: the slope against the copy's (slope ratio = copy slope / pass slope; 1.00 means every added row
    costs the pass what it costs the copy), and
  - a fixed cost: the pass's intercept against the copy's (extra = pass fixed - copy fixed, in us), which weighs
    most where the rows are few.
The last column reads the cell at the fewest rows as it would be without the extra fixed cost: what removing it
alone would buy. The dispatcher may launch a different rung at different row counts of one width; the line is
then through the dispatcher, not through one kernel.

A second table lists each target cell under its pass's target (scripts/targets.py's TARGET and MIN_ELEMENTS):
the copy's time, the pass's, and the allowance, the most the pass may spend beyond the copy and still meet the
target (copy x (100 / target - 1)). A cost the pass cannot shed (a second launch, a grid-wide reduction) that is
larger than the allowance rules the target out for that design, however fast the rest runs.

Usage:  python3 scripts/fixed_cost.py results/evidence-h100-2026-11-27-bf0ec46/speed-h100-2026-11-27.csv
                                      [--kernel backward=15] [--pass backward]
By default each pass's highest-numbered kernel in the file (its dispatcher) is read, as scripts/targets.py does.
"""
import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from targets import DTYPES, MIN_ELEMENTS, TARGET, pick_kernels, read_speed  # noqa: E402


def line(points):
    """Least-squares intercept and slope of (x, y) points (at least two distinct x)."""
    n = len(points)
    mean_x = sum(x for x, _ in points) / n
    mean_y = sum(y for _, y in points) / n
    spread = sum((x - mean_x) ** 2 for x, _ in points)
    slope = sum((x - mean_x) * (y - mean_y) for x, y in points) / spread
    return mean_y - slope * mean_x, slope


def fits(rows, kernels, name):
    """(dtype, cols) -> the fit of the pass and of the copy over its ok cells, where two or more row counts ran."""
    cells = {}
    for row in rows:
        if row["pass"] != name or kernels.get(name) != int(row["kernel"]) or row["status"] != "ok":
            continue
        ms, pct = float(row["ms"] or 0), float(row["pct_copy"] or 0)
        if ms > 0 and pct > 0:
            cells.setdefault((row["dtype"], int(row["cols"])), []).append((int(row["rows"]), ms * 1e3, ms * 1e3 * pct / 100))
    result = {}
    for key, points in cells.items():
        points.sort()
        if len({r for r, _, _ in points}) < 2:
            continue
        fixed, slope = line([(r, t) for r, t, _ in points])
        copy_fixed, copy_slope = line([(r, c) for r, _, c in points])
        fewest, time, copy = points[0]
        extra = fixed - copy_fixed
        result[key] = {"rows": [r for r, _, _ in points], "fixed": fixed, "copy_fixed": copy_fixed, "extra": extra,
                       "ratio": copy_slope / slope, "fewest": fewest, "pct": copy / time * 100,
                       "without": copy / (time - extra) * 100 if time - extra > 0 else float("nan")}
    return result


def under_target(rows, kernels, name):
    """(dtype, rows, cols, pass us, copy us) of each target cell (rows x cols >= MIN_ELEMENTS) of the judged kernel
    that reads under the pass's target, by dtype, rows and cols."""
    under = []
    for row in rows:
        if row["pass"] != name or kernels.get(name) != int(row["kernel"]) or row["status"] != "ok":
            continue
        count, cols = int(row["rows"]), int(row["cols"])
        ms, pct = float(row["ms"] or 0), float(row["pct_copy"] or 0)
        if count * cols >= MIN_ELEMENTS and 0 < pct < TARGET[name] and ms > 0:
            under.append((DTYPES.index(row["dtype"]) if row["dtype"] in DTYPES else len(DTYPES), count, cols,
                          row["dtype"], ms * 1e3, ms * 1e3 * pct / 100))
    return [(dtype, count, cols, time, copy) for _, count, cols, dtype, time, copy in sorted(under)]


def shown(value):
    """One decimal, without a "-0.0" for a value that rounds to nothing."""
    return f"{round(value, 1) + 0.0:.1f}"


def main():
    parser = argparse.ArgumentParser(description="a pass's fixed cost and rate against the copy, from a speed CSV")
    parser.add_argument("csv", help="a speed CSV written by scripts/sweep.py")
    parser.add_argument("--kernel", help="the kernel read per pass, e.g. forward=15,backward=15 (default: each pass's highest)")
    parser.add_argument("--pass", dest="passes", help="forward or backward (default: both that the CSV holds)")
    args = parser.parse_args()
    meta, rows = read_speed(args.csv)
    if not rows:
        sys.exit(f"fixed_cost.py: error: no rows in {args.csv}")
    kernels = pick_kernels(rows, args.kernel)
    wanted = [args.passes] if args.passes else ["forward", "backward"]
    if args.passes and args.passes not in kernels:
        sys.exit(f"fixed_cost.py: error: no {args.passes} rows in {args.csv}")
    print(f"{args.csv}: {meta.get('gpu', '?')}, {meta.get('date', '?')}, commit {meta.get('commit', '?')}")
    print()
    for name in wanted:
        if name not in kernels:
            continue
        table = fits(rows, kernels, name)
        if not table:
            print(f"{name} (kernel {kernels[name]}): no width ran at two or more row counts")
            print()
            continue
        print(f"**{name}** (kernel {kernels[name]}): time = fixed + slope x rows, the pass against the same-byte copy")
        print()
        print("| dtype | cols | rows fitted | fixed us (pass / copy) | extra us | slope ratio (copy / pass) "
              "| % of copy at the fewest rows | without the extra |")
        print("|---|---|---|---|---|---|---|---|")
        for dtype in DTYPES:
            for cols in sorted(c for d, c in table if d == dtype):
                f = table[(dtype, cols)]
                print(f"| {dtype} | {cols} | {', '.join(str(r) for r in f['rows'])} | {shown(f['fixed'])} / {shown(f['copy_fixed'])} "
                      f"| {shown(f['extra'])} | {f['ratio']:.3f} | {f['pct']:.1f} ({f['fewest']} rows) | {f['without']:.1f} |")
        print()
        under = under_target(rows, kernels, name)
        if under:
            target = TARGET[name]
            print(f"**{name}**: the target cells under {target:g} % of the copy, and what each may spend beyond the copy")
            print()
            print(f"| dtype | rows x cols | % of copy | pass us | copy us | allowance us (at {target:g} %) | over it by us |")
            print("|---|---|---|---|---|---|---|")
            for dtype, count, cols, time, copy in under:
                allowance = copy * (100 / target - 1)
                print(f"| {dtype} | {count} x {cols} | {copy / time * 100:.1f} | {shown(time)} | {shown(copy)} "
                      f"| {shown(allowance)} | {shown(time - copy - allowance)} |")
            print()


if __name__ == "__main__":
    main()
