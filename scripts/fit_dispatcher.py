#!/usr/bin/env python3
"""Propose a dispatcher's picks from an every-block-size sweep: for each dtype and width, the launch
configuration whose worst shortfall against the best measured one, over the row counts swept, is smallest.

That is the rule the dispatchers' tables were fitted by (layernorm_backward.cu, kernel 15's comment (the dispatcher; 14 before the forty-third round)): a pick
must hold at every row count, not win at one. Input: CSVs with the columns
    [variant,]kernel,dtype,rows,cols,block_size,...,pct_copy,...,status
as the programs print with --csv, or the dev/jobs explore jobs write (a `variant` column first: a -D build).
A configuration is (variant, kernel, block size); rows whose status is not "ok" do not count, and a
configuration missing at some row count of a width is not a candidate for it.

Usage:  python3 scripts/fit_dispatcher.py RAW.csv [RAW2.csv ...] [--pass forward] [--kernels 9,10,12,13]
                                          [--variants d,k2] [--dtype bf16] [--joint bf16,fp16] [--against 15]
Prints, per dtype and width: the best measured at each row count, the pick and its numbers, its worst
shortfall, and the runner-up. --joint fits the listed dtypes as one table (the backward's bf16 and fp16 share one):
their cells count as row counts of one width, named dtype:rows. --against K prints kernel K's numbers (the
dispatcher, measured beside the rungs but never a candidate) under each width.
"""
import argparse
import collections
import csv
import sys


def read_rows(paths):
    rows = []
    for path in paths:
        with open(path) as handle:
            lines = [line for line in handle if not line.startswith("#") and line.strip()]
        reader = csv.DictReader(lines)
        for row in reader:
            if row.get("kernel") in (None, "kernel"):   # a repeated header from appended runs
                continue
            row.setdefault("variant", "")
            row["variant"] = row["variant"] or ""
            rows.append(row)
    return rows


def main():
    parser = argparse.ArgumentParser(description="fit a dispatcher's picks from every-block-size sweeps")
    parser.add_argument("csv", nargs="+")
    parser.add_argument("--pass", dest="pass_name", help="keep rows of this pass only (a speed CSV's `pass` column)")
    parser.add_argument("--kernels", help="candidate kernels, e.g. 9,10,12 (default: all in the files)")
    parser.add_argument("--variants", help="candidate variants (-D builds), e.g. d,k2 (default: all)")
    parser.add_argument("--dtype", help="one dtype only")
    parser.add_argument("--joint", help="dtypes fitted as one table, e.g. bf16,fp16")
    parser.add_argument("--against", help="a kernel shown beside the picks, not a candidate (e.g. 15, the dispatcher)")
    args = parser.parse_args()

    joint = args.joint.split(",") if args.joint else []
    joint_name = "+".join(joint)
    against = collections.defaultdict(dict)   # (dtype, cols) -> {rows: pct} of kernel --against

    kernels = set(args.kernels.split(",")) if args.kernels else None
    variants = set(args.variants.split(",")) if args.variants else None
    table = collections.defaultdict(dict)   # (dtype, cols) -> {(variant, kernel, block): {rows: pct}}
    for row in read_rows(args.csv):
        if row.get("status") != "ok" or not row.get("pct_copy"):
            continue
        if args.pass_name and row.get("pass", args.pass_name) != args.pass_name:
            continue
        if args.dtype and row["dtype"] != args.dtype:
            continue
        if joint and row["dtype"] not in joint:
            continue
        # a joint fit's "row count" is dtype:rows, so one width's pick must hold in every dtype of the table
        dtype, rows = (joint_name, (row["dtype"], int(row["rows"]))) if joint else (row["dtype"], int(row["rows"]))
        pct = float(row["pct_copy"])
        if args.against and row["kernel"] == args.against:
            measured = against[(dtype, int(row["cols"]))]
            measured[rows] = max(pct, measured.get(rows, 0.0))
            continue
        if kernels and row["kernel"] not in kernels:
            continue
        if variants and row["variant"] not in variants:
            continue
        block = row.get("block_size", row.get("best_block_size", ""))
        config = (row["variant"], int(row["kernel"]), int(block or 0))
        cell = table[(dtype, int(row["cols"]))].setdefault(config, {})
        cell[rows] = max(pct, cell.get(rows, 0.0))   # repeated runs: the best
    if not table:
        sys.exit("fit_dispatcher.py: error: no ok rows match")

    def name(config):
        variant, kernel, block = config
        return f"{variant + ':' if variant else ''}k{kernel}@{block}"

    for (dtype, cols) in sorted(table):
        configs = table[(dtype, cols)]
        row_counts = sorted({r for measured in configs.values() for r in measured})
        best = {r: max(m.get(r, 0.0) for m in configs.values()) for r in row_counts}
        scored = []
        for config, measured in configs.items():
            if any(r not in measured for r in row_counts):
                continue
            shortfall = max(best[r] - measured[r] for r in row_counts)
            scored.append((shortfall, -sum(measured.values()), config))
        scored.sort()
        head = f"{dtype} {cols}: best " + " / ".join(f"{best[r]:.1f}" for r in row_counts)
        head += f" at rows {'/'.join(f'{r[0]}:{r[1]}' if isinstance(r, tuple) else str(r) for r in row_counts)}"
        print(head)
        for rank, (shortfall, _, config) in enumerate(scored[:2]):
            measured = configs[config]
            label = "pick" if rank == 0 else "next"
            print(f"    {label} {name(config):>14s}: " + " / ".join(f"{measured[r]:.1f}" for r in row_counts)
                  + f"  (worst shortfall {shortfall:.1f})")
        if not scored:
            print("    no configuration measured at every row count")
        if (dtype, cols) in against:
            measured = against[(dtype, cols)]
            print(f"    {'k' + args.against:>19s}: " + " / ".join(f"{measured[r]:.1f}" if r in measured else "-"
                                                           for r in row_counts))


if __name__ == "__main__":
    main()
