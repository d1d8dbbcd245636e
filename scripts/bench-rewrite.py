#!/usr/bin/env python3
"""Greedy-rewrite benchmark of drr's test-opt side by side with mlir-opt 22.

For each workload (`chain`: one long chain of `test.op_a`; `mix`: the
conformance functions repeated across many functions, see
examples/bench-rewrite.rs) and each size, generates a generic-form module,
checks that `test-opt` prints exactly what mlir-opt prints for it in each
of MLIR's three configurations of the pass (no figure is reported otherwise):

  module     `--test-greedy-patterns` (the pass over the whole module)
  nested-1t  `--pass-pipeline='builtin.module(func.func(test-greedy-patterns))'
             --mlir-disable-threading` (per function, one thread)
  nested-mt  the same pipeline, threaded (all cores)

(all with `--allow-unregistered-dialect --mlir-print-op-generic
--mlir-print-local-scope --mlir-print-debuginfo`), then runs everything with
timing several times, alternating, and reports medians: mlir-opt's Parser,
Output, process wall time and peak RSS (`/usr/bin/time -f %M`) of the
module configuration, the Rewrite row of each configuration (module: the
`TestGreedyPatternDriver` pass row; nested: the `'func.func' Pipeline` row's
wall time, which includes the pass manager's per-function scheduling), and
drr's rows: the module pass on one thread, and with `--drr-threads 1,2`
the per-function pass (`test-opt --threads=N`, checked against mlir-opt's
nested output up to `test.op_m`'s counter) on one and on N threads. Ratios are mlir-opt/drr
against MLIR's *best* single-threaded configuration (the faster of module
and nested-1t) and against nested-mt. Also prints drr's rewrite time per op,
to check linear growth across sizes. mlir-opt is optional: without it,
drr's figures only.

Usage: scripts/bench-rewrite.py [--workloads chain,mix] [--sizes 10000,100000,1000000]
                                [--runs K] [--drr-threads 1,2[,…]] [--mlir-opt PATH] [--keep DIR]
Tiny smoke run: scripts/bench-rewrite.py --sizes 200 --runs 1
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
PRINT_FLAGS = ["--allow-unregistered-dialect", "--mlir-print-op-generic",
               "--mlir-print-local-scope", "--mlir-print-debuginfo"]
NESTED = "--pass-pipeline=builtin.module(func.func(test-greedy-patterns))"
# MLIR's configurations: name -> (flags, timing row holding the rewrite's wall time)
CONFIGS = {
    "module": (["--test-greedy-patterns"], "(anonymous namespace)::TestGreedyPatternDriver"),
    "nested-1t": ([NESTED, "--mlir-disable-threading"], "'func.func' Pipeline"),
    "nested-mt": ([NESTED], "'func.func' Pipeline"),
}


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
    """Extracts {name: wall seconds} from an mlir-opt style timing report (with one
    column, or User and Wall columns when threaded: the last column is the wall time)."""
    out = {}
    for line in report.splitlines():
        m = re.match(r"\s*((?:[0-9]+\.[0-9]+\s+(?:\(\s*[0-9.]+%\)\s+)?)+)(.+?)\s*$", line)
        if m:
            times = re.findall(r"([0-9]+\.[0-9]+)\s+(?:\(\s*[0-9.]+%\))?", m.group(1))
            out[m.group(2)] = float(times[-1])
    return out


def fmt_time(s):
    return f"{s * 1000:9.1f} ms" if s < 10 else f"{s:9.2f} s "


OP_M_COUNTER = re.compile(rb'("test\.op_m"[^\n]*optional_attr = )-?[0-9]+')


def mask_op_m(text):
    """`text` with the values of `test.op_m`'s counter attribute blanked."""
    return OP_M_COUNTER.sub(rb"\1N", text)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--workloads", default="chain,mix")
    ap.add_argument("--sizes", default="10000,100000,1000000")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--drr-threads", default="1,2",
                    help="comma-separated thread counts for test-opt (N > 1 passes --threads=N)")
    ap.add_argument("--mlir-opt", default=os.environ.get("MLIR_OPT") or shutil.which("mlir-opt-22"))
    ap.add_argument("--no-mlir-opt", action="store_true", help="report drr's figures only")
    ap.add_argument("--keep", help="write the generated inputs to this directory and keep them")
    args = ap.parse_args()
    mlir_opt = None if args.no_mlir_opt else args.mlir_opt
    threads = [int(t) for t in args.drr_threads.split(",")]
    # drr's runs: the module pass on one thread; with more threads asked
    # for, the per-function pass (`--threads=N`) on one thread and on each
    # N, so that the speed-up of threads is measured on the same work.
    drr_runs = [("drr 1t", [])]
    if any(t > 1 for t in threads):
        drr_runs += [(f"drr pf-{t}t", [f"--threads={t}"]) for t in sorted({1, *threads})]

    subprocess.run(["cargo", "build", "--release", "-q", "--example", "bench-rewrite",
                    "--example", "test-opt"], cwd=ROOT, check=True)
    bench = os.path.join(ROOT, "target", "release", "examples", "bench-rewrite")
    test_opt = os.path.join(ROOT, "target", "release", "examples", "test-opt")
    work = args.keep or tempfile.mkdtemp(prefix="drr-bench-rewrite-")
    os.makedirs(work, exist_ok=True)

    def drr_cmd(flags, *extra):
        return [test_opt] + flags + list(extra)

    print(f"mlir-opt: {mlir_opt or 'not available (drr figures only)'}; {args.runs} runs each, medians; "
          f"{os.cpu_count()} cores")
    per_op = {}
    for workload in args.workloads.split(","):
        for n in [int(x) for x in args.sizes.split(",")]:
            name = f"{workload}-{n}.mlir"
            src = os.path.join(work, name)
            subprocess.run([bench, "--generate", workload, str(n), src], check=True)
            size = os.path.getsize(src)
            # Same file name, same directory: every run prints the same locations.
            # drr's module pass must print what mlir-opt's module pass prints. The nested
            # configurations rewrite function by function, which may legitimately print
            # something else (the test dialect's `test.op_m` pattern numbers its rewrites
            # with a global counter, so the order of functions shows); they must agree with
            # each other and with drr's multi-threaded (per-function) runs, up to the counter
            # values `test.op_m` takes, which depend on how the threads interleave.
            def output(cmd):
                return run_timed(cmd, work, stdout=subprocess.PIPE)[0]

            def same(label_a, a, label_b, b, mask=False):
                if mask:
                    a, b = mask_op_m(a), mask_op_m(b)
                if a != b:
                    pa = os.path.join(work, name + "." + label_a.replace(" ", "_") + ".out")
                    pb = os.path.join(work, name + "." + label_b.replace(" ", "_") + ".out")
                    open(pa, "wb").write(a)
                    open(pb, "wb").write(b)
                    sys.exit(f"{name}: {label_b} prints something else than {label_a}; "
                             f"not reporting ratios (diff {pa} {pb})")

            drr_module = output(drr_cmd([], name))
            nested_note = ""
            if mlir_opt:
                outs = {cfg: output([mlir_opt] + flags + PRINT_FLAGS + [name])
                        for cfg, (flags, _) in CONFIGS.items()}
                same("mlir-opt module", outs["module"], "drr", drr_module)
                same("mlir-opt nested-1t", outs["nested-1t"], "mlir-opt nested-mt", outs["nested-mt"],
                     mask=True)
                if outs["nested-1t"] != outs["module"]:
                    nested_note = " (nested configurations: per-function order, also identical)"
                per_function = outs["nested-1t"]
                del outs
            else:
                per_function = None
            for label, flags in drr_runs[1:]:
                if per_function is not None:
                    same("mlir-opt nested-1t", per_function, label, output(drr_cmd(flags, name)),
                         mask=True)
            del drr_module, per_function
            samples = {}

            def add(key, value):
                samples.setdefault(key, []).append(value)

            for _ in range(args.runs):
                for label, flags in drr_runs:
                    _, rep, wall, rss = run_timed(drr_cmd(flags, "--timing", name), work)
                    r = rows(rep)
                    for k in ("Parser", "Rewrite", "Output"):
                        add((label, k), r[k])
                    add((label, "Process"), wall)
                    add((label, "RSS"), rss)
                if mlir_opt:
                    for cfg, (flags, row) in CONFIGS.items():
                        _, rep, wall, rss = run_timed(
                            [mlir_opt, "--mlir-timing"] + flags + PRINT_FLAGS + [name], work)
                        r = rows(rep)
                        add((cfg, "Rewrite"), r[row])
                        if cfg == "module":
                            add((cfg, "Parser"), r["Parser"])
                            add((cfg, "Output"), r["Output"])
                            add((cfg, "Process"), wall)
                            add((cfg, "RSS"), rss)
            med = {k: statistics.median(v) for k, v in samples.items()}
            print(f"\n{workload}, {n} ops ({size / 1e6:.1f} MB), outputs "
                  f"{'identical' + nested_note if mlir_opt else 'not compared'}")
            show_rss = lambda v: f"{v / 1024:9.1f} MiB"
            if mlir_opt:
                for cfg in CONFIGS:
                    print(f"  mlir-opt {cfg:<10} Rewrite {fmt_time(med[(cfg, 'Rewrite')])}")
                best1 = min(med[("module", "Rewrite")], med[("nested-1t", "Rewrite")])
                mt = med[("nested-mt", "Rewrite")]
            for d, _ in drr_runs:
                line = f"  {d:<19} Rewrite {fmt_time(med[(d, 'Rewrite')])}"
                if mlir_opt:
                    line += (f"   best 1-thread mlir-opt / drr = {best1 / med[(d, 'Rewrite')]:.1f}x"
                             f", nested-mt / drr = {mt / med[(d, 'Rewrite')]:.1f}x")
                if d.startswith("drr pf-") and d != "drr pf-1t":
                    best_drr1 = min(med[("drr 1t", "Rewrite")], med[("drr pf-1t", "Rewrite")])
                    line += f", speed-up over drr's best 1-thread run {best_drr1 / med[(d, 'Rewrite')]:.2f}x"
                print(line)
            d = "drr 1t"
            print(f"  {'phase':<8} {'mlir-opt':>12} {d:>12} {'mlir-opt/drr':>13}   (mlir-opt: module configuration)")
            for k in ("Parser", "Output", "Process", "RSS"):
                show = show_rss if k == "RSS" else fmt_time
                o = med[(d, k)]
                if mlir_opt:
                    t_ = med[("module", k)]
                    print(f"  {k:<8} {show(t_):>12} {show(o):>12} {t_ / o:>12.1f}x")
                else:
                    print(f"  {k:<8} {'-':>12} {show(o):>12} {'-':>13}")
            per_op.setdefault(workload, []).append((n, med[(d, "Rewrite")] / n))
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
