#!/usr/bin/env python3
"""Speed-of-light sweep: every competitive rung of both programs over the target shapes.

Runs on a GPU machine after `make`. For each pass x dtype x rows x cols it runs the lab program
once with --csv (which validates every block size against the CPU reference before timing any,
times with CUDA events, L2 flushed, median, and measures the same-byte copy ceiling in the same
process), keeps each rung's best correct block size, and writes

    <out>/speed-<gpu>-<date>.csv   (pass,kernel,dtype,rows,cols,best_block_size,ms,GB/s,pct_copy,status)

headed by GPU, date and commit (--raw keeps every block size too). The slow teaching rungs (forward 1-4, backward 1-3) are left out:
at 32768 x 65536 one of their launches takes seconds; the default-shape tables in results/ show them.

Two guards against a process that ran slow (a kernel or its copy timed well under what the same binary times a
minute later; the evidence at c0214eb had four such cells, all in the sweep's first 15 seconds, dev/NOTES.md [C26]):
  - a warm-up (--warmup seconds, default 10): the programs run at 8192 x 4096, their results thrown away, before
    the first cell is timed;
  - a recheck: the bf16 and fp16 cells of a shape move the same bytes, and the dispatcher's two cells ran within
    3.4 points of each other at every shape but those four. Where the highest kernel's bf16 and fp16 cells (the
    dispatcher's, where it is swept; lower rungs can differ between the types for reasons of their own) differ by more
    than --recheck-points (default 5) points of the copy, or the same-byte copy that their two processes timed
    differs by more than --copy-tolerance (default 3) %, both cells are run twice more, and each kernel's row
    becomes the median of its three runs by time (the slower, where only two of them ran correctly). The
    rechecked shapes and their three numbers are printed and listed in the CSV's header. fp32 cells have no
    twin to compare with: only the warm-up guards them.

usage: python3 scripts/sweep.py [--out DIR] [--quick] [--passes forward,backward] [--dtypes fp32,bf16,fp16]
                              [--warmup S] [--recheck-points P] [--copy-tolerance T] (and more: --help)
"""
import argparse
import csv
import datetime
import io
import os
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
COLS = [512, 768, 1024, 1600, 2048, 4096, 4097, 8192, 12288, 16384, 32768, 65536]
ROWS = [4096, 8192, 32768]
RUNGS = {"forward": "5,6,7,8,9,10,11,12,13,14,15", "backward": "4,5,6,7,8,9,10,11,12,13,14,15"}
SUFFIX = {"fp32": "", "bf16": "_bf16", "fp16": "_fp16"}


def gpu_name():
    try:
        return subprocess.run(["nvidia-smi", "--query-gpu=name", "--format=csv,noheader"], capture_output=True,
                              text=True, check=True).stdout.strip().splitlines()[0]
    except Exception:
        return "unknown GPU"


def commit():
    if os.environ.get("COMMIT"):   # a copy of the tree without .git (the lent GPU machine)
        return os.environ["COMMIT"]
    try:
        return subprocess.run(["git", "rev-parse", "--short=12", "HEAD"], cwd=ROOT, capture_output=True, text=True,
                              check=True).stdout.strip()
    except Exception:
        return "unknown"


def gpu_slug(name):
    for key in ("H200", "H100", "A100", "L40", "A40"):
        if key in name:
            return key.lower()
    return name.split()[-1].lower() if name else "gpu"


def available_rungs(binary, wanted):
    """The rungs of `wanted` that the program lists in --help (the backward ladder may be shorter)."""
    try:
        text = subprocess.run([binary, "--help"], capture_output=True, text=True).stdout
    except OSError:   # not built
        return ""
    listed = {int(line.split()[0]) for line in text.splitlines() if line[:4].strip().isdigit()}
    return ",".join(k for k in wanted.split(",") if int(k) in listed)


def run_shape(binary, rungs, rows, cols, timeout):
    """One lab run; returns (rows of its CSV, error text)."""
    command = [binary, rungs, "--csv", "--rows", str(rows), "--cols", str(cols)]
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=timeout, cwd=ROOT)
    except subprocess.TimeoutExpired:
        return [], f"timed out after {timeout} s"
    lines = [line for line in done.stdout.splitlines() if line and not line.startswith("#")]
    rows_out = list(csv.DictReader(io.StringIO("\n".join(lines)))) if lines else []
    # exit 1 is a mismatch (its rows say FAIL); no rows at all is an error whatever the exit (no GPU, say)
    error = "" if done.returncode in (0, 1) and rows_out else \
        (done.stderr.strip().splitlines() or ["exit %d, no rows" % done.returncode])[-1]
    return rows_out, error


def best_per_kernel(results):
    """For each kernel: the fastest correct block size; else the reason none ran."""
    best = {}
    for row in results:
        kernel = int(row["kernel"])
        status = row["status"]
        current = best.get(kernel)
        if status == "ok" and row["ms"]:
            if current is None or current["status"] != "ok" or float(row["ms"]) < float(current["ms"]):
                best[kernel] = row
        elif current is None or (status == "FAIL" and current["status"] != "ok"):
            best[kernel] = row
    return best


def implied_copy(row):
    """The same-byte copy's GB/s that the row's process timed (GB/s x 100 / pct_copy), or None."""
    try:
        pct, gbps = float(row["pct_copy"]), float(row["GB/s"])
    except (KeyError, TypeError, ValueError):
        return None
    return gbps * 100.0 / pct if pct > 0 and gbps > 0 else None


def shapes_to_recheck(records, points, copy_tolerance):
    """(pass, rows, cols) whose bf16 and fp16 cells disagree: the highest kernel's pct_copy (the dispatcher's, where
    it ran; other rungs can differ between the two types for reasons of their own) more than `points` apart, or the
    copies their processes timed (one a process) more than `copy_tolerance` % apart. `records`: (pass, dtype, rows,
    cols) -> the rows written for that cell (one a kernel)."""
    flagged = []
    for (pass_name, dtype, rows, cols), bf16_rows in sorted(records.items()):
        if dtype != "bf16" or (pass_name, "fp16", rows, cols) not in records:
            continue
        fp16 = {row["kernel"]: row for row in records[(pass_name, "fp16", rows, cols)]}
        pairs = [(row, fp16[row["kernel"]]) for row in bf16_rows if row["kernel"] in fp16
                 and row["status"] == "ok" and fp16[row["kernel"]]["status"] == "ok"]
        if not pairs:
            continue
        row, twin = max(pairs, key=lambda pair: int(pair[0]["kernel"]))
        copies = implied_copy(row), implied_copy(twin)
        if abs(float(row["pct_copy"]) - float(twin["pct_copy"])) > points or \
                (None not in copies and abs(copies[1] / copies[0] - 1.0) * 100.0 > copy_tolerance):
            flagged.append((pass_name, rows, cols))
    return flagged


def median_rows(runs):
    """One row a kernel from several runs of a cell (each a list of best rows): the median correct run by time,
    the slower of two; a kernel that ran correctly in none keeps its first run's row."""
    merged = []
    for first in runs[0]:
        ok = sorted((row for rows in runs for row in rows if row["kernel"] == first["kernel"] and row["status"] == "ok"
                     and row["ms"]), key=lambda row: float(row["ms"]))
        merged.append(ok[len(ok) // 2] if ok else first)
    return merged


def best_rows(results):
    """The CSV rows a lab run gives a cell: each kernel's fastest correct block size (else why none ran)."""
    return [dict(row, kernel=str(kernel)) for kernel, row in sorted(best_per_kernel(results).items())]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", default=os.path.join(ROOT, "results"))
    parser.add_argument("--quick", action="store_true", help="two shapes per dtype, for a smoke test")
    parser.add_argument("--passes", default="forward,backward")
    parser.add_argument("--dtypes", default="fp32,bf16,fp16")
    parser.add_argument("--rows", default=",".join(map(str, ROWS)))
    parser.add_argument("--cols", default=",".join(map(str, COLS)))
    parser.add_argument("--timeout", type=int, default=240, help="seconds per lab run")
    parser.add_argument("--budget", type=int, default=0,
                        help="stop starting new shapes after this many seconds (0: no limit); the rest are listed as not run")
    parser.add_argument("--min-elements", type=int, default=0, help="only shapes with rows*cols at least this (resume a budgeted run)")
    parser.add_argument("--rungs", default="", help="override the rungs, e.g. forward=6,7,8;backward=6,7")
    parser.add_argument("--raw", default="", help="also write every kernel x block size row to this CSV")
    parser.add_argument("--programs", default=ROOT, help="the folder of the built programs (default: the lab's root)")
    parser.add_argument("--warmup", type=float, default=10.0, help="seconds of untimed runs before the first cell")
    parser.add_argument("--recheck-points", type=float, default=5.0,
                        help="rerun a shape whose bf16 and fp16 cells differ by more than this (0: no recheck)")
    parser.add_argument("--copy-tolerance", type=float, default=3.0,
                        help="or whose two processes' same-byte copies differ by more than this %%")
    args = parser.parse_args()

    name, today, sha = gpu_name(), datetime.date.today().isoformat(), commit()
    os.makedirs(args.out, exist_ok=True)
    path = os.path.join(args.out, f"speed-{gpu_slug(name)}-{today}.csv")
    rows_list = [int(r) for r in args.rows.split(",")]
    cols_list = [int(c) for c in args.cols.split(",")]
    if args.quick:
        rows_list, cols_list = [4096], [768, 4097]

    rungs_wanted = dict(RUNGS)
    for item in filter(None, args.rungs.split(";")):
        key, value = item.split("=")
        rungs_wanted[key] = value
    header = [f"# lnlab speed sweep: best correct block size per rung, % of a same-byte device copy\n",
              f"# gpu: {name}\n# date: {today}\n# commit: {sha}\n",
              f"# command: python3 scripts/sweep.py {' '.join(sys.argv[1:])}\n"]
    columns = ["pass", "kernel", "dtype", "rows", "cols", "best_block_size", "ms", "GB/s", "pct_copy", "status"]
    # smallest shapes first, every pass and dtype at each shape, so a time budget cuts the
    # largest shapes rather than a whole pass or dtype
    shapes = sorted(((r, c) for r in rows_list for c in cols_list if r * c >= args.min_elements),
                    key=lambda shape: (shape[0] * shape[1], shape))
    binaries = {}
    for pass_name in args.passes.split(","):
        for dtype in args.dtypes.split(","):
            binary = os.path.join(args.programs, f"layernorm_{pass_name}{SUFFIX[dtype]}")
            binaries[(pass_name, dtype)] = (binary, available_rungs(binary, rungs_wanted[pass_name]))
    raw = None
    if args.raw:
        raw_handle = open(args.raw, "w", newline="")
        raw = csv.writer(raw_handle)
        raw.writerow(["pass", "kernel", "dtype", "rows", "cols", "block_size", "ms", "GB/s", "pct_copy", "status"])

    if args.warmup > 0:   # untimed runs first: the first cells of a sweep have run slow (the docstring)
        warm_started, warm_runs = time.time(), 0
        while time.time() - warm_started < args.warmup and any(rungs for _, rungs in binaries.values()):
            for binary, rungs in binaries.values():
                if rungs:
                    run_shape(binary, rungs, 8192, 4096, args.timeout)
                    warm_runs += 1
        print(f"warm-up: {warm_runs} runs at 8192 x 4096 in {time.time() - warm_started:.0f} s, results thrown away",
              flush=True)

    def cell_line(key, rows_out):
        pass_name, dtype, rows, cols = key
        return [[pass_name, row["kernel"], dtype, rows, cols, row["block_size"], row["ms"], row["GB/s"], row["pct_copy"],
                 row["status"]] for row in rows_out]

    records, order, failures = {}, [], 0   # (pass, dtype, rows, cols) -> the cell's rows; the cells in run order
    started = time.time()
    with open(path, "w", newline="") as handle:
        handle.writelines(header)
        writer = csv.writer(handle)
        writer.writerow(columns)
        for rows, cols in shapes:
            for (pass_name, dtype), (binary, rungs) in binaries.items():
                key = (pass_name, dtype, rows, cols)
                error_row = None
                if not rungs:
                    error_row = "ERROR: the program lists none of these rungs (not built?)"
                    failures += 1
                    print(f"{pass_name} {dtype} {rows}x{cols}: ERROR {binary} lists none of rungs {rungs_wanted[pass_name]}", flush=True)
                elif args.budget and time.time() - started > args.budget:
                    error_row = "not run: time budget"
                if error_row is None:
                    results, error = run_shape(binary, rungs, rows, cols, args.timeout)
                    if error and not results:
                        error_row = "ERROR: " + error
                        failures += 1
                        print(f"{pass_name} {dtype} {rows}x{cols}: ERROR {error}", flush=True)
                if error_row is not None:
                    records[key] = [{"kernel": rungs or rungs_wanted[pass_name], "block_size": "", "ms": "", "GB/s": "",
                                     "pct_copy": "", "status": error_row}]
                    order.append(key)
                    writer.writerows(cell_line(key, records[key]))
                    continue
                if raw:
                    for row in results:
                        raw.writerow([pass_name, row["kernel"], dtype, rows, cols, row["block_size"], row["ms"],
                                      row["GB/s"], row["pct_copy"], row["status"]])
                    raw_handle.flush()
                records[key] = best_rows(results)
                order.append(key)
                writer.writerows(cell_line(key, records[key]))
                failures += sum(row["status"] == "FAIL" for row in records[key])
                handle.flush()
                summary = [f"k{row['kernel']} {row['pct_copy'] or row['status'][:12]}" for row in records[key]]
                print(f"{pass_name:8s} {dtype} {rows:6d}x{cols:<6d} % of copy: {', '.join(summary)}"
                      f"  [{time.time() - started:.0f} s]", flush=True)

    rechecked = []
    flagged = shapes_to_recheck(records, args.recheck_points, args.copy_tolerance) if args.recheck_points > 0 else []
    for pass_name, rows, cols in flagged:
        for dtype in ("bf16", "fp16"):
            key, (binary, rungs) = (pass_name, dtype, rows, cols), binaries[(pass_name, dtype)]
            runs = [records[key]]
            for _ in range(2):
                results, error = run_shape(binary, rungs, rows, cols, args.timeout)
                if results:
                    runs.append(best_rows(results))
            merged = median_rows(runs)
            failures += sum(row["status"] == "FAIL" for rows_run in runs[1:] for row in rows_run)
            numbers = "; ".join(f"k{first['kernel']} " + " / ".join(row["pct_copy"] or "-" for rows_run in runs
                                                                   for row in rows_run if row["kernel"] == first["kernel"])
                                + f" -> {chosen['pct_copy']}" for first, chosen in zip(runs[0], merged))
            rechecked.append(f"{pass_name} {dtype} {rows}x{cols}: {numbers}")
            print(f"recheck {rechecked[-1]}", flush=True)
            records[key] = merged
    if rechecked:   # the CSV again, with the medians and the list of what was rechecked
        with open(path, "w", newline="") as handle:
            handle.writelines(header)
            handle.write(f"# rechecked (bf16 and fp16 cells apart: > {args.recheck_points:g} points or copies > "
                         f"{args.copy_tolerance:g} %; % of the copy, first run / two reruns -> the median by time):\n")
            handle.writelines(f"#   {line}\n" for line in rechecked)
            writer = csv.writer(handle)
            writer.writerow(columns)
            for key in order:
                writer.writerows(cell_line(key, records[key]))
    else:
        print("recheck: no bf16 and fp16 cells apart" if args.recheck_points > 0 else "recheck: off", flush=True)
    if raw:
        raw_handle.close()
    print(f"wrote {path}; {failures} failures")
    return 1 if failures else 0

if __name__ == "__main__":
    sys.exit(main())
