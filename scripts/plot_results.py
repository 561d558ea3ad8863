#!/usr/bin/env python3
"""
plot_results.py: PNG figures from the CSVs of scripts/bench_peers.py (and of the lab's --csv).

    python3 scripts/plot_results.py results/peers            # every *.csv in the folder
    python3 scripts/plot_results.py results/peers/peers.csv lab.csv

Two kinds of CSV are recognised by their header line; '# key: value' lines before it (gpu, date,
commit, program, ...) go into the titles. PNGs are written beside each CSV (or into --out-dir).
  (a) bench_peers.py's peers.csv (pass,impl,dtype,rows,cols,ms,GBps,pct_copy,status,...):
      GB/s vs cols, one figure per (pass, dtype, rows), every implementation as a line, the copy
      ceiling measured in the same run dashed, the lab's own ceiling dotted. Points that are not
      "ok" (FAIL, refused, skipped) are drawn as x at 0 GB/s and listed under the plot.
      -> <csv stem>_<pass>_<dtype>_rows<rows>.png
  (b) a lab CSV (kernel,dtype,rows,cols,block_size,ms,GB/s,pct_copy,...), e.g.
      `./layernorm_forward --csv` at the default shape: GB/s vs block size, one line per rung
      (a rung that picks its own block size is a horizontal line), the lab's copy ceiling
      (GB/s * 100 / pct_copy) dashed. One figure per shape in the file (at most --max-shapes).
      -> <csv stem>[_<rows>x<cols>].png
  (c) scripts/sweep.py's speed CSV (pass,kernel,dtype,rows,cols,best_block_size,ms,GB/s,pct_copy,status):
      % of the same-byte copy vs cols, one figure per pass and kernel, a panel per dtype, a line per
      row count, issue 5's target dashed (scripts/targets.py's TARGET), rows*cols below its 4M
      elements drawn hollow, widths that are not a multiple of 8 (4097) as squares beside the line. -> <csv stem>_<pass>_k<kernel>.png
"""
import argparse
import csv
import glob
import io
import math
import os
import statistics
import sys
import textwrap

import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

PEER_STYLE = {   # impl: (label, color, linestyle, marker, linewidth)
    "copy": ("copy (same bytes, torch copy_)", "black", "--", None, 1.5),
    "lab_ceiling": ("lab copy ceiling", "0.5", ":", None, 1.5),
    "torch": ("PyTorch", "tab:green", "-", "o", 1.8),
    "triton_tutorial": ("Triton tutorial", "tab:blue", "-", "s", 1.8),
    "triton_tutorial_f32partials": ("Triton tutorial, fp32 partials (not the tutorial)", "tab:cyan", "-.", "s", 1.2),
    "lab_best": ("lab, best rung", "tab:red", "-", "D", 2.2),
}
LAB_COLORS = ["tab:purple", "tab:brown", "tab:pink", "tab:olive", "tab:orange", "darkred", "navy", "teal",
              "goldenrod", "slategray", "indigo", "crimson"]


def read_csv(path):
    """(meta dict from '# key: value' lines, header list, rows as dicts)"""
    meta, lines = {}, []
    with open(path, newline="") as f:
        for line in f:
            if line.startswith("#"):
                body = line[1:].strip()
                if ":" in body:
                    key, value = body.split(":", 1)
                    meta.setdefault(key.strip(), value.strip())
                continue
            if line.strip():
                lines.append(line)
    if not lines:
        return meta, [], []
    reader = csv.DictReader(io.StringIO("".join(lines)))
    return meta, reader.fieldnames or [], list(reader)


def number(text):
    try:
        value = float(text)
        return value if math.isfinite(value) else None
    except (TypeError, ValueError):
        return None


def subtitle(meta):
    commit = meta.get("commit", "unknown").split(" (")[0]   # the commit itself, not the note after it
    return "%s | %s | commit %s" % (meta.get("gpu", "GPU unknown"), meta.get("date", "date unknown"), commit)


def set_cols_axis(ax, xs):
    xs = sorted(set(xs))
    evenly_spaced = len(xs) > 2 and len(set(b - a for a, b in zip(xs, xs[1:]))) == 1
    if xs and xs[-1] / max(xs[0], 1) >= 16 and not evenly_spaced:
        ax.set_xscale("log", base=2)
        ax.set_xticks(xs)
        ax.set_xticklabels([str(int(x)) for x in xs], rotation=45, fontsize=7)
        ax.minorticks_off()
    elif len(xs) > 12:
        step = max(1, len(xs) // 12)
        ax.set_xticks(xs[::step])
        ax.set_xticklabels([str(int(x)) for x in xs[::step]], rotation=45, fontsize=7)


def add_notes(fig, notes):
    if not notes:
        return
    shown = notes[:8] + (["... and %d more (see the CSV)" % (len(notes) - 8)] if len(notes) > 8 else [])
    shown = [textwrap.shorten(note, width=180, placeholder=" ...") for note in shown]
    fig.text(0.01, 0.01, "\n".join(shown), fontsize=6.5, va="bottom", ha="left", family="monospace")


def notes_height(notes):
    return 0.03 + 0.022 * min(len(notes), 9) if notes else 0.0


def compact_status(status):
    return status if len(status) <= 70 else status[:67] + "..."


def plot_peers(path, meta, rows, out_dir):
    written = []
    stem = os.path.splitext(os.path.basename(path))[0]
    groups = {}
    for row in rows:
        key = (row["pass"], row["dtype"], int(row["rows"]))
        groups.setdefault(key, []).append(row)
    order = {"forward": 0, "backward": 1}
    for (pass_name, dtype, nrows), group in sorted(groups.items(), key=lambda kv: (order.get(kv[0][0], 9), kv[0][1], kv[0][2])):
        impls = []
        for row in group:
            if row["impl"] not in impls:
                impls.append(row["impl"])
        lab_rungs = sorted((i for i in impls if i.startswith("lab_") and i[4:].isdigit()), key=lambda i: int(i[4:]))
        ordered = [i for i in PEER_STYLE if i in impls] + lab_rungs + \
                  [i for i in impls if i not in PEER_STYLE and i not in lab_rungs]
        notes, ymax = [], 0.0
        fig, ax = plt.subplots(figsize=(10, 6.2))
        all_cols = [int(r["cols"]) for r in group]
        for n, impl in enumerate(ordered):
            points = sorted(((int(r["cols"]), r) for r in group if r["impl"] == impl), key=lambda p: p[0])
            if impl in PEER_STYLE:
                label, color, style, marker, width = PEER_STYLE[impl]
            else:
                label = "lab kernel %s" % impl[4:] if impl in lab_rungs else impl
                color, style, marker, width = LAB_COLORS[n % len(LAB_COLORS)], "-", ".", 0.9
            good = [(c, number(r["GBps"]), r) for c, r in points if r["status"] == "ok" and number(r["GBps"])]
            if good:
                ymax = max([ymax] + [g for _, g, _ in good])
                ax.plot([c for c, _, _ in good], [g for _, g, _ in good], label=label, color=color, linestyle=style,
                        marker=marker, markersize=3.5 if marker else 0, linewidth=width,
                        alpha=1.0 if impl in PEER_STYLE else 0.7)
                if impl == "lab_best":   # which rung is best: labelled where it changes
                    previous = None
                    for c, g, r in good:
                        detail = r.get("detail", "")
                        kernel = detail.split()[1].rstrip(",") if detail.startswith("kernel ") else None
                        if kernel and kernel != previous:
                            ax.annotate("k" + kernel, (c, g), textcoords="offset points",
                                        xytext=(0, 5), ha="center", fontsize=6.5, color=color)
                        previous = kernel
            bad = [(c, r["status"]) for c, r in points if not (r["status"] == "ok" and number(r["GBps"]))]
            if bad:
                ax.plot([c for c, _ in bad], [0] * len(bad), linestyle="none", marker="x", color=color,
                        markersize=6, clip_on=False, label=None if good else label + " (no timing)")
                by_status = {}
                for c, status in bad:
                    by_status.setdefault(compact_status(status), []).append(str(c))
                for status, cols in by_status.items():
                    notes.append("%s: %s at cols %s" % (impl, status, ",".join(cols)))
        set_cols_axis(ax, all_cols)
        ax.set_ylim(0, ymax * 1.3 if ymax > 0 else 1.0)   # headroom for the legend
        ax.set_xlabel("cols (elements per row)")
        ax.set_ylabel("GB/s  (lab's minimum bytes / median time)")
        ax.set_title("LayerNorm %s, %s, rows %d: GB/s vs cols\n%s" % (pass_name, dtype, nrows, subtitle(meta)), fontsize=10)
        ax.grid(True, alpha=0.3)
        ax.legend(fontsize=7, loc="upper center", ncol=3)
        fig.tight_layout(rect=(0, notes_height(notes), 1, 1))
        add_notes(fig, notes)
        name = os.path.join(out_dir, "%s_%s_%s_rows%d.png" % (stem, pass_name, dtype, nrows))
        fig.savefig(name, dpi=130)
        plt.close(fig)
        written.append(name)
    return written


def odd_width_position(cols):
    """Where a width goes on plot_speed's axis: one that is not a multiple of 8 (4097) a little right of its
    aligned neighbour (4096), so that both can be read."""
    return cols if cols % 8 == 0 else cols * 1.18


def plot_speed(path, meta, rows, out_dir):
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from targets import TARGET, MIN_ELEMENTS
    written = []
    stem = os.path.splitext(os.path.basename(path))[0]
    groups = {}
    for row in rows:
        groups.setdefault((row["pass"], row["kernel"]), []).append(row)
    for (pass_name, kernel), group in sorted(groups.items()):
        dtypes = [d for d in ("fp32", "bf16", "fp16") if any(r["dtype"] == d for r in group)]
        fig, axes = plt.subplots(1, len(dtypes), figsize=(5.2 * len(dtypes), 4.6), sharey=True, squeeze=False)
        notes, ymax = [], 100.0
        for ax, dtype in zip(axes[0], dtypes):
            by_rows = {}
            for r in group:
                if r["dtype"] == dtype:
                    by_rows.setdefault(int(r["rows"]), []).append(r)
            for n, (nrows, points) in enumerate(sorted(by_rows.items())):
                points.sort(key=lambda r: int(r["cols"]))
                good = [(int(r["cols"]), number(r["pct_copy"])) for r in points if r["status"] == "ok" and number(r["pct_copy"])]
                color = LAB_COLORS[n % len(LAB_COLORS)]
                aligned = [(c, v) for c, v in good if c % 8 == 0]   # odd widths (4097): own markers, not on the line
                ax.plot([c for c, _ in aligned], [v for _, v in aligned], color=color, linewidth=1.2, label="rows %d" % nrows)
                for c, v in good:   # filled where issue 5's target applies (rows*cols >= MIN_ELEMENTS)
                    filled = nrows * c >= MIN_ELEMENTS
                    ax.plot([odd_width_position(c)], [v], marker="o" if c % 8 == 0 else "s", markersize=4, color=color,
                            markerfacecolor=color if filled else "white")
                ymax = max([ymax] + [v for _, v in good])
                for r in points:
                    if not (r["status"] == "ok" and number(r["pct_copy"])):
                        notes.append("%s rows %d cols %s: %s" % (dtype, nrows, r["cols"], compact_status(r["status"])))
            if pass_name in TARGET:
                ax.axhline(TARGET[pass_name], color="black", linestyle="--", linewidth=0.9,
                           label="target %.0f %%" % TARGET[pass_name])
            widths = sorted(set(int(r["cols"]) for r in group))
            ax.set_xscale("log", base=2)
            ax.set_xticks([odd_width_position(c) for c in widths])
            ax.set_xticklabels([str(c) for c in widths], rotation=45, fontsize=7)
            ax.minorticks_off()
            ax.set_title(dtype, fontsize=10)
            ax.set_xlabel("cols")
            ax.grid(True, alpha=0.3)
        axes[0][0].set_ylabel("% of the same-byte device copy")
        axes[0][0].set_ylim(0, ymax * 1.08)
        axes[0][0].legend(fontsize=7, loc="lower right")
        fig.suptitle("LayerNorm %s, kernel %s: %% of the copy (hollow: rows*cols < %dM, outside the target; squares: cols not a multiple of 8)\n%s"
                     % (pass_name, kernel, MIN_ELEMENTS // (1024 * 1024), subtitle(meta)), fontsize=10)
        fig.tight_layout(rect=(0, notes_height(notes), 1, 1))
        add_notes(fig, notes)
        name = os.path.join(out_dir, "%s_%s_k%s.png" % (stem, pass_name, kernel))
        fig.savefig(name, dpi=130)
        plt.close(fig)
        written.append(name)
    return written


def plot_blocksizes(path, meta, rows, out_dir, max_shapes):
    written = []
    stem = os.path.splitext(os.path.basename(path))[0]
    program = meta.get("program", stem)
    groups = {}
    for row in rows:
        groups.setdefault((row["dtype"], int(row["rows"]), int(row["cols"])), []).append(row)
    if len(groups) > max_shapes:
        print("plot_results: %s holds %d shapes (more than --max-shapes %d): no block-size figures" % (
            path, len(groups), max_shapes))
        return written
    for (dtype, nrows, ncols), group in sorted(groups.items()):
        fig, ax = plt.subplots(figsize=(9, 5.8))
        kernels = sorted(set(int(r["kernel"]) for r in group))
        blocks = sorted(set(int(r["block_size"]) for r in group if int(r["block_size"]) > 0)) or [32, 64, 128, 256, 512, 1024]
        notes, ceilings, ymax = [], [], 0.0
        for n, k in enumerate(kernels):
            color = LAB_COLORS[n % len(LAB_COLORS)]
            krows = [r for r in group if int(r["kernel"]) == k]
            good = sorted((int(r["block_size"]), number(r["GB/s"])) for r in krows
                          if r["status"] == "ok" and number(r["GB/s"]))
            for r in krows:
                g, pct = number(r["GB/s"]), number(r["pct_copy"])
                if r["status"] == "ok" and g and pct:
                    ceilings.append(g * 100.0 / pct)
            ymax = max([ymax] + [g for _, g in good])
            own = [g for b, g in good if b == 0]
            sized = [(b, g) for b, g in good if b > 0]
            if sized:
                ax.plot([b for b, _ in sized], [g for _, g in sized], marker="o", markersize=4, color=color,
                        label="kernel %d" % k)
            if own:
                ax.axhline(own[0], color=color, linestyle="-.", linewidth=1.2,
                           label="kernel %d (picks its own block size)" % k)
            bad = [r for r in krows if not (r["status"] == "ok" and number(r["GB/s"]))]
            if bad:
                xs = [int(r["block_size"]) or blocks[0] for r in bad]
                ax.plot(xs, [0] * len(xs), linestyle="none", marker="x", color=color, clip_on=False,
                        label=None if good else "kernel %d (no timing)" % k)
                by_status = {}
                for r in bad:
                    by_status.setdefault(compact_status(r["status"]), []).append(r["block_size"])
                for status, bs in by_status.items():
                    notes.append("kernel %d: %s at block %s" % (k, status, ",".join(bs)))
        if ceilings:
            ceiling = statistics.median(ceilings)
            ymax = max(ymax, ceiling)
            ax.axhline(ceiling, color="black", linestyle="--", linewidth=1.5,
                       label="copy ceiling (lab, same bytes) %.0f GB/s" % ceiling)
        ax.set_xscale("log", base=2)
        ax.set_xticks(blocks)
        ax.set_xticklabels([str(b) for b in blocks])
        ax.minorticks_off()
        ax.set_ylim(0, ymax * 1.3 if ymax > 0 else 1.0)   # headroom for the legend
        ax.set_xlabel("block size (threads per block)")
        ax.set_ylabel("GB/s  (lab's minimum bytes / median time)")
        ax.set_title("%s, %s, %d x %d: GB/s vs block size per rung\n%s" % (program, dtype, nrows, ncols, subtitle(meta)),
                     fontsize=10)
        ax.grid(True, alpha=0.3)
        ax.legend(fontsize=7, loc="upper center", ncol=3)
        fig.tight_layout(rect=(0, notes_height(notes), 1, 1))
        add_notes(fig, notes)
        suffix = "" if len(groups) == 1 else "_%dx%d" % (nrows, ncols)
        name = os.path.join(out_dir, "%s%s.png" % (stem, suffix))
        fig.savefig(name, dpi=130)
        plt.close(fig)
        written.append(name)
    return written


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("paths", nargs="+", help="CSV files or folders (every *.csv in them)")
    parser.add_argument("--out-dir", help="where to write the PNGs (default: beside each CSV)")
    parser.add_argument("--max-shapes", type=int, default=6,
                        help="block-size figures only for lab CSVs with at most this many shapes")
    args = parser.parse_args()

    files = []
    for path in args.paths:
        if os.path.isdir(path):
            files += sorted(glob.glob(os.path.join(path, "*.csv")))
        elif os.path.isfile(path):
            files.append(path)
        else:
            print("plot_results: no such file or folder: %s" % path, file=sys.stderr)
    written = []
    for path in files:
        meta, header, rows = read_csv(path)
        out_dir = args.out_dir or os.path.dirname(os.path.abspath(path))
        os.makedirs(out_dir, exist_ok=True)
        if {"pass", "impl", "cols", "GBps", "status"} <= set(header):
            written += plot_peers(path, meta, rows, out_dir)
        elif {"pass", "kernel", "dtype", "rows", "cols", "pct_copy", "status"} <= set(header):
            written += plot_speed(path, meta, rows, out_dir)
        elif header[:5] == ["kernel", "dtype", "rows", "cols", "block_size"]:
            if rows:
                written += plot_blocksizes(path, meta, rows, out_dir, args.max_shapes)
            else:
                print("plot_results: %s has no rows" % path)
        else:
            print("plot_results: %s: not a peers, speed or lab CSV, skipped" % path)
    for name in written:
        print("wrote " + name)
    if not written:
        print("plot_results: no figures written", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
