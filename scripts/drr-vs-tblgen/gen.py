#!/usr/bin/env python3
"""Random DRR patterns over the rd dialect + random IR. gen.py OUT SEED NPAT NFUN

Writes OUT/patterns.body (the pattern records; build.sh makes the .td and the
Rust source from it) and OUT/inNNN.mlir."""
import os
import random
import sys

out, seed, npat, nfun = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
rng = random.Random(seed)
os.makedirs(out, exist_ok=True)

# name: (operands, attrs, results); operands: 'v' value, 'V' variadic; attrs: 'k' I32Attr, 'o' optional, 'd' default
OPS = [
    ("RD_R0Op", "r0", ["v"], [], 1),
    ("RD_R1Op", "r1", ["v", "v"], [], 1),
    ("RD_R2Op", "r2", ["v"], ["k"], 1),
    ("RD_R3Op", "r3", ["v", "v"], [], 1),
    ("RD_R4Op", "r4", ["v", "v", "v"], [], 1),
    ("RD_R5Op", "r5", ["v"], ["o"], 1),
    ("RD_R6Op", "r6", ["v", "v"], ["d"], 1),
    ("RD_R7Op", "r7", ["v"], [], 2),
    ("RD_R8Op", "r8", ["V"], [], 1),
    ("RD_R9Op", "r9", ["v", "v"], ["k"], 1),
]


class Src:
    def __init__(self):
        self.values = []      # value names bound (single values)
        self.ranges = []      # variadic names
        self.attrs = []       # (name, kind)
        self.multi = []       # names bound to r7 ops (two results)
        self.opvals = []      # single-result nested ops bound
        self.n = 0

    def fresh(self, p):
        self.n += 1
        return f"{p}{self.n}"


def src_operand(s, depth):
    r = rng.random()
    if depth < 2 and r < 0.35:
        return src_op(s, depth + 1, nested=True)
    if r < 0.45:
        return "$_"
    if s.values and rng.random() < 0.15:
        return "$" + rng.choice(s.values)
    name = s.fresh("val")
    s.values.append(name)
    if rng.random() < 0.15:
        return f"{rng.choice(['I32', 'I64', 'AnyInteger'])}:${name}"
    return "$" + name


def src_attr(s, kind):
    r = rng.random()
    if r < 0.25:
        return "$_"
    if r < 0.5:
        return f'ConstantAttr<I32Attr, "{rng.randint(0, 2)}">'
    name = s.fresh("at")
    s.attrs.append((name, kind))
    if kind == "k" and rng.random() < 0.3:
        return f"I32Attr:${name}"
    return "$" + name


def src_op(s, depth, nested=False, root=None):
    i = root if root is not None else rng.randrange(len(OPS))
    rec, _, opnds, attrs, nres = OPS[i]
    args = []
    for o in opnds:
        if o == "V":
            if rng.random() < 0.5:
                name = s.fresh("xs")
                s.ranges.append(name)
                args.append("$" + name)
            else:
                args.append("$_")
        else:
            args.append(src_operand(s, depth))
    if i == 3 and rng.random() < 0.4:
        args = [f"(either {args[0]}, {args[1]})"]
    for a in attrs:
        args.append(src_attr(s, a))
    bind = ""
    if nested and rng.random() < 0.4:
        name = s.fresh("nop")
        bind = ":$" + name
        if nres == 1:
            s.opvals.append(name)
        else:
            s.multi.append(name)
    return f"({rec}{bind} {', '.join(args)})"


def res_value(s, maxrank, depth):
    cands = ["$" + v for v in s.values + s.opvals] + [f"${m}__{rng.randint(0, 1)}" for m in s.multi]
    if depth < 2 and maxrank > 0 and (not cands or rng.random() < 0.3):
        return res_op(s, maxrank, depth + 1)
    if not cands:
        return None
    return rng.choice(cands)


def res_attr(s, kind):
    same = [a for a, k in s.attrs if k == kind or (kind in "kd" and k in "kd")]
    if same and rng.random() < 0.6:
        return "$" + rng.choice(same)
    return f'ConstantAttr<I32Attr, "{rng.randint(0, 3)}">'


def res_op(s, maxrank, depth):
    # single-result ops of rank < maxrank
    choices = [i for i in range(maxrank) if OPS[i][4] == 1]
    if not choices:
        return None
    i = rng.choice(choices)
    rec, _, opnds, attrs, _ = OPS[i]
    args = []
    for o in opnds:
        if o == "V":
            if s.ranges and rng.random() < 0.5:
                args.append("$" + rng.choice(s.ranges))
            else:
                v = res_value(s, maxrank, depth)
                if v is None:
                    return None
                args.append(v)
        else:
            v = res_value(s, maxrank, depth)
            if v is None:
                return None
            args.append(v)
    for a in attrs:
        args.append(res_attr(s, a))
    return f"({rec} {', '.join(args)})"


def result(s, root):
    if rng.random() < 0.2:
        cands = ["$" + v for v in s.values + s.opvals]
        if cands:
            return f"(replaceWithValue {rng.choice(cands)})"
    return res_op(s, root, 0)


def pattern(k):
    for _ in range(100):
        s = Src()
        root = rng.randrange(1, len(OPS))
        src = src_op(s, 0, root=root)
        nres = OPS[root][4]
        results = []
        for _ in range(nres):
            r = result(s, root)
            if r is None:
                break
            results.append(r)
        if len(results) != nres:
            continue
        benefit = f", [], [], (addBenefit {rng.randint(0, 3)})" if rng.random() < 0.3 else ""
        if nres == 1 and not benefit:
            return f"def P{k:03d} : Pat<{src},\n    {results[0]}>;"
        return f"def P{k:03d} : Pattern<{src},\n    [{', '.join(results)}]{benefit}>;"
    return None


pats = [p for p in (pattern(k) for k in range(npat)) if p]
with open(os.path.join(out, "patterns.body"), "w") as f:
    f.write("\n".join(pats) + "\n")

# random IR
line = [0]


def loc():
    line[0] += 1
    return f'loc("in.mlir":{line[0]}:3)'


def function(fi):
    ty = rng.choice(["i32", "i64", "i32"])
    nargs = rng.randint(1, 3)
    vals = [f"%arg{j}" for j in range(nargs)]
    body = []
    n = 0
    for _ in range(rng.randint(3, 14)):
        i = rng.randrange(len(OPS))
        rec, mn, opnds, attrs, nres = OPS[i]

        def pick():
            return rng.choice(vals[-4:] if rng.random() < 0.7 else vals)
        operands = []
        for o in opnds:
            if o == "V":
                operands += [pick() for _ in range(rng.randint(1, 3))]
            else:
                operands.append(pick())
        props = []
        for a in attrs:
            if a == "o" and rng.random() < 0.5:
                continue
            if a == "d" and rng.random() < 0.2:
                continue
            props.append(f"{a} = {rng.randint(0, 2)} : i32")
        prop = f" <{{{', '.join(props)}}}>" if props else ""
        res = [f"%{n}#{j}" if nres > 1 else f"%{n}" for j in range(nres)]
        lhs = f"%{n}:{nres}" if nres > 1 else f"%{n}"
        n += 1
        body.append(f'    {lhs} = "rd.{mn}"({", ".join(operands)}){prop} : ({", ".join([ty] * len(operands))}) -> ({", ".join([ty] * nres)}) {loc()}')
        vals += res
    rets = rng.sample(vals[nargs:], min(len(vals) - nargs, rng.randint(1, 3)))
    args = ", ".join(f"%arg{j}: {ty} {loc()}" for j in range(nargs))
    return (f'  "func.func"() <{{function_type = ({", ".join([ty] * nargs)}) -> ({", ".join([ty] * len(rets))}), sym_name = "f{fi}"}}> ({{\n'
            f'  ^bb0({args}):\n' + "\n".join(body) + "\n"
            f'    "func.return"({", ".join(rets)}) : ({", ".join([ty] * len(rets))}) -> () {loc()}\n'
            f'  }}) : () -> () {loc()}')


for fi in range(nfun):
    with open(os.path.join(out, f"in{fi:03d}.mlir"), "w") as f:
        f.write('"builtin.module"() ({\n' + function(fi) + '\n}) : () -> () ' + loc() + "\n")
print(len(pats), "patterns")
