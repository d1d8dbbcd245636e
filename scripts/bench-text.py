#!/usr/bin/env python3
"""Parse/print benchmark of drr's MLIR text format side by side with mlir-opt.

Generates a generic-form module of N ops, checks that drr prints exactly what
mlir-opt prints for it, then runs both several times on the same file in the
same run and reports medians of the Parser / Output / Total rows, peak RSS and
the ratios mlir-opt / drr. mlir-opt is optional: without it only drr's figures
are reported.

Usage: scripts/bench-text.py [--ops N] [--runs K] [--mlir-opt PATH]
       scripts/bench-text.py --scaling [--runs K] [--mlir-opt PATH]

With --scaling it runs the scaling cases of `bench-text --generate-case`
(inputs that once took time quadratic in their size: many ops on one line,
many locations on one line of another file, a location fusing many) at 10k, 20k, 50k and 100k items
and prints the total time per item of drr and of mlir-opt side by side
(medians of K runs): flat columns mean linear time.
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


def run_timed(cmd):
    """Runs cmd under /usr/bin/time; returns (stdout bytes, stderr text, peak RSS KiB)."""
    with tempfile.NamedTemporaryFile(mode="r", suffix=".time") as tf:
        p = subprocess.run(["/usr/bin/time", "-f", "%M", "-o", tf.name] + cmd,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        if p.returncode != 0:
            sys.exit(f"command failed: {' '.join(cmd)}\n{p.stderr.decode()}")
        rss = int(tf.read().strip().splitlines()[-1])
    return p.stdout, p.stderr.decode(), rss


def rows(report):
    """Extracts {name: seconds} from an mlir-opt style timing report."""
    out = {}
    for line in report.splitlines():
        m = re.match(r"\s*([0-9]+\.[0-9]+)\s+(?:\(\s*[0-9.]+%\)\s+)?(.+?)\s*$", line)
        if m:
            out[m.group(2)] = float(m.group(1))
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ops", type=int, default=200_000)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--mlir-opt", default=os.environ.get("MLIR_OPT") or shutil.which("mlir-opt-22"))
    ap.add_argument("--scaling", action="store_true")
    args = ap.parse_args()
    if args.scaling:
        return scaling(args)

    subprocess.run(["cargo", "build", "--release", "-q", "--example", "bench-text"], cwd=ROOT, check=True)
    bench = os.path.join(ROOT, "target", "release", "examples", "bench-text")
    work = tempfile.mkdtemp(prefix="drr-bench-")
    src = os.path.join(work, "bench.mlir")
    subprocess.run([bench, "--generate", str(args.ops), src], check=True)
    size = os.path.getsize(src)
    flags = ["--allow-unregistered-dialect", "--mlir-print-op-generic",
             "--mlir-print-local-scope", "--mlir-print-debuginfo"]

    ours_out, _, _ = run_timed([bench, "--debuginfo", "--emit", src])
    have_mlir = args.mlir_opt is not None
    if have_mlir:
        theirs_out, _, _ = run_timed([args.mlir_opt] + flags + [src])
        if theirs_out != ours_out:
            a = os.path.join(work, "drr.out")
            b = os.path.join(work, "mlir-opt.out")
            open(a, "wb").write(ours_out)
            open(b, "wb").write(theirs_out)
            sys.exit(f"outputs differ; not reporting ratios (see diff {a} {b})")

    ours = {"Parser": [], "Output": [], "Total": [], "RSS": []}
    theirs = {"Parser": [], "Output": [], "Total": [], "RSS": []}
    for _ in range(args.runs):
        _, rep, rss = run_timed([bench, "--debuginfo", src])
        r = rows(rep)
        for k in ("Parser", "Output", "Total"):
            ours[k].append(r[k])
        ours["RSS"].append(rss)
        if have_mlir:
            _, rep, rss = run_timed([args.mlir_opt, "--mlir-timing", "-o", "/dev/null"] + flags + [src])
            r = rows(rep)
            for k in ("Parser", "Output", "Total"):
                theirs[k].append(r[k])
            theirs["RSS"].append(rss)

    print(f"input: {args.ops} ops, {size / 1e6:.1f} MB generic form; {args.runs} runs each, medians")
    print(f"{'phase':<8} {'mlir-opt':>12} {'drr':>12} {'mlir-opt/drr':>13}")
    for k in ("Parser", "Output", "Total", "RSS"):
        o = statistics.median(ours[k])
        unit = "MiB" if k == "RSS" else "s"
        scale = 1 / 1024 if k == "RSS" else 1
        if have_mlir:
            t = statistics.median(theirs[k])
            print(f"{k:<8} {t * scale:>10.3f}{unit:>2} {o * scale:>10.3f}{unit:>2} {t / o:>12.1f}x")
        else:
            print(f"{k:<8} {'-':>12} {o * scale:>10.3f}{unit:>2} {'-':>13}")
    shutil.rmtree(work)


SCALING_CASES = ("one-line", "gen-loc", "one-line-loc", "fused")
SCALING_SIZES = (10_000, 20_000, 50_000, 100_000)


def scaling(args):
    """The scaling benchmark (see the module doc)."""
    subprocess.run(["cargo", "build", "--release", "-q", "--example", "bench-text"], cwd=ROOT, check=True)
    bench = os.path.join(ROOT, "target", "release", "examples", "bench-text")
    work = tempfile.mkdtemp(prefix="drr-scaling-")
    flags = ["--allow-unregistered-dialect", "--mlir-print-op-generic",
             "--mlir-print-local-scope", "--mlir-print-debuginfo"]
    have_mlir = args.mlir_opt is not None
    print(f"total time per item (us), medians of {args.runs} runs")
    print(f"{'case':<14} {'items':>8} {'drr':>9} {'mlir-opt':>9} {'mlir-opt/drr':>13}")
    for case in SCALING_CASES:
        for n in SCALING_SIZES:
            src = os.path.join(work, f"{case}-{n}.mlir")
            subprocess.run([bench, "--generate-case", case, str(n), src], check=True)
            if have_mlir:
                ours_out, _, _ = run_timed([bench, "--debuginfo", "--emit", src])
                theirs_out, _, _ = run_timed([args.mlir_opt] + flags + [src])
                if ours_out != theirs_out:
                    sys.exit(f"{case} {n}: outputs differ; not reporting")
            ours, theirs = [], []
            for _ in range(args.runs):
                _, rep, _ = run_timed([bench, "--debuginfo", src])
                ours.append(rows(rep)["Total"])
                if have_mlir:
                    _, rep, _ = run_timed([args.mlir_opt, "--mlir-timing", "-o", "/dev/null"] + flags + [src])
                    theirs.append(rows(rep)["Total"])
            o = statistics.median(ours) / n * 1e6
            if have_mlir:
                t = statistics.median(theirs) / n * 1e6
                print(f"{case:<14} {n:>8} {o:>9.3f} {t:>9.3f} {t / o:>12.1f}x")
            else:
                print(f"{case:<14} {n:>8} {o:>9.3f} {'-':>9} {'-':>13}")
            os.remove(src)
    shutil.rmtree(work)


if __name__ == "__main__":
    main()
