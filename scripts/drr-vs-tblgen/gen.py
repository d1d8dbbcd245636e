#!/usr/bin/env python3
"""Random DRR patterns over the rd dialect + random IR. gen.py OUT SEED NPAT NFUN

Writes OUT/patterns.body (the pattern records; build.sh makes the .td and the
Rust source from it) and OUT/inNNN.mlir."""
import os
import random
import sys

out, seed, npat, nfun = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
# `--arith`: patterns over MLIR's arith ops (drr-arith on the Rust side),
# IR with constants, so that the ops' folders run too.
ARITH = "--arith" in sys.argv[5:]
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


# kind 'f': the integer overflow flags (`#arith.overflow<…>`, default none)
ARITH_OPS = [
    ("Arith_AndIOp", "andi", ["v", "v"], [], 1),
    ("Arith_OrIOp", "ori", ["v", "v"], [], 1),
    ("Arith_XOrIOp", "xori", ["v", "v"], [], 1),
    ("Arith_AddIOp", "addi", ["v", "v"], ["f"], 1),
    ("Arith_SubIOp", "subi", ["v", "v"], ["f"], 1),
    ("Arith_MulIOp", "muli", ["v", "v"], ["f"], 1),
    ("Arith_MaxSIOp", "maxsi", ["v", "v"], [], 1),
    ("Arith_MinUIOp", "minui", ["v", "v"], [], 1),
    ("Arith_ShLIOp", "shli", ["v", "v"], ["f"], 1),
]
COMMUTATIVE = {3} if not ARITH else {0, 1, 2, 3, 5, 6, 7}
if ARITH:
    OPS = ARITH_OPS
FLAGS = ["none", "nsw", "nuw"]


class Src:
    def __init__(self):
        self.values = []      # value names bound (single values)
        self.ranges = []      # variadic names
        self.attrs = []       # (name, kind)
        self.multi = []       # names bound to r7 ops (two results)
        self.opvals = []      # single-result nested ops bound
        self.locs = []        # symbols a `location` directive may name
        self.native_values = []  # values a source NativeCodeCall binds
        self.n = 0

    def fresh(self, p):
        self.n += 1
        return f"{p}{self.n}"


def src_operand(s, depth, bare=False):
    if not bare and rng.random() < 0.07:
        # A NativeCodeCall matcher on the operand's defining op (`$_self`),
        # binding its first operand.
        # (Not reused in the source: mlir-tblgen-22 then reports the name
        # "bound more than once".)
        name = s.fresh("val")
        s.native_values.append(name)
        return f"(MatchFirst ${name})"
    r = rng.random()
    if depth < 2 and r < 0.35:
        return src_op(s, depth + 1, nested=True)
    if r < 0.45:
        return "$_"
    if s.values and rng.random() < 0.15:
        return "$" + rng.choice(s.values)
    name = s.fresh("val")
    s.values.append(name)
    s.locs.append(name)
    # (mlir-tblgen-22 refuses constraints on `variadic` sub-operands)
    if not bare and rng.random() < 0.15:
        return f"{rng.choice(['I32', 'I64', 'AnyInteger'])}:${name}"
    return "$" + name


def src_attr(s, kind):
    if kind == "f":
        r = rng.random()
        if r < 0.3:
            return "$_"
        if r < 0.55:
            return f'ConstantEnumCase<Arith_IntegerOverflowAttr, "{rng.choice(FLAGS)}">'
        name = s.fresh("at")
        s.attrs.append((name, kind))
        return "$" + name
    r = rng.random()
    if r < 0.25:
        return "$_"
    if r < 0.5:
        return f'ConstantAttr<I32Attr, "{rng.randint(0, 2)}">'
    name = s.fresh("at")
    s.attrs.append((name, kind))
    if kind in "kd":
        r = rng.random()
        if r < 0.2:
            return f"I32Attr:${name}"
        if r < 0.35:
            return f"KIsOdd:${name}"
        if r < 0.45:
            return f"ConfinedAttr<I32Attr, [IntMinValue<{rng.randint(0, 2)}>]>:${name}"
        if r < 0.5:
            return f"ConfinedAttr<I32Attr, [IntMaxValue<{rng.randint(0, 2)}>]>:${name}"
    return "$" + name


def src_op(s, depth, nested=False, root=None):
    i = root if root is not None else rng.randrange(len(OPS))
    rec, _, opnds, attrs, nres = OPS[i]
    args = []
    for o in opnds:
        if o == "V":
            r = rng.random()
            if r < 0.35:
                name = s.fresh("xs")
                s.ranges.append(name)
                args.append("$" + name)
            elif r < 0.7:
                subs = [src_operand(s, depth, bare=True) for _ in range(rng.randint(1, 3))]
                bind = ""
                if rng.random() < 0.3:
                    name = s.fresh("xs")
                    s.ranges.append(name)
                    bind = ":$" + name
                args.append(f"(variadic{bind} {', '.join(subs)})")
            else:
                args.append("$_")
        else:
            args.append(src_operand(s, depth))
    # (mlir-tblgen-22 refuses `either` before an attribute argument: "the
    # 3-th argument of op … should be an attribute")
    if i in COMMUTATIVE and not attrs and rng.random() < 0.4:
        args = [f"(either {args[0]}, {args[1]})"]
    for a in attrs:
        args.append(src_attr(s, a))
    bind = ""
    if nested and rng.random() < 0.4:
        name = s.fresh("nop")
        bind = ":$" + name
        if nres == 1:
            s.opvals.append(name)
            # (mlir-tblgen-22 passes a location per result of a multi-result
            # op to the builder: C++ that does not compile)
            s.locs.append(name)
        else:
            s.multi.append(name)
    elif not nested and rng.random() < 0.3:
        bind = ":$root"
        if nres == 1:
            s.locs.append("root")
    return f"({rec}{bind} {', '.join(args)})"


def res_value(s, maxrank, depth, plain=False):
    cands = ["$" + v for v in s.values + s.opvals + s.native_values] + [f"${m}__{rng.randint(0, 1)}" for m in s.multi]
    if depth < 2 and maxrank > 0 and (not cands or rng.random() < 0.3):
        return res_op(s, maxrank, depth + 1)
    if not cands:
        return None
    r = 1.0 if plain else rng.random()
    if r < 0.08:
        return f"(Ident {rng.choice(cands)})"
    if r < 0.14:
        return f"(Second {rng.choice(cands)}, {rng.choice(cands)})"
    if r < 0.2:
        return f"({'MakeAnd' if ARITH else 'MakeR0'} {rng.choice(cands)})"
    return rng.choice(cands)


def res_attr(s, kind):
    if kind == "f":
        same = [a for a, k in s.attrs if k == "f"]
        if same and rng.random() < 0.6:
            return "$" + rng.choice(same)
        return f'ConstantEnumCase<Arith_IntegerOverflowAttr, "{rng.choice(FLAGS)}">'
    return res_attr_plain(s, kind)


def res_attr_plain(s, kind):
    same = [a for a, k in s.attrs if k == kind or (kind in "kd" and k in "kd")]
    present = [a for a, k in s.attrs if k in "kd"]
    r = rng.random()
    if present and kind != "o" and r < 0.15:
        return f"(AddOne ${rng.choice(present)})"
    if present and kind != "o" and r < 0.25:
        return f"(SumAttr ${rng.choice(present)}, ${rng.choice(present)})"
    if same and rng.random() < 0.6:
        return "$" + rng.choice(same)
    return f'ConstantAttr<I32Attr, "{rng.randint(0, 3)}">'


def directives(s, nres, replaces_root):
    """Trailing `location` / `returnType` directives of a result op."""
    out = []
    if rng.random() < 0.25:
        syms = ["$" + x for x in rng.sample(s.src_locs, min(len(s.src_locs), rng.randint(0, 2)))]
        if not syms or rng.random() < 0.3:
            syms.append(f'"n{rng.randint(0, 9)}"')
        out.append(f"(location {', '.join(syms)})")
    vals = ["$" + v for v in s.values + s.opvals]
    # (not on an op whose values replace the root's: mlir-tblgen refuses it)
    if vals and not replaces_root and rng.random() < 0.15:
        out.append(f"(returnType {', '.join(rng.choice(vals) for _ in range(nres))})")
    rng.shuffle(out)
    return out


def res_op(s, maxrank, depth, any_results=False):
    # single-result ops of rank < maxrank (or any, for auxiliary ops)
    # (mlir-tblgen-22 refuses `$aux__1` of a multi-result auxiliary op)
    choices = [i for i in range(maxrank) if OPS[i][4] == 1]
    if not choices:
        return None
    i = rng.choice(choices)
    rec, _, opnds, attrs, _ = OPS[i]
    args = []
    for o in opnds:
        if o == "V":
            # mlir-tblgen-22 iterates over what a variadic operand of a
            # result op gets (`for (auto v: …)`): only a range compiles.
            if not s.ranges:
                return None
            args.append("$" + rng.choice(s.ranges))
        else:
            v = res_value(s, maxrank, depth)
            if v is None:
                return None
            args.append(v)
    for a in attrs:
        args.append(res_attr(s, a))
    args += directives(s, OPS[i][4], depth == 0 and not any_results)
    if any_results:
        name = s.fresh("aux")
        s.opvals.append(name)
        s.locs.append(name)
        return f"({rec}:${name} {', '.join(args)})"
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
        # Constraints and `location` name only what the source binds.
        vals = s.values + s.opvals
        s.locs = list(s.locs)
        s.src_locs = list(s.locs)
        results = []
        for _ in range(rng.choice([0, 0, 0, 1, 2])):
            aux = res_op(s, root, 1, any_results=True)
            if aux:
                results.append(aux)
        naux = len(results)
        for _ in range(nres):
            r = result(s, root)
            if r is None:
                break
            results.append(r)
        if len(results) != nres + naux:
            continue
        cons = []
        if len(vals) >= 2 and rng.random() < 0.2:
            cons.append(f"(HasSameTy ${rng.choice(vals)}, ${rng.choice(vals)})")
        if vals and rng.random() < 0.2:
            cons.append(f"(OneUse ${rng.choice(vals)})")
        kattrs = [a for a, kd in s.attrs if kd in "kd"]
        if len(kattrs) >= 2 and rng.random() < 0.4:
            a, b = rng.sample(kattrs, 2)
            cons.append(f"(KLess ${a}, ${b})")
        if s.multi and rng.random() < 0.3:
            cons.append(f"(HasNoUseOf:${rng.choice(s.multi)}__1)")
        benefit = f", (addBenefit {rng.randint(0, 3)})" if rng.random() < 0.3 else ""
        if nres + naux == 1 and not benefit and not cons:
            return f"def P{k:03d} : Pat<{src},\n    {results[0]}>;"
        return f"def P{k:03d} : Pattern<{src},\n    [{', '.join(results)}], [{', '.join(cons)}], []{benefit}>;"
    return None


pats = [p for p in (pattern(k) for k in range(npat)) if p]
with open(os.path.join(out, "patterns.body"), "w") as f:
    f.write("\n".join(pats) + "\n")

# random IR
line = [0]


def loc():
    line[0] += 1
    return f'loc("in.mlir":{line[0]}:3)'


DIALECT = "arith" if ARITH else "rd"


def function(fi):
    # One or two integer types; each op takes operands of one type.
    types = rng.choice([["i32"], ["i64"], ["i32", "i64"], ["i32", "i64"]])
    nargs = rng.randint(1, 3)
    arg_tys = [rng.choice(types) for _ in range(nargs)]
    vals = {t: [] for t in types}
    for j, t in enumerate(arg_tys):
        vals[t].append(f"%arg{j}")
    body = []
    n = 0
    for _ in range(rng.randint(3, 14)):
        ty = rng.choice([t for t in types if vals[t]])
        tv = vals[ty]
        if ARITH and rng.random() < 0.3:
            c = rng.choice([0, 1, -1, 2, 7, 255, 31])
            body.append(f'    %{n} = "arith.constant"() <{{value = {c} : {ty}}}> : () -> {ty} {loc()}')
            tv.append(f"%{n}")
            n += 1
            continue
        i = rng.randrange(len(OPS))
        rec, mn, opnds, attrs, nres = OPS[i]

        def pick():
            return rng.choice(tv[-4:] if rng.random() < 0.7 else tv)
        operands = []
        for o in opnds:
            if o == "V":
                operands += [pick() for _ in range(rng.randint(1, 3))]
            else:
                operands.append(pick())
        props = []
        for a in attrs:
            if a == "f":
                flags = rng.choice(["none", "nsw", "nuw", "nsw, nuw", None])
                if flags:
                    props.append(f"overflowFlags = #arith.overflow<{flags}>")
                continue
            if a == "o" and rng.random() < 0.5:
                continue
            if a == "d" and rng.random() < 0.2:
                continue
            props.append(f"{a} = {rng.randint(0, 2)} : i32")
        prop = f" <{{{', '.join(props)}}}>" if props else ""
        res = [f"%{n}#{j}" if nres > 1 else f"%{n}" for j in range(nres)]
        lhs = f"%{n}:{nres}" if nres > 1 else f"%{n}"
        n += 1
        body.append(f'    {lhs} = "{DIALECT}.{mn}"({", ".join(operands)}){prop} : ({", ".join([ty] * len(operands))}) -> ({", ".join([ty] * nres)}) {loc()}')
        tv += res
    made = [(v, t) for t in types for v in vals[t] if not v.startswith("%arg")]
    rets = rng.sample(made, min(len(made), rng.randint(1, 3)))
    args = ", ".join(f"%arg{j}: {t} {loc()}" for j, t in enumerate(arg_tys))
    rtys = ", ".join(t for _, t in rets)
    return (f'  "func.func"() <{{function_type = ({", ".join(arg_tys)}) -> ({rtys}), sym_name = "f{fi}"}}> ({{\n'
            f'  ^bb0({args}):\n' + "\n".join(body) + "\n"
            f'    "func.return"({", ".join(v for v, _ in rets)}) : ({rtys}) -> () {loc()}\n'
            f'  }}) : () -> () {loc()}')


for fi in range(nfun):
    with open(os.path.join(out, f"in{fi:03d}.mlir"), "w") as f:
        f.write('"builtin.module"() ({\n' + function(fi) + '\n}) : () -> () ' + loc() + "\n")
print(len(pats), "patterns")
