#!/usr/bin/env python3
"""CPU checks of the scripts that turn measurements into the README's numbers (no GPU; matplotlib optional):

  1. scripts/targets.py counts the target cells a pass meets, only at rows*cols >= 4 Mi elements, judges
     each pass's highest kernel unless told, lists the cells that moved against an older run, and names
     the shapes whose bf16 and fp16 runs timed the same-byte copy more than 3 % apart.
  2. scripts/fit_dispatcher.py picks the configuration with the smallest worst shortfall over the row
     counts, not the one with the best single number, and ignores rows that are not "ok".
  3. scripts/plot_results.py draws a speed CSV, one figure per pass and kernel (only where matplotlib is
     found; otherwise it says it skipped).
  4. dev/sass_load_order.py tells a row's loads issued before any use from loads split by a branch, and
     counts spills, on made-up SASS.
  5. dev/ptx_compare.py compares entries up to register names, the file hash in a static's name and where a static
     is declared, and --map lines up renamed instances; with --registers it compares ptxas's register counts from -Xptxas -v logs.
  6. scripts/sweep.py, run over fake programs (scripts that print the lab's CSV): a shape whose bf16 and fp16
     cells are more than 5 points apart, or whose two processes timed copies more than 3 % apart, is run twice
     more and each cell becomes the median of its three runs, listed in the CSV's header; other shapes are not.
  7. dev/ptx_against.sh refuses bad usage (no arguments, a switch without -D, an unknown program or revision).
  8. scripts/peer_summary.py: the lab-over-PyTorch ratios of the tutorial's benchmark, a peer faster than the lab
     counted, a failed peer counted for neither side, the README's table cells.
  9. scripts/fixed_cost.py: on times that lie on straight lines, the pass's and the copy's intercepts, their
     difference and the slopes' ratio come back exactly; a width timed at one row count and a failed cell are left out;
     the target cells under the line are listed with what each may spend beyond the copy, and no others.

Each check prints "PASS: ..." or "FAIL: ..."; the exit status is non-zero when any failed.
"""
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
failures = 0


def check(ok, what):
    global failures
    print(("PASS: " if ok else "FAIL: ") + what)
    failures += not ok


def run(script, *args, folder="scripts"):
    done = subprocess.run([sys.executable, os.path.join(ROOT, folder, script)] + list(args),
                          capture_output=True, text=True)
    return done.returncode, done.stdout + done.stderr


def write(directory, name, text):
    path = os.path.join(directory, name)
    with open(path, "w") as handle:
        handle.write(text)
    return path


SPEED_HEADER = "# gpu: test\n# date: 2026-01-01\n# commit: abc\npass,kernel,dtype,rows,cols,best_block_size,ms,GB/s,pct_copy,status\n"


def speed_row(pass_name, kernel, dtype, rows, cols, pct, status="ok"):
    return f"{pass_name},{kernel},{dtype},{rows},{cols},0,1.0,1.0,{pct},{status}\n"


with tempfile.TemporaryDirectory() as tmp:
    # 4096 x 512 is below 4 Mi elements (not a target cell); 4096 x 1024 and 8192 x 1024 are target cells.
    new = SPEED_HEADER
    new += speed_row("forward", 13, "fp32", 4096, 512, 80.0)       # not a target cell: must not count
    new += speed_row("forward", 13, "fp32", 4096, 1024, 95.0)      # met (>= 95)
    new += speed_row("forward", 13, "fp32", 8192, 1024, 94.9)      # not met
    new += speed_row("forward", 9, "fp32", 8192, 1024, 99.0)       # not the judged kernel
    new += speed_row("backward", 13, "fp32", 4096, 1024, 85.0)     # met (>= 85)
    new += speed_row("backward", 13, "fp32", 8192, 1024, 0.0, "ERROR: x")   # not measured
    path = write(tmp, "new.csv", new)
    code, out = run("targets.py", path)
    check(code == 0 and "| forward | fp32 | 1 of 2 | 94.9–95.0 |" in out,
          "targets.py: forward judged on its highest kernel, the 4096 x 512 cell left out, 95.0 counts as met")
    check("| backward | fp32 | 1 of 2 (1 not measured) |" in out,
          "targets.py: a cell that did not run is counted as a target cell, not met, and said")
    code, out = run("targets.py", path, "--kernel", "forward=9")
    check("| forward | fp32 | 1 of 1 | 99.0–99.0 |" in out, "targets.py --kernel forward=9 judges kernel 9")
    old = SPEED_HEADER + speed_row("forward", 13, "fp32", 4096, 1024, 90.0) + speed_row("forward", 13, "fp32", 8192, 1024, 94.5)
    old_path = write(tmp, "old.csv", old)
    code, out = run("targets.py", path, "--against", old_path)
    check("higher at 1 of" in out and "forward fp32 4096 x 1024: 90.0 -> 95.0 (+5.0)" in out and "8192 x 1024" not in out.split("against")[-1],
          "targets.py --against lists the cell that rose by more than a point and not the one within it")
    code, out = run("targets.py", write(tmp, "empty.csv", SPEED_HEADER))
    check(code != 0 and "error" in out, "targets.py: a CSV without rows is an error")
    # the copy check: the implied copy is GB/s x 100 / pct (GB/s 1.0 here), so pct 50 in both 16-bit runs agrees and
    # 50 against 55 (copies 2.0 and 1.82 GB/s, -9.1 %) is named; 50 against 51.5 (-2.9 %) is within 3 %
    pairs = SPEED_HEADER
    for rows, bf16_pct, fp16_pct in ((4096, 50.0, 50.0), (8192, 50.0, 55.0), (16384, 50.0, 51.5)):
        pairs += speed_row("backward", 14, "bf16", rows, 1024, bf16_pct) + speed_row("backward", 14, "fp16", rows, 1024, fp16_pct)
    code, out = run("targets.py", write(tmp, "pairs.csv", pairs))
    check(code == 0 and "of 3 shapes timed the same-byte copy within 3 % at 2" in out
          and "backward 8192 x 1024: copy 2 GB/s in the bf16 run, 2 in the fp16 run (-9.1 %)" in out
          and "16384 x 1024: copy" not in out,
          "targets.py's copy check names the shape whose bf16 and fp16 copies differ by more than 3 %, and only it")

    # fit_dispatcher: k9@256 has the best single number (99 at 4096 rows) but falls 10 points short at 32768;
    # k10@128 is never best but never more than 2 points short: it is the pick.
    raw = "variant,kernel,dtype,rows,cols,block_size,ms,GB/s,pct_copy,max_abs_err,max_rel_err,status\n"
    for kernel, block, pcts in ((9, 256, (99.0, 80.0)), (10, 128, (97.0, 88.0)), (11, 64, (95.0, 90.0))):
        for rows, pct in zip((4096, 32768), pcts):
            raw += f"d,{kernel},bf16,{rows},2048,{block},1,1,{pct},0,0,ok\n"
    raw += "d,12,bf16,4096,2048,32,1,1,100.0,0,0,FAIL\nd,12,bf16,32768,2048,32,1,1,100.0,0,0,FAIL\n"
    raw_path = write(tmp, "raw.csv", raw)
    code, out = run("fit_dispatcher.py", raw_path)
    pick = [line for line in out.splitlines() if "pick" in line]
    check(code == 0 and pick and "k10@128" in pick[0] and "worst shortfall 2.0" in pick[0],
          "fit_dispatcher.py picks the smallest worst shortfall (k10@128, 2.0), not the best single number, and skips FAIL rows")
    code, out = run("fit_dispatcher.py", raw_path, "--kernels", "9,11")
    pick = [line for line in out.splitlines() if "pick" in line]
    check(pick and "k11@64" in pick[0] and "worst shortfall 4.0" in pick[0], "fit_dispatcher.py --kernels limits the candidates")
    # --joint: fp16 has k10@128 15 points short at 4096 rows, so over bf16 and fp16 together k11@64 (4.0) is the pick;
    # --against 15: the dispatcher's numbers are shown under the width and it is never a candidate, though it leads
    for kernel, block, pcts in ((9, 256, (70.0, 70.0)), (10, 128, (80.0, 88.0)), (11, 64, (95.0, 90.0))):
        for rows, pct in zip((4096, 32768), pcts):
            raw += f"d,{kernel},fp16,{rows},2048,{block},1,1,{pct},0,0,ok\n"
    raw += "d,15,bf16,4096,2048,0,1,1,99.5,0,0,ok\nd,15,bf16,32768,2048,0,1,1,95.0,0,0,ok\n"
    joint_path = write(tmp, "raw-joint.csv", raw)
    code, out = run("fit_dispatcher.py", joint_path, "--joint", "bf16,fp16", "--against", "15")
    pick = [line for line in out.splitlines() if "pick" in line]
    shown = [line for line in out.splitlines() if "k15:" in line]
    check(code == 0 and len(pick) == 1 and "k11@64" in pick[0] and "worst shortfall 4.0" in pick[0] and
          "bf16+fp16 2048" in out and shown and "99.5 / 95.0 / - / -" in shown[0],
          "fit_dispatcher.py --joint fits bf16 and fp16 as one table (k11@64, 4.0); --against shows kernel 15 apart")

# 3. scripts/plot_results.py draws a speed CSV: one figure per pass and kernel (where matplotlib is found; CI
#    has none, and says so).
try:
    import matplotlib  # noqa: F401
    have_matplotlib = True
except ImportError:
    have_matplotlib = False
if have_matplotlib:
    with tempfile.TemporaryDirectory() as tmp:
        speed = SPEED_HEADER + speed_row("forward", 13, "fp32", 4096, 1024, 95.0) + speed_row("forward", 13, "bf16", 4096, 4097, 80.0)
        speed += speed_row("forward", 9, "fp32", 4096, 1024, 90.0) + speed_row("backward", 14, "fp16", 8192, 1024, 0.0, "SKIP: x")
        path = write(tmp, "speed-test.csv", speed)
        code, out = run("plot_results.py", path, "--out-dir", tmp)
        names = sorted(f for f in os.listdir(tmp) if f.endswith(".png"))
        check(code == 0 and names == ["speed-test_backward_k14.png", "speed-test_forward_k13.png", "speed-test_forward_k9.png"],
              "plot_results.py: a speed CSV gives one figure per pass and kernel (%s)" % ", ".join(names))
else:
    print("SKIP: plot_results.py's figures (no matplotlib here; scripts/ needs it only on the GPU machine)")

# 4. dev/sass_load_order.py (the SASS check of the forward's load order) on three made-up instances: the loads
#    all before the first branch (ok), one load behind a branch that follows the first (SPLIT), and a spill.
def sass_function(name, lines):
    text = f"\t\tFunction : {name}\n"
    for address, instruction in enumerate(lines):
        text += f"        /*{address * 16:04x}*/                   {instruction} ;   /* 0x0 */\n"
    return text


with tempfile.TemporaryDirectory() as tmp:
    ordered = ["@!P0 LDG.E.128.CONSTANT R4, desc[UR6][R2.64]", "@!P1 LDG.E.128.CONSTANT R8, desc[UR6][R6.64]",
               "@!PT LDS RZ, [RZ]", "@P0 BRA 0x100", "HADD2.F32 R1, -RZ, R4.H0_H0", "SHFL.BFLY PT, R3, R1, 0x10, 0x1f"]
    split = ["@!P0 LDG.E.128.CONSTANT R4, desc[UR6][R2.64]", "@P0 BRA 0x100", "HADD2.F32 R1, -RZ, R4.H0_H0",
             "@!P1 LDG.E.128.CONSTANT R8, desc[UR6][R6.64]", "SHFL.BFLY PT, R3, R1, 0x10, 0x1f"]
    spill = ordered[:2] + ["STL [R1], R4", "SHFL.BFLY PT, R3, R1, 0x10, 0x1f"]
    good = write(tmp, "good.sass", sass_function("_Z25layernorm_forward_kernel9ILi2ELi1EEv", ordered))
    code, out = run("sass_load_order.py", good, folder="dev")
    check(code == 0 and out.startswith("ok") and " 2 row loads" in out,
          "sass_load_order.py: loads before the first branch are ok (ptxas's @!PT padding ignored)")
    bad = write(tmp, "bad.sass", sass_function("_Z25layernorm_forward_kernel9ILi4ELi1EEv", split) +
                sass_function("_Z25layernorm_forward_kernel9ILi1ELi1EEv", spill) +
                sass_function("_Z26layernorm_backward_kernel7ILi4ELi0ELi0EEv", split))
    code, out = run("sass_load_order.py", bad, folder="dev")
    check(code == 1 and "SPLIT" in out and "SPILL" in out and "backward" not in out and "2 instances, 2 with" in out,
          "sass_load_order.py: a load behind a branch is SPLIT, local memory is SPILL, other kernels are left out")

# 5. dev/ptx_compare.py: entries compared up to register names; --map renames AFTER's entries (a template
#    parameter added) so that each new instance meets the old one it should equal.
def ptx_entry(name, body):
    return (f".visible .entry {name}(\n\t.param .u32 {name}_param_0\n)\n{{\n\t.shared .align 4 .b8 _ZZ{name[2:]}E5state[8];\n"
            f"{body}\n}}\n\t// .globl\n")


with tempfile.TemporaryDirectory() as tmp:
    before = write(tmp, "before.ptx", ptx_entry("_Z9kernel9ILi4EEv", "\tadd.f32 %f1, %f2, %f3;") +
                   ptx_entry("_Z9kernel7ILi4EEv", "\tmul.f32 %f1, %f2, %f3;"))
    after = write(tmp, "after.ptx", ptx_entry("_Z9kernel9ILi4ELi0EEv", "\tadd.f32 %f7, %f8, %f9;") +
                  ptx_entry("_Z9kernel9ILi4ELi1EEv", "\tsub.f32 %f7, %f8, %f9;") +
                  ptx_entry("_Z9kernel7ILi4EEv", "\tmul.f32 %f4, %f5, %f6;"))
    code, out = run("ptx_compare.py", before, after, folder="dev")
    check(code == 1 and "gone     _Z9kernel9ILi4EEv" in out and "new      _Z9kernel9ILi4ELi0EEv" in out,
          "ptx_compare.py: a renamed entry is gone and new without --map")
    plain, shifted = r"--map=(kernel9ILi\d+E)Li0E(E)=>\1\2", r"--map=(kernel9ILi\d+E)Li1E(E)=>\1SHIFTED\2"
    code, out = run("ptx_compare.py", before, after, plain, shifted, "--expect=SHIFTED", folder="dev")
    check(code == 0 and "2 of 2 entries identical" in out and "new      _Z9kernel9ILi4ESHIFTEDEv (expected)" in out,
          "ptx_compare.py --map: the mapped instance equals the old one, registers renamed; the other is expected")
    code, out = run("ptx_compare.py", before, after, r"--map=(kernel9ILi\d+E)Li1E(E)=>\1\2", folder="dev")
    check(code == 1 and "changed  _Z9kernel9ILi4EEv" in out, "ptx_compare.py --map: a different body is changed")
    # a function-static shared variable's name carries the file's hash, which any edit of the file changes
    static = "\tmov.u32 %r1, _ZZN52_INTERNAL_{}_21_layernorm_backward_cu_3956b04819rowE9team_sums;"
    hashed_before = write(tmp, "hashed_before.ptx", ptx_entry("_Z9kernel5ILi4EEv", static.format("674fcd65")))
    hashed_after = write(tmp, "hashed_after.ptx", ptx_entry("_Z9kernel5ILi4EEv", static.format("e67bbb83")))
    code, out = run("ptx_compare.py", hashed_before, hashed_after, folder="dev")
    check(code == 0 and "1 of 1 entries identical" in out, "ptx_compare.py: the file hash in a static's name is no difference")
    hashed_other = write(tmp, "hashed_other.ptx", ptx_entry("_Z9kernel5ILi4EEv", static.format("e67bbb83").replace("team_sums", "warp_sums")))
    code, out = run("ptx_compare.py", hashed_before, hashed_other, folder="dev")
    check(code == 1 and "changed  _Z9kernel5ILi4EEv" in out, "ptx_compare.py: another static is still a difference")
    # a static declared inside the entry ("demoted") or at module scope (a second instance uses it): the same code
    demoted = ("\t// demoted variable\n\t.shared .align 8 .b8 _ZZ3rowE9team_sums[128];\n"
               "\tmov.u32 %r1, _ZZ3rowE9team_sums;")
    declared_inside = write(tmp, "declared_inside.ptx", ptx_entry("_Z9kernel5ILi4EEv", demoted))
    declared_outside = write(tmp, "declared_outside.ptx", ptx_entry("_Z9kernel5ILi4EEv", "\tmov.u32 %r1, _ZZ3rowE9team_sums;"))
    code, out = run("ptx_compare.py", declared_inside, declared_outside, folder="dev")
    check(code == 0 and "1 of 1 entries identical" in out, "ptx_compare.py: where a static is declared is no difference")
    used_other = write(tmp, "used_other.ptx", ptx_entry("_Z9kernel5ILi4EEv", "\tmov.u32 %r1, _ZZ3rowE9warp_sums;"))
    code, out = run("ptx_compare.py", declared_inside, used_other, folder="dev")
    check(code == 1 and "changed  _Z9kernel5ILi4EEv" in out, "ptx_compare.py: a demoted static's use still counts")

    # --registers: ptxas -v logs compared by each entry's register count, names mapped the same way
    log = ("ptxas info    : Compiling entry function '{0}' for 'sm_90'\n"
           "ptxas info    : Function properties for {0}\n"
           "ptxas info    : Used {1} registers, used 1 barriers, 416 bytes smem\n")
    before = write(tmp, "before.log", log.format("_Z9kernel9ILi4EEv", 40) + log.format("_Z9kernel7ILi4EEv", 32))
    after = write(tmp, "after.log", log.format("_Z9kernel9ILi4ELi0EEv", 40) + log.format("_Z9kernel9ILi4ELi1EEv", 54) +
                  log.format("_Z9kernel7ILi4EEv", 36))
    code, out = run("ptx_compare.py", "--registers", before, after, plain, shifted, "--expect=SHIFTED", folder="dev")
    check(code == 1 and "changed  _Z9kernel7ILi4EEv (32 -> 36 registers)" in out and
          "1 of 2 entries with the same register count" in out and "new      _Z9kernel9ILi4ESHIFTEDEv (expected)" in out,
          "ptx_compare.py --registers: a count that moved is changed, with both counts; the mapped instance keeps its own")

# 6. scripts/sweep.py's recheck, over fake programs. A fake prints the lab's --csv line for kernel 14 from a table
#    (dtype, rows) -> the runs' (GB/s, pct_copy), one a call, the last repeated; ms follows GB/s. bf16 4096 rows: a
#    slow first run (40 % of the copy, the kernel slow, the copy not), then 80 and 88 (the median by time is 80, not
#    the fastest); fp16 80. 8192 rows: 80 and 76 %
#    at the same GB/s (the copies 5.3 % apart). 16384 rows: 80 and 78 % with the copies the same (not flagged). Each
#    fake also prints a kernel 9 row, 50 % in bf16 and 80 in fp16 everywhere: only the highest kernel is compared.
FAKE_PROGRAM = """#!{python}
import os, sys
TABLE = {table}
if "--help" in sys.argv:
    print("variants:\\n  14  dispatcher")
    sys.exit(0)
rows, cols = int(sys.argv[sys.argv.index("--rows") + 1]), int(sys.argv[sys.argv.index("--cols") + 1])
counter = os.path.join(os.path.dirname(os.path.abspath(__file__)), "calls-%s-%d-%d" % ("{dtype}", rows, cols))
calls = int(open(counter).read()) if os.path.exists(counter) else 0
open(counter, "w").write(str(calls + 1))
runs = TABLE.get(rows, [(100.0, 80.0)])
gbps, pct = runs[min(calls, len(runs) - 1)]
print("kernel,dtype,rows,cols,block_size,ms,GB/s,pct_copy,max_abs_err,max_rel_err,status,bitwise_repeat")
pct9 = 50.0 if "{dtype}" == "bf16" else 80.0   # a lower rung 30 points apart between the types, the same copy
gbps9 = gbps * 100.0 / pct * pct9 / 100.0
print("9,{dtype},%d,%d,0,%.4f,%.1f,%.1f,0,0,ok,yes" % (rows, cols, 100.0 / gbps9, gbps9, pct9))
print("14,{dtype},%d,%d,0,%.4f,%.1f,%.1f,0,0,ok,yes" % (rows, cols, 100.0 / gbps, gbps, pct))
"""
with tempfile.TemporaryDirectory() as tmp:
    tables = {"bf16": {4096: [(50.0, 40.0), (100.0, 80.0), (110.0, 88.0)], 8192: [(100.0, 80.0)], 16384: [(100.0, 80.0)]},
              "fp16": {4096: [(100.0, 80.0)], 8192: [(100.0, 76.0)], 16384: [(97.5, 78.0)]}}
    for dtype, table in tables.items():
        program = write(tmp, f"layernorm_backward_{dtype}", FAKE_PROGRAM.format(python=sys.executable, table=table, dtype=dtype))
        os.chmod(program, 0o755)
    code, out = run("sweep.py", "--programs", tmp, "--out", tmp, "--passes", "backward", "--dtypes", "bf16,fp16",
                    "--rows", "4096,8192,16384", "--cols", "1024", "--rungs", "backward=9,14", "--warmup", "0")
    speed = [name for name in os.listdir(tmp) if name.startswith("speed-")]
    text = open(os.path.join(tmp, speed[0])).read() if speed else ""
    lines = [line.split(",") for line in text.splitlines() if line.startswith("backward,")]
    cells = {(fields[2], fields[3]): fields[8] for fields in lines if fields[1] == "14"}
    check(code == 0 and "#   backward bf16 4096x1024: k9 50.0 / 50.0 / 50.0 -> 50.0; k14 40.0 / 80.0 / 88.0 -> 80.0" in text
          and "#   backward fp16 4096x1024: k9 80.0 / 80.0 / 80.0 -> 80.0; k14 80.0 / 80.0 / 80.0 -> 80.0" in text
          and cells.get(("bf16", "4096")) == "80.0",
          "sweep.py: a slow bf16 cell (40 against fp16's 80) is run twice more and becomes the median of 40 / 80 / 88, 80.0")
    check("#   backward bf16 8192x1024:" in text and cells.get(("fp16", "8192")) == "76.0",
          "sweep.py: cells 4 points apart whose processes' copies differ by 5.3 % are rechecked too")
    check("16384x1024:" not in text and cells.get(("fp16", "16384")) == "78.0" and len(lines) == 12,
          "sweep.py: cells 2 points apart with the same copy are not rechecked (kernel 9's 30 points not judged), "
          "and every cell is written once")

# 7. dev/ptx_against.sh: bad usage is refused before anything is compiled (a real comparison builds six PTX files, about
#    a minute, and is not run here).
def run_shell(script, *args):
    done = subprocess.run(["bash", os.path.join(ROOT, script)] + list(args), capture_output=True, text=True, cwd=ROOT)
    return done.returncode, done.stdout + done.stderr


code, out = run_shell("dev/ptx_against.sh")
check(code == 2 and "ptx_against.sh REV PROGRAM" in out, "ptx_against.sh: no arguments give the usage and exit 2")
code, out = run_shell("dev/ptx_against.sh", "HEAD", "layernorm_backward", "KERNEL7_STAGES=3")
check(code == 2 and "not a -D switch: KERNEL7_STAGES=3" in out, "ptx_against.sh: a switch without -D is refused")
code, out = run_shell("dev/ptx_against.sh", "HEAD", "layernorm_sideways")
check(code == 2 and "no layernorm_sideways.cu in the tree" in out, "ptx_against.sh: an unknown program is refused")
code, out = run_shell("dev/ptx_against.sh", "no-such-revision", "layernorm_forward")
check(code == 2 and "no-such-revision has no layernorm_forward.cu" in out, "ptx_against.sh: an unknown revision is refused")

# 8. scripts/peer_summary.py on a made-up peers.csv: three widths of the tutorial's benchmark (lab / PyTorch 1.5x,
#    2.0x, 3.0x), the tutorial ahead of the lab at one of two forward shapes, and a FAIL that counts for neither side.
PEERS_HEADER = "# gpu: test\npass,impl,dtype,rows,cols,ms,GBps,pct_copy,status,detail,max_abs_err,max_rel_err,bytes\n"


def peer_row(pass_name, impl, dtype, rows, cols, gbps, status="ok"):
    return f"{pass_name},{impl},{dtype},{rows},{cols},1.0,{gbps},{gbps / 30:.1f},{status},,,,1\n"


with tempfile.TemporaryDirectory() as tmp:
    text = PEERS_HEADER
    for cols, ratio in ((1024, 1.5), (1536, 2.0), (2048, 3.0)):
        text += peer_row("forward", "lab_14", "fp16", 4096, cols, 1200.0) + peer_row("forward", "torch", "fp16", 4096, cols, 1200.0 / ratio)
    text += peer_row("forward", "triton_tutorial", "fp16", 4096, 1024, 1300.0)   # ahead of the lab (1200)
    text += peer_row("forward", "triton_tutorial", "fp16", 4096, 1536, 900.0)
    text += peer_row("forward", "triton_tutorial", "fp16", 4096, 2048, 0.0, "FAIL")
    text += peer_row("forward", "lab_14", "fp32", 32768, 768, 2700.0) + peer_row("forward", "torch", "fp32", 32768, 768, 2000.0)
    code, out = run("peer_summary.py", write(tmp, "peers.csv", text))
    check(code == 0 and "over 3 widths: median 2.00x, min 1.50x (1024 columns), max 3.00x (2048 columns)" in out,
          "peer_summary.py: the tutorial's benchmark ratios, their median and where the extremes are")
    check("forward: triton_tutorial ran 2 shapes with the lab; faster than the lab at 1" in out
          and "forward: torch ran 4 shapes with the lab; faster than the lab at 0" in out
          and "closest: fp16 4096 x 1024: lab 1200.0, tutorial 1300.0 GB/s (-7.7 %)" in out,
          "peer_summary.py: a faster peer is counted, a failed one is not, the closest shape comes first")
    check("| forward | fp32 | 32768 × 768 | 2700 (90.0%) | 2000 (66.7%) | not run |" in out,
          "peer_summary.py: a table row with GB/s, % of the copy, and a peer that did not run")
    code, out = run("peer_summary.py", os.path.join(tmp, "missing.csv"))
    check(code != 0 and "cannot read" in out, "peer_summary.py: a missing file is a clear error")

# 9. scripts/fixed_cost.py on made-up times: at 1024 columns the copy takes 4 + 0.002 x rows us and the pass
#    12 + 0.002 x rows (an extra fixed 8 us, the same rate); at 2048 the pass takes 4 + 0.0025 x rows against the
#    copy's 4 + 0.002 x rows (no extra, a slower rate); 512 ran at one row count and is left out, and a FAIL row is
#    not read (its time would spoil the line).
def timed_row(cols, rows, pass_us, copy_us, status="ok"):
    return f"backward,15,bf16,{rows},{cols},0,{pass_us / 1e3:.9f},1.0,{copy_us / pass_us * 100:.9f},{status}\n"


with tempfile.TemporaryDirectory() as tmp:
    text = SPEED_HEADER
    for rows in (4096, 8192, 32768):
        text += timed_row(1024, rows, 12 + 0.002 * rows, 4 + 0.002 * rows)
        text += timed_row(2048, rows, 4 + 0.0025 * rows, 4 + 0.002 * rows)
    text += timed_row(1024, 16384, 500.0, 36.768, "FAIL")
    text += timed_row(512, 4096, 20.0, 10.0)
    code, out = run("fixed_cost.py", write(tmp, "speed.csv", text))
    check(code == 0 and "| bf16 | 1024 | 4096, 8192, 32768 | 12.0 / 4.0 | 8.0 | 1.000 | 60.4 (4096 rows) | 100.0 |" in out,
          "fixed_cost.py: an extra fixed cost comes back as the intercepts' difference, the rate as 1.000")
    check("| bf16 | 2048 | 4096, 8192, 32768 | 4.0 / 4.0 | 0.0 | 0.800 |" in out and "| 512 |" not in out,
          "fixed_cost.py: a slower rate is the slopes' ratio with no extra; a width at one row count is left out")
    # The cells under the backward's 85 %: 4096 x 1024 (60.4 %) may spend 12.192 x (100 / 85 - 1) = 2.15 us beyond
    # its copy's 12.192 and spends 8; 4096 x 2048 (85.6 %) is over the line and 4096 x 512 (2 Mi elements) is no
    # target cell, so neither is listed.
    check("| bf16 | 4096 x 1024 | 60.4 | 20.2 | 12.2 | 2.2 | 5.8 |" in out and "| bf16 | 8192 x 2048 | 83.3 |" in out
          and "| bf16 | 4096 x 2048 |" not in out and "4096 x 512" not in out,
          "fixed_cost.py: each target cell under the line with the time it may spend beyond the copy, and only those")
    code, out = run("fixed_cost.py", write(tmp, "empty.csv", SPEED_HEADER))
    check(code != 0 and "error" in out, "fixed_cost.py: a CSV without rows is an error")

sys.exit(1 if failures else 0)
