#!/usr/bin/env python3
"""minimize.py SRCDIR INPUT WORKDIR: shrink the pattern list while cpp-opt and rs-opt differ on INPUT."""
import os, re, subprocess, sys, shutil
src, inp, work = sys.argv[1], sys.argv[2], sys.argv[3]
os.makedirs(work, exist_ok=True)
body = open(f"{src}/patterns.body").read()
pats = re.split(r"\n(?=def )", body.strip())
def build(ps):
    open(f"{work}/patterns.body", "w").write("\n".join(ps) + "\n")
    open(f"{work}/patterns.td", "w").write('include "mlir/IR/PatternBase.td"\ninclude "dialect.td"\n\n' + "\n".join(ps) + "\n")
    if subprocess.run(["/tmp/rdrr/build-cpp.sh", work], capture_output=True).returncode: return None
    subprocess.run(["python3", "/tmp/rdrr/mkrs.py", work], check=True)
    r = subprocess.run(["cargo", "build", "-q"], cwd="/tmp/rdrr/rs", env=dict(os.environ, CARGO_TARGET_DIR="/tmp/rdrr/rs/target"), capture_output=True)
    if r.returncode: return None
    shutil.copy("/tmp/rdrr/rs/target/debug/rdrr", f"{work}/rs-opt")
    return True
def differs(ps):
    if not build(ps): return False
    a = subprocess.run([f"{work}/cpp-opt", inp, "--debug"], capture_output=True, text=True, timeout=30).stdout.rstrip()
    b = subprocess.run([f"{work}/rs-opt", inp, "--debug"], capture_output=True, text=True, timeout=30).stdout.rstrip()
    return a != b
assert differs(pats), "no difference to start with"
n = 2
while len(pats) >= 2:
    chunk = max(1, len(pats) // n)
    reduced = False
    for i in range(0, len(pats), chunk):
        cand = pats[:i] + pats[i + chunk:]
        if cand and differs(cand):
            pats = cand; n = max(n - 1, 2); reduced = True; print(len(pats), "patterns", flush=True); break
    if not reduced:
        if chunk == 1: break
        n = min(len(pats), n * 2)
print("\n".join(pats))
differs(pats)
