#!/usr/bin/env python3
"""Greedy-rewrite benchmark of drr's test-opt side by side with mlir-opt 22.

For each workload (`chain`: one long chain of `test.op_a`; `mix`: the
conformance functions repeated across many functions, see
examples/bench-rewrite.rs) and each size, generates a generic-form module,
checks that `test-opt` prints exactly what
`mlir-opt --allow-unregistered-dialect --test-greedy-patterns
 --mlir-print-op-generic --mlir-print-local-scope --mlir-print-debuginfo`
prints for it (no figure is reported otherwise), then runs both with timing
several times, alternating, and reports medians and the ratios mlir-opt/drr
of the rows Parser, Rewrite (mlir-opt: the `TestGreedyPatternDriver` pass
row), Output, the whole process (wall time around the process) and peak RSS
(`/usr/bin/time -f %M`). Also prints drr's rewrite time per op, to check
linear growth across sizes. mlir-opt is optional: without it, drr's figures
only.

Usage: scripts/bench-rewrite.py [--workloads chain,mix] [--sizes 10000,100000,1000000]
                                [--runs K] [--mlir-opt PATH] [--keep DIR]
Tiny smoke run (what CI does): scripts/bench-rewrite.py --sizes 200 --runs 1
"""
import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FLAGS = ["--allow-unregistered-dialect", "--test-greedy-patterns", "--mlir-print-op-generic",
         "--mlir-print-local-scope", "--mlir-print-debuginfo"]
MLIR_REWRITE_ROW = "(anonymous namespace)::TestGreedyPatternDriver"


def run_timed(cmd, cwd, stdout=subprocess.DEVNULL):
    """Runs cmd under /usr/bin/time in cwd; returns (stdout, stderr text, wall s, peak RSS KiB)."""
    with tempfile.NamedTemporaryFile(mode="r", suffix=".time") as tf:
        start = time.perf_counter()
        p = subprocess.run(["/usr/bin/time", "-f", "%M", "-o", tf.name] + cmd, cwd=cwd,
                           stdout=stdout, stderr=subprocess.PIPE)
        wall = time.perf_counter() - start
        if p.returncode != 0:
            sys.exit(f"command failed: {' '.join(cmd)}\n{p.stderr.decode()}")
        rss = int(tf.read().strip().splitlines()[-1])
    return p.stdout, p.stderr.decode(), wall, rss


def rows(report):
    """Extracts {name: seconds} from an mlir-opt style timing report."""
    out = {}
    for line in report.splitlines():
        m = re.match(r"\s*([0-9]+\.[0-9]+)\s+(?:\(\s*[0-9.]+%\)\s+)?(.+?)\s*$", line)
        if m:
            out[m.group(2)] = float(m.group(1))
    return out


def fmt_time(s):
    return f"{s * 1000:9.1f} ms" if s < 10 else f"{s:9.2f} s "


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--workloads", default="chain,mix")
    ap.add_argument("--sizes", default="10000,100000,1000000")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--mlir-opt", default=os.environ.get("MLIR_OPT") or shutil.which("mlir-opt-22"))
    ap.add_argument("--no-mlir-opt", action="store_true", help="report drr's figures only")
    ap.add_argument("--keep", help="write the generated inputs to this directory and keep them")
    args = ap.parse_args()
    mlir_opt = None if args.no_mlir_opt else args.mlir_opt

    subprocess.run(["cargo", "build", "--release", "-q", "--example", "bench-rewrite",
                    "--example", "test-opt"], cwd=ROOT, check=True)
    bench = os.path.join(ROOT, "target", "release", "examples", "bench-rewrite")
    test_opt = os.path.join(ROOT, "target", "release", "examples", "test-opt")
    work = args.keep or tempfile.mkdtemp(prefix="drr-bench-rewrite-")
    os.makedirs(work, exist_ok=True)

    print(f"mlir-opt: {mlir_opt or 'not available (drr figures only)'}; {args.runs} runs each, medians")
    per_op = {}
    for workload in args.workloads.split(","):
        for n in [int(x) for x in args.sizes.split(",")]:
            name = f"{workload}-{n}.mlir"
            src = os.path.join(work, name)
            subprocess.run([bench, "--generate", workload, str(n), src], check=True)
            size = os.path.getsize(src)
            # Same file name, same directory: both print the same locations.
            ours_out, _, _, _ = run_timed([test_opt, name], work, stdout=subprocess.PIPE)
            if mlir_opt:
                theirs_out, _, _, _ = run_timed([mlir_opt] + FLAGS + [name], work, stdout=subprocess.PIPE)
                if theirs_out != ours_out:
                    a = os.path.join(work, name + ".drr.out")
                    b = os.path.join(work, name + ".mlir-opt.out")
                    open(a, "wb").write(ours_out)
                    open(b, "wb").write(theirs_out)
                    sys.exit(f"{name}: outputs differ; not reporting ratios (diff {b} {a})")
            del ours_out
            keys = ("Parser", "Rewrite", "Output", "Process", "RSS")
            ours = {k: [] for k in keys}
            theirs = {k: [] for k in keys}
            for _ in range(args.runs):
                _, rep, wall, rss = run_timed([test_opt, "--timing", name], work)
                r = rows(rep)
                for k in ("Parser", "Rewrite", "Output"):
                    ours[k].append(r[k])
                ours["Process"].append(wall)
                ours["RSS"].append(rss)
                if mlir_opt:
                    _, rep, wall, rss = run_timed([mlir_opt, "--mlir-timing"] + FLAGS + [name], work)
                    r = rows(rep)
                    theirs["Parser"].append(r["Parser"])
                    theirs["Rewrite"].append(r[MLIR_REWRITE_ROW])
                    theirs["Output"].append(r["Output"])
                    theirs["Process"].append(wall)
                    theirs["RSS"].append(rss)
            ops = n
            print(f"\n{workload}, {n} ops ({size / 1e6:.1f} MB), outputs "
                  f"{'identical' if mlir_opt else 'not compared'}")
            print(f"  {'phase':<8} {'mlir-opt':>12} {'drr':>12} {'mlir-opt/drr':>13}")
            for k in keys:
                o = statistics.median(ours[k])
                if k == "RSS":
                    show = lambda v: f"{v / 1024:9.1f} MiB"
                else:
                    show = fmt_time
                if mlir_opt:
                    t = statistics.median(theirs[k])
                    print(f"  {k:<8} {show(t):>12} {show(o):>12} {t / o:>12.1f}x")
                else:
                    print(f"  {k:<8} {'-':>12} {show(o):>12} {'-':>13}")
            per_op.setdefault(workload, []).append((n, statistics.median(ours["Rewrite"]) / ops))
            if not args.keep:
                os.remove(src)
    print("\ndrr rewrite time per op (ns), and relative to the smallest size:")
    for workload, points in per_op.items():
        base = points[0][1]
        cells = ", ".join(f"{n}: {t * 1e9:.0f} ns ({t / base:.2f}x)" for n, t in points)
        print(f"  {workload}: {cells}")
    if not args.keep:
        shutil.rmtree(work)


if __name__ == "__main__":
    main()
