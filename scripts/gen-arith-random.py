#!/usr/bin/env python3
"""Generates random arith-only functions for arith-opt vs mlir-opt.

    scripts/gen-arith-random.py OUTDIR [--count N] [--seed S] [--poison P] [--wide]

Each output `arith_NNNN.mlir` is one `func.func` in MLIR's custom syntax
(scripts/compare-arith-random.sh turns it into generic form with
mlir-opt-22 before comparing). A function takes arguments of a few
integer, index, float, vector and tensor types and builds a random
sequence of arith ops over them and over constants of interesting values
(0, 1, -1, the extremes of each width, powers of two, NaN, infinities,
signed zeros), so that folders, canonicalization patterns and their
interplay all get exercised:

- every arith op with a folder or a pattern: integer and float arithmetic
  (with random `overflow<…>`, `exact` and `fastmath<…>` flags), bitwise
  ops and shifts, min/max, comparisons with every predicate, `select`,
  the extended multiplications and additions, every cast;
- operands drawn preferably from recent values (chains such as
  `addi(addi(x, c0), c1)` or `trunci(extsi(x))`), sometimes from
  arguments or repeated (`x op x`);
- the returned values are a random subset of the computed ones (so some
  ops die and others stay);
- with `--poison P`, an operand is a fresh `ub.poison` with probability P
  (default 0): poison propagation through the folders, `select`'s poison
  rules, poison moved and uniqued as a constant. Never an operand of
  `addui_extended`, whose folder crashes mlir-opt-22 on poison.

With `--wide`, the functions draw from a wider set instead (the default
output for a seed is unchanged by the option's existence):

- odd and large integer widths (i2, i3, i7, i17, i33, i65, i127, i128,
  i256 besides the usual ones) with constants at and around the extremes,
  shift amounts at and past the width, and hex integer literals;
- every float type arith accepts (the f8/f6/f4 families, tf32, f80, f128
  besides f16/bf16/f32/f64) with constants as random or special bit
  patterns (NaN, infinities, denormals, largest finite) in hex and as
  decimals that need rounding; `extf`/`truncf` between any two of them,
  with and without `roundingmode`; `scaling_extf`/`scaling_truncf`;
- `bitcast` between floats and integers of the float's width (i4, i6, i19,
  i80, …), casts between vectors of index and integers;
- 0-d and scalable vectors (`vector<i32>`, `vector<[4]xi32>`), 0-d
  tensors, and dense non-splat vector/tensor constants.

Deterministic for a given seed (default 22).
"""

import argparse
import os
import random
import re

INT_WIDTHS = [1, 8, 16, 32, 64]
FLOATS = ["f16", "bf16", "f32", "f64"]
SHAPES = ["vector<4x{}>", "tensor<3x{}>", "vector<2x{}>"]

INT_BIN = ["addi", "subi", "muli", "divui", "divsi", "ceildivui", "ceildivsi",
           "floordivsi", "remui", "remsi", "andi", "ori", "xori", "shli",
           "shrui", "shrsi", "maxsi", "maxui", "minsi", "minui"]
OVERFLOW_OPS = {"addi", "subi", "muli", "shli"}
EXACT_OPS = {"divui", "divsi", "shrui", "shrsi"}
FLOAT_BIN = ["addf", "subf", "mulf", "divf", "remf", "maximumf", "maxnumf",
             "minimumf", "minnumf"]
CMPI_PREDS = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]
CMPF_PREDS = ["false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq",
              "ugt", "uge", "ult", "ule", "une", "uno", "true"]
FASTMATH = ["nnan", "ninf", "nsz", "arcp", "contract", "afn", "reassoc"]


def split_shaped(ty):
    """(prefix with dims, element) of a vector or tensor type."""
    m = re.match(r"^((?:vector|tensor)<(?:\[?\d+\]?x)*)(.*)>$", ty)
    return (m.group(1), m.group(2)) if m else (None, ty)


def element(ty):
    return split_shaped(ty)[1]


def with_element(ty, el):
    prefix, _ = split_shaped(ty)
    return f"{prefix}{el}>" if prefix else el


def is_int(el):
    return el.startswith("i") and el != "index"


def width(el):
    return int(el[1:]) if is_int(el) else {"index": 64, "f16": 16, "bf16": 16,
                                          "f32": 32, "f64": 64}[el]


class Gen:
    def __init__(self, rng, poison=0.0):
        self.rng = rng
        self.poison = poison
        self.lines = []
        self.values = []  # (name, type)
        self.n = 0

    def fresh(self):
        self.n += 1
        return f"%v{self.n}"

    def pick(self, pred):
        cands = [v for v in self.values if pred(v[1])]
        if not cands:
            return None
        # Prefer recent values: chains match nested patterns.
        if self.rng.random() < 0.7:
            cands = cands[-4:]
        return self.rng.choice(cands)

    def int_value(self, el):
        w = width(el)
        if el == "i1":
            return self.rng.choice(["true", "false"])
        lo, hi = -(1 << (w - 1)), (1 << (w - 1)) - 1
        v = self.rng.choice([0, 1, -1, 2, 3, 7, 8, 16, 31, 32, 63, 100, -100,
                             lo, hi, lo + 1, hi - 1, 1 << (w // 2),
                             self.rng.randint(lo, hi)])
        return str(max(lo, min(hi, v)))

    def float_value(self, el):
        return self.rng.choice(["0.0", "-0.0", "1.0", "-1.0", "2.5", "0.5",
                                "3.0", "1.0e+10", "-7.25", "0x7FC00000" if el == "f32" else "1.5",
                                "0x7F800000" if el == "f32" else "4.0",
                                "65504.0", "1.0e-3"])

    def constant(self, ty, scalar=None):
        el = element(ty)
        if scalar is None:
            scalar = self.int_value(el) if (is_int(el) or el == "index") else self.float_value(el)
        if el == "index" and ty != el:
            scalar = str(int(scalar)) if scalar not in ("true", "false") else "1"
        name = self.fresh()
        if ty == el and el == "i1":
            self.lines.append(f"  {name} = arith.constant {scalar}")
        elif ty == el:
            self.lines.append(f"  {name} = arith.constant {scalar} : {ty}")
        else:
            self.lines.append(f"  {name} = arith.constant dense<{scalar}> : {ty}")
        self.values.append((name, ty))
        return name

    def operand(self, pred, ty):
        if self.poison and self.rng.random() < self.poison:
            name = self.fresh()
            self.lines.append(f"  {name} = ub.poison : {ty}")
            self.values.append((name, ty))
            return name
        v = self.pick(lambda t: t == ty) if self.rng.random() < 0.75 else None
        if v is None or self.rng.random() < 0.3:
            return self.constant(ty)
        return v[0]

    def flags(self, op):
        if op in OVERFLOW_OPS and self.rng.random() < 0.3:
            f = self.rng.choice(["nsw", "nuw", "nsw, nuw"])
            return f" overflow<{f}>"
        if op in EXACT_OPS and self.rng.random() < 0.2:
            return " exact"
        return ""

    def fastmath(self):
        if self.rng.random() < 0.25:
            fl = sorted(set(self.rng.sample(FASTMATH, self.rng.randint(1, 3))),
                        key=FASTMATH.index)
            return f" fastmath<{','.join(fl)}>"
        return ""

    def emit(self, text, ty):
        name = self.fresh()
        self.lines.append(f"  {name} = {text}")
        self.values.append((name, ty))

    def step(self):
        rng = self.rng
        kinds = ["int_bin"] * 6 + ["float_bin"] * 3 + ["cmpi"] * 2 + ["cmpf", "select",
                 "select_const", "cast", "cast", "negf", "extended", "not"]
        kind = rng.choice(kinds)
        base = self.pick(lambda t: True)
        ty = base[1] if base else "i32"
        el = element(ty)
        if kind == "int_bin":
            if not (is_int(el) or el == "index"):
                ty = with_element(ty, rng.choice(["i32", "i8", "index", "i64"]))
            op = rng.choice(INT_BIN)
            a, b = self.operand(None, ty), self.operand(None, ty)
            if rng.random() < 0.1:
                b = a
            self.emit(f"arith.{op} {a}, {b}{self.flags(op)} : {ty}", ty)
        elif kind == "float_bin":
            if is_int(element(ty)) or element(ty) == "index":
                ty = with_element(ty, rng.choice(FLOATS))
            op = rng.choice(FLOAT_BIN)
            a, b = self.operand(None, ty), self.operand(None, ty)
            if rng.random() < 0.1:
                b = a
            self.emit(f"arith.{op} {a}, {b}{self.fastmath()} : {ty}", ty)
        elif kind == "negf":
            if is_int(element(ty)) or element(ty) == "index":
                ty = with_element(ty, rng.choice(FLOATS))
            a = self.operand(None, ty)
            self.emit(f"arith.negf {a}{self.fastmath()} : {ty}", ty)
        elif kind == "cmpi":
            if not (is_int(element(ty)) or element(ty) == "index"):
                ty = with_element(ty, rng.choice(["i32", "i1", "index", "i8"]))
            a, b = self.operand(None, ty), self.operand(None, ty)
            p = rng.choice(CMPI_PREDS)
            self.emit(f"arith.cmpi {p}, {a}, {b} : {ty}", with_element(ty, "i1"))
        elif kind == "cmpf":
            if is_int(element(ty)) or element(ty) == "index":
                ty = with_element(ty, rng.choice(FLOATS))
            a, b = self.operand(None, ty), self.operand(None, ty)
            p = rng.choice(CMPF_PREDS)
            self.emit(f"arith.cmpf {p}, {a}, {b}{self.fastmath()} : {ty}", with_element(ty, "i1"))
        elif kind in ("select", "select_const"):
            if kind == "select_const" and ty == element(ty):
                ty = rng.choice(["i1", "i32", "i64", "i8"])
                c = self.operand(None, "i1")
                t = self.constant(ty) if rng.random() < 0.8 else self.operand(None, ty)
                f = self.constant(ty) if rng.random() < 0.8 else self.operand(None, ty)
                self.emit(f"arith.select {c}, {t}, {f} : {ty}", ty)
                return
            mask = ty != element(ty) and rng.random() < 0.5
            cty = with_element(ty, "i1") if mask else "i1"
            c = self.operand(None, cty)
            t, f = self.operand(None, ty), self.operand(None, ty)
            if rng.random() < 0.15:
                f = t
            if mask:
                self.emit(f"arith.select {c}, {t}, {f} : {cty}, {ty}", ty)
            else:
                self.emit(f"arith.select {c}, {t}, {f} : {ty}", ty)
        elif kind == "not":
            if not is_int(element(ty)):
                ty = with_element(ty, "i1")
            a = self.operand(None, ty)
            ones = self.constant(ty, "true" if element(ty) == "i1" else "-1")
            self.emit(f"arith.xori {a}, {ones} : {ty}", ty)
        elif kind == "extended":
            if not (is_int(element(ty)) or element(ty) == "index"):
                ty = with_element(ty, rng.choice(["i32", "i8", "i64"]))
            op = rng.choice(["addui_extended", "mulsi_extended", "mului_extended"])
            poison, self.poison = self.poison, (0.0 if op == "addui_extended" else self.poison)
            a, b = self.operand(None, ty), self.operand(None, ty)
            self.poison = poison
            n1, n2 = self.fresh(), self.fresh()
            if op == "addui_extended":
                oty = with_element(ty, "i1")
                self.lines.append(f"  {n1}, {n2} = arith.{op} {a}, {b} : {ty}, {oty}")
                self.values += [(n1, ty)]
                if rng.random() < 0.5:
                    self.values.append((n2, oty))
            else:
                self.lines.append(f"  {n1}, {n2} = arith.{op} {a}, {b} : {ty}")
                self.values.append((n1, ty))
                if rng.random() < 0.5:
                    self.values.append((n2, ty))
        else:
            self.cast(ty)

    def cast(self, ty):
        rng = self.rng
        el = element(ty)
        a = self.operand(None, ty)
        if el == "index":
            to = with_element(ty, rng.choice(["i32", "i64", "i8"]))
            op = rng.choice(["index_cast", "index_castui"])
            self.emit(f"arith.{op} {a} : {ty} to {to}", to)
        elif is_int(el):
            w = width(el)
            choices = ["index_cast", "index_castui", "sitofp", "uitofp", "bitcast"]
            wider = [x for x in INT_WIDTHS if x > w]
            narrower = [x for x in INT_WIDTHS if x < w]
            if wider:
                choices += ["extsi", "extui"] * 2
            if narrower:
                choices += ["trunci"] * 2
            op = rng.choice(choices)
            if op in ("extsi", "extui"):
                to = with_element(ty, f"i{rng.choice(wider)}")
                self.emit(f"arith.{op} {a} : {ty} to {to}", to)
            elif op == "trunci":
                to = with_element(ty, f"i{rng.choice(narrower)}")
                fl = self.flags("addi").replace("addi", "")
                self.emit(f"arith.trunci {a}{fl if rng.random() < 0.3 else ''} : {ty} to {to}", to)
            elif op in ("index_cast", "index_castui"):
                to = with_element(ty, "index")
                self.emit(f"arith.{op} {a} : {ty} to {to}", to)
            elif op in ("sitofp", "uitofp"):
                to = with_element(ty, rng.choice(FLOATS))
                self.emit(f"arith.{op} {a} : {ty} to {to}", to)
            else:
                fl = {16: ["f16", "bf16"], 32: ["f32"], 64: ["f64"]}.get(w)
                if not fl:
                    return
                to = with_element(ty, rng.choice(fl))
                self.emit(f"arith.bitcast {a} : {ty} to {to}", to)
        else:
            w = width(el)
            op = rng.choice(["extf", "truncf", "fptosi", "fptoui", "bitcast", "truncf"])
            if op == "extf":
                wider = [f for f in FLOATS if width(f) > w]
                if not wider:
                    return
                to = with_element(ty, rng.choice(wider))
                self.emit(f"arith.extf {a}{self.fastmath()} : {ty} to {to}", to)
            elif op == "truncf":
                narrower = [f for f in FLOATS if width(f) < w]
                if not narrower:
                    return
                to = with_element(ty, rng.choice(narrower))
                rm = rng.choice(["", "", "", " to_nearest_even", " downward", " upward", " toward_zero"])
                self.emit(f"arith.truncf {a}{rm}{self.fastmath()} : {ty} to {to}", to)
            elif op in ("fptosi", "fptoui"):
                to = with_element(ty, f"i{rng.choice([8, 16, 32, 64])}")
                self.emit(f"arith.{op} {a} : {ty} to {to}", to)
            else:
                to = with_element(ty, f"i{w}")
                self.emit(f"arith.bitcast {a} : {ty} to {to}", to)


# ----- `--wide` -------------------------------------------------------------

W_INT_WIDTHS = [1, 2, 3, 7, 8, 16, 17, 32, 33, 64, 65, 127, 128, 256]
# name -> (bit width, exponent bits, significand bits without the
# implicit one, has a sign bit); f80's significand has an explicit
# integer bit, counted here.
W_FLOAT_FORMATS = {
    "f16": (16, 5, 10, True), "bf16": (16, 8, 7, True), "f32": (32, 8, 23, True),
    "f64": (64, 11, 52, True), "f80": (80, 15, 64, True), "f128": (128, 15, 112, True),
    "tf32": (19, 8, 10, True), "f8E4M3FN": (8, 4, 3, True), "f8E5M2": (8, 5, 2, True),
    "f8E4M3FNUZ": (8, 4, 3, True), "f8E5M2FNUZ": (8, 5, 2, True),
    "f8E4M3B11FNUZ": (8, 4, 3, True), "f8E3M4": (8, 3, 4, True), "f8E4M3": (8, 4, 3, True),
    "f8E8M0FNU": (8, 8, 0, False), "f6E2M3FN": (6, 2, 3, True), "f6E3M2FN": (6, 3, 2, True),
    "f4E2M1FN": (4, 2, 1, True),
}
W_FLOATS = list(W_FLOAT_FORMATS)
W_SHAPES = ["vector<4x{}>", "tensor<3x{}>", "vector<2x{}>", "vector<{}>", "tensor<{}>",
            "vector<[4]x{}>", "vector<2x[2]x{}>"]
W_DECIMALS = ["0.0", "-0.0", "1.0", "-1.0", "0.5", "2.5", "3.0", "-7.25", "1.0e+10", "448.0",
              "57344.0", "65504.0", "1.0e-3", "1.0e-40", "6.0", "0.25", "240.0", "1.5",
              "0.1", "-3.75", "1.0e+300", "3.4028234663852886e+38", "1.17549435e-38",
              "0.3333333333333333", "2.0", "-448.0", "1.25e-02", "7.5"]


def w_width(el):
    if el == "index":
        return 64
    if is_int(el):
        return int(el[1:])
    return W_FLOAT_FORMATS[el][0]


def w_dims(ty):
    """The element count of a shaped type's non-scalable dims (None for
    scalars and scalable vectors, whose constants must be splats)."""
    prefix, _ = split_shaped(ty)
    if prefix is None or "[" in prefix:
        return None
    n = 1
    for d in re.findall(r"(\d+)x", prefix):
        n *= int(d)
    return n


class WideGen(Gen):
    """`Gen` over the `--wide` types, values and ops."""

    def int_value(self, el):
        w = w_width(el)
        if el == "i1":
            return self.rng.choice(["true", "false"])
        lo, hi = -(1 << (w - 1)), (1 << (w - 1)) - 1
        v = self.rng.choice([0, 1, -1, 2, 3, 7, w - 1, w, w + 1, 2 * w, lo, hi, lo + 1,
                             hi - 1, 1 << (w // 2), -(1 << (w // 2)), hi // 3,
                             self.rng.randint(lo, hi), self.rng.randint(-100, 100)])
        v = max(lo, min(hi, v))
        if self.rng.random() < 0.15:
            return hex(v & ((1 << w) - 1)).replace("0x", "0x").upper().replace("0X", "0x")
        return str(v)

    def float_bits(self, el):
        w, e, m, signed = W_FLOAT_FORMATS[el]
        r = self.rng.random()
        sign = (1 << (w - 1)) if signed and self.rng.random() < 0.5 else 0
        emax = ((1 << e) - 1) << (w - e - (1 if signed else 0)) if signed else ((1 << e) - 1) << m
        if r < 0.4:
            bits = self.rng.getrandbits(w)
        elif r < 0.55:  # all-ones exponent: inf/NaN in IEEE-like formats
            bits = sign | emax | self.rng.choice([0, 1, (1 << m) - 1 if m else 0, 1 << max(m - 1, 0)])
        elif r < 0.7:  # denormals
            bits = sign | self.rng.randint(0, (1 << m) - 1 if m else 1)
        elif r < 0.85:  # largest values
            bits = sign | (emax - (1 << m if m else 1)) | self.rng.randint(0, (1 << m) - 1 if m else 0)
        else:
            bits = self.rng.choice([0, 1 << (w - 1), (1 << w) - 1, 1])
        bits &= (1 << w) - 1
        digits = (w + 3) // 4
        return "0x" + format(bits, f"0{digits}X")

    def float_value(self, el):
        if self.rng.random() < 0.5:
            return self.float_bits(el)
        return self.rng.choice(W_DECIMALS)

    def constant(self, ty, scalar=None):
        el = element(ty)
        n = w_dims(ty)
        if scalar is None and n is not None and n > 1 and self.rng.random() < 0.5:
            pick = (lambda: self.int_value(el)) if (is_int(el) or el == "index") else \
                (lambda: self.float_value(el))
            elems = [pick() for _ in range(n)]
            if el == "i1":
                elems = [e if e in ("true", "false") else "true" for e in elems]
            if el == "index":
                elems = [str(int(e, 0)) for e in elems]
            name = self.fresh()
            dims = [int(d) for d in re.findall(r"(\d+)x", split_shaped(ty)[0])]
            text = self.nest(elems, dims)
            self.lines.append(f"  {name} = arith.constant dense<{text}> : {ty}")
            self.values.append((name, ty))
            return name
        if scalar is None and el == "index":
            scalar = self.int_value(el)
            scalar = str(int(scalar, 0)) if scalar.startswith("0x") else scalar
        return super().constant(ty, scalar)

    def nest(self, elems, dims):
        if len(dims) <= 1:
            return "[" + ", ".join(elems) + "]"
        step = len(elems) // dims[0]
        return "[" + ", ".join(self.nest(elems[i * step:(i + 1) * step], dims[1:])
                               for i in range(dims[0])) + "]"

    def rounding(self):
        return self.rng.choice(["", "", " to_nearest_even", " downward", " upward",
                                " toward_zero", " to_nearest_away"])

    def step(self):
        rng = self.rng
        r = rng.random()
        base = self.pick(lambda t: True)
        ty = base[1] if base else "i32"
        el = element(ty)
        if r < 0.06:
            # scaling casts: small float <-> wide float, scale f8E8M0FNU
            small = rng.choice(["f4E2M1FN", "f6E2M3FN", "f6E3M2FN", "f8E4M3FN", "f8E5M2"])
            big = rng.choice(["f16", "bf16", "f32"])
            shape = ty if ty != el and "[" not in ty else None
            wrap = (lambda e: with_element(shape, e)) if shape else (lambda e: e)
            scale = self.operand(None, wrap("f8E8M0FNU"))
            if rng.random() < 0.5:
                a = self.operand(None, wrap(small))
                self.emit(f"arith.scaling_extf {a}, {scale}{self.fastmath()} : {wrap(small)}, "
                          f"{wrap('f8E8M0FNU')} to {wrap(big)}", wrap(big))
            else:
                a = self.operand(None, wrap(big))
                self.emit(f"arith.scaling_truncf {a}, {scale}{self.rounding()}{self.fastmath()} : "
                          f"{wrap(big)}, {wrap('f8E8M0FNU')} to {wrap(small)}", wrap(small))
            return
        if r < 0.12:
            # shifts by splats at and past the width
            if not (is_int(el) or el == "index"):
                ty = with_element(ty, rng.choice(["i7", "i33", "i8", "i65", "index"]))
            w = w_width(element(ty))
            op = rng.choice(["shli", "shrsi", "shrui"])
            a = self.operand(None, ty)
            amt = rng.choice([0, 1, w - 1, w, w + 1, 2 * w])
            amt = amt if element(ty) != "i1" else rng.choice([0, 1])
            b = self.constant(ty, str(amt) if element(ty) != "i1" else ["false", "true"][amt])
            self.emit(f"arith.{op} {a}, {b}{self.flags(op)} : {ty}", ty)
            return
        super().step()

    def cast(self, ty):
        rng = self.rng
        el = element(ty)
        a = self.operand(None, ty)
        if el == "index":
            to = with_element(ty, f"i{rng.choice(W_INT_WIDTHS)}")
            op = rng.choice(["index_cast", "index_castui"])
            self.emit(f"arith.{op} {a} : {ty} to {to}", to)
        elif is_int(el):
            w = w_width(el)
            choices = ["index_cast", "index_castui", "sitofp", "uitofp", "bitcast"]
            wider = [x for x in W_INT_WIDTHS if x > w]
            narrower = [x for x in W_INT_WIDTHS if x < w]
            if wider:
                choices += ["extsi", "extui"] * 2
            if narrower:
                choices += ["trunci"] * 2
            op = rng.choice(choices)
            if op in ("extsi", "extui"):
                to = with_element(ty, f"i{rng.choice(wider)}")
                self.emit(f"arith.{op} {a} : {ty} to {to}", to)
            elif op == "trunci":
                to = with_element(ty, f"i{rng.choice(narrower)}")
                fl = self.flags("addi")
                self.emit(f"arith.trunci {a}{fl if rng.random() < 0.3 else ''} : {ty} to {to}", to)
            elif op in ("index_cast", "index_castui"):
                to = with_element(ty, "index")
                self.emit(f"arith.{op} {a} : {ty} to {to}", to)
            elif op in ("sitofp", "uitofp"):
                to = with_element(ty, rng.choice(W_FLOATS))
                self.emit(f"arith.{op} {a} : {ty} to {to}", to)
            else:
                fl = [f for f in W_FLOATS if W_FLOAT_FORMATS[f][0] == w]
                if not fl:
                    return
                to = with_element(ty, rng.choice(fl))
                self.emit(f"arith.bitcast {a} : {ty} to {to}", to)
        else:
            w = w_width(el)
            op = rng.choice(["extf", "truncf", "fptosi", "fptoui", "bitcast", "truncf",
                             "bitcast_float"])
            if op == "extf":
                wider = [f for f in W_FLOATS if w_width(f) > w]
                if not wider:
                    return
                to = with_element(ty, rng.choice(wider))
                self.emit(f"arith.extf {a}{self.fastmath()} : {ty} to {to}", to)
            elif op == "truncf":
                narrower = [f for f in W_FLOATS if w_width(f) < w]
                if not narrower:
                    return
                to = with_element(ty, rng.choice(narrower))
                self.emit(f"arith.truncf {a}{self.rounding()}{self.fastmath()} : {ty} to {to}", to)
            elif op in ("fptosi", "fptoui"):
                to = with_element(ty, f"i{rng.choice(W_INT_WIDTHS)}")
                self.emit(f"arith.{op} {a} : {ty} to {to}", to)
            elif op == "bitcast_float":
                same = [f for f in W_FLOATS if w_width(f) == w and f != el]
                if not same:
                    return
                to = with_element(ty, rng.choice(same))
                self.emit(f"arith.bitcast {a} : {ty} to {to}", to)
            else:
                to = with_element(ty, f"i{w}")
                self.emit(f"arith.bitcast {a} : {ty} to {to}", to)


def wide_function(rng, index, poison=0.0):
    """One random `--wide` function `@f{index}`."""
    g = WideGen(rng, poison)
    ints = [f"i{w}" for w in W_INT_WIDTHS]
    scalar = rng.sample(ints, 3) + ["index"] * (rng.random() < 0.5) + rng.sample(W_FLOATS, 3)
    shaped = [rng.choice(W_SHAPES).format(rng.choice(ints + W_FLOATS + ["index"]))
              for _ in range(rng.randint(0, 3))]
    args = scalar + shaped
    for i, t in enumerate(args):
        g.values.append((f"%arg{i}", t))
    for _ in range(rng.randint(4, 22)):
        g.step()
    computed = [v for v in g.values if v[0].startswith("%v")] or g.values[:1]
    rets = [v for v in computed if rng.random() < 0.4] or [computed[-1]]
    sig = ", ".join(f"%arg{i}: {t}" for i, t in enumerate(args))
    rtys = ", ".join(t for _, t in rets)
    body = "\n".join(g.lines)
    return (f"func.func @f{index}({sig}) -> ({rtys}) {{\n{body}\n"
            f"  return {', '.join(n for n, _ in rets)} : {rtys}\n}}\n")


def function(rng, index, steps=None, poison=0.0):
    """One random function `@f{index}` of `steps` arith steps (default:
    4 to 22); operands are `ub.poison` with probability `poison`."""
    g = Gen(rng, poison)
    scalar = rng.sample(["i1", "i8", "i16", "i32", "i64", "index", "f16", "bf16", "f32", "f64"], 4)
    shaped = [rng.choice(SHAPES).format(rng.choice(["i32", "i8", "f32", "i1", "f16"]))
              for _ in range(rng.randint(0, 2))]
    args = scalar + shaped
    for i, t in enumerate(args):
        g.values.append((f"%arg{i}", t))
    for _ in range(steps if steps is not None else rng.randint(4, 22)):
        g.step()
    computed = [v for v in g.values if v[0].startswith("%v")]
    if not computed:
        computed = g.values[:1]
    rets = [v for v in computed if rng.random() < 0.4] or [computed[-1]]
    sig = ", ".join(f"%arg{i}: {t}" for i, t in enumerate(args))
    rtys = ", ".join(t for _, t in rets)
    body = "\n".join(g.lines)
    return (f"func.func @f{index}({sig}) -> ({rtys}) {{\n{body}\n"
            f"  return {', '.join(n for n, _ in rets)} : {rtys}\n}}\n")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("outdir")
    ap.add_argument("--count", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=22)
    ap.add_argument("--poison", type=float, default=0.0)
    ap.add_argument("--wide", action="store_true",
                    help="odd/large integer widths, every float type, 0-d and scalable vectors")
    a = ap.parse_args()
    os.makedirs(a.outdir, exist_ok=True)
    rng = random.Random(a.seed)
    for i in range(a.count):
        with open(os.path.join(a.outdir, f"arith_{i:04d}.mlir"), "w") as f:
            f.write(wide_function(rng, i, poison=a.poison) if a.wide
                    else function(rng, i, poison=a.poison))


if __name__ == "__main__":
    main()
