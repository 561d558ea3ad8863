#!/usr/bin/env python3
"""Speed-of-light sweep: every competitive rung of both programs over the target shapes.

Runs on a GPU machine after `make`. For each pass x dtype x rows x cols it runs the lab program
once with --csv (which validates every block size against the CPU reference before timing any,
times with CUDA events, L2 flushed, median, and measures the same-byte copy ceiling in the same
process), keeps each rung's best correct block size, and writes

    <out>/speed-<gpu>-<date>.csv   (pass,kernel,dtype,rows,cols,best_block_size,ms,GB/s,pct_copy,status)

headed by GPU, date and commit (--raw keeps every block size too). The slow teaching rungs (forward 1-4, backward 1-3) are left out:
at 32768 x 65536 one of their launches takes seconds; the default-shape tables in results/ show them.

usage: python3 scripts/sweep.py [--out DIR] [--quick] [--passes forward,backward] [--dtypes fp32,bf16,fp16]
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
RUNGS = {"forward": "5,6,7,8,9,10,11,12,13,14", "backward": "4,5,6,7,8,9,10,11,12,13,14"}
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
    failures = 0
    started = time.time()
    with open(path, "w", newline="") as handle:
        handle.write(f"# lnlab speed sweep: best correct block size per rung, % of a same-byte device copy\n")
        handle.write(f"# gpu: {name}\n# date: {today}\n# commit: {sha}\n")
        handle.write(f"# command: python3 scripts/sweep.py {' '.join(sys.argv[1:])}\n")
        writer = csv.writer(handle)
        writer.writerow(["pass", "kernel", "dtype", "rows", "cols", "best_block_size", "ms", "GB/s", "pct_copy", "status"])
        # smallest shapes first, every pass and dtype at each shape, so a time budget cuts the
        # largest shapes rather than a whole pass or dtype
        shapes = sorted(((r, c) for r in rows_list for c in cols_list if r * c >= args.min_elements),
                        key=lambda shape: (shape[0] * shape[1], shape))
        binaries = {}
        for pass_name in args.passes.split(","):
            for dtype in args.dtypes.split(","):
                binary = os.path.join(ROOT, f"layernorm_{pass_name}{SUFFIX[dtype]}")
                binaries[(pass_name, dtype)] = (binary, available_rungs(binary, rungs_wanted[pass_name]))
        raw = None
        if args.raw:
            raw_handle = open(args.raw, "w", newline="")
            raw = csv.writer(raw_handle)
            raw.writerow(["pass", "kernel", "dtype", "rows", "cols", "block_size", "ms", "GB/s", "pct_copy", "status"])
        for rows, cols in shapes:
            for (pass_name, dtype), (binary, rungs) in binaries.items():
                if not rungs:
                    writer.writerow([pass_name, rungs_wanted[pass_name], dtype, rows, cols, "", "", "", "",
                                     "ERROR: the program lists none of these rungs (not built?)"])
                    failures += 1
                    print(f"{pass_name} {dtype} {rows}x{cols}: ERROR {binary} lists none of rungs {rungs_wanted[pass_name]}", flush=True)
                    continue
                if args.budget and time.time() - started > args.budget:
                    writer.writerow([pass_name, rungs, dtype, rows, cols, "", "", "", "", "not run: time budget"])
                    continue
                results, error = run_shape(binary, rungs, rows, cols, args.timeout)
                if error and not results:
                    writer.writerow([pass_name, rungs, dtype, rows, cols, "", "", "", "", "ERROR: " + error])
                    failures += 1
                    print(f"{pass_name} {dtype} {rows}x{cols}: ERROR {error}", flush=True)
                    continue
                if raw:
                    for row in results:
                        raw.writerow([pass_name, row["kernel"], dtype, rows, cols, row["block_size"], row["ms"],
                                      row["GB/s"], row["pct_copy"], row["status"]])
                    raw_handle.flush()
                summary = []
                for kernel, row in sorted(best_per_kernel(results).items()):
                    writer.writerow([pass_name, kernel, dtype, rows, cols, row["block_size"], row["ms"],
                                     row["GB/s"], row["pct_copy"], row["status"]])
                    failures += row["status"] == "FAIL"
                    summary.append(f"k{kernel} {row['pct_copy'] or row['status'][:12]}")
                handle.flush()
                print(f"{pass_name:8s} {dtype} {rows:6d}x{cols:<6d} % of copy: {', '.join(summary)}"
                      f"  [{time.time() - started:.0f} s]", flush=True)
    if raw:
        raw_handle.close()
    print(f"wrote {path}; {failures} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
