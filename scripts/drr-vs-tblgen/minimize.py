#!/usr/bin/env python3
"""minimize.py SRCDIR INPUT WORKDIR: shrink the pattern list while cpp-opt and rs-opt differ on INPUT."""
import os, re, subprocess, sys
HERE = os.path.dirname(os.path.abspath(__file__))
src, inp, work = sys.argv[1], sys.argv[2], sys.argv[3]
os.makedirs(work, exist_ok=True)
body = open(f"{src}/patterns.body").read()
pats = re.split(r"\n(?=def )", body.strip())
def differs(ps):
    open(f"{work}/patterns.body", "w").write("\n".join(ps) + "\n")
    if subprocess.run([f"{HERE}/build.sh", work], capture_output=True).returncode: return False
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
