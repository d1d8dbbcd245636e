#!/usr/bin/env python3
"""Generates random scf + arith functions for scf-opt vs mlir-opt.

    scripts/gen-scf-random.py OUTDIR [--count N] [--seed S] [--classic] [--poison P] [--wide]

Each output `scf_NNNN.mlir` is a module in MLIR's custom syntax: private
`func.func` declarations of opaque sources and sinks (`@src_T() -> T`,
`@sink_T(T)`; calls to them have unknown effects, so they keep loops and
branches alive) and one function `@fN` whose body mixes, nested up to
three levels deep:

- `scf.if` with and without results, with and without an `else` (and with
  an `else` that only yields), on conditions that are constants, function
  arguments, `arith.cmpi` of constants (that fold) or of other values, or
  the negation (`xori … true`) of another condition; branches yielding the
  same value, constants, outer values or values computed inside;
- `scf.for` over `index`, `i32` or `i64` (now and then `unsigned`), with
  constant bounds giving 0, 1 or many iterations, with bounds that are
  arguments, and with constant steps (rarely a negative or zero one);
  iteration arguments that are yielded unchanged, swapped with another,
  replaced by a loop-invariant (outer) value, by a constant or by a value
  computed in the body, and results that are unused;
- `scf.while` with before/after regions: conditions that are constants,
  comparisons of the before region's arguments or other values; arguments
  forwarded unchanged (or permuted, duplicated, replaced by outer values)
  to the after region and yielded back;
- `scf.execute_region`s (sometimes `no_inline`), now and then of three
  blocks: a `cf.cond_br` to two blocks that yield;
- `scf.parallel` of one to three dimensions (constant bounds giving 0, 1
  or many iterations, bounds that are arguments, positive constant or
  opaque steps), with zero to two reductions (`scf.reduce` regions of an
  arith op, or returning one of their arguments), and now and then a
  loop whose body is only another loop (whose bounds may use the outer
  induction variables);
- `scf.index_switch` on a constant (matching a case or not) or another
  `index` value, with zero to three cases, with and without results;
- arith ops feeding all of these: constants, `addi`, `subi`, `muli`,
  `andi`, `ori`, `xori`, `cmpi` with every predicate, `select`,
  `index_cast`, `extui`/`trunci`.

Only the constructs drr-scf supports: no `scf.forall` or tensors
(random `cf` control flow has its own generator,
scripts/gen-cf-random.py). `--classic` leaves out `scf.parallel` and
`scf.index_switch`, which gives, for a seed, the modules of the
generator before it had them.
`--wide` adds forms the default modules never have (the default output
for a seed is unchanged): `i16`/`i128` values and loop bounds near the
types' limits (bounds that overflow, zero- and one-trip loops in `i1`/`i8`),
`f16`/`f32`, vector, tensor and memref values carried through `scf.if`
results, loop iteration arguments and `scf.execute_region` results (up to
eight at a time, yielded back in permuted orders), `scf.while` loops
with longer before regions that forward constants and outer values,
nested `scf.if` chains on related conditions, and `scf.index_switch`
with up to eight cases; `tensor.cast`s between `tensor<4xf32>` and
`tensor<?xf32>`, `scf.parallel` reductions of floats and vectors, `scf.while`
conditions that are `i1` before arguments, and multi-block
`scf.execute_region`s whose blocks branch to a joining block with arguments,
and loop upper bounds `arith.addi lb, C` with `nsw`/`nuw` flags.
scripts/compare-scf-random.sh turns each file into generic form with
mlir-opt-22 before comparing. Deterministic for a given seed (default 22).
"""

import argparse
import os
import random
import re

INT_TYPES = ["index", "i32", "i64", "i8", "i1"]
LOOP_TYPES = ["index", "index", "index", "i32", "i64", "i8", "i1"]
CMPI_PREDS = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]
INT_BIN = ["addi", "addi", "subi", "muli", "andi", "ori", "xori"]
MAX_DEPTH = 3


WIDE_INT_TYPES = INT_TYPES + ["i16", "i128"]
WIDE_LOOP_TYPES = LOOP_TYPES + ["i16", "i128", "i8", "i1"]
# Types only carried around (made by constants, calls and `arith.select`).
OPAQUE_TYPES = ["f32", "f16", "vector<4xi32>", "tensor<4xf32>", "tensor<?xf32>", "memref<?xi8>"]


def width(ty):
    return 64 if ty == "index" else int(ty[1:])


def is_int(ty):
    return ty == "index" or re.fullmatch(r"i[0-9]+", ty) is not None


def mangle(ty):
    """The symbol suffix of `@src_`/`@sink_` for `ty` (the type itself for
    the integer types)."""
    return re.sub(r"[^A-Za-z0-9]", "_", ty)


class Gen:
    def __init__(self, rng, classic=False, poison=0.0, wide=False):
        self.rng = rng
        self.wide = wide
        self.int_types = WIDE_INT_TYPES if wide else INT_TYPES
        self.classic = classic
        self.poison = poison
        self.lines = []
        self.scopes = [[]]  # visible (name, type) per nesting level
        self.n = 0
        self.indent = 1
        self.used_decls = set()

    # --- values -----------------------------------------------------------
    def fresh(self, prefix="v"):
        self.n += 1
        return f"%{prefix}{self.n}"

    def emit(self, text):
        self.lines.append("  " * self.indent + text)

    def define(self, name, ty):
        self.scopes[-1].append((name, ty))

    def visible(self, ty):
        return [v for scope in self.scopes for v in scope if v[1] == ty]

    def pick(self, ty, fresh_const=0.25):
        """A visible value of type `ty` (preferably a recent one), or a new
        constant."""
        cands = self.visible(ty)
        if not cands or self.rng.random() < fresh_const:
            return self.constant(ty)
        if self.rng.random() < 0.6:
            cands = cands[-4:]
        return self.rng.choice(cands)[0]

    def int_literal(self, ty):
        if ty == "i1":
            return self.rng.choice(["true", "false"])
        w = width(ty)
        lo, hi = -(1 << (w - 1)), (1 << (w - 1)) - 1
        v = self.rng.choice([0, 0, 1, 1, -1, 2, 3, 4, 5, 7, 8, 10, 16, 100, -3, hi, lo,
                             self.rng.randint(-20, 20)])
        return str(max(lo, min(hi, v)))

    def constant(self, ty, lit=None):
        if lit is None and self.poison and self.rng.random() < self.poison:
            name = self.fresh("p")
            self.emit(f"{name} = ub.poison : {ty}")
            self.define(name, ty)
            return name
        if not is_int(ty):
            return self.opaque_constant(ty, lit)
        lit = self.int_literal(ty) if lit is None else lit
        name = self.fresh("c")
        if ty == "i1":
            self.emit(f"{name} = arith.constant {lit}")
        else:
            self.emit(f"{name} = arith.constant {lit} : {ty}")
        self.define(name, ty)
        return name

    def opaque_constant(self, ty, lit=None):
        """A constant of a non-integer type (a call for memrefs)."""
        if ty.startswith("memref"):
            return self.src(ty)
        rng = self.rng
        name = self.fresh("c")
        if ty in ("f32", "f16"):
            lit = lit or rng.choice(["0.0", "1.0", "-1.0", "2.5", "0x7FC00000" if ty == "f32" else "0x7E00"])
            self.emit(f"{name} = arith.constant {lit} : {ty}")
        elif ty == "tensor<?xf32>":
            return self.src(ty)
        elif "xi32" in ty:
            self.emit(f"{name} = arith.constant dense<{lit or rng.choice([0, 1, 7, -1])}> : {ty}")
        else:
            self.emit(f"{name} = arith.constant dense<{lit or rng.choice(['0.0', '1.5'])}> : {ty}")
        self.define(name, ty)
        return name

    def src(self, ty):
        name = self.fresh()
        self.used_decls.add(("src", ty))
        self.emit(f"{name} = func.call @src_{mangle(ty)}() : () -> {ty}")
        self.define(name, ty)
        return name

    def sink(self, ty=None):
        ty = ty or self.rng.choice(self.int_types)
        if self.wide and self.rng.random() < 0.3:
            ty = self.rng.choice(OPAQUE_TYPES)
        v = self.pick(ty, fresh_const=0.1)
        self.used_decls.add(("sink", ty))
        self.emit(f"func.call @sink_{mangle(ty)}({v}) : ({ty}) -> ()")

    # --- arith ------------------------------------------------------------
    def condition(self):
        """An i1 value for a branch or loop condition."""
        r = self.rng.random()
        if r < 0.25:
            return self.constant("i1")
        if r < 0.45:
            return self.pick("i1", fresh_const=0.0) if self.visible("i1") else self.cmpi()
        if r < 0.85:
            return self.cmpi()
        if r < 0.92:
            c = self.pick("i1", fresh_const=0.2)
            t = self.constant("i1", "true")
            name = self.fresh()
            self.emit(f"{name} = arith.xori {c}, {t} : i1")
            self.define(name, "i1")
            return name
        return self.src("i1")

    def cmpi(self, ty=None, a=None, b=None):
        ty = ty or self.rng.choice(["index", "i32", "i64", "i8"] + (["i16", "i128"] if self.wide else []))
        a = a or self.pick(ty)
        b = b or self.pick(ty)
        p = self.rng.choice(CMPI_PREDS)
        name = self.fresh()
        self.emit(f"{name} = arith.cmpi {p}, {a}, {b} : {ty}")
        self.define(name, "i1")
        return name

    def arith(self, ty=None):
        """One arith op producing a value of type `ty` (or a random one)."""
        rng = self.rng
        ty = ty or rng.choice(self.int_types)
        if not is_int(ty):
            return self.opaque_arith(ty)
        k = rng.random()
        name = self.fresh()
        if ty == "i1" and k < 0.3:
            return self.cmpi()
        if k < 0.15:
            return self.constant(ty)
        if k < 0.6:
            op = rng.choice(INT_BIN)
            a, b = self.pick(ty), self.pick(ty)
            if rng.random() < 0.1:
                b = a
            self.emit(f"{name} = arith.{op} {a}, {b} : {ty}")
        elif k < 0.8:
            c = self.condition()
            a, b = self.pick(ty), self.pick(ty)
            if rng.random() < 0.15:
                b = a
            self.emit(f"{name} = arith.select {c}, {a}, {b} : {ty}")
        else:
            others = [t for t in self.int_types if t != ty and t != "i1"]
            if ty == "i1":
                return self.cmpi()
            frm = rng.choice(others)
            a = self.pick(frm)
            if ty == "index" or frm == "index":
                self.emit(f"{name} = arith.index_cast {a} : {frm} to {ty}")
            elif width(frm) < width(ty):
                self.emit(f"{name} = arith.extui {a} : {frm} to {ty}")
            else:
                self.emit(f"{name} = arith.trunci {a} : {frm} to {ty}")
        self.define(name, ty)
        return name

    def opaque_arith(self, ty):
        """An op producing a value of the non-integer type `ty`."""
        rng = self.rng
        k = rng.random()
        if k < 0.2:
            return self.constant(ty)
        if k < 0.3:
            return self.src(ty)
        if ty.startswith("tensor") and k < 0.45:
            # A `tensor.cast` from the other tensor type (ForOpTensorCastFolder).
            other = "tensor<?xf32>" if ty == "tensor<4xf32>" else "tensor<4xf32>"
            src = self.pick(other, fresh_const=0.3)
            name = self.fresh()
            self.emit(f"{name} = tensor.cast {src} : {other} to {ty}")
            self.define(name, ty)
            return name
        name = self.fresh()
        a, b = self.pick(ty), self.pick(ty)
        if k < 0.6 and not ty.startswith("memref"):
            op = "addi" if "xi32" in ty else rng.choice(["addf", "mulf", "subf"])
            self.emit(f"{name} = arith.{op} {a}, {b} : {ty}")
        else:
            c = self.condition()
            self.emit(f"{name} = arith.select {c}, {a}, {b} : {ty}")
        self.define(name, ty)
        return name

    # --- regions ----------------------------------------------------------
    def open_region(self):
        self.scopes.append([])
        self.indent += 1

    def close_region(self):
        self.scopes.pop()
        self.indent -= 1

    def body(self, depth, steps=None):
        steps = steps if steps is not None else self.rng.randint(0, 4)
        for _ in range(steps):
            self.stmt(depth)

    def stmt(self, depth):
        rng = self.rng
        kinds = ["arith"] * 6 + ["sink"] * 2 + ["src"]
        if depth < MAX_DEPTH:
            kinds += ["if"] * 3 + ["for"] * 3 + ["while"] * 2 + ["exec"] * 2
        if depth < MAX_DEPTH:
            kinds += ["idiom"] * 2
        if depth < MAX_DEPTH and not self.classic:
            kinds += ["parallel"] * 2 + ["switch"] * 2
        if depth < MAX_DEPTH and self.wide:
            kinds += ["chain"] * 2
        kind = rng.choice(kinds)
        if kind == "chain":
            self.if_chain(depth + 1)
        elif kind == "idiom":
            self.idiom(depth + 1)
        elif kind == "arith":
            self.arith()
        elif kind == "sink":
            self.sink()
        elif kind == "src":
            self.src(rng.choice(self.int_types + (OPAQUE_TYPES if self.wide else [])))
        elif kind == "if":
            self.if_op(depth + 1)
        elif kind == "for":
            self.for_op(depth + 1)
        elif kind == "while":
            self.while_op(depth + 1)
        elif kind == "parallel":
            self.parallel_op(depth + 1)
        elif kind == "switch":
            self.switch_op(depth + 1)
        else:
            self.exec_op(depth + 1)

    def idiom(self, depth):
        """Shapes that specific patterns look for: consecutive `if`s on one
        condition or its negation, an `if` nested in one on the same
        condition, an `if` yielding boolean constants, an `if` whose
        branches only yield outer values."""
        rng = self.rng
        k = rng.random()
        c = self.condition()
        if k < 0.3:
            self.if_op(depth, c)
            if rng.random() < 0.5:
                t = self.constant("i1", "true")
                n = self.fresh()
                self.emit(f"{n} = arith.xori {c}, {t} : i1")
                self.define(n, "i1")
                c = n
            self.if_op(depth, c)
        elif k < 0.5:
            tys = self.result_types()
            head, res = self.results(tys)
            arrow = f" -> ({', '.join(tys)})" if tys else ""
            self.emit(f"{head}scf.if {c}{arrow} {{")
            self.open_region()
            self.body(depth, rng.randint(0, 2))
            inner = rng.choice([c, c, self.condition()])
            self.if_op(depth + 1, inner)
            self.yield_line([self.yielded(t) for t in tys], tys)
            self.close_region()
            if tys or rng.random() < 0.5:
                self.emit("} else {")
                self.open_region()
                self.body(depth, rng.randint(0, 1))
                self.yield_line([self.yielded(t) for t in tys], tys)
                self.close_region()
            self.emit("}")
            for r, t in zip(res, tys):
                self.define(r, t)
        else:
            n = rng.randint(1, 3)
            tys = [rng.choice(["i1", "i1", "i32", "index"]) for _ in range(n)]
            head, res = self.results(tys)
            self.emit(f"{head}scf.if {c} -> ({', '.join(tys)}) {{")
            vals = []
            for branch in range(2):
                self.open_region()
                if rng.random() < 0.4:
                    self.body(depth, 1)
                vs = []
                for t in tys:
                    if t == "i1" and rng.random() < 0.7:
                        vs.append(self.constant("i1"))
                    elif rng.random() < 0.3 and branch == 1:
                        vs.append(vals[len(vs)] if vals[len(vs)] in
                                  [v for sc in self.scopes[:-1] for v, _ in sc] else self.pick(t))
                    else:
                        vs.append(self.pick(t, fresh_const=0.2))
                vals = vals or vs
                self.yield_line(vs, tys)
                self.close_region()
                if branch == 0:
                    self.emit("} else {")
            self.emit("}")
            for r, t in zip(res, tys):
                self.define(r, t)

    def result_types(self, most=3):
        if self.wide and most >= 3 and self.rng.random() < 0.5:
            # Many results from few types, so that permutations and
            # duplicates type-check.
            pool = self.rng.sample(self.int_types + OPAQUE_TYPES, 3)
            return [self.rng.choice(pool) for _ in range(self.rng.randint(0, 8))]
        k = self.rng.choice([0, 1, 1, 2, 2, 3][: most + 3])
        return [self.rng.choice(INT_TYPES) for _ in range(min(k, most))]

    def if_chain(self, depth):
        """`scf.if`s nested two to four deep, on one condition, its
        negation, constants or others, each level yielding the inner
        `if`'s results, outer values or constants (shapes that
        `CombineNestedIfs`, `ConvertTrivialIfToSelect` and the static
        condition patterns collapse)."""
        rng = self.rng
        tys = self.result_types()
        levels = rng.randint(2, 4)
        base = self.condition()
        conds = []
        for _ in range(levels):
            r = rng.random()
            if r < 0.4:
                conds.append(base)
            elif r < 0.6:
                t = self.constant("i1", "true")
                n = self.fresh()
                self.emit(f"{n} = arith.xori {base}, {t} : i1")
                self.define(n, "i1")
                conds.append(n)
            elif r < 0.75:
                conds.append(self.constant("i1"))
            else:
                conds.append(self.condition())
        outer_vals = [self.pick(t, fresh_const=0.4) for t in tys]
        heads = []

        def level(i):
            head, res = self.results(tys)
            arrow = f" -> ({', '.join(tys)})" if tys else ""
            self.emit(f"{head}scf.if {conds[i]}{arrow} {{")
            self.open_region()
            if rng.random() < 0.3:
                self.body(depth, 1)
            if i + 1 < levels:
                inner = level(i + 1)
                vals = [v if rng.random() < 0.75 else self.pick(t, fresh_const=0.3)
                        for v, t in zip(inner, tys)]
            else:
                vals = [self.yielded(t) for t in tys]
            if tys or rng.random() < 0.5:
                self.yield_line(vals, tys)
            self.close_region()
            if tys or rng.random() < 0.5:
                self.emit("} else {")
                self.open_region()
                ev = [o if rng.random() < 0.6 else self.pick(t, fresh_const=0.3)
                      for o, t in zip(outer_vals, tys)]
                self.yield_line(ev, tys)
                self.close_region()
            self.emit("}")
            for r_, t in zip(res, tys):
                self.define(r_, t)
            return res

        heads = level(0)
        return heads

    def yielded(self, ty, shared=None):
        """A value to yield of type `ty`: the `shared` one (the other
        branch's) sometimes, else a visible or new value."""
        r = self.rng.random()
        if shared is not None and r < 0.35 and any(
                v[0] == shared for scope in self.scopes for v in scope):
            return shared
        if r < 0.55:
            return self.arith(ty)
        return self.pick(ty, fresh_const=0.3)

    def results(self, tys):
        """Names for an op's results: `%r` or `%r:N`, and the result values."""
        if not tys:
            return "", []
        base = self.fresh("r")
        if len(tys) == 1:
            return f"{base} = ", [base]
        return f"{base}:{len(tys)} = ", [f"{base}#{i}" for i in range(len(tys))]

    def yield_line(self, vals, tys, op="scf.yield"):
        if vals:
            self.emit(f"{op} {', '.join(vals)} : {', '.join(tys)}")
        else:
            self.emit(op)

    def if_op(self, depth, c=None):
        rng = self.rng
        tys = self.result_types()
        c = c or self.condition()
        head, res = self.results(tys)
        arrow = f" -> ({', '.join(tys)})" if tys else ""
        self.emit(f"{head}scf.if {c}{arrow} {{")
        self.open_region()
        self.body(depth)
        then_vals = [self.yielded(t) for t in tys]
        if tys or rng.random() < 0.5:
            self.yield_line(then_vals, tys)
        self.close_region()
        has_else = bool(tys) or rng.random() < 0.6
        if has_else:
            self.emit("} else {")
            self.open_region()
            if tys or rng.random() < 0.6:
                self.body(depth)
            else_vals = [self.yielded(t, shared=v) for t, v in zip(tys, then_vals)]
            if tys or rng.random() < 0.5:
                self.yield_line(else_vals, tys)
            self.close_region()
        self.emit("}")
        for r, t in zip(res, tys):
            self.define(r, t)

    def bound(self, ty):
        r = self.rng.random()
        if r < 0.75:
            if ty == "i1":
                return self.constant(ty)
            vals = [0, 0, 1, 1, 2, 3, 4, 7, 10, -2]
            if ty == "i8":
                vals += [120, 127, -128, -127, 126]
            if self.wide and ty != "index":
                w = width(ty)
                hi, lo = (1 << (w - 1)) - 1, -(1 << (w - 1))
                vals += [hi, hi - 1, lo, lo + 1, -1, (1 << (w - 1)) - 3]
            return self.constant(ty, str(self.rng.choice(vals)))
        return self.pick(ty, fresh_const=0.0) if self.visible(ty) else self.src(ty)

    def for_op(self, depth):
        rng = self.rng
        ity = rng.choice(WIDE_LOOP_TYPES if self.wide else LOOP_TYPES)
        lb = self.bound(ity)
        # Upper bounds near the lower bound: 0, 1 or a few iterations.
        if rng.random() < 0.6 and not lb.startswith("%arg"):
            ub = self.bound(ity)
        else:
            ub = self.bound(ity)
        if self.wide and ity != "i1" and rng.random() < 0.3:
            # `ub = lb + C` with overflow flags (scf::computeUbMinusLb),
            # on a lower bound that is not a constant.
            if rng.random() < 0.7:
                lb = self.pick(ity, fresh_const=0.0) if self.visible(ity) else self.src(ity)
            c = self.bound(ity)
            flags = rng.choice(["nsw", "nuw", "nsw, nuw", None])
            ub = self.fresh()
            self.emit(f"{ub} = arith.addi {lb}, {c}"
                      + (f" overflow<{flags}>" if flags else "") + f" : {ity}")
            self.define(ub, ity)
        r = rng.random()
        if ity == "i1" and r < 0.85:
            step = self.constant(ity, rng.choice(["true", "true", "false"]))
        elif r < 0.8:
            extra = [100, 127] if ity == "i8" else []
            if self.wide and ity in ("i16", "i128"):
                extra = [(1 << (width(ity) - 1)) - 1, 1 << (width(ity) - 2)]
            step = self.constant(ity, str(rng.choice([1, 1, 1, 2, 3] + extra)))
        elif r < 0.85:
            step = self.constant(ity, str(rng.choice([0, -1])))
        else:
            step = self.pick(ity, fresh_const=0.0) if self.visible(ity) else self.src(ity)
        tys = self.result_types()
        inits = [self.pick(t, fresh_const=0.3) for t in tys]
        iv = self.fresh("i")
        iters = [self.fresh("a") for _ in tys]
        head, res = self.results(tys)
        unsigned = "unsigned " if rng.random() < (0.3 if self.wide else 0.1) else ""
        text = f"{head}scf.for {unsigned}{iv} = {lb} to {ub} step {step}"
        if tys:
            assigns = ", ".join(f"{a} = {i}" for a, i in zip(iters, inits))
            text += f" iter_args({assigns}) -> ({', '.join(tys)})"
        if ity != "index":
            text += f" : {ity}"
        self.emit(text + " {")
        self.open_region()
        self.define(iv, ity)
        for a, t in zip(iters, tys):
            self.define(a, t)
        self.body(depth)
        vals = []
        permute = self.wide and len(tys) > 1 and rng.random() < 0.3
        for k, (a, t) in enumerate(zip(iters, tys)):
            r = rng.random()
            same = [x for x, tt in zip(iters, tys) if tt == t and x != a]
            if permute:
                r = 0.4 if same and r < 0.7 else r
            if r < 0.35:
                vals.append(a)  # yielded unchanged
            elif r < 0.45 and same:
                vals.append(rng.choice(same))  # swapped
            elif r < 0.6:
                outer = [v for scope in self.scopes[:-1] for v in scope if v[1] == t]
                vals.append(rng.choice(outer)[0] if outer else self.constant(t))
            elif r < 0.7:
                vals.append(self.constant(t))
            else:
                vals.append(self.arith(t))
        if tys or rng.random() < 0.3:
            self.yield_line(vals, tys)
        self.close_region()
        self.emit("}")
        for r, t in zip(res, tys):
            self.define(r, t)

    def while_op(self, depth):
        rng = self.rng
        in_tys = [rng.choice(INT_TYPES) for _ in range(rng.randint(0, 3))]
        if self.wide and rng.random() < 0.5:
            in_tys = self.result_types()
        inits = [self.pick(t, fresh_const=0.3) for t in in_tys]
        before = [self.fresh("b") for _ in in_tys]
        # Forwarded values: each a before argument (unchanged, permuted or
        # duplicated) or something else.
        out_tys = [rng.choice(in_tys) if in_tys and rng.random() < 0.8 else rng.choice(INT_TYPES)
                   for _ in range(rng.randint(0, 3))]
        if in_tys and rng.random() < 0.4:
            out_tys = list(in_tys)
        head, res = self.results(out_tys)
        assigns = ", ".join(f"{b} = {i}" for b, i in zip(before, inits))
        self.emit(f"{head}scf.while ({assigns}) : ({', '.join(in_tys)}) -> ({', '.join(out_tys)}) {{")
        self.open_region()
        for b, t in zip(before, in_tys):
            self.define(b, t)
        self.body(depth, rng.randint(0, 6 if self.wide else 3))
        r = rng.random()
        i1_args = [b for b, t in zip(before, in_tys) if t == "i1"]
        if self.wide and i1_args and rng.random() < 0.3:
            cond = rng.choice(i1_args)
        elif r < 0.25:
            cond = self.constant("i1")
        elif r < 0.7 and any(t != "i1" and is_int(t) for t in in_tys):
            cands = [(b, t) for b, t in zip(before, in_tys) if t != "i1" and is_int(t)]
            b, t = rng.choice(cands)
            cond = self.cmpi(t, b, self.pick(t))
        else:
            cond = self.condition()
        if_res = []
        if rng.random() < 0.3:
            # An `if` on the condition right before `scf.condition`.
            k = rng.randint(0, 2)
            rtys = [rng.choice(out_tys) if out_tys and rng.random() < 0.7 else rng.choice(INT_TYPES)
                    for _ in range(k)]
            head, if_res = self.results(rtys)
            arrow = f" -> ({', '.join(rtys)})" if rtys else ""
            self.emit(f"{head}scf.if {cond}{arrow} {{")
            self.open_region()
            self.body(depth, rng.randint(0, 2))
            self.yield_line([self.yielded(t) for t in rtys], rtys)
            self.close_region()
            if rtys or rng.random() < 0.5:
                self.emit("} else {")
                self.open_region()
                if rng.random() < 0.2:
                    self.body(depth, 1)
                self.yield_line([self.pick(t, fresh_const=0.3) for t in rtys], rtys)
                self.close_region()
            self.emit("}")
            if_res = list(zip(if_res, rtys))
        fwd = []
        for t in out_tys:
            from_if = [r for r, tt in if_res if tt == t]
            if from_if and rng.random() < 0.7:
                fwd.append(rng.choice(from_if))
                continue
            cands = [b for b, tt in zip(before, in_tys) if tt == t]
            if self.wide and rng.random() < 0.3:
                outer = [v for scope in self.scopes[:-1] for v in scope if v[1] == t]
                fwd.append(rng.choice(outer)[0] if outer and rng.random() < 0.5
                           else self.constant(t))
            elif cands and rng.random() < 0.75:
                fwd.append(rng.choice(cands))
            else:
                fwd.append(self.yielded(t))
        if in_tys and out_tys == in_tys and rng.random() < 0.6:
            fwd = list(before)
        if fwd:
            self.emit(f"scf.condition({cond}) {', '.join(fwd)} : {', '.join(out_tys)}")
        else:
            self.emit(f"scf.condition({cond})")
        self.close_region()
        self.emit("} do {")
        self.open_region()
        after = [self.fresh("d") for _ in out_tys]
        args = ", ".join(f"{a}: {t}" for a, t in zip(after, out_tys))
        self.lines.append("  " * (self.indent - 1) + f"^bb0({args}):")
        for a, t in zip(after, out_tys):
            self.define(a, t)
        self.body(depth, rng.randint(0, 3))
        vals = []
        for t in in_tys:
            cands = [a for a, tt in zip(after, out_tys) if tt == t]
            if cands and rng.random() < 0.6:
                vals.append(rng.choice(cands))
            else:
                vals.append(self.yielded(t))
        self.yield_line(vals, in_tys)
        self.close_region()
        self.emit("}")
        for r, t in zip(res, out_tys):
            self.define(r, t)

    def exec_op(self, depth):
        rng = self.rng
        tys = self.result_types()
        head, res = self.results(tys)
        arrow = f" -> ({', '.join(tys)})" if tys else ""
        no_inline = " no_inline" if rng.random() < 0.15 else ""
        self.emit(f"{head}scf.execute_region{arrow}{no_inline} {{")
        self.open_region()
        self.body(depth)
        if self.wide and tys and rng.random() < 0.3:
            # Several blocks joining: a `cf.cond_br` (sometimes with
            # operands) to two blocks that branch to a third with
            # arguments, which yields them (and outer values).
            self.join_blocks(depth, tys)
        elif rng.random() < 0.35:
            # Several blocks: a `cf.cond_br` to two blocks that yield.
            cond = self.condition()
            self.emit(f"cf.cond_br {cond}, ^bb1, ^bb2")
            for label in ("^bb1", "^bb2"):
                self.lines.append("  " * (self.indent - 1) + f"{label}:")
                self.scopes.append([])
                self.body(depth)
                vals = [self.yielded(t) for t in tys]
                self.yield_line(vals, tys)
                self.scopes.pop()
        else:
            vals = [self.yielded(t) for t in tys]
            self.yield_line(vals, tys)
        self.close_region()
        self.emit("}")
        for r, t in zip(res, tys):
            self.define(r, t)

    def join_blocks(self, depth, tys):
        rng = self.rng
        cond = self.condition()
        targs = [self.pick(t, fresh_const=0.3) for t in tys[:1]]
        tyl = ", ".join(tys[:1])
        if targs and rng.random() < 0.5:
            self.emit(f"cf.cond_br {cond}, ^bb1({', '.join(targs)} : {tyl}), ^bb2")
            b1 = [(self.fresh("j"), t) for t in tys[:1]]
        else:
            self.emit(f"cf.cond_br {cond}, ^bb1, ^bb2")
            b1 = []
        for label, bargs in (("^bb1", b1), ("^bb2", [])):
            sig = f"({', '.join(f'{a}: {t}' for a, t in bargs)})" if bargs else ""
            self.lines.append("  " * (self.indent - 1) + f"{label}{sig}:")
            self.scopes.append(list(bargs))
            self.body(depth, rng.randint(0, 2))
            vals = [self.pick(t, fresh_const=0.3) for t in tys]
            self.emit(f"cf.br ^bb3({', '.join(vals)} : {', '.join(tys)})")
            self.scopes.pop()
        joined = [(self.fresh("j"), t) for t in tys]
        self.lines.append("  " * (self.indent - 1)
                          + f"^bb3({', '.join(f'{a}: {t}' for a, t in joined)}):")
        self.scopes.append(list(joined))
        order = [a for a, _ in joined]
        if rng.random() < 0.5:
            vals = [rng.choice([a for a, tt in joined if tt == t]) for t in tys]
        else:
            vals = [a if rng.random() < 0.7 else self.pick(t, fresh_const=0.3)
                    for a, t in zip(order, tys)]
        self.yield_line(vals, tys)
        self.scopes.pop()

    def parallel_op(self, depth, nested_ok=True):
        rng = self.rng
        dims = rng.choice([1, 1, 2, 2, 3])
        lbs, ubs, steps = [], [], []
        for _ in range(dims):
            lbs.append(self.bound("index"))
            ubs.append(self.bound("index"))
            if rng.random() < 0.85:
                steps.append(self.constant("index", str(rng.choice([1, 1, 1, 2, 3]))))
            else:
                steps.append(self.src("index"))
        tys = [rng.choice(INT_TYPES) for _ in range(rng.choice([0, 0, 1, 1, 2]))]
        if self.wide and rng.random() < 0.5:
            tys = [rng.choice(self.int_types + ["f32", "f16", "vector<4xi32>"])
                   for _ in range(rng.randint(1, 3))]
        inits = [self.pick(t, fresh_const=0.3) for t in tys]
        ivs = [self.fresh("p") for _ in range(dims)]
        head, res = self.results(tys)
        text = (f"{head}scf.parallel ({', '.join(ivs)}) = ({', '.join(lbs)}) to "
                f"({', '.join(ubs)}) step ({', '.join(steps)})")
        if tys:
            text += f" init ({', '.join(inits)}) -> ({', '.join(tys)})"
        self.emit(text + " {")
        self.open_region()
        for iv in ivs:
            self.define(iv, "index")
        if nested_ok and not tys and depth < MAX_DEPTH and rng.random() < 0.3:
            # A loop whose body is only another loop.
            self.parallel_op(depth + 1, nested_ok=False)
        else:
            self.body(depth)
        vals = [self.yielded(t) for t in tys]
        if tys:
            self.emit(f"scf.reduce({', '.join(vals)} : {', '.join(tys)}) {{")
            for k, t in enumerate(tys):
                if k:
                    self.emit("}, {")
                a, b = self.fresh("x"), self.fresh("y")
                self.lines.append("  " * self.indent + f"^bb0({a}: {t}, {b}: {t}):")
                self.indent += 1
                r = rng.random()
                if r < 0.2:
                    out = rng.choice([a, b])
                else:
                    out = self.fresh()
                    op = rng.choice(["addf", "mulf", "maximumf"]) if t in ("f32", "f16") else rng.choice(INT_BIN)
                    rhs = b if rng.random() < 0.8 else a
                    self.emit(f"{out} = arith.{op} {a}, {rhs} : {t}")
                self.emit(f"scf.reduce.return {out} : {t}")
                self.indent -= 1
            self.emit("}")
        else:
            self.emit("scf.reduce")
        self.close_region()
        self.emit("}")
        for r, t in zip(res, tys):
            self.define(r, t)

    def switch_op(self, depth):
        rng = self.rng
        cases = sorted(rng.sample([-1, 0, 1, 2, 3, 5, 7], rng.choice([0, 1, 1, 2, 2, 3])),
                       key=lambda _: rng.random())
        if self.wide and rng.random() < 0.6:
            cases = rng.sample(range(-4, 30), rng.randint(3, 8))
        r = rng.random()
        if r < 0.5:
            arg = self.constant("index", str(rng.choice(cases + [4]) if cases else 4))
        else:
            arg = self.pick("index", fresh_const=0.0) if self.visible("index") else self.src("index")
        tys = self.result_types()
        head, res = self.results(tys)
        arrow = f" -> {', '.join(tys)}" if tys else ""
        self.emit(f"{head}scf.index_switch {arg}{arrow}")
        shared = None
        for label in [f"case {c}" for c in cases] + ["default"]:
            self.emit(f"{label} {{")
            self.open_region()
            self.body(depth, rng.randint(0, 2))
            vals = [self.yielded(t, shared=(shared[k] if shared else None))
                    for k, t in enumerate(tys)]
            shared = shared or vals
            self.yield_line(vals, tys)
            self.close_region()
            self.emit("}")
        for r, t in zip(res, tys):
            self.define(r, t)


def module(rng, index, classic=False, poison=0.0, wide=False):
    g = Gen(rng, classic, poison, wide)
    args = [rng.choice(g.int_types) for _ in range(rng.randint(1, 4))]
    for i, t in enumerate(args):
        g.define(f"%arg{i}", t)
    for _ in range(rng.randint(2, 7)):
        g.stmt(0)
    # Return a random subset of the function's top-level values.
    top = [v for v in g.scopes[0] if not v[0].startswith("%arg")]
    rets = [v for v in top if rng.random() < 0.3]
    if not rets and top and rng.random() < 0.7:
        rets = [top[-1]]
    sig = ", ".join(f"%arg{i}: {t}" for i, t in enumerate(args))
    rtys = ", ".join(t for _, t in rets)
    decls = []
    for kind, ty in sorted(g.used_decls):
        if kind == "src":
            decls.append(f"func.func private @src_{mangle(ty)}() -> {ty}")
        else:
            decls.append(f"func.func private @sink_{mangle(ty)}({ty})")
    body = "\n".join(g.lines)
    ret = f"  return {', '.join(n for n, _ in rets)} : {rtys}" if rets else "  return"
    return ("\n".join(decls) + ("\n" if decls else "")
            + f"func.func @f{index}({sig}) -> ({rtys}) {{\n{body}\n{ret}\n}}\n")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("outdir")
    ap.add_argument("--count", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=22)
    ap.add_argument("--classic", action="store_true",
                    help="no scf.parallel or scf.index_switch (the earlier generator's modules)")
    ap.add_argument("--poison", type=float, default=0.0,
                    help="probability that a fresh constant is a ub.poison instead")
    ap.add_argument("--wide", action="store_true",
                    help="also wide and narrow integers, float/vector/tensor/memref values, many "
                         "iteration arguments, nested if chains, long switches (see above)")
    a = ap.parse_args()
    os.makedirs(a.outdir, exist_ok=True)
    rng = random.Random(a.seed)
    for i in range(a.count):
        with open(os.path.join(a.outdir, f"scf_{i:04d}.mlir"), "w") as f:
            f.write(module(rng, i, a.classic, a.poison, a.wide))


if __name__ == "__main__":
    main()
