#!/usr/bin/env python3
"""Generates random conformance inputs for test-opt vs mlir-opt.

    scripts/gen-random-conformance.py OUTDIR [--count N] [--seed S]

Each output `random_NNN.mlir` is a module in generic form built from the
ops that the conformance inputs (tests/conformance/*.mlir) use: every
single-line op of those inputs is a template (name, properties,
attributes, operand and result types); a random module instantiates
templates with operands drawn from the values in scope of the right type.
The shapes it mixes:

- chains (operands preferably the most recent values, so nested source
  DAGs such as `(OpG (OpG $x))` and `(OpA (OpA …))` match);
- fan-out (a value used by several ops, so one op is matched by several
  patterns and `HasOneUse` / `HasNoUseOf` constraints see real uses);
- nested unregistered regions (`"foo.region"() ({ … })`), whose bodies see
  the outer values;
- named and fused locations on some ops;
- unregistered users (`"foo.use"`) keeping values alive;
- driver flags (`// test-opt: --top-down`, `--max-iterations=N`,
  `--no-fold`) on some inputs.

Deterministic for a given seed (default 2024). `scripts/compare-random.sh`
runs it and compares test-opt with mlir-opt on every generated file.
"""

import argparse
import glob
import os
import random
import re

HERE = os.path.dirname(os.path.abspath(__file__))
CONF = os.path.join(HERE, "..", "tests", "conformance")


def split_top(s):
    """Splits `s` at top-level commas (ignoring (), <>, [], {}, strings)."""
    out, depth, cur, in_str = [], 0, "", False
    i = 0
    while i < len(s):
        c = s[i]
        if in_str:
            cur += c
            if c == "\\":
                cur += s[i + 1]
                i += 1
            elif c == '"':
                in_str = False
        elif c == '"':
            in_str = True
            cur += c
        elif c in "(<[{":
            depth += 1
            cur += c
        elif c in ")>]}":
            depth -= 1
            cur += c
        elif c == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += c
        i += 1
    if cur.strip():
        out.append(cur.strip())
    return out


def strip_loc(line):
    """Removes a trailing ` loc(…)` (balanced)."""
    idx = line.rfind(" loc(")
    if idx < 0:
        return line
    depth = 0
    for j in range(idx + 1, len(line)):
        if line[j] == "(":
            depth += 1
        elif line[j] == ")":
            depth -= 1
            if depth == 0:
                if line[j + 1 :].strip() == "":
                    return line[:idx]
                return line
    return line


OP_RE = re.compile(r'^(?:(%[\w#]+)(?::(\d+))?\s*=\s*)?"([\w.]+)"\((.*?)\)(.*)$')


def parse_template(line):
    line = strip_loc(line.strip())
    if line.endswith("({") or "^bb" in line:
        return None
    m = OP_RE.match(line)
    if not m:
        return None
    _, _, name, _, rest = m.groups()
    if name.startswith("func.") or name.startswith("builtin.") or name.startswith("foo."):
        return None
    sig = rest.rfind(" : (")
    if sig < 0:
        return None
    attrs = rest[:sig].strip()
    fn = rest[sig + 3 :].strip()
    arrow = fn.find(") -> ")
    if arrow < 0:
        return None
    ins = split_top(fn[1:arrow])
    outs = fn[arrow + 5 :].strip()
    if outs.startswith("("):
        outs = split_top(outs[1:-1])
    else:
        outs = [outs]
    return (name, attrs, ins, outs)


def templates():
    seen = set()
    out = []
    for path in sorted(glob.glob(os.path.join(CONF, "*.mlir"))):
        if os.path.basename(path).startswith("random_"):
            continue
        for line in open(path):
            t = parse_template(line)
            if t is None:
                continue
            key = (t[0], t[1], tuple(t[2]), tuple(t[3]))
            if key in seen:
                continue
            seen.add(key)
            out.append(t)
    return out


LOC_NAMES = ["a", "b", "c", "loc1", "loc2", "x"]


def random_loc(rng):
    r = rng.random()
    if r < 0.7:
        return ""
    if r < 0.85:
        return ' loc("%s")' % rng.choice(LOC_NAMES)
    a, b = rng.sample(LOC_NAMES, 2)
    return ' loc(fused["%s", "%s"])' % (a, b)


def gen_module(rng, temps):
    chosen = [rng.choice(temps) for _ in range(rng.randint(3, 14))]
    arg_types = []
    for t in chosen:
        for ty in t[2]:
            if ty not in arg_types:
                arg_types.append(ty)
    args = []
    for ty in arg_types:
        for _ in range(rng.randint(1, 2)):
            args.append(("%%arg%d" % len(args), ty))
    scopes = [list(args)]
    counter = [0]
    lines = []
    indent = ["    "]

    def pick(ty):
        pool = [v for scope in scopes for v in scope if v[1] == ty]
        if not pool:
            return None
        if rng.random() < 0.6:
            return pool[-1][0] if rng.random() < 0.6 else pool[max(0, len(pool) - 3) :][0][0]
        return rng.choice(pool)[0]

    opened = 0
    for t in chosen:
        name, attrs, ins, outs = t
        # Open or close a nested unregistered region now and then.
        if rng.random() < 0.12:
            lines.append(indent[0] + '"foo.region"() ({')
            indent[0] += "  "
            scopes.append([])
            opened += 1
        elif opened and rng.random() < 0.2:
            lines.append(indent[0] + '"foo.yield"() : () -> ()')
            indent[0] = indent[0][:-2]
            lines.append(indent[0] + "}) : () -> ()" + random_loc(rng))
            scopes.pop()
            opened -= 1
        operands = [pick(ty) for ty in ins]
        if any(o is None for o in operands):
            continue
        res = ""
        if outs:
            counter[0] += 1
            v = "%%v%d" % counter[0]
            if len(outs) == 1:
                res = v + " = "
                scopes[-1].append((v, outs[0]))
            else:
                res = "%s:%d = " % (v, len(outs))
                for k, ty in enumerate(outs):
                    scopes[-1].append(("%s#%d" % (v, k), ty))
        sig_out = outs[0] if len(outs) == 1 else "(" + ", ".join(outs) + ")"
        attr_part = (" " + attrs) if attrs else ""
        lines.append(
            '%s%s"%s"(%s)%s : (%s) -> %s%s'
            % (indent[0], res, name, ", ".join(operands), attr_part, ", ".join(ins), sig_out, random_loc(rng))
        )
        # Keep some values alive with an unregistered user.
        if rng.random() < 0.25:
            live = [v for scope in scopes for v in scope]
            use = rng.sample(live, min(len(live), rng.randint(1, 3)))
            lines.append(
                '%s"foo.use"(%s) : (%s) -> ()'
                % (indent[0], ", ".join(u[0] for u in use), ", ".join(u[1] for u in use))
            )
    while opened:
        lines.append(indent[0] + '"foo.yield"() : () -> ()')
        indent[0] = indent[0][:-2]
        lines.append(indent[0] + "}) : () -> ()")
        opened -= 1
    header = ""
    r = rng.random()
    if r < 0.15:
        header = "// test-opt: --top-down\n"
    elif r < 0.22:
        header = "// test-opt: --max-iterations=%d\n" % rng.randint(1, 3)
    elif r < 0.27:
        header = "// test-opt: --no-fold\n"
    fn_ty = "(%s) -> ()" % ", ".join(a[1] for a in args)
    bb = ", ".join("%s: %s" % a for a in args)
    body = "\n".join(lines)
    return (
        header
        + '"builtin.module"() ({\n'
        + '  "func.func"() <{function_type = %s, sym_name = "rnd"}> ({\n' % fn_ty
        + "  ^bb0(%s):\n" % bb
        + (body + "\n" if body else "")
        + '    "func.return"() : () -> ()\n'
        + "  }) : () -> ()\n"
        + "}) : () -> ()\n"
    )


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("outdir")
    ap.add_argument("--count", type=int, default=200)
    ap.add_argument("--seed", type=int, default=2024)
    a = ap.parse_args()
    rng = random.Random(a.seed)
    temps = templates()
    os.makedirs(a.outdir, exist_ok=True)
    for i in range(a.count):
        with open(os.path.join(a.outdir, "random_%03d.mlir" % i), "w") as f:
            f.write(gen_module(rng, temps))
    print("wrote %d modules from %d op templates to %s" % (a.count, len(temps), a.outdir))


if __name__ == "__main__":
    main()
