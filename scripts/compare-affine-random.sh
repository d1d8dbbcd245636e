#!/usr/bin/env bash
# Compares drr's printing of affine maps and sets with mlir-opt 22's on
# random ones:
#
#   scripts/compare-affine-random.sh [COUNT] [SEED] [DIR]
#
# Generates COUNT (default 1000) random `affine_map<…>`/`affine_set<…>`
# attributes (seed SEED, default 22), each on an op of its own generic-form
# module in DIR (default a temporary directory): dimensions and symbols
# with arbitrary names, sums, differences, negations, products with a
# constant or symbolic operand, `floordiv`/`ceildiv`/`mod` by constants
# (zero, negative, large) and by symbolic expressions, constants near the
# `int64_t` limits, sets with `>=`, `<=` and `==`, empty result lists.
# Every module is one mlir-opt-22 accepts (the generator keeps products
# and divisions affine). Then runs
#   mlir-opt-22 --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-local-scope
#   mlir-roundtrip
# on each and counts the identical outputs. MAX_DEPTH (default 5) bounds
# the nesting of the generated expressions. Mismatches are listed with
# both outputs in DIR/*.diff. Exit status 0 when all are identical.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
count="${1:-1000}"
seed="${2:-22}"
dir="${3:-$(mktemp -d)}"
mkdir -p "$dir"
(cd "$here/.." && cargo build --quiet --release --example mlir-roundtrip)
tool="$(cd "$here/.." && pwd)/target/release/examples/mlir-roundtrip"
exec python3 - "$count" "$seed" "$dir" "$tool" <<'PY'
import os, random, subprocess, sys

count, seed, out, tool = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3], sys.argv[4]
opt = os.environ.get("MLIR_OPT", "mlir-opt-22")
rng = random.Random(seed)
MAX = 2**63 - 1

def constant():
    r = rng.random()
    if r < 0.75:
        return rng.randint(0, 9)
    if r < 0.9:
        return rng.randint(10, 1000)
    return rng.choice([MAX, MAX - 1, 2**62, 2**32, 4611686018427387905])

def spaced(op):
    return rng.choice([" %s " % op, " %s " % op, "%s" % op]) if op in "+-*" else " %s " % op

def expr(dims, syms, depth, symbolic_only=False):
    """(text, symbolic): a random affine expression; symbolic when it has
    no dimension (syntactically)."""
    leaves = []
    if not symbolic_only:
        leaves += [(d, False) for d in dims]
    leaves += [(s, True) for s in syms]
    if depth <= 0 or rng.random() < 0.3:
        if leaves and rng.random() < 0.7:
            return rng.choice(leaves)
        return str(constant()), True
    kind = rng.choice(["add", "add", "sub", "neg", "mul", "mul", "div", "div", "paren", "modpat"])
    if kind == "modpat":
        # `e - (e floordiv q) * q` (MLIR makes it `e mod q`), sometimes
        # with another term in between or a mismatched divisor.
        a, sa = expr(dims, syms, depth - 1, symbolic_only)
        q = str(rng.choice([2, 3, 4, 8, -2])) if rng.random() < 0.7 or not syms else rng.choice(syms)
        q2 = q if rng.random() < 0.8 else str(rng.choice([2, 3, 4]))
        mid = "" if rng.random() < 0.6 else " + " + expr(dims, syms, depth - 2, symbolic_only)[0]
        prod = rng.choice(["((%s) floordiv %s) * %s" % (a, q, q2), "%s * ((%s) floordiv %s)" % (q2, a, q)])
        return "(%s)%s - %s" % (a, mid, prod), sa
    if kind in ("add", "sub"):
        a, sa = expr(dims, syms, depth - 1, symbolic_only)
        b, sb = expr(dims, syms, depth - 1, symbolic_only)
        if rng.random() < 0.3:
            b = "(%s)" % b
        return a + spaced("+" if kind == "add" else "-") + b, sa and sb
    if kind == "neg":
        a, sa = expr(dims, syms, depth - 1, symbolic_only)
        return "-(%s)" % a if rng.random() < 0.6 else "-" + a if a[0].isalnum() else "-(%s)" % a, sa
    if kind == "paren":
        a, sa = expr(dims, syms, depth - 1, symbolic_only)
        return "(%s)" % a, sa
    if kind == "mul":
        a, sa = expr(dims, syms, depth - 1, symbolic_only)
        if rng.random() < 0.6:
            b, sb = str(rng.choice([-3, -2, -1, 0, 1, 2, 3, 4, 8, 16, 64, constant()])), True
        else:
            b, sb = expr(dims, syms, depth - 1, True)
        if rng.random() < 0.5:
            a, b = b, a
        return "(%s)%s(%s)" % (a, spaced("*"), b), sa and sb
    a, sa = expr(dims, syms, depth - 1, symbolic_only)
    op = rng.choice(["floordiv", "ceildiv", "mod"])
    if rng.random() < 0.7 or not syms:
        b = str(rng.choice([-4, -2, -1, 0, 1, 2, 3, 4, 6, 8, 16, 32, 64]))
        if b.startswith("-") and rng.random() < 0.5:
            b = "(%s)" % b
    else:
        b, _ = expr(dims, syms, depth - 1, True)
        b = "(%s)" % b
    return "(%s) %s %s" % (a, op, b), sa

def attribute():
    nd, ns = rng.randint(0, 3), rng.randint(0, 3)
    named = rng.random() < 0.3
    dims = [("i", "j", "k")[i] if named else "d%d" % i for i in range(nd)]
    syms = [("M", "N", "P")[i] if named else "s%d" % i for i in range(ns)]
    head = "(%s)" % ", ".join(dims) + ("[%s]" % ", ".join(syms) if ns or rng.random() < 0.1 else "")
    n = rng.choice([0, 1, 1, 2, 2, 3])
    depth = rng.randint(1, int(os.environ.get("MAX_DEPTH", "5")))
    if rng.random() < 0.7:
        results = [expr(dims, syms, depth)[0] for _ in range(n)]
        return "affine_map<%s -> (%s)>" % (head, ", ".join(results))
    cons = []
    for _ in range(n):
        a = expr(dims, syms, depth)[0]
        b = expr(dims, syms, depth - 1)[0] if rng.random() < 0.5 else "0"
        cons.append("%s %s %s" % (a, rng.choice([">=", "<=", "=="]), b))
    return "affine_set<%s : (%s)>" % (head, ", ".join(cons))

def run(cmd):
    try:
        p = subprocess.run(cmd, capture_output=True, timeout=30)
        return p.returncode, p.stdout.decode(errors="replace"), p.stderr.decode(errors="replace")
    except subprocess.TimeoutExpired:
        return None, "", "timeout"

same = rejected = differ = made = 0
while made < count:
    attr = attribute()
    name = os.path.join(out, "affine_%04d.mlir" % made)
    src = '"builtin.module"() ({\n  "test.op"() {a = %s} : () -> ()\n}) : () -> ()\n' % attr
    open(name, "w").write(src)
    rc, want, err = run([opt, "--allow-unregistered-dialect", "--mlir-print-op-generic", "--mlir-print-local-scope", name])
    if rc != 0:
        rejected += 1
        continue
    made += 1
    rc, got, err = run([tool, name])
    if rc == 0 and got == want:
        same += 1
        continue
    differ += 1
    with open(name[:-5] + ".diff", "w") as f:
        f.write("input:          %s\nmlir-opt-22:    %s\nmlir-roundtrip: %s\n" % (
            attr, want.strip(), (got or err).strip()))
    print("differs: %s\n  input:          %s\n  mlir-opt-22:    %s\n  mlir-roundtrip: %s" % (
        name, attr, "\n".join(l for l in want.splitlines() if "test.op" in l).strip(),
        ("\n".join(l for l in got.splitlines() if "test.op" in l) or err).strip()))
print("affine random (seed %d): %d/%d identical, %d rejected by mlir-opt and replaced; files in %s"
      % (seed, same, count, rejected, out))
sys.exit(0 if same == count else 1)
PY
