#!/usr/bin/env python3
"""Scaling benchmark of the IR paths that used to be quadratic, side by side
with mlir-opt 22 where it has an equivalent (see examples/bench-scaling.rs).

Cases (each at every size N; the time per item should stay flat as N grows):
- merge: N identical blocks merged by the greedy driver's region
  simplification (drr: `bench-scaling drive`, the driver with no patterns
  and aggressive region simplification; mlir-opt: the Canonicalizer row of
  `--canonicalize=region-simplify=aggressive -mlir-timing`);
- unreachable: N unreachable blocks erased by region simplification
  (mlir-opt: `--canonicalize`, whose default level erases them);
- erase-block: `Context::erase_block` on a block of N operations whose
  uses are all inside it (no mlir-opt equivalent: an API call).

Reports the median of K runs of each tool per case and size, in seconds and
in nanoseconds per item, and the ratio mlir-opt/drr.

Usage: scripts/bench-scaling.py [--sizes 10000,40000,100000] [--runs K]
                                [--cases merge,unreachable,erase-block]
                                [--mlir-opt PATH]
Tiny smoke run: scripts/bench-scaling.py --sizes 200 --runs 1
"""
import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BIN = os.path.join(ROOT, "target", "release", "examples", "bench-scaling")
MLIR_FLAGS = {
    "merge": ["--canonicalize=region-simplify=aggressive"],
    "unreachable": ["--canonicalize"],
}


def run(cmd):
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    if p.returncode != 0:
        sys.exit(f"command failed: {' '.join(cmd)}\n{p.stderr}")
    return p.stdout, p.stderr


def drr_seconds(case, n, path):
    """The timed phase of one bench-scaling run, in seconds."""
    if case == "erase-block":
        out, _ = run([BIN, "erase-block", str(n)])
    else:
        out, _ = run([BIN, "drive", path])
    m = re.search(r"items: ([0-9.]+) s", out)
    if not m:
        sys.exit(f"unexpected bench-scaling output:\n{out}")
    return float(m.group(1))


def mlir_seconds(mlir_opt, case, path):
    """The Canonicalizer row of mlir-opt's timing report, in seconds."""
    _, err = run([mlir_opt, "--allow-unregistered-dialect", *MLIR_FLAGS[case],
                  "-o", os.devnull, "-mlir-timing", path])
    for line in err.splitlines():
        m = re.match(r"\s*([0-9]+\.[0-9]+)\s+(?:\(\s*[0-9.]+%\)\s+)?Canonicalizer\s*$", line)
        if m:
            return float(m.group(1))
    sys.exit(f"no Canonicalizer row in mlir-opt's timing report:\n{err}")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", default="10000,40000,100000")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--cases", default="merge,unreachable,erase-block")
    ap.add_argument("--mlir-opt", default=shutil.which("mlir-opt-22") or shutil.which("mlir-opt"))
    args = ap.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]
    cases = args.cases.split(",")
    subprocess.run(["cargo", "build", "--quiet", "--release", "--example", "bench-scaling"],
                   cwd=ROOT, check=True)
    print(f"{'case':<12} {'N':>8} {'drr s':>9} {'drr ns/item':>12} "
          f"{'mlir-opt s':>11} {'mlir ns/item':>13} {'mlir/drr':>9}")
    with tempfile.TemporaryDirectory() as tmp:
        for case in cases:
            for n in sizes:
                path = os.path.join(tmp, f"{case}-{n}.mlir")
                if case != "erase-block":
                    run([BIN, "--generate", case, str(n), path])
                drr, mlir = [], []
                for _ in range(args.runs):
                    drr.append(drr_seconds(case, n, path))
                    if args.mlir_opt and case in MLIR_FLAGS:
                        mlir.append(mlir_seconds(args.mlir_opt, case, path))
                d = statistics.median(drr)
                line = f"{case:<12} {n:>8} {d:>9.4f} {d * 1e9 / n:>12.0f}"
                if mlir:
                    m = statistics.median(mlir)
                    line += f" {m:>11.4f} {m * 1e9 / n:>13.0f} {m / d:>9.2f}"
                else:
                    line += f" {'-':>11} {'-':>13} {'-':>9}"
                print(line, flush=True)


if __name__ == "__main__":
    main()
