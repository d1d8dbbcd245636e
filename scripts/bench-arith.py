#!/usr/bin/env python3
"""Canonicalization benchmark of drr's arith-opt side by side with mlir-opt 22.

For each size (number of ops), generates a module of random arith functions
(scripts/gen-arith-random.py's generator: folds, canonicalization patterns
and their interplay over integer, index, float, vector and tensor types),
checks that `arith-opt` prints exactly what mlir-opt prints in each of
MLIR's configurations of the pass (no figure is reported otherwise):

  module     `--canonicalize` (the pass over the whole module)
  nested-1t  `--pass-pipeline='builtin.module(func.func(canonicalize))'
             --mlir-disable-threading` (per function, one thread)
  nested-mt  the same pipeline, threaded (all cores)

(all with `--mlir-print-op-generic --mlir-print-local-scope
--mlir-print-debuginfo`), then runs everything with timing several times,
alternating, and reports medians: mlir-opt's rewrite row of each
configuration (module: `Canonicalizer`; nested: the `'func.func' Pipeline`
row, which includes the pass manager's per-function scheduling) and
arith-opt's `Canonicalizer` row (pattern set, driver and the verification
after the pass, as mlir-opt's row includes its verification), for the
module and the per-function configuration (drr runs single-threaded).
Ratios are mlir-opt/drr: against MLIR's best single-threaded
configuration (the faster of module and nested-1t), and against nested-mt.
Parse and print rows and the process wall time are reported too.

The machine may be shared: only ratios of runs made side by side in one
invocation mean anything.

Usage: scripts/bench-arith.py [--sizes 10000,100000] [--runs K] [--seed S]
                              [--steps N] [--mlir-opt PATH] [--keep DIR]
Smoke run: scripts/bench-arith.py --sizes 2000 --runs 1
"""
import argparse
import importlib.util
import os
import random
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PRINT = ["--mlir-print-op-generic", "--mlir-print-local-scope", "--mlir-print-debuginfo"]
NESTED = "--pass-pipeline=builtin.module(func.func(canonicalize))"
CONFIGS = {
    "module": (["--canonicalize"], "Canonicalizer"),
    "nested-1t": ([NESTED, "--mlir-disable-threading"], "'func.func' Pipeline"),
    "nested-mt": ([NESTED], "'func.func' Pipeline"),
}


def load_generator():
    spec = importlib.util.spec_from_file_location(
        "gen", os.path.join(ROOT, "scripts", "gen-arith-random.py"))
    gen = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(gen)
    return gen


def run(cmd, cwd, out=subprocess.DEVNULL):
    start = time.perf_counter()
    p = subprocess.run(cmd, cwd=cwd, stdout=out, stderr=subprocess.PIPE)
    wall = time.perf_counter() - start
    if p.returncode != 0:
        sys.exit(f"command failed: {' '.join(cmd)}\n{p.stderr.decode()[:2000]}")
    return p.stdout, p.stderr.decode(), wall


def rows(report):
    """{name: wall seconds} of a --mlir-timing style report (last column)."""
    out = {}
    for line in report.splitlines():
        m = re.match(r"\s*((?:[0-9]+\.[0-9]+\s+(?:\(\s*[0-9.]+%\)\s+)?)+)(.+?)\s*$", line)
        if m:
            times = re.findall(r"([0-9]+\.[0-9]+)\s+(?:\(\s*[0-9.]+%\))?", m.group(1))
            out[m.group(2).strip()] = float(times[-1])
    return out


def generate(gen, n_ops, seed, work, mlir_opt, steps):
    """A generic-form module of about n_ops ops that mlir-opt canonicalizes
    without error (functions whose canonicalization mlir-opt rejects, such
    as the invalid IR it makes of `mulsi_extended` on `index`, are left
    out); returns (path, op count)."""
    rng = random.Random(seed)
    funcs, ops, i = [], 0, 0
    while ops < n_ops:
        f = gen.function(rng, i, steps)
        i += 1
        funcs.append(f)
        ops += f.count(" = arith.") + f.count("return")
    src = os.path.join(work, f"arith-{n_ops}.src.mlir")
    while True:
        with open(src, "w") as fh:
            fh.write("\n".join(funcs))
        p = subprocess.run([mlir_opt, "--canonicalize", src], stdout=subprocess.DEVNULL,
                           stderr=subprocess.PIPE, cwd=work)
        if p.returncode == 0:
            break
        m = re.search(r":(\d+):\d+: error", p.stderr.decode())
        if not m:
            sys.exit(p.stderr.decode()[:2000])
        line = int(m.group(1))
        # Drop the function containing that line.
        starts, count = [], 0
        for k, f in enumerate(funcs):
            starts.append(count + 1)
            count += f.count("\n") + 1
        k = max(j for j, s in enumerate(starts) if s <= line)
        del funcs[k]
    name = f"arith-{n_ops}.mlir"
    path = os.path.join(work, name)
    with open(path, "wb") as fh:
        fh.write(run([mlir_opt, "--mlir-print-op-generic", "--mlir-print-debuginfo", src],
                     work, subprocess.PIPE)[0])
    n = sum(f.count(" = arith.") + f.count("return") for f in funcs)
    return name, n, len(funcs)


def fmt(s):
    return f"{s * 1000:9.1f} ms"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--sizes", default="10000,100000")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--steps", type=int, default=None,
                    help="generator steps per function (default: 4 to 22, random)")
    ap.add_argument("--mlir-opt", default=os.environ.get("MLIR_OPT") or shutil.which("mlir-opt-22"))
    ap.add_argument("--keep", help="write the generated inputs to this directory and keep them")
    args = ap.parse_args()
    if not args.mlir_opt:
        sys.exit("mlir-opt-22 is needed")
    subprocess.run(["cargo", "build", "--release", "-q", "-p", "drr-arith", "--example", "arith-opt"],
                   cwd=ROOT, check=True)
    arith_opt = os.path.join(ROOT, "target", "release", "examples", "arith-opt")
    work = args.keep or tempfile.mkdtemp(prefix="drr-bench-arith-")
    os.makedirs(work, exist_ok=True)
    gen = load_generator()
    print(f"mlir-opt: {args.mlir_opt}; {args.runs} runs each, medians; {os.cpu_count()} cores "
          f"(shared machine: compare ratios within one run only)")
    for n in [int(x) for x in args.sizes.split(",")]:
        name, ops, nfuncs = generate(gen, n, args.seed, work, args.mlir_opt, args.steps)
        print(f"\n== {name}: {ops} ops in {nfuncs} functions, {os.path.getsize(os.path.join(work, name)) / 1e6:.1f} MB")
        # Conformance first: identical output in each configuration.
        drr_configs = {"module": ["--canonicalize"], "nested-1t": [NESTED]}
        for cfg, (flags, _) in CONFIGS.items():
            want = run([args.mlir_opt] + flags + PRINT + [name], work, subprocess.PIPE)[0]
            dflags = drr_configs.get(cfg, drr_configs["nested-1t"])
            got = run([arith_opt] + dflags + ["--mlir-print-debuginfo", name], work, subprocess.PIPE)[0]
            if got != want:
                sys.exit(f"{cfg}: arith-opt's output differs from mlir-opt's on {name}: no figures")
        print("output identical to mlir-opt's in module, nested-1t and nested-mt")
        samples = {}
        for _ in range(args.runs):
            for cfg, (flags, row) in CONFIGS.items():
                _, err, wall = run([args.mlir_opt] + flags + PRINT + ["--mlir-timing", name], work)
                r = rows(err)
                samples.setdefault(("mlir", cfg), []).append(r.get(row, float("nan")))
                if cfg == "module":
                    samples.setdefault(("mlir", "parse"), []).append(r.get("Parser", float("nan")))
                    samples.setdefault(("mlir", "output"), []).append(r.get("Output", float("nan")))
                    samples.setdefault(("mlir", "wall"), []).append(wall)
            for cfg, flags in drr_configs.items():
                _, err, wall = run([arith_opt] + flags + ["--mlir-print-debuginfo", "--timing", name], work)
                r = rows(err)
                samples.setdefault(("drr", cfg), []).append(r.get("Canonicalizer", float("nan")))
                if cfg == "module":
                    samples.setdefault(("drr", "parse"), []).append(r.get("Parser", float("nan")))
                    samples.setdefault(("drr", "output"), []).append(r.get("Output", float("nan")))
                    samples.setdefault(("drr", "wall"), []).append(wall)
        med = {k: statistics.median(v) for k, v in samples.items()}
        m_best = min(med[("mlir", "module")], med[("mlir", "nested-1t")])
        d_best = min(med[("drr", "module")], med[("drr", "nested-1t")])
        print(f"  mlir-opt canonicalize: module {fmt(med[('mlir', 'module')])}, nested-1t "
              f"{fmt(med[('mlir', 'nested-1t')])}, nested-mt {fmt(med[('mlir', 'nested-mt')])}")
        print(f"  drr      canonicalize: module {fmt(med[('drr', 'module')])}, per-function "
              f"{fmt(med[('drr', 'nested-1t')])}  ({d_best / ops * 1e9:.0f} ns/op)")
        print(f"  rewrite ratio mlir-opt/drr: {m_best / d_best:.1f}x vs MLIR's best single-threaded, "
              f"{med[('mlir', 'nested-mt')] / d_best:.1f}x vs nested-mt")
        print(f"  parse   mlir-opt {fmt(med[('mlir', 'parse')])}  drr {fmt(med[('drr', 'parse')])}  "
              f"({med[('mlir', 'parse')] / med[('drr', 'parse')]:.1f}x)")
        print(f"  output  mlir-opt {fmt(med[('mlir', 'output')])}  drr {fmt(med[('drr', 'output')])}  "
              f"({med[('mlir', 'output')] / med[('drr', 'output')]:.1f}x)")
        print(f"  process wall (module) mlir-opt {fmt(med[('mlir', 'wall')])}  drr {fmt(med[('drr', 'wall')])}")
    if not args.keep:
        shutil.rmtree(work)


if __name__ == "__main__":
    main()
