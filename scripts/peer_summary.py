#!/usr/bin/env python3
"""The README's peer comparison, computed from one run of scripts/bench_peers.py (its peers.csv).

    python3 scripts/peer_summary.py PEERS_CSV [--lab IMPL]      (default IMPL: last, each pass's highest lab_K: the
                                                                 dispatchers, forward 15 and backward 15)

Prints, for each pass:
  - the Triton tutorial's own benchmark (fp16, 4096 rows, cols 1024-16384 step 512): the lab's GB/s over
    PyTorch's at each width, their median, minimum and maximum (and where);
  - how many shapes each peer ran correctly, and at how many of them it was faster than the lab;
  - the four shapes where the lab's lead over the tutorial is smallest (negative: the tutorial ahead);
then the README's table of chosen shapes: GB/s (% of the copy) or the peer's status.
Shapes where the lab or a peer did not run correctly ("FAIL", "refused", skipped) count for neither side.
"""
import argparse
import csv
import statistics
import sys

TABLE = [("forward", "fp32", 32768, 768), ("forward", "fp32", 32768, 4096), ("forward", "bf16", 32768, 1600),
         ("forward", "bf16", 32768, 8192), ("forward", "fp16", 4096, 4096), ("forward", "fp16", 4096, 16384),
         ("forward", "bf16", 4096, 65536), ("backward", "fp32", 32768, 768), ("backward", "fp32", 32768, 4096),
         ("backward", "bf16", 32768, 1600), ("backward", "bf16", 32768, 8192), ("backward", "fp16", 4096, 4096),
         ("backward", "fp16", 4096, 16384), ("backward", "bf16", 4096, 65536), ("backward", "fp32", 4096, 65536)]
PEERS = ("torch", "triton_tutorial", "triton_tutorial_f32partials")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("peers_csv")
    parser.add_argument("--lab", default="last",
                        help="the lab's impl column to compare, e.g. lab_14 (default last: each pass's highest lab_K)")
    args = parser.parse_args()
    try:
        with open(args.peers_csv) as handle:
            rows = list(csv.DictReader(line for line in handle if not line.startswith("#")))
    except OSError as error:
        sys.exit(f"peer_summary: cannot read {args.peers_csv}: {error.strerror}")
    runs = {(r["pass"], r["dtype"], int(r["rows"]), int(r["cols"]), r["impl"]): r for r in rows}
    lab_of = {}   # pass -> the lab impl compared
    for pass_name in ("forward", "backward"):
        ids = [int(key[4][4:]) for key in runs if key[0] == pass_name and key[4].startswith("lab_") and key[4][4:].isdigit()]
        lab_of[pass_name] = (f"lab_{max(ids)}" if ids else None) if args.lab == "last" else args.lab
    if not any(key[4] == lab_of[key[0]] for key in runs):
        sys.exit(f"peer_summary: no '{args.lab}' rows in {args.peers_csv}")

    def gbps(shape, impl):
        run = runs.get(shape + (impl,))
        return float(run["GBps"]) if run and run["status"] == "ok" else None

    shapes = sorted({key[:4] for key in runs})
    for pass_name in ("forward", "backward"):
        ratios = []
        for cols in range(1024, 16385, 512):
            lab, torch = gbps((pass_name, "fp16", 4096, cols), lab_of[pass_name]), gbps((pass_name, "fp16", 4096, cols), "torch")
            if lab and torch:
                ratios.append((lab / torch, cols))
        if ratios:
            print(f"{pass_name}: the tutorial's benchmark, lab / PyTorch GB/s over {len(ratios)} widths: median "
                  f"{statistics.median(r for r, _ in ratios):.2f}x, min {min(ratios)[0]:.2f}x ({min(ratios)[1]} columns), "
                  f"max {max(ratios)[0]:.2f}x ({max(ratios)[1]} columns)")
        for peer in PEERS:
            both = [(gbps(s, lab_of[pass_name]), gbps(s, peer), s) for s in shapes if s[0] == pass_name]
            both = [(lab, other, s) for lab, other, s in both if lab and other]
            if not both:
                continue
            print(f"{pass_name}: {peer} ran {len(both)} shapes with the lab; faster than the lab at "
                  f"{sum(other > lab for lab, other, _ in both)}")
            if peer == "triton_tutorial":
                for lab, other, s in sorted(both, key=lambda b: b[0] / b[1])[:4]:
                    print(f"    closest: {s[1]} {s[2]} x {s[3]}: lab {lab:.1f}, tutorial {other:.1f} GB/s "
                          f"({100 * (lab / other - 1):+.1f} %)")
    print("| pass | dtype | rows × cols | lab GB/s (% copy) | PyTorch | Triton tutorial |")
    print("|---|---|---|---|---|---|")
    for shape in TABLE:
        cells = []
        for impl in (lab_of[shape[0]], "torch", "triton_tutorial"):
            run = runs.get(shape + (impl,))
            if run is None:
                cells.append("not run")
            elif run["status"] == "ok":
                cells.append(f"{float(run['GBps']):.0f} ({float(run['pct_copy']):.1f}%)")
            else:
                cells.append(run["status"].split(":")[0])
        print(f"| {shape[0]} | {shape[1]} | {shape[2]} × {shape[3]} | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
