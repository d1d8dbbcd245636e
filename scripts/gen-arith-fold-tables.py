#!/usr/bin/env python3
"""Records mlir-opt-22's constant folding of every `arith` op as tables.

    scripts/gen-arith-fold-tables.py [--mlir-opt mlir-opt-22] [--seed S]
                                     [--out dialects/arith/tests/fold_tables]

Generates one-op functions over constants (and, for the identity folds,
function arguments) of i1/i8/i16/i32/i64/i128/index, odd and wide integer
widths, every MLIR float type, and vectors/tensors (splat and dense) of
them, with edge values (0, ±1, min, max, NaN payloads, signalling NaNs,
±inf, denormals, -0.0, shift amounts at and over the width, zero
divisors, …) and random ones. Runs `mlir-opt-22 --canonicalize
--mlir-print-op-generic --mlir-print-local-scope` on them and writes, per
op family, a table of what each op folded to:

    op <TAB> attrs <TAB> result types (;-separated) <TAB> operand ...
       <TAB> => <TAB> outcome ...

An operand is an attribute (`5 : i32`, `0x7FC00000 : f32`,
`dense<[1, 2]> : vector<2xi8>`, `true`) or a non-constant argument
`%name : type` (the same name twice is the same SSA value). An outcome is,
per result, the folded constant as mlir-opt prints it, `%name` when the
result is that argument, or a single `nofold` (the op is unchanged) or
`swap <predicate>` (cmpi moved its constant to the right). Cases where a
canonicalization pattern (not the folder) rewrote the op are dropped and
counted. The tables are checked in; `cargo test -p drr-arith` compares
the folders against them. Not run by CI (needs mlir-opt-22).
"""

import argparse
import os
import random
import re
import subprocess
import sys
import tempfile
from fractions import Fraction

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

# ---------------------------------------------------------------- integers

INT_TYPES = ["i1", "i8", "i16", "i32", "i64", "i128", "index", "i7", "i100"]
# Runtime storage holds at most 128 bits: wide types get values that fit.
WIDE_TYPES = ["i256"]


def width_of(t):
    return 64 if t == "index" else int(t[1:])


def wrap(v, w):
    """Two's complement value of v in w bits, as a signed integer."""
    v &= (1 << w) - 1
    if w and v >> (w - 1):
        v -= 1 << w
    return v


def int_text(v, t):
    w = width_of(t)
    v = wrap(v, w)
    if t == "i1":
        return "true" if v else "false"
    return f"{v} : {t}"


def int_elem_text(v, t):
    v = wrap(v, width_of(t))
    if t == "i1":
        return "true" if v else "false"
    return str(v)


def int_edges(t):
    w = width_of(t)
    smin, smax = -(1 << (w - 1)), (1 << (w - 1)) - 1
    vals = {0, 1, -1, 2, -2, smin, smax, smin + 1, smax - 1, 3, 7, -7, w - 1, w, w + 1}
    if t in WIDE_TYPES:
        vals = {v for v in vals if -(1 << 127) <= v < (1 << 127)}
        vals |= {(1 << 127) - 1, -(1 << 127), 1 << 100}
    return sorted(wrap(v, w) for v in vals)


def int_random(t, rng):
    w = width_of(t)
    if t in WIDE_TYPES:
        return rng.randrange(-(1 << 127), 1 << 127)
    choice = rng.random()
    if choice < 0.4:
        return wrap(rng.getrandbits(w), w)
    if choice < 0.7:
        return wrap(rng.randrange(-20, 21), w)
    return wrap(rng.getrandbits(max(1, w // 2)), w)


# ------------------------------------------------------------------ floats

# name: (exponent bits, stored fraction bits, total bits)
FLOATS = {
    "f16": (5, 10, 16),
    "bf16": (8, 7, 16),
    "f32": (8, 23, 32),
    "f64": (11, 52, 64),
    "tf32": (8, 10, 19),
    "f80": (15, 64, 80),  # explicit integer bit
    "f128": (15, 112, 128),
    "f8E5M2": (5, 2, 8),
    "f8E4M3": (4, 3, 8),
    "f8E3M4": (3, 4, 8),
    "f8E4M3FN": (4, 3, 8),
    "f8E5M2FNUZ": (5, 2, 8),
    "f8E4M3FNUZ": (4, 3, 8),
    "f8E4M3B11FNUZ": (4, 3, 8),
    "f8E8M0FNU": (8, 0, 8),
    "f6E3M2FN": (3, 2, 6),
    "f6E2M3FN": (2, 3, 6),
    "f4E2M1FN": (2, 1, 4),
}
MAIN_FLOATS = ["f16", "bf16", "f32", "f64", "f80", "f128"]
SMALL_FLOATS = ["tf32", "f8E5M2", "f8E4M3", "f8E3M4", "f8E4M3FN"]
EXOTIC_FLOATS = ["f8E5M2FNUZ", "f8E4M3FNUZ", "f8E4M3B11FNUZ", "f8E8M0FNU", "f6E3M2FN",
                 "f6E2M3FN", "f4E2M1FN"]


def fbits(t, sign, exp_field, frac):
    """Bit pattern from fields (for f80, frac includes the integer bit)."""
    e, m, n = FLOATS[t]
    if t == "f8E8M0FNU":
        return exp_field & 0xFF
    return ((sign & 1) << (n - 1)) | ((exp_field & ((1 << e) - 1)) << m) | (frac & ((1 << m) - 1))


def encode_exact(t, value):
    """Bits of the exactly representable rational `value` in IEEE-layout
    format t (None if not representable)."""
    e, m, n = FLOATS[t]
    if t == "f8E8M0FNU" or t in ("f6E3M2FN", "f6E2M3FN", "f4E2M1FN") or "FNUZ" in t:
        return None
    sign = 1 if value < 0 else 0
    v = abs(Fraction(value))
    if v == 0:
        return fbits(t, sign, 0, 0)
    bias = (1 << (e - 1)) - 1
    if t == "f8E4M3FN":
        bias = 7
    explicit = t == "f80"
    prec = m if explicit else m + 1  # significant bits
    # exponent k with 2^k <= v < 2^(k+1)
    k = v.numerator.bit_length() - v.denominator.bit_length()
    if Fraction(2) ** k > v:
        k -= 1
    emin = 1 - bias
    emax_field = (1 << e) - 2
    if t == "f8E4M3FN":
        emax_field = (1 << e) - 1
    if k < emin:
        # denormal: v = frac * 2^(emin - (prec - 1))
        scaled = v / (Fraction(2) ** (emin - (prec - 1)))
        if scaled.denominator != 1:
            return None
        return fbits(t, sign, 0, int(scaled))
    scaled = v / (Fraction(2) ** (k - (prec - 1)))
    if scaled.denominator != 1:
        return None
    field = k + bias
    if field > emax_field:
        return None
    sig = int(scaled)
    frac = sig if explicit else sig - (1 << (prec - 1))
    bits = fbits(t, sign, field, frac)
    if t == "f8E4M3FN" and (bits & 0x7F) == 0x7F:
        return None
    return bits


def float_edges(t):
    e, m, n = FLOATS[t]
    out = set()
    if t == "f80":
        one_int = 1 << 63
        inf = fbits(t, 0, (1 << e) - 1, one_int)
        out |= {0, fbits(t, 1, 0, 0), fbits(t, 0, 16383, one_int), fbits(t, 1, 16383, one_int),
                inf, inf | (1 << 79), inf | (1 << 62), inf | 1, inf | (1 << 62) | (1 << 79),
                fbits(t, 0, 0, 1), fbits(t, 0, 1, one_int),
                fbits(t, 0, (1 << e) - 2, (1 << 64) - 1),
                fbits(t, 0, 16383, 0)}  # an unnormal
    else:
        inf = fbits(t, 0, (1 << e) - 1, 0)
        out |= {0, 1 << (n - 1), 1, (1 << m) - 1 if m else 1, 1 << m, inf, inf | (1 << (n - 1)),
                fbits(t, 0, (1 << e) - 2, (1 << m) - 1), fbits(t, 1, (1 << e) - 2, (1 << m) - 1),
                (1 << n) - 1, (1 << (n - 1)) - 1}
        if m >= 2:
            out |= {inf | (1 << (m - 1)), inf | 1, inf | (1 << (m - 1)) | (1 << (n - 1)),
                    inf | (1 << (m - 1)) | 5}
    for v in [1, -1, 2, -2, Fraction(1, 2), Fraction(-1, 2), Fraction(3, 2), 3, -3, 10,
              Fraction(1, 3), 100, -7, 127, 128, -128, -129, 255, 256, 65504]:
        b = encode_exact(t, v)
        if b is not None:
            out.add(b)
    return sorted(b & ((1 << n) - 1) for b in out)


def float_random(t, rng):
    e, m, n = FLOATS[t]
    r = rng.random()
    if r < 0.5:
        return rng.getrandbits(n)
    # a "nice" value: small dyadic rational
    for _ in range(20):
        v = Fraction(rng.randrange(-64, 65), 1 << rng.randrange(0, 6))
        b = encode_exact(t, v)
        if b is not None:
            return b
    return rng.getrandbits(n)


def float_text(bits, t):
    return f"0x{bits:X} : {t}"


def float_elem_text(bits, t):
    return f"0x{bits:X}"


# ------------------------------------------------------------------- cases


class Case:
    def __init__(self, op, attrs, results, operands, asm):
        self.op = op
        self.attrs = attrs  # text for the table
        self.results = results  # list of result types
        self.operands = operands  # list of ("c", attr, type) or ("a", name, type)
        self.asm = asm  # function(names) -> op line after "= "


def const(text, t):
    return ("c", text, t)


def arg(name, t):
    return ("a", name, t)


def binary_asm(op, extra=""):
    def asm(names, types):
        return f"arith.{op} {names[0]}, {names[1]}{extra} : {types[0]}"
    return asm


def cmp_asm(op, pred):
    def asm(names, types):
        return f"arith.{op} {pred}, {names[0]}, {names[1]} : {types[0]}"
    return asm


def cast_asm(op, result, extra=""):
    def asm(names, types):
        return f"arith.{op} {names[0]}{extra} : {types[0]} to {result}"
    return asm


INT_BINARY = ["addi", "subi", "muli", "divui", "divsi", "ceildivui", "ceildivsi", "floordivsi",
              "remui", "remsi", "andi", "ori", "xori", "shli", "shrui", "shrsi", "maxsi", "maxui",
              "minsi", "minui"]
INT_MULTI = ["addui_extended", "mulsi_extended", "mului_extended"]
CMPI = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]
FLOAT_BINARY = ["addf", "subf", "mulf", "divf", "remf", "maximumf", "maxnumf", "minimumf",
                "minnumf"]
CMPF = ["false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult",
        "ule", "une", "uno", "true"]
COMMUTATIVE = {"addi", "muli", "andi", "ori", "xori", "maxsi", "maxui", "minsi", "minui",
               "addui_extended", "mulsi_extended", "mului_extended", "addf", "mulf", "maximumf",
               "maxnumf", "minimumf", "minnumf"}
# Folded by op traits (Idempotent), not by the arith folders.
TRAIT_SAME = {"andi", "ori"}


def multi_results(op, t):
    if op == "addui_extended":
        return [t, shaped_like(t, "i1")]
    return [t, t]


def multi_asm(op):
    def asm(names, types):
        if op == "addui_extended":
            return f"arith.{op} {names[0]}, {names[1]} : {types[0]}, {shaped_like(types[0], 'i1')}"
        return f"arith.{op} {names[0]}, {names[1]} : {types[0]}"
    return asm


def shaped_like(t, elem):
    m = re.match(r"^(vector|tensor)<((?:\d+x)+)(.+)>$", t)
    if not m:
        return elem
    return f"{m.group(1)}<{m.group(2)}{elem}>"


def gen_int_binary(rng, cases, per_type):
    for op in INT_BINARY + INT_MULTI + [f"cmpi {p}" for p in CMPI]:
        for t in INT_TYPES + WIDE_TYPES:
            if op in INT_MULTI and t == "index":
                continue  # the extended ops take signless integers only
            edges = int_edges(t)
            pairs = set()
            small = edges if len(edges) <= 10 else edges[:6] + edges[-4:]
            for a in small:
                for b in edges:
                    pairs.add((a, b))
            pairs = sorted(pairs)
            rng.shuffle(pairs)
            n = per_type if not op.startswith("cmpi") else per_type // 3
            pairs = pairs[:n] + [(int_random(t, rng), rng.choice(edges + [int_random(t, rng)]))
                                 for _ in range(n // 3)]
            for a, b in pairs:
                cases.append(int_case(op, t, const(int_text(a, t), t), const(int_text(b, t), t)))
            # identity folds with a non-constant operand
            for b in edges:
                cases.append(int_case(op, t, arg("%a", t), const(int_text(b, t), t)))
            if op not in TRAIT_SAME:
                cases.append(int_case(op, t, arg("%a", t), arg("%a", t)))
            if op.startswith("cmpi"):
                for a in edges[:5]:
                    cases.append(int_case(op, t, const(int_text(a, t), t), arg("%b", t)))


def int_case(op, t, lhs, rhs):
    if op.startswith("cmpi"):
        pred = op.split()[1]
        return Case("cmpi", pred, [shaped_like(t, "i1")], [lhs, rhs], cmp_asm("cmpi", pred))
    if op in INT_MULTI:
        return Case(op, "-", multi_results(op, t), [lhs, rhs], multi_asm(op))
    return Case(op, "-", [t], [lhs, rhs], binary_asm(op))


def nest(elems, shaped):
    """The elements as a (nested) list literal for the shape of `shaped`."""
    dims = [int(d) for d in re.findall(r"(\d+)x", shaped)]

    def build(items, dims):
        if len(dims) <= 1:
            return "[" + ", ".join(items) + "]"
        step = len(items) // dims[0]
        return "[" + ", ".join(build(items[i:i + step], dims[1:])
                               for i in range(0, len(items), step)) + "]"
    return build(elems, dims)


def dense_int(values, t, shaped):
    elems = [int_elem_text(v, t) for v in values]
    if len(set(elems)) == 1:
        return f"dense<{elems[0]}> : {shaped}"
    return f"dense<{nest(elems, shaped)}> : {shaped}"


def gen_int_vectors(rng, cases, count):
    shapes = ["vector<4x{}>", "tensor<4x{}>", "vector<2x2x{}>", "tensor<1x{}>", "vector<3x{}>"]
    ops = INT_BINARY + INT_MULTI + [f"cmpi {p}" for p in CMPI]
    for i in range(count):
        op = ops[i % len(ops)]
        t = rng.choice(["i1", "i8", "i16", "i32", "i64", "index"])
        if op in INT_MULTI and t == "index":
            t = "i32"
        shape = rng.choice(shapes)
        st = shape.format(t)
        n = 1
        for d in re.findall(r"(\d+)x", st):
            n *= int(d)
        edges = int_edges(t)

        def values():
            kind = rng.random()
            if kind < 0.3:
                v = rng.choice(edges)
                return [v] * n
            return [rng.choice(edges) if rng.random() < 0.6 else int_random(t, rng)
                    for _ in range(n)]

        a, b = values(), values()
        cases.append(int_case(op, st, const(dense_int(a, t, st), st), const(dense_int(b, t, st), st)))
        if i % 4 == 0:
            cases.append(int_case(op, st, arg("%a", st), const(dense_int(b, t, st), st)))


def gen_float_binary(rng, cases, per_type):
    for op in FLOAT_BINARY + [f"cmpf {p}" for p in CMPF]:
        for t in MAIN_FLOATS + SMALL_FLOATS + EXOTIC_FLOATS:
            edges = float_edges(t)
            pairs = [(a, b) for a in edges for b in edges]
            rng.shuffle(pairs)
            n = per_type if not op.startswith("cmpf") else per_type // 4
            if t in EXOTIC_FLOATS:
                n //= 3
            pairs = pairs[:n] + [(float_random(t, rng), float_random(t, rng)) for _ in range(n // 3)]
            for a, b in pairs:
                cases.append(float_case(op, t, const(float_text(a, t), t), const(float_text(b, t), t)))
            for b in edges:
                cases.append(float_case(op, t, arg("%a", t), const(float_text(b, t), t)))
                if op.startswith("cmpf"):
                    cases.append(float_case(op, t, const(float_text(b, t), t), arg("%a", t)))
            cases.append(float_case(op, t, arg("%a", t), arg("%a", t)))
    # mulf with fast-math flags (the x * 0 identity)
    for t in ["f32", "f64", "f16"]:
        for b in float_edges(t):
            for fm in ["nnan,nsz", "nnan", "fast"]:
                cases.append(Case("mulf", fm, [t], [arg("%a", t), const(float_text(b, t), t)],
                                  binary_asm("mulf", f" fastmath<{fm}>")))


def float_case(op, t, lhs, rhs):
    if op.startswith("cmpf"):
        pred = op.split()[1]
        return Case("cmpf", pred, [shaped_like(t, "i1")], [lhs, rhs], cmp_asm("cmpf", pred))
    return Case(op, "-", [t], [lhs, rhs], binary_asm(op))


def dense_float(values, t, shaped):
    elems = [float_elem_text(v, t) for v in values]
    if len(set(elems)) == 1:
        return f"dense<{elems[0]}> : {shaped}"
    return f"dense<{nest(elems, shaped)}> : {shaped}"


def gen_float_vectors(rng, cases, count):
    ops = FLOAT_BINARY + [f"cmpf {p}" for p in CMPF] + ["negf"]
    for i in range(count):
        op = ops[i % len(ops)]
        t = rng.choice(MAIN_FLOATS + SMALL_FLOATS)
        st = rng.choice(["vector<4x{}>", "tensor<2x{}>", "vector<3x{}>"]).format(t)
        n = int(re.search(r"<(\d+)x", st).group(1))
        edges = float_edges(t)

        def values():
            if rng.random() < 0.3:
                return [rng.choice(edges)] * n
            return [rng.choice(edges) if rng.random() < 0.6 else float_random(t, rng)
                    for _ in range(n)]

        a = const(dense_float(values(), t, st), st)
        if op == "negf":
            cases.append(Case("negf", "-", [st], [a], lambda names, types: f"arith.negf {names[0]} : {types[0]}"))
        else:
            cases.append(float_case(op, st, a, const(dense_float(values(), t, st), st)))


def gen_negf(rng, cases):
    for t in MAIN_FLOATS + SMALL_FLOATS + EXOTIC_FLOATS:
        for b in float_edges(t) + [float_random(t, rng) for _ in range(10)]:
            cases.append(Case("negf", "-", [t], [const(float_text(b, t), t)],
                              lambda names, types: f"arith.negf {names[0]} : {types[0]}"))


def gen_casts(rng, cases):
    ints = ["i1", "i8", "i16", "i32", "i64", "i128", "i7", "i100", "i256"]
    # integer extension / truncation
    for a in ints:
        for b in ints:
            wa, wb = width_of(a), width_of(b)
            ops = ["extui", "extsi"] if wb > wa else (["trunci"] if wb < wa else [])
            for op in ops:
                for v in int_edges(a) + [int_random(a, rng) for _ in range(6)]:
                    cases.append(Case(op, "-", [b], [const(int_text(v, a), a)], cast_asm(op, b)))
    # index casts
    for a in ["i1", "i8", "i32", "i64", "i128", "i7"]:
        for op in ["index_cast", "index_castui"]:
            for v in int_edges(a) + [int_random(a, rng) for _ in range(4)]:
                cases.append(Case(op, "-", ["index"], [const(int_text(v, a), a)], cast_asm(op, "index")))
            for v in int_edges("index") + [int_random("index", rng) for _ in range(4)]:
                cases.append(Case(op, "-", [a], [const(int_text(v, "index"), "index")], cast_asm(op, a)))
    # int <-> float
    floats = MAIN_FLOATS + SMALL_FLOATS + EXOTIC_FLOATS
    for a in ints:
        for f in floats:
            for op in ["sitofp", "uitofp"]:
                vals = int_edges(a) + [int_random(a, rng) for _ in range(4)]
                if f not in MAIN_FLOATS:
                    vals = vals[:8]
                for v in vals:
                    cases.append(Case(op, "-", [f], [const(int_text(v, a), a)], cast_asm(op, f)))
            for op in ["fptosi", "fptoui"]:
                vals = float_edges(f) + [float_random(f, rng) for _ in range(4)]
                for big in [2 ** 31, 2 ** 63, 2 ** 64, 2 ** 127, 2 ** 128, -(2 ** 63), -(2 ** 127),
                            Fraction(-1, 2), Fraction(255, 2), -1, 2 ** 100, 2 ** 200]:
                    bb = encode_exact(f, big)
                    if bb is not None:
                        vals.append(bb)
                if f not in MAIN_FLOATS:
                    vals = vals[:10]
                for v in vals:
                    cases.append(Case(op, "-", [a], [const(float_text(v, f), f)], cast_asm(op, a)))
    # float <-> float
    rms = ["-", "to_nearest_even", "downward", "upward", "toward_zero", "to_nearest_away"]
    for a in floats:
        for b in floats:
            wa, wb = FLOATS[a][2], FLOATS[b][2]
            if wb > wa:
                for v in float_edges(a) + [float_random(a, rng) for _ in range(4)]:
                    cases.append(Case("extf", "-", [b], [const(float_text(v, a), a)], cast_asm("extf", b)))
            elif wb < wa:
                vals = float_edges(a) + [float_random(a, rng) for _ in range(4)]
                for v in vals:
                    rm = rng.choice(rms)
                    extra = "" if rm == "-" else f" {rm}"
                    cases.append(Case("truncf", rm, [b], [const(float_text(v, a), a)],
                                      cast_asm("truncf", b, extra)))
    # bitcast
    for f in floats:
        n = FLOATS[f][2]
        it = f"i{n}"
        for v in float_edges(f)[:12]:
            cases.append(Case("bitcast", "-", [it], [const(float_text(v, f), f)], cast_asm("bitcast", it)))
        for v in int_edges(it)[:12] + [int_random(it, rng) for _ in range(4)]:
            cases.append(Case("bitcast", "-", [f], [const(int_text(v, it), it)], cast_asm("bitcast", f)))
    for a, b in [("f16", "bf16"), ("bf16", "f16"), ("i32", "i32")]:
        vals = float_edges(a) if a.startswith(("f", "bf")) else int_edges(a)
        for v in vals[:10]:
            text = float_text(v, a) if a[0] in "fb" else int_text(v, a)
            cases.append(Case("bitcast", "-", [b], [const(text, a)], cast_asm("bitcast", b)))
    # shaped casts
    for _ in range(120):
        kind = rng.choice(["extsi", "trunci", "sitofp", "fptosi", "bitcast", "extf", "uitofp"])
        st = rng.choice(["vector<3x{}>", "tensor<2x{}>"])
        n = int(re.search(r"<(\d+)x", st).group(1))
        if kind in ("extsi", "trunci"):
            a, b = ("i8", "i32") if kind == "extsi" else ("i32", "i8")
            vals = [rng.choice(int_edges(a)) for _ in range(n)]
            src = dense_int(vals, a, st.format(a))
        elif kind in ("sitofp", "uitofp"):
            a, b = "i32", rng.choice(["f32", "f16", "bf16"])
            vals = [rng.choice(int_edges(a)) for _ in range(n)]
            src = dense_int(vals, a, st.format(a))
        elif kind == "fptosi":
            a, b = "f32", "i8"
            vals = [rng.choice(float_edges(a)) for _ in range(n)]
            src = dense_float(vals, a, st.format(a))
        elif kind == "extf":
            a, b = "f16", "f32"
            vals = [rng.choice(float_edges(a)) for _ in range(n)]
            src = dense_float(vals, a, st.format(a))
        else:
            a, b = "f32", "i32"
            vals = [rng.choice(float_edges(a)) for _ in range(n)]
            src = dense_float(vals, a, st.format(a))
        cases.append(Case(kind, "-", [st.format(b)], [const(src, st.format(a))],
                          cast_asm(kind, st.format(b))))


def gen_select(rng, cases):
    def asm(names, types):
        if types[0] == "i1":
            return f"arith.select {names[0]}, {names[1]}, {names[2]} : {types[1]}"
        return f"arith.select {names[0]}, {names[1]}, {names[2]} : {types[0]}, {types[1]}"

    for t in ["i1", "i32", "index", "f32", "f16"]:
        def val(x):
            if t[0] == "f":
                return const(float_text(rng.choice(float_edges(t)), t), t)
            return const(int_text(x, t), t)
        for c in [const("true", "i1"), const("false", "i1"), arg("%c", "i1")]:
            for a, b in [(val(1), val(0)), (val(0), val(1)), (val(5), val(7)), (arg("%a", t), val(3)),
                         (val(3), arg("%b", t)), (arg("%a", t), arg("%a", t)),
                         (arg("%a", t), arg("%b", t))]:
                cases.append(Case("select", "-", [t], [c, a, b], asm))
    for _ in range(60):
        t = rng.choice(["i32", "f32", "i1", "i8"])
        st = f"vector<4x{t}>"
        ct = "vector<4xi1>"
        conds = [rng.random() < 0.5 for _ in range(4)]
        c = const(dense_int([int(x) for x in conds], "i1", ct), ct)
        if rng.random() < 0.2:
            c = arg("%c", ct)

        def vals():
            if t[0] == "f":
                return const(dense_float([rng.choice(float_edges(t)) for _ in range(4)], t, st), st)
            return const(dense_int([rng.choice(int_edges(t)) for _ in range(4)], t, st), st)
        cases.append(Case("select", "-", [st], [c, vals(), vals()], asm))


# ---------------------------------------------------------------- running


def function_text(i, case):
    args, names, lines = [], [], []
    seen = {}
    for kind, text, t in case.operands:
        if kind == "a":
            if text not in seen:
                seen[text] = len(args)
                args.append(f"{text}: {t}")
            names.append(text)
        else:
            name = f"%k{len(lines)}"
            lines.append(f"  {name} = arith.constant {text}")
            names.append(name)
    types = [t for _, _, t in case.operands]
    results = case.results
    rnames = ", ".join(f"%r#{j}" for j in range(len(results)))
    lines.append(f"  %r:{len(results)} = {case.asm(names, types)}")
    lines.append(f"  return {rnames} : {', '.join(results)}")
    return (f"func.func @c{i}({', '.join(args)}) -> ({', '.join(results)}) {{\n"
            + "\n".join(lines) + "\n}\n")


FUNC_RE = re.compile(r'"func\.func"\(\) <\{function_type = .*?, sym_name = "c(\d+)"\}> \(\{\n(.*?)\n  \}\) : \(\) -> \(\)',
                     re.S)
ARGS_RE = re.compile(r"\^bb0\((.*)\):")
DEF_RE = re.compile(r'^\s*(%[\w#]+(?::\d+)?) = "([\w.]+)"\((.*?)\)(.*)$')


def classify(case, body):
    """The outcome list for one function body of the canonicalized output."""
    argnames = [text for kind, text, _ in case.operands if kind == "a"]
    uniq = []
    for a in argnames:
        if a not in uniq:
            uniq.append(a)
    defs = {}
    ret = None
    argmap = {}
    for line in body.split("\n"):
        line = line.strip()
        if line.startswith("^bb0"):
            names = re.findall(r"(%arg\d+):", line)
            argmap = {n: uniq[k] for k, n in enumerate(names)}
            continue
        if line.startswith('"func.return"'):
            ret = re.match(r'"func\.return"\((.*?)\)', line).group(1)
            continue
        m = DEF_RE.match(line)
        if m:
            name = m.group(1).split(":")[0]
            defs[name] = (m.group(2), m.group(3), m.group(4))
    if ret is None:
        return None
    outs = []
    for v in [x.strip() for x in ret.split(",")]:
        base = v.split("#")[0]
        if base.startswith("%arg"):
            outs.append(argmap[base])
            continue
        if base not in defs:
            return None
        op, operands, rest = defs[base]
        if op == "arith.constant":
            m = re.match(r" <\{value = (.*)\}> : \(\) -> ", rest)
            outs.append(m.group(1))
            continue
        if op != f"arith.{case.op}":
            return ["other"]

        def text_of(o):
            o = o.strip()
            if o.startswith("%arg"):
                return argmap[o]
            d = defs.get(o)
            if d and d[0] == "arith.constant":
                return "const:" + re.match(r" <\{value = (.*)\}> : \(\) -> ", d[2]).group(1)
            return "?"
        got = [text_of(o) for o in operands.split(",")]
        orig = []
        for kind, text, _ in case.operands:
            orig.append(text if kind == "a" else "?const")
        # constants print canonically: compare positions of args only
        def shape(xs):
            return [x if not x.startswith("const:") else "?const" for x in xs]
        if case.op == "cmpi":
            pred = int(re.search(r"predicate = (\d+)", rest).group(1))
            orig_pred = CMPI.index(case.attrs)
            if shape(got) == orig and pred == orig_pred:
                return ["nofold"]
            if shape(got) == list(reversed(orig)) and pred != orig_pred or (
                    shape(got) == list(reversed(orig)) and case.attrs in ("eq", "ne")):
                return [f"swap {CMPI[pred]}"]
            return ["other"]
        if shape(got) == orig:
            return ["nofold"]
        return ["other"]
    return outs


def run(cases, mlir_opt, workdir):
    src = "".join(function_text(i, c) for i, c in enumerate(cases))
    path = os.path.join(workdir, "cases.mlir")
    with open(path, "w") as f:
        f.write(src)
    out = subprocess.run([mlir_opt, "--canonicalize", "--mlir-print-op-generic",
                          "--mlir-print-local-scope", path], capture_output=True, text=True)
    if out.returncode != 0:
        sys.stderr.write(out.stderr[:4000])
        raise SystemExit("mlir-opt failed")
    bodies = {int(m.group(1)): m.group(2) for m in FUNC_RE.finditer(out.stdout)}
    return bodies


def family(op):
    if op in ("cmpi", "cmpf"):
        return op
    if op in INT_BINARY or op in INT_MULTI:
        return "int"
    if op in FLOAT_BINARY or op == "negf":
        return "float"
    if op == "select":
        return "select"
    return "cast"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--mlir-opt", default="mlir-opt-22")
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--out", default=os.path.join(ROOT, "dialects", "arith", "tests", "fold_tables"))
    args = ap.parse_args()
    rng = random.Random(args.seed)
    cases = []
    gen_int_binary(rng, cases, 36)
    gen_int_vectors(rng, cases, 700)
    gen_float_binary(rng, cases, 48)
    gen_float_vectors(rng, cases, 500)
    gen_negf(rng, cases)
    gen_casts(rng, cases)
    gen_select(rng, cases)
    with tempfile.TemporaryDirectory() as wd:
        bodies = run(cases, args.mlir_opt, wd)
    tables = {}
    dropped = {}
    for i, case in enumerate(cases):
        body = bodies.get(i)
        outcome = classify(case, body) if body is not None else None
        fam = family(case.op)
        if outcome is None or outcome == ["other"]:
            dropped[fam] = dropped.get(fam, 0) + 1
            continue
        operands = [text if kind == "c" else f"{text} : {t}" for kind, text, t in case.operands]
        line = "\t".join([case.op, case.attrs, ";".join(case.results)] + operands + ["=>"] + outcome)
        tables.setdefault(fam, []).append(line)
    os.makedirs(args.out, exist_ok=True)
    total = 0
    for fam, lines in sorted(tables.items()):
        with open(os.path.join(args.out, f"{fam}.tsv"), "w") as f:
            f.write(f"# Recorded from {args.mlir_opt} --canonicalize by scripts/gen-arith-fold-tables.py "
                    f"(seed {args.seed}); do not edit.\n")
            f.write("\n".join(lines) + "\n")
        folded = sum(1 for l in lines if not l.endswith("\tnofold"))
        print(f"{fam}: {len(lines)} cases ({folded} folded, {len(lines) - folded} not), "
              f"{dropped.get(fam, 0)} dropped (rewritten by a pattern)")
        total += len(lines)
    print(f"total: {total} cases")


if __name__ == "__main__":
    main()
