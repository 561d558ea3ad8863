#!/usr/bin/env python3
"""
bench_peers.py: the lab's rungs beside their peers, one timing method, on the GPU machine.

For each shape and pass (forward, backward) it measures
  copy             torch copy_ of B/2 bytes (uint8), B = the lab's byte count: the ceiling
  torch            torch.nn.functional.layer_norm (forward); aten.native_layer_norm_backward alone
                   (backward), with mean/rstd from aten.native_layer_norm
  triton_tutorial  the Triton tutorial's algorithm (scripts/triton_tutorial_layernorm.py)
  triton_tutorial_f32partials   backward in fp16/bf16 only: the same with float32 partial dW/dB
                   buffers, NOT the tutorial (it keeps them in x.dtype); there to time the algorithm
                   where the faithful 16-bit partials fail the lab's tolerance
  lab_K            each selected lab rung, from `./layernorm_<pass>[_dtype] K --csv` (best block size)
  lab_best         the fastest correct lab rung
  lab_ceiling      the lab's own copy ceiling (faster of cudaMemcpyAsync and a 16-byte copy kernel),
                   recovered from its CSV as ms * pct_copy / 100
Python peers are timed the lab's way (common.h section 7): CUDA events around the call only,
after 3 warm-up calls, a 256 MiB buffer zeroed before every repetition to flush L2, median of 50
repetitions, 200 when the median is under 1 ms, in 2 separate windows (3 for the copy), the faster window's kept
(since the thirty-ninth round, as the lab's harness; the 38ba2a7 run timed one window here). (--timer do_bench uses triton.testing.do_bench with
return_mode="median" instead; it also flushes L2 before every repetition but picks its repetition
count from a time budget.) GB/s = B / median time, with the lab's B:
  forward  2*rows*cols*s + 2*cols*s + 2*rows*4      backward  3*rows*cols*s + 3*cols*s + 2*rows*4
pct_copy = 100 * copy ms / ms, against the copy measured in this run at the same shape.

Every Python peer is validated before it is timed, against a float64 reference computed on the GPU
by the lab's formulas with the lab's tolerance (common.h section 6):
    |got - ref| <= ulp(storage)*|ref| + 2 * 2^-23 * sqrt(n) * scale
forward scales as layernorm_forward.cu forward_reference (out: |w|*cond + |b|; mean: max|x|;
rstd: rstd*cond, cond = 1 + max|x|*rstd over the row). Backward takes the peer's own mean/rstd as
inputs (as the lab's backward pass takes the forward's float32 mean/rstd) and uses the scales of
layernorm_backward.cu backward_reference (as of this writing), per row r / column c:
    dinp     n = cols, scale = rstd_r * max_c|w*dy| * (1 + max_c|xhat|) * cond_r
    dweight  n = rows, scale = |dweight_c| + sqrt(sum_r (dy*xhat)^2)
    dbias    n = rows, scale = |dbias_c| + sqrt(sum_r dy^2)
A peer that fails is reported FAIL and not timed; one that raises is "refused: reason"; a shape
that does not fit is "skipped: memory". Nothing is dropped.

Inputs follow the lab's recipe (common.h section 5), drawn with torch's generator: rows r%3==0 at
mean +-100 with spread 1, r%3==1 at -2.3 + 0.5*randn, r%3==2 at a N(0,1) offset + randn; weight
U(0.5,1.5), bias U(-0.5,0.5), dy N(0,1).

Outputs in --out: peers.csv (one row per shape x pass x impl, '# key: value' header lines with GPU,
date, commit), lab_runs.csv (every lab CSV row behind it), lab_blocksizes_<pass>_<dtype>.csv (each
lab program at its default shape, every kernel and block size: the GB/s-vs-block-size figure),
lab_stderr.log. Plot with scripts/plot_results.py.

Usage:  python3 scripts/bench_peers.py --out results/peers [--quick] [--lab-kernels "5-,last"]
"""
import argparse
import csv
import datetime
import io
import math
import os
import shutil
import subprocess
import sys
import time

REPO_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EPS = 1e-5
FLOAT32_ULP = 2.0 ** -23
ACCUM_SAFETY = 2.0
STORAGE_ULP = {"fp32": 2.0 ** -23, "bf16": 2.0 ** -7, "fp16": 2.0 ** -10}
ELEMENT_SIZE = {"fp32": 4, "bf16": 2, "fp16": 2}
LAB_COLUMNS = ["kernel", "dtype", "rows", "cols", "block_size", "ms", "GB/s", "pct_copy",
               "max_abs_err", "max_rel_err", "status", "bitwise_repeat"]
PEER_COLUMNS = ["pass", "impl", "dtype", "rows", "cols", "ms", "GBps", "pct_copy", "status", "detail",
                "max_abs_err", "max_rel_err", "bytes"]


# ----------------------------------------------------------------------------------------------
# Shapes and bytes

def min_bytes(pass_name, dtype, rows, cols):
    s = ELEMENT_SIZE[dtype]
    if pass_name == "forward":
        return 2.0 * rows * cols * s + 2.0 * cols * s + 2.0 * rows * 4
    return 3.0 * rows * cols * s + 3.0 * cols * s + 2.0 * rows * 4


def shape_list(quick):
    """(pass, dtype, rows, cols): the tutorial's benchmark (fp16, 4096 rows, cols 1024..16384 step
    512), then rows 4096 and 32768 at the lab's column grid in fp32 and bf16."""
    shapes = []
    tutorial_cols = [1024, 4096] if quick else list(range(1024, 16384 + 1, 512))
    grid_rows = [4096] if quick else [4096, 32768]
    grid_cols = [768, 1600] if quick else [512, 768, 1600, 4096, 8192, 16384, 65536]
    for pass_name in ("forward", "backward"):   # the tutorial's own benchmark first: the headline
        for cols in tutorial_cols:
            shapes.append((pass_name, "fp16", 4096, cols))
    for pass_name in ("forward", "backward"):
        for dtype in ("fp32", "bf16"):
            for rows in grid_rows:
                for cols in grid_cols:
                    shapes.append((pass_name, dtype, rows, cols))
            if quick:   # one shape over the tutorial's 64 KB row limit, to exercise the refusal
                shapes.append((pass_name, dtype, 1024, 65536))
    return shapes


# ----------------------------------------------------------------------------------------------
# Lab binaries

def binary_path(bin_dir, pass_name, dtype):
    name = "layernorm_" + pass_name + ("" if dtype == "fp32" else "_" + dtype)
    return os.path.join(bin_dir, name)


def parse_lab_csv(text):
    """Rows of the lab's --csv output as dicts (lines before the header and after it that do not
    parse are ignored)."""
    lines = text.splitlines()
    for i, line in enumerate(lines):
        if line.startswith("kernel,dtype,rows,cols"):
            reader = csv.DictReader(io.StringIO("\n".join(lines[i:])))
            return [row for row in reader if row.get("kernel", "").strip().lstrip("-").isdigit()]
    return []


def parse_kernel_selection(text, available):
    """'all', or a comma list of N, N-M, N- (N and up), 'last'; resolved against the ids the
    binary has (unknown ids dropped)."""
    if text.strip().lower() == "all":
        return list(available)
    chosen = set()
    for item in text.split(","):
        item = item.strip().lower()
        if not item:
            continue
        if item == "last":
            if available:
                chosen.add(max(available))
        elif item.endswith("-"):
            low = int(item[:-1])
            chosen.update(k for k in available if k >= low)
        elif "-" in item:
            low, high = (int(v) for v in item.split("-", 1))
            chosen.update(k for k in available if low <= k <= high)
        else:
            if int(item) in available:
                chosen.add(int(item))
    return sorted(chosen)


class LabRunner:
    def __init__(self, bin_dir, seed, timeout, stderr_log, runs_writer, max_elements):
        self.bin_dir = bin_dir
        self.seed = seed
        self.timeout = timeout
        self.stderr_log = stderr_log
        self.runs_writer = runs_writer
        self.max_elements = max_elements
        self.kernels_cache = {}

    def log_stderr(self, command, text):
        if text.strip():
            self.stderr_log.write("$ " + " ".join(command) + "\n" + text.rstrip() + "\n\n")
            self.stderr_log.flush()

    def run(self, command, timeout=None):
        """(returncode or None on timeout, stdout, stderr)"""
        try:
            done = subprocess.run(command, capture_output=True, text=True, timeout=timeout or self.timeout)
        except subprocess.TimeoutExpired as error:
            out = error.stdout.decode() if isinstance(error.stdout, bytes) else (error.stdout or "")
            err = error.stderr.decode() if isinstance(error.stderr, bytes) else (error.stderr or "")
            self.log_stderr(command, err + "\n[timed out]")
            return None, out, err
        except OSError as error:
            return -1, "", str(error)
        self.log_stderr(command, done.stderr)
        return done.returncode, done.stdout, done.stderr

    def kernels(self, binary):
        """The kernel ids a binary has, from a tiny --check run (validates, times nothing)."""
        if binary not in self.kernels_cache:
            ids = []
            if os.access(binary, os.X_OK):
                code, out, _ = self.run([binary, "--csv", "--check", "--rows", "64", "--cols", "256",
                                         "--seed", "1"], timeout=120)
                for row in parse_lab_csv(out):
                    k = int(row["kernel"])
                    if k not in ids:
                        ids.append(k)
            self.kernels_cache[binary] = ids
        return self.kernels_cache[binary]

    def invoke(self, binary, kernel, rows=None, cols=None, pass_name=""):
        """Run one lab invocation; returns (rows, failure status or None)."""
        command = [binary]
        if kernel is not None:
            command.append(str(kernel))
        command += ["--csv", "--seed", str(self.seed)]
        if rows is not None:
            command += ["--rows", str(rows), "--cols", str(cols)]
        code, out, err = self.run(command)
        parsed = parse_lab_csv(out)
        for row in parsed:
            self.runs_writer.writerow([pass_name, os.path.basename(binary)] + [row.get(c, "") for c in LAB_COLUMNS])
        if parsed:
            return parsed, None
        last = (err.strip().splitlines() or ["no output"])[-1]
        if code is None:
            return [], "skipped: lab timed out after %ds" % self.timeout
        if "device memory" in err or "out of memory" in err.lower():
            return [], "skipped: memory (lab: %s)" % last
        return [], "refused: lab exit %s: %s" % (code, last)


def host_bytes_for_lab(pass_name, dtype, rows, cols):
    """What the lab's host side holds at once (floats of every tensor, double reference, float
    tolerance, raw and first-run copies of the output, the converted output)."""
    s = ELEMENT_SIZE[dtype]
    n = float(rows) * cols
    per_element = (24 + 3 * s) if pass_name == "forward" else (28 + 3 * s)
    return n * per_element


def mem_available_bytes():
    try:
        with open("/proc/meminfo") as f:
            for line in f:
                if line.startswith("MemAvailable:"):
                    return float(line.split()[1]) * 1024
    except OSError:
        pass
    return float("inf")


# ----------------------------------------------------------------------------------------------
# GPU side (torch, triton): imported in main() so that --help and --no-peers need neither

torch = None
F = None


class Skip(Exception):
    """A peer that does not run at this shape: the message is the status."""


def torch_dtype(name):
    return {"fp32": torch.float32, "bf16": torch.bfloat16, "fp16": torch.float16}[name]


def chunk_rows(rows, cols, elements=1 << 25):
    step = max(1, elements // max(cols, 1))
    for start in range(0, rows, step):
        yield start, min(rows, start + step)


def make_inputs(pass_name, dtype, rows, cols, seed):
    dev = "cuda"
    g = torch.Generator(device=dev)
    g.manual_seed(seed)
    t = torch_dtype(dtype)
    kind = torch.arange(rows, device=dev) % 3
    sign = 1.0 - 2.0 * (torch.rand(rows, generator=g, device=dev) < 0.5).float()   # +-1
    offset = torch.randn(rows, generator=g, device=dev)                            # r%3==2
    offset[kind == 1] = -2.3
    offset[kind == 0] = 100.0 * sign[kind == 0]
    scale = torch.ones(rows, device=dev)
    scale[kind == 1] = 0.5
    x = torch.empty((rows, cols), dtype=t, device=dev)
    for a, b in chunk_rows(rows, cols, 1 << 26):
        z = torch.randn((b - a, cols), generator=g, device=dev, dtype=torch.float32)
        z.mul_(scale[a:b, None]).add_(offset[a:b, None])
        x[a:b].copy_(z)
        del z
    weight = (0.5 + torch.rand(cols, generator=g, device=dev)).to(t)
    bias = (torch.rand(cols, generator=g, device=dev) - 0.5).to(t)
    dy = None
    if pass_name == "backward":
        dy = torch.empty((rows, cols), dtype=t, device=dev)
        for a, b in chunk_rows(rows, cols, 1 << 26):
            dy[a:b].copy_(torch.randn((b - a, cols), generator=g, device=dev, dtype=torch.float32))
    return x, weight, bias, dy


class Check:
    """Counts elements outside tolerance per tensor, max abs error, max rel error (|ref| >= 1e-3)."""

    def __init__(self):
        self.failures = {}
        self.counts = {}
        self.first = {}
        self.max_abs = 0.0
        self.max_rel = 0.0

    def add(self, name, got, ref, tol, row_offset=0):
        got = got.double()
        err = (got - ref).abs()
        bad = ~(err <= tol)   # NaN fails
        count = int(bad.sum().item())
        self.failures[name] = self.failures.get(name, 0) + count
        self.counts[name] = self.counts.get(name, 0) + ref.numel()
        if count and name not in self.first:
            i = int(bad.reshape(-1).nonzero()[0].item())
            where = "[%d]" % (i + row_offset) if ref.dim() == 1 else "[row %d, col %d]" % (
                i // ref.shape[1] + row_offset, i % ref.shape[1])
            self.first[name] = "%s%s ref %.8g got %.8g tol %.3g" % (
                name, where, ref.reshape(-1)[i].item(), got.reshape(-1)[i].item(), tol.reshape(-1)[i].item())
        err = torch.where(torch.isnan(err), torch.full_like(err, float("inf")), err)
        if err.numel():
            self.max_abs = max(self.max_abs, err.max().item())
            big = ref.abs() >= 1e-3
            if bool(big.any()):
                self.max_rel = max(self.max_rel, (err[big] / ref.abs()[big]).max().item())

    def ok(self):
        return all(v == 0 for v in self.failures.values())

    def detail(self):
        parts = ["%s: %d of %d outside tolerance" % (k, v, self.counts[k]) for k, v in self.failures.items() if v]
        parts += ["first " + v for v in self.first.values()]
        return "; ".join(parts)


# one step of the storage type: relative, but never below the type's subnormal spacing (common.h)
SUBNORMAL_STEP = {"fp32": 2.0 ** -149, "bf16": 2.0 ** -133, "fp16": 2.0 ** -24}


def tolerance(ulp, ref, n, scale, floor=2.0 ** -149):
    return (ulp * ref.abs()).clamp(min=floor) + ACCUM_SAFETY * FLOAT32_ULP * math.sqrt(n) * scale


def check_forward(dtype, x, w, b, y, mean, rstd):
    rows, cols = x.shape
    ulp = STORAGE_ULP[dtype]
    w64, b64 = w.double(), b.double()
    mean, rstd = mean.reshape(-1), rstd.reshape(-1)
    check = Check()
    for a, e in chunk_rows(rows, cols):
        x64 = x[a:e].double()
        largest = x64.abs().amax(dim=1, keepdim=True)
        m = x64.mean(dim=1, keepdim=True)
        d = x64 - m
        del x64
        rs = 1.0 / torch.sqrt((d * d).mean(dim=1, keepdim=True) + EPS)
        ref = d * rs * w64 + b64
        cond = 1.0 + largest * rs
        check.add("out", y[a:e], ref, tolerance(ulp, ref, cols, w64.abs() * cond + b64.abs(), SUBNORMAL_STEP[dtype]), a)
        del ref, d
        check.add("mean", mean[a:e], m[:, 0], tolerance(FLOAT32_ULP, m[:, 0], cols, largest[:, 0]), a)
        check.add("rstd", rstd[a:e], rs[:, 0], tolerance(FLOAT32_ULP, rs[:, 0], cols, (rs * cond)[:, 0]), a)
    return check


def check_backward(dtype, x, w, dy, mean, rstd, dx, dw, db):
    """Reference given the peer's own mean/rstd (the backward pass's inputs); tolerance scales as
    layernorm_backward.cu backward_reference."""
    rows, cols = x.shape
    ulp = STORAGE_ULP[dtype]
    w64 = w.double()
    mean, rstd = mean.reshape(-1).double(), rstd.reshape(-1).double()
    check = Check()
    dw_ref = torch.zeros(cols, dtype=torch.float64, device=x.device)
    db_ref = torch.zeros_like(dw_ref)
    dw_squares = torch.zeros_like(dw_ref)
    db_squares = torch.zeros_like(dw_ref)
    for a, e in chunk_rows(rows, cols):
        x64 = x[a:e].double()
        dy64 = dy[a:e].double()
        m, rs = mean[a:e, None], rstd[a:e, None]
        xhat = (x64 - m) * rs
        del x64
        wdy = w64 * dy64
        c1 = (xhat * wdy).mean(dim=1, keepdim=True)
        c2 = wdy.mean(dim=1, keepdim=True)
        ref = (wdy - (xhat * c1 + c2)) * rs
        scale = rs * wdy.abs().amax(dim=1, keepdim=True) * (1.0 + xhat.abs().amax(dim=1, keepdim=True) ** 2)
        del wdy
        check.add("dinp", dx[a:e], ref, tolerance(ulp, ref, cols, scale, SUBNORMAL_STEP[dtype]), a)
        del ref
        term = dy64 * xhat
        del xhat
        dw_ref += term.sum(dim=0)
        dw_squares += (term * term).sum(dim=0)
        del term
        db_ref += dy64.sum(dim=0)
        db_squares += (dy64 * dy64).sum(dim=0)
        del dy64
    floor = SUBNORMAL_STEP[dtype]
    check.add("dweight", dw.reshape(-1), dw_ref, tolerance(ulp, dw_ref, rows, dw_ref.abs() + dw_squares.sqrt(), floor))
    check.add("dbias", db.reshape(-1), db_ref, tolerance(ulp, db_ref, rows, db_ref.abs() + db_squares.sqrt(), floor))
    return check


TIMING_WINDOWS, CEILING_WINDOWS = 2, 3   # common.h section 7: the fastest of separate windows' medians


class Timer:
    """The lab's method: warm-up, L2 flushed before every repetition (outside the events), events
    around the call only, median of 50 repetitions (200 when that median is under 1 ms), taken in
    `windows` separate windows and the fastest window's kept (the lab: 2, and 3 for its copy)."""

    def __init__(self, mode):
        self.mode = mode
        self.flush = torch.empty(256 * 1024 * 1024, dtype=torch.uint8, device="cuda")
        if mode == "do_bench":
            import inspect
            import triton.testing
            self.do_bench = triton.testing.do_bench
            self.do_bench_params = inspect.signature(self.do_bench).parameters

    def _reps(self, fn, count):
        starts = [torch.cuda.Event(enable_timing=True) for _ in range(count)]
        stops = [torch.cuda.Event(enable_timing=True) for _ in range(count)]
        for i in range(count):
            self.flush.zero_()
            starts[i].record()
            fn()
            stops[i].record()
        torch.cuda.synchronize()
        return [s.elapsed_time(e) for s, e in zip(starts, stops)]

    def median_ms(self, fn, windows=TIMING_WINDOWS):
        for _ in range(3):
            fn()
        torch.cuda.synchronize()
        if self.mode == "do_bench":
            estimate = sorted(self._reps(fn, 5))[2]
            rep_ms = max(100.0, 60.0 * estimate)   # do_bench repeats rep_ms / estimate times: >= 50
            kwargs = {"warmup": 25, "rep": rep_ms}
            if "return_mode" in self.do_bench_params:
                return float(self.do_bench(fn, return_mode="median", **kwargs))
            return float(self.do_bench(fn, quantiles=[0.5], **kwargs))
        medians = []
        for _ in range(windows):
            times = self._reps(fn, 50)
            if sorted(times)[25] < 1.0:
                times += self._reps(fn, 150)
            times.sort()
            n = len(times)
            medians.append(times[n // 2] if n % 2 else 0.5 * (times[n // 2 - 1] + times[n // 2]))
        return min(medians)


def free_gpu():
    import gc
    gc.collect()
    torch.cuda.synchronize()
    torch.cuda.empty_cache()


def gpu_free_bytes():
    free_gpu()
    return torch.cuda.mem_get_info()[0]


def describe_error(error):
    text = str(error).strip().splitlines()
    return "%s: %s" % (type(error).__name__, text[0][:200] if text else "")


def run_python_peers(pass_name, dtype, rows, cols, seed, timer, tt, f32_partials):
    """[(impl, ms or None, status, detail, max_abs, max_rel)], copy first."""
    results = []
    nbytes = min_bytes(pass_name, dtype, rows, cols)
    s = ELEMENT_SIZE[dtype]
    elems = float(rows) * cols
    slack = 1.5e9

    # copy: B/2 bytes read, B/2 written, measured first while memory is free
    half = int(math.ceil(nbytes / 2 / 16) * 16)
    if 2 * half + slack > 0.92 * gpu_free_bytes():
        results.append(("copy", None, "skipped: memory", "needs %.1f GB" % ((2 * half + slack) / 1e9), None, None))
    else:
        try:
            src = torch.full((half,), 0x3c, dtype=torch.uint8, device="cuda")
            dst = torch.empty_like(src)
            ms = timer.median_ms(lambda: dst.copy_(src), CEILING_WINDOWS)
            results.append(("copy", ms, "ok", "torch copy_ of %d bytes (uint8)" % half, None, None))
        except torch.cuda.OutOfMemoryError as error:
            results.append(("copy", None, "skipped: memory", describe_error(error), None, None))
        src = dst = None
    free_gpu()

    impls = ["torch", "triton_tutorial"]
    if pass_name == "backward" and dtype != "fp32" and f32_partials:
        impls.append("triton_tutorial_f32partials")
    # inputs + outputs of two peers + float64 check chunks and temporaries
    needed = elems * s * (4 if pass_name == "forward" else 5) + 6 * 8 * (1 << 25) + slack
    if needed > 0.92 * gpu_free_bytes():
        for impl in impls:
            results.append((impl, None, "skipped: memory", "needs about %.1f GB" % (needed / 1e9), None, None))
        return results

    x = weight = bias = dy = None
    try:
        x, weight, bias, dy = make_inputs(pass_name, dtype, rows, cols, seed)
    except torch.cuda.OutOfMemoryError as error:
        for impl in impls:
            results.append((impl, None, "skipped: memory", describe_error(error), None, None))
        return results

    for impl in impls:
        state = {}
        try:
            fn, check = prepare_peer(impl, pass_name, dtype, x, weight, bias, dy, tt, state)
            if not check.ok():
                detail = "; ".join(d for d in (state.get("detail", ""), check.detail()) if d)
                if impl == "triton_tutorial" and pass_name == "backward" and dtype != "fp32":
                    detail += " (faithful: the tutorial rounds its partial dW/dB buffers to %s at every " \
                              "accumulation; see triton_tutorial_f32partials)" % dtype
                results.append((impl, None, "FAIL", detail, check.max_abs, check.max_rel))
            else:
                detail = state.get("detail", "")
                ms = timer.median_ms(fn)
                results.append((impl, ms, "ok", detail, check.max_abs, check.max_rel))
        except Skip as reason:
            results.append((impl, None, str(reason), state.get("detail", ""), None, None))
        except torch.cuda.OutOfMemoryError as error:
            results.append((impl, None, "skipped: memory", describe_error(error), None, None))
        except Exception as error:   # anything that raises is a refusal, shown with its reason
            results.append((impl, None, "refused: " + describe_error(error), state.get("detail", ""), None, None))
        state.clear()
        fn = check = None
        free_gpu()
    x = weight = bias = dy = None
    free_gpu()
    return results


def prepare_peer(impl, pass_name, dtype, x, weight, bias, dy, tt, state):
    """Run the peer once, validate it, and return (timed callable, Check)."""
    rows, cols = x.shape
    if impl == "torch":
        out, mean, rstd = torch.ops.aten.native_layer_norm(x, [cols], weight, bias, EPS)
        if pass_name == "forward":
            check = check_forward(dtype, x, weight, bias, out, mean, rstd)
            state["detail"] = "F.layer_norm"
            return (lambda: F.layer_norm(x, (cols,), weight, bias, EPS)), check
        del out
        mask = [True, True, True]
        dx, dw, db = torch.ops.aten.native_layer_norm_backward(dy, x, [cols], mean, rstd, weight, bias, mask)
        check = check_backward(dtype, x, weight, dy, mean, rstd, dx, dw, db)
        del dx, dw, db
        state["detail"] = "aten.native_layer_norm_backward (mean/rstd %s from native_layer_norm)" % (tuple(mean.shape),)
        return (lambda: torch.ops.aten.native_layer_norm_backward(dy, x, [cols], mean, rstd, weight, bias, mask)), check

    if tt is None:
        raise Skip("refused: triton not importable")
    try:
        forward = tt.TutorialForward(x, weight, bias, EPS)
    except RuntimeError as error:   # the tutorial's own refusal of rows over 64 KB
        raise Skip("refused: " + str(error).splitlines()[0])
    state["forward"] = forward
    forward()
    torch.cuda.synchronize()
    detail = "BLOCK_SIZE %d, num_warps %d" % (forward.BLOCK_SIZE, forward.num_warps)
    if pass_name == "forward":
        state["detail"] = detail
        return forward, check_forward(dtype, x, weight, bias, forward.y, forward.mean, forward.rstd)
    partial = torch.float32 if impl == "triton_tutorial_f32partials" else None
    backward = tt.TutorialBackward(forward, dy, partial_dtype=partial)
    state["backward"] = backward
    backward()
    torch.cuda.synchronize()
    detail += ", GROUP_SIZE_M %d, partial dW/dB %s" % (
        backward.GROUP_SIZE_M, str(backward._dw.dtype).replace("torch.", ""))
    if partial is not None:
        detail += " (NOT the tutorial: it keeps partials in x.dtype)"
    detail += "; timed: zero locks+partials, dx_fused, dwdb"
    state["detail"] = detail
    check = check_backward(dtype, x, weight, dy, forward.mean, forward.rstd, backward.dx, backward.dw, backward.db)
    return backward, check


# ----------------------------------------------------------------------------------------------
# Lab rows for one shape

def lab_results(lab, pass_name, dtype, rows, cols, selection, args):
    """[(impl, ms, status, detail, max_abs, max_rel, lab_pct)] for lab_K..., lab_best, lab_ceiling."""
    binary = binary_path(args.bin_dir, pass_name, dtype)
    if not os.access(binary, os.X_OK):
        return [("lab_best", None, "skipped: no binary %s" % os.path.basename(binary), "", None, None, None)]
    available = lab.kernels(binary)
    if not available:
        return [("lab_best", None, "refused: %s lists no kernels (see lab_stderr.log)" % os.path.basename(binary),
                 "", None, None, None)]
    kernels = parse_kernel_selection(selection, available)
    if not kernels:
        return [("lab_best", None, "skipped: --lab-kernels %s selects none of %s" % (selection, available),
                 "", None, None, None)]
    elems = rows * cols
    reason = None
    if args.lab_max_elements and elems > args.lab_max_elements:
        reason = "skipped: rows*cols %d > --lab-max-elements %d (the lab's CPU reference)" % (elems, args.lab_max_elements)
    elif host_bytes_for_lab(pass_name, dtype, rows, cols) > 0.8 * mem_available_bytes():
        reason = "skipped: memory (lab host side needs about %.0f GB)" % (host_bytes_for_lab(pass_name, dtype, rows, cols) / 1e9)
    if reason:
        return [("lab_%d" % k, None, reason, "", None, None, None) for k in kernels] + \
               [("lab_best", None, reason, "", None, None, None)]

    by_kernel = {}
    failure = {}
    if kernels == sorted(available):
        parsed, status = lab.invoke(binary, None, rows, cols, pass_name)
        for row in parsed:
            by_kernel.setdefault(int(row["kernel"]), []).append(row)
        for k in kernels:
            if k not in by_kernel:
                failure[k] = status or "refused: no row for this kernel"
    else:
        for k in kernels:
            parsed, status = lab.invoke(binary, k, rows, cols, pass_name)
            by_kernel[k] = [row for row in parsed if int(row["kernel"]) == k]
            if not by_kernel[k]:
                failure[k] = status or "refused: no row for this kernel"

    results = []
    best = None
    for k in kernels:
        impl = "lab_%d" % k
        if k in failure:
            results.append((impl, None, failure[k], "", None, None, None))
            continue
        rows_k = by_kernel[k]
        timed = [r for r in rows_k if r["status"] == "ok" and r["ms"]]
        if timed:
            r = min(timed, key=lambda r: float(r["ms"]))
            detail = "block %s (lab pct_copy %s, bitwise_repeat %s)" % (r["block_size"], r["pct_copy"], r["bitwise_repeat"])
            entry = (impl, float(r["ms"]), "ok", detail, to_float(r["max_abs_err"]), to_float(r["max_rel_err"]),
                     to_float(r["pct_copy"]))
            results.append(entry)
            if best is None or entry[1] < best[0][1]:
                best = (entry, k, r)
        elif any(r["status"] == "FAIL" for r in rows_k):
            blocks = [r["block_size"] for r in rows_k if r["status"] == "FAIL"]
            results.append((impl, None, "FAIL", "at block sizes " + " ".join(blocks),
                            max_of(rows_k, "max_abs_err"), max_of(rows_k, "max_rel_err"), None))
        else:
            skips = sorted(set(r["status"] for r in rows_k))
            results.append((impl, None, "refused: " + " | ".join(s.replace("SKIP: ", "") for s in skips), "",
                            None, None, None))
    if best is None:
        results.append(("lab_best", None, "FAIL" if any(r[2] == "FAIL" for r in results) else "skipped: no correct lab rung (see lab_K rows)",
                        "", None, None, None))
    else:
        entry, k, r = best
        results.append(("lab_best", entry[1], "ok", "kernel %d, block %s" % (k, r["block_size"]), entry[4], entry[5], entry[6]))
        if entry[6]:
            ceiling_ms = entry[1] * entry[6] / 100.0
            results.append(("lab_ceiling", ceiling_ms, "ok",
                            "the lab's own copy ceiling, ms = lab_best ms * lab pct_copy / 100", None, None, 100.0))
    return results


def to_float(text):
    try:
        return float(text)
    except (TypeError, ValueError):
        return None


def max_of(rows, key):
    values = [to_float(r.get(key)) for r in rows]
    values = [v for v in values if v is not None]
    return max(values) if values else None


# ----------------------------------------------------------------------------------------------
# main

def git_commit():
    if os.environ.get("COMMIT"):   # a copy of the tree without .git (the lent GPU machine)
        return os.environ["COMMIT"]
    try:
        commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=REPO_ROOT, capture_output=True,
                                text=True).stdout.strip() or "unknown"
        dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"], cwd=REPO_ROOT,
                               capture_output=True, text=True).stdout.strip()
        return commit + ("-dirty" if dirty else "")
    except OSError:
        return "unknown"


def gpu_name():
    if torch is not None and torch.cuda.is_available():
        return torch.cuda.get_device_name()
    try:
        out = subprocess.run(["nvidia-smi", "--query-gpu=name", "--format=csv,noheader"], capture_output=True,
                             text=True).stdout.strip().splitlines()
        return out[0] if out else "unknown GPU"
    except OSError:
        return "unknown GPU"


def header_lines(args, extra):
    lines = [
        "gpu: " + gpu_name(),
        "date: " + datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
        "commit: " + git_commit(),
    ]
    return ["# " + line for line in lines + extra]


def fmt(value, digits):
    return "" if value is None else ("%." + str(digits) + "f") % value


def main():
    global torch, F
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", default=os.path.join("results", "peers-" + datetime.date.today().isoformat()),
                        help="output folder (created)")
    parser.add_argument("--quick", action="store_true", help="a few shapes, for a smoke test")
    parser.add_argument("--start", type=int, default=1,
                        help="begin at this shape of the list (1-based), to finish a run that hit a time limit")
    parser.add_argument("--lab-kernels", default="all",
                        help="lab rungs to run at every shape: 'all' or a list of N, N-M, N- (N and up), last; "
                             "e.g. '5-,last' (default: all)")
    parser.add_argument("--bin-dir", default=REPO_ROOT, help="where the lab binaries are (default: repo root)")
    parser.add_argument("--seed", type=int, default=1234, help="inputs seed, also passed to the lab")
    parser.add_argument("--timer", choices=["events", "do_bench"], default="events",
                        help="events: the lab's loop written here (default); do_bench: triton.testing.do_bench")
    parser.add_argument("--lab-max-elements", type=int, default=1 << 30,
                        help="skip the lab (shown as skipped) above this rows*cols: its CPU reference and "
                             "per-block-size validation take about a minute at 32768x65536 (0: no limit)")
    parser.add_argument("--lab-timeout", type=int, default=600, help="seconds per lab invocation")
    parser.add_argument("--no-peers", action="store_true", help="lab only (no torch/triton needed)")
    parser.add_argument("--no-lab", action="store_true", help="Python peers only")
    parser.add_argument("--no-blocksize-csv", action="store_true", help="skip the default-shape block-size sweeps")
    parser.add_argument("--no-f32-partials", action="store_true",
                        help="skip the triton_tutorial_f32partials backward variant")
    args = parser.parse_args()
    args.bin_dir = os.path.abspath(args.bin_dir)
    os.makedirs(args.out, exist_ok=True)
    started = time.time()

    tt = None
    versions = []
    timer = None
    if not args.no_peers:
        try:
            import torch as torch_module
            import torch.nn.functional as functional
        except ImportError as error:
            sys.exit("bench_peers: torch is needed for the Python peers (%s); use --no-peers for the lab only" % error)
        torch, F = torch_module, functional
        if not torch.cuda.is_available():
            sys.exit("bench_peers: no CUDA device visible to torch")
        versions.append("torch: %s (CUDA %s)" % (torch.__version__, torch.version.cuda))
        try:
            import triton
            sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
            import triton_tutorial_layernorm as tt
            versions.append("triton: " + triton.__version__)
        except Exception as error:   # reported on every triton row as refused
            print("bench_peers: triton unavailable: %s" % describe_error(error), flush=True)
            versions.append("triton: unavailable (%s)" % describe_error(error))
            tt = None
        timer = Timer(args.timer)

    shapes = shape_list(args.quick)
    first_shape = max(args.start, 1) - 1   # the [i/N] counter below keeps the full list's numbering
    extra = versions + [
        "timer: " + ("CUDA events around the call, 3 warm-up calls, 256 MiB zeroed before each repetition, "
                     "median of 50 (200 under 1 ms)" if args.timer == "events" else
                     "triton.testing.do_bench(return_mode='median'), rep chosen for >= 50 repetitions"),
        "bytes: forward 2*rows*cols*s + 2*cols*s + 2*rows*4; backward 3*rows*cols*s + 3*cols*s + 2*rows*4",
        "pct_copy: 100 * copy ms / ms, copy measured in this run at the same shape (lab_ceiling: the lab's own)",
        "tolerance: |got-ref| <= ulp(storage)*|ref| + 2*2^-23*sqrt(n)*scale, float64 reference, scales as the lab's "
        "forward_reference/backward_reference (see bench_peers.py)",
        "seed: %d" % args.seed,
        "lab_kernels: " + args.lab_kernels,
        "command: " + " ".join([os.path.basename(sys.argv[0])] + sys.argv[1:]),
    ]
    header = header_lines(args, extra)

    stderr_log = open(os.path.join(args.out, "lab_stderr.log"), "w")
    runs_file = open(os.path.join(args.out, "lab_runs.csv"), "w", newline="")
    runs_file.write("\n".join(header) + "\n")
    runs_writer = csv.writer(runs_file)
    runs_writer.writerow(["pass", "program"] + LAB_COLUMNS)
    lab = LabRunner(args.bin_dir, args.seed, args.lab_timeout, stderr_log, runs_writer, args.lab_max_elements)

    if torch is not None:
        free_gpu()

    # (b) the block-size figures: each program at its default shape, every kernel and block size
    if not args.no_lab and not args.no_blocksize_csv:
        for pass_name in ("forward", "backward"):
            for dtype in ("fp32", "bf16"):
                binary = binary_path(args.bin_dir, pass_name, dtype)
                name = os.path.join(args.out, "lab_blocksizes_%s_%s.csv" % (pass_name, dtype))
                if not os.access(binary, os.X_OK):
                    print("block-size sweep: %s not built, skipped" % binary, flush=True)
                    continue
                t0 = time.time()
                code, out, err = lab.run([binary, "--csv", "--seed", str(args.seed)])
                rows = parse_lab_csv(out)
                with open(name, "w", newline="") as f:
                    f.write("\n".join(header + ["# program: " + os.path.basename(binary),
                                                "# pass: " + pass_name,
                                                "# exit: %s" % code]) + "\n")
                    writer = csv.writer(f)
                    writer.writerow(LAB_COLUMNS)
                    for row in rows:
                        writer.writerow([row.get(c, "") for c in LAB_COLUMNS])
                print("block-size sweep: %s -> %s (%d rows, exit %s, %.1fs)" % (
                    os.path.basename(binary), name, len(rows), code, time.time() - t0), flush=True)

    peers_path = os.path.join(args.out, "peers.csv")
    peers_file = open(peers_path, "w", newline="")
    peers_file.write("\n".join(header) + "\n")
    writer = csv.writer(peers_file)
    writer.writerow(PEER_COLUMNS)
    peers_file.flush()

    spent = {"peers": 0.0, "lab": 0.0}
    for index, (pass_name, dtype, rows, cols) in enumerate(shapes):
        if index < first_shape:
            continue
        nbytes = min_bytes(pass_name, dtype, rows, cols)
        results = []
        t0 = time.time()
        if not args.no_peers:
            for impl, ms, status, detail, max_abs, max_rel in run_python_peers(
                    pass_name, dtype, rows, cols, args.seed, timer, tt, not args.no_f32_partials):
                results.append((impl, ms, status, detail, max_abs, max_rel, None))
        t1 = time.time()
        if not args.no_lab:
            if torch is not None:
                free_gpu()   # the lab programs need the device memory this process cached
            results += lab_results(lab, pass_name, dtype, rows, cols, args.lab_kernels, args)
        spent["peers"] += t1 - t0
        spent["lab"] += time.time() - t1
        copy_ms = next((r[1] for r in results if r[0] == "copy" and r[1]), None)
        summary = []
        for impl, ms, status, detail, max_abs, max_rel, lab_pct in results:
            gbps = nbytes / (ms * 1e-3) / 1e9 if ms else None
            if ms and copy_ms:
                pct = 100.0 * copy_ms / ms
            elif ms and lab_pct is not None:   # no copy measured here (--no-peers): the lab's own
                pct = lab_pct
                detail = (detail + "; " if detail else "") + "pct_copy is the lab's own"
            else:
                pct = None
            writer.writerow([pass_name, impl, dtype, rows, cols, fmt(ms, 5), fmt(gbps, 1), fmt(pct, 1), status,
                             detail, "" if max_abs is None else "%.3g" % max_abs,
                             "" if max_rel is None else "%.3g" % max_rel, "%.0f" % nbytes])
            if impl in ("copy", "torch", "triton_tutorial", "triton_tutorial_f32partials", "lab_best"):
                if ms:
                    summary.append("%s %.0f%s" % (impl, gbps, "" if impl == "copy" or pct is None else " (%.0f%%)" % pct))
                else:
                    summary.append("%s %s" % (impl, status))
        peers_file.flush()
        print("[%d/%d %5.0fs] %s %s %dx%d GB/s: %s" % (index + 1, len(shapes), time.time() - started, pass_name,
                                                      dtype, rows, cols, " | ".join(summary)), flush=True)

    peers_file.close()
    runs_file.close()
    stderr_log.close()
    print("wrote %s, lab_runs.csv, lab_blocksizes_*.csv, lab_stderr.log in %s (%.0fs: Python peers %.0fs, "
          "lab at the peer shapes %.0fs)" % (peers_path, args.out, time.time() - started, spent["peers"], spent["lab"]),
          flush=True)


if __name__ == "__main__":
    main()
