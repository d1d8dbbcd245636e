#!/usr/bin/env python3
"""Generates random control-flow functions for arith-opt vs mlir-opt.

    scripts/gen-cf-random.py OUTDIR [--count N] [--seed S]

Each output `cf_NNNN.mlir` is a module in MLIR's custom syntax: private
`func.func` declarations of opaque sinks (`@sink_T(T)`: calls with unknown
effects that keep values and blocks alive) and one function `@fN(%c0: i1,
%c1: i1, %x: i32, %y: i32, %s: i32) -> i32` of 2 to 8 blocks. Each block
has zero to two arguments (`i32` or `i1`), a few ops over the function's
arguments, its own arguments and values it defines (`arith.constant`s,
`arith.addi`, `arith.cmpi`, `arith.xori … true`, sink calls, `cf.assert`
on constants or conditions), and a terminator:

- `cf.br` to any block (loops and self-loops included), passing arguments
  that are sometimes all the same value;
- `cf.cond_br` on a function argument, a constant, a comparison or the
  condition of the block's predecessor, to two blocks (sometimes the same
  one, with equal or different operands);
- `cf.switch` on `%s`, a constant or an argument, with cases that repeat
  the default, repeat each other or go to blocks that only branch on;
- `func.return`.

Blocks that only hold a `cf.br` (pass-through blocks) are frequent, and so
are successors that use the branch condition, so that every `cf`
canonicalization and region simplification step (dead arguments, block
merging is not run by `--canonicalize`) gets exercised.
With `--opaque`, the arith ops and calls are ops of an unregistered
dialect (`"foo.const"`, `"foo.add"`, `"foo.cmp"`, `"foo.not"`, `"foo.sink"`)
and `cf.assert` is left out, with up to three functions per module: inputs for test-opt against `mlir-opt
--test-greedy-patterns`, whose aggressive region simplification merges
blocks (with new arguments) and drops redundant arguments.

scripts/compare-cf-random.sh turns each file into generic form with
mlir-opt-22 before comparing. Deterministic for a given seed (default 7).
"""

import argparse
import os
import random

ARGS = [("%c0", "i1"), ("%c1", "i1"), ("%x", "i32"), ("%y", "i32"), ("%s", "i32")]


class Func:
    def __init__(self, rng, index, opaque=False):
        self.opaque = opaque
        self.rng = rng
        self.index = index
        self.counter = 0
        self.nblocks = rng.randint(2, 8)
        # Block 0 is the entry (no arguments).
        self.block_args = [[]]
        # A block's structure (its ops' kinds, its terminator and successors)
        # comes from its own seed; a twin of the previous block shares that
        # seed and its argument types, and differs only in the values it
        # picks: candidates for block merging.
        self.seeds = [rng.random()]
        for b in range(1, self.nblocks):
            if b >= 2 and rng.random() < 0.35:
                self.block_args.append(list(self.block_args[-1]))
                self.seeds.append(self.seeds[-1])
                continue
            n = rng.choice([0, 0, 1, 1, 2])
            self.block_args.append([rng.choice(["i32", "i32", "i1"]) for _ in range(n)])
            self.seeds.append(rng.random())

    def fresh(self):
        self.counter += 1
        return f"%v{self.counter}"

    def pick(self, avail, ty):
        vals = [v for v, t in avail if t == ty]
        return self.rng.choice(vals)

    def operands_for(self, avail, block):
        tys = self.block_args[block]
        if not tys:
            return ""
        rng = self.rng
        if rng.random() < 0.3:
            # The same value for every argument of a type.
            fixed = {t: self.pick(avail, t) for t in dict.fromkeys(tys)}
            vals = [fixed[t] for t in tys]
        else:
            vals = [self.pick(avail, t) for t in tys]
        return "(" + ", ".join(vals) + " : " + ", ".join(tys) + ")"

    def target(self, avail, srng):
        block = srng.randint(1, self.nblocks - 1)
        return block, f"^bb{block}{self.operands_for(avail, block)}"

    def block(self, b, out):
        # Structure from the block's seed, values from the function's rng.
        rng = random.Random(self.seeds[b])
        avail = list(ARGS)
        if b > 0:
            args = []
            for i, t in enumerate(self.block_args[b]):
                name = f"%a{b}_{i}"
                args.append(f"{name}: {t}")
                avail.append((name, t))
            out.append(f"^bb{b}" + (f"({', '.join(args)})" if args else "") + ":")
        passthrough = b > 0 and rng.random() < 0.3
        conds = []
        if not passthrough:
            for _ in range(rng.randint(0, 4)):
                k = rng.random()
                v = self.fresh()
                if k < 0.25:
                    val = rng.choice(["true", "false"])
                    if self.opaque:
                        out.append(f'  {v} = "foo.const"() {{value = {val}}} : () -> i1')
                    else:
                        out.append(f"  {v} = arith.constant {val}")
                    avail.append((v, "i1"))
                    conds.append(v)
                elif k < 0.45:
                    c = rng.choice([0, 1, 2, 7, 42])
                    if self.opaque:
                        out.append(f'  {v} = "foo.const"() {{value = {c} : i32}} : () -> i32')
                    else:
                        out.append(f"  {v} = arith.constant {c} : i32")
                    avail.append((v, "i32"))
                elif k < 0.6:
                    a, bb = self.pick(avail, "i32"), self.pick(avail, "i32")
                    if self.opaque:
                        out.append(f'  {v} = "foo.add"({a}, {bb}) : (i32, i32) -> i32')
                    else:
                        out.append(f"  {v} = arith.addi {a}, {bb} : i32")
                    avail.append((v, "i32"))
                elif k < 0.72:
                    a, bb = self.pick(avail, "i32"), self.pick(avail, "i32")
                    pred = rng.choice(["eq", "ne", "slt", "ult"])
                    if self.opaque:
                        out.append(f'  {v} = "foo.cmp"({a}, {bb}) : (i32, i32) -> i1')
                    else:
                        out.append(f"  {v} = arith.cmpi {pred}, {a}, {bb} : i32")
                    avail.append((v, "i1"))
                    conds.append(v)
                elif k < 0.8:
                    a = self.pick(avail, "i1")
                    if self.opaque:
                        out.append(f'  {v} = "foo.not"({a}) : (i1) -> i1')
                    else:
                        t = self.fresh()
                        out.append(f"  {t} = arith.constant true")
                        out.append(f"  {v} = arith.xori {a}, {t} : i1")
                    avail.append((v, "i1"))
                elif k < 0.92 or self.opaque:
                    t = rng.choice(["i32", "i1"])
                    if self.opaque:
                        out.append(f'  "foo.sink"({self.pick(avail, t)}) : ({t}) -> ()')
                    else:
                        out.append(f"  func.call @sink_{t}({self.pick(avail, t)}) : ({t}) -> ()")
                else:
                    c = self.pick(avail, "i1")
                    out.append(f'  cf.assert {c}, "check"')
        if passthrough:
            k = 0.0
        else:
            k = rng.random()
        if k < 0.3:
            _, t = self.target(avail, rng)
            out.append(f"  cf.br {t}")
        elif k < 0.65:
            cands = conds + ["%c0", "%c1", "%c0"] if conds else ["%c0", "%c1"]
            cond = self.rng.choice(cands)
            tb, t = self.target(avail, rng)
            if rng.random() < 0.15:
                f = f"^bb{tb}{self.operands_for(avail, tb)}"
            else:
                _, f = self.target(avail, rng)
            out.append(f"  cf.cond_br {cond}, {t}, {f}")
        elif k < 0.85:
            flag = "%s"
            if rng.random() < 0.2:
                flag = self.fresh()
                c = rng.choice([0, 1, 2, 5])
                if self.opaque:
                    out.append(f'  {flag} = "foo.const"() {{value = {c} : i32}} : () -> i32')
                else:
                    out.append(f"  {flag} = arith.constant {c} : i32")
            _, d = self.target(avail, rng)
            cases = []
            used = set()
            for _ in range(rng.randint(0, 3)):
                val = rng.choice([0, 1, 2, 3, 5])
                if val in used:
                    continue
                used.add(val)
                if rng.random() < 0.25:
                    cases.append(f"    {val}: {d}")
                else:
                    _, c = self.target(avail, rng)
                    cases.append(f"    {val}: {c}")
            body = ",\n".join([f"    default: {d}"] + cases)
            out.append(f"  cf.switch {flag} : i32, [\n{body}\n  ]")
        else:
            out.append(f"  return {self.pick(avail, 'i32')} : i32")

    def text(self):
        out = []
        sig = ", ".join(f"{n}: {t}" for n, t in ARGS)
        out.append(f"func.func @f{self.index}({sig}) -> i32 {{")
        for b in range(self.nblocks):
            self.block(b, out)
        out.append("}")
        return "\n".join(out)


def module(rng, index, opaque):
    decls = [] if opaque else [
        "func.func private @sink_i32(i32)",
        "func.func private @sink_i1(i1)",
    ]
    # Opaque modules hold several functions (the driver's module pass walks
    # them all, in MLIR's order).
    funcs = [Func(rng, index, opaque).text()]
    if opaque:
        for k in range(rng.randint(0, 2)):
            funcs.append(Func(rng, index, opaque).text().replace(f"@f{index}(", f"@f{index}_{k}(", 1))
    return "\n".join(decls + funcs) + "\n"


# --- The wide generator (`--wide`) -------------------------------------------
#
# Shapes the default generator never makes: 10 to 40 blocks with up to six
# arguments of mixed types, values forwarded unchanged, permuted or
# duplicated; switches on i32, i64 and i8 with many (negative) cases whose
# operands differ per case and a default a case repeats; cond_br to one
# block twice, cond_br with branch weights; unreachable blocks and cycles (an "island" of blocks no
# reachable block targets); self-loops with arguments; "hub" blocks with
# many predecessors; twins (blocks identical but for values); multi-block
# regions nested in ops (`--nest`); values of a region's entry block used
# in its other blocks; unregistered terminators with successors (with
# `--opaque` or `--nest foo`); several functions per module. It uses
# its own random streams, so the default output of a seed is unchanged.

WIDE_ARGS = [
    ("%c0", "i1"), ("%c1", "i1"), ("%x", "i32"), ("%y", "i32"), ("%s", "i32"),
    ("%i", "index"), ("%l", "i64"), ("%b", "i8"), ("%f", "f32"),
    ("%v", "vector<4xi32>"), ("%t", "tensor<2xf32>"), ("%m", "memref<?xi8>"),
]
WIDE_TYPES = ["i32", "i1", "index", "i64", "i8", "f32", "vector<4xi32>", "tensor<2xf32>", "memref<?xi8>"]
SINK_NAMES = {
    "i32": "i32", "i1": "i1", "index": "index", "i64": "i64", "i8": "i8", "f32": "f32",
    "vector<4xi32>": "v4i32", "tensor<2xf32>": "t2f32", "memref<?xi8>": "m",
}
CASE_VALUES = {
    "i32": [-7, -2, -1, 0, 1, 2, 3, 5, 42, 2147483647, -2147483648],
    "i64": [-9223372036854775808, -4294967296, -1, 0, 1, 2, 3, 4294967296, 9223372036854775807],
    "i8": [-128, -5, -1, 0, 1, 2, 7, 100, 127],
}


class WideRegion:
    """The blocks of one region: a function body (exit `return`) or the
    body of a nested op (exit `scf.yield` or `"foo.yield"`)."""

    def __init__(self, fn, base, exit_kind, depth, nmin, nmax):
        self.fn = fn
        self.rng = fn.rng
        self.base = base
        self.exit_kind = exit_kind
        self.depth = depth
        self.prefix = fn.region_prefix()
        rng = self.rng
        self.nblocks = rng.randint(nmin, nmax)
        self.block_args = [[]]
        self.seeds = [rng.random()]
        for b in range(1, self.nblocks):
            if b >= 2 and rng.random() < 0.3:
                self.block_args.append(list(self.block_args[-1]))
                self.seeds.append(self.seeds[-1])
                continue
            n = rng.choice([0, 0, 1, 1, 2, 2, 3, 4, 5, 6])
            self.block_args.append([rng.choice(WIDE_TYPES + ["i32", "i32", "i1"]) for _ in range(n)])
            self.seeds.append(rng.random())
        # The last `island` blocks are targeted by no block outside them.
        self.island = rng.choice([0, 0, 0, 1, 2, 3]) if self.nblocks >= 6 else 0
        self.hubs = rng.sample(range(1, self.nblocks), min(2, self.nblocks - 1))

    def target_block(self, b, srng):
        if self.nblocks == 1:
            return None
        limit = self.nblocks - 1 if b >= self.nblocks - self.island else self.nblocks - 1 - self.island
        if limit < 1:
            limit = self.nblocks - 1
        k = srng.random()
        if b > 0 and k < 0.08:
            return b
        if k < 0.35:
            return srng.choice(self.hubs)
        return srng.randint(1, limit)

    def operands_for(self, avail, own, block):
        tys = self.block_args[block]
        if not tys:
            return ""
        rng = self.rng
        k = rng.random()
        vals = []
        if k < 0.3:
            # Forwarded: the current block's own arguments of each type, in
            # order (unchanged when the types match), or permuted.
            by_type = {}
            for v, t in own:
                by_type.setdefault(t, []).append(v)
            if rng.random() < 0.4:
                for t in by_type:
                    rng.shuffle(by_type[t])
            used = {}
            for t in tys:
                cands = by_type.get(t)
                if cands:
                    i = used.get(t, 0)
                    vals.append(cands[i % len(cands)])
                    used[t] = i + 1
                else:
                    vals.append(self.fn.pick(avail, t))
        elif k < 0.5:
            fixed = {t: self.fn.pick(avail, t) for t in dict.fromkeys(tys)}
            vals = [fixed[t] for t in tys]
        else:
            vals = [self.fn.pick(avail, t) for t in tys]
        return "(" + ", ".join(vals) + " : " + ", ".join(tys) + ")"

    def successor(self, b, avail, own, srng):
        t = self.target_block(b, srng)
        return t, f"^bb{t}{self.operands_for(avail, own, t)}"

    def text(self, out, indent):
        for b in range(self.nblocks):
            self.block(b, out, indent)

    def op(self, avail, srng, out, ind, conds):
        fn = self.fn
        opaque = fn.opaque
        k = srng.random()
        v = fn.fresh()
        if k < 0.2:
            t = srng.choice(["i1", "i32", "i32", "index", "i64", "i8", "f32"])
            if t == "i1":
                val = srng.choice(["true", "false"])
                lit = val
            elif t == "f32":
                val = srng.choice(["0.0", "1.5", "-2.0"])
                lit = f"{val} : f32"
            else:
                val = srng.choice(CASE_VALUES.get(t, [0, 1, 2, 7, -1]))
                if t == "index":
                    val = abs(val) % 100
                lit = f"{val} : {t}"
            if opaque:
                out.append(f'{ind}{v} = "foo.const"() {{value = {lit}}} : () -> {t}')
            elif t == "i1":
                out.append(f"{ind}{v} = arith.constant {val}")
            else:
                out.append(f"{ind}{v} = arith.constant {lit}")
            avail.append((v, t))
            if t == "i1":
                conds.append(v)
        elif k < 0.35:
            t = srng.choice(["i32", "i32", "i64", "index", "i8"])
            a, c = fn.pick(avail, t), fn.pick(avail, t)
            if opaque:
                out.append(f'{ind}{v} = "foo.add"({a}, {c}) : ({t}, {t}) -> {t}')
            else:
                out.append(f"{ind}{v} = arith.addi {a}, {c} : {t}")
            avail.append((v, t))
        elif k < 0.45:
            t = srng.choice(["i32", "i64", "index"])
            a, c = fn.pick(avail, t), fn.pick(avail, t)
            pred = srng.choice(["eq", "ne", "slt", "ult"])
            if opaque:
                out.append(f'{ind}{v} = "foo.cmp"({a}, {c}) : ({t}, {t}) -> i1')
            else:
                out.append(f"{ind}{v} = arith.cmpi {pred}, {a}, {c} : {t}")
            avail.append((v, "i1"))
            conds.append(v)
        elif k < 0.52:
            a = fn.pick(avail, "i1")
            if opaque:
                out.append(f'{ind}{v} = "foo.not"({a}) : (i1) -> i1')
            else:
                t = fn.fresh()
                out.append(f"{ind}{t} = arith.constant true")
                out.append(f"{ind}{v} = arith.xori {a}, {t} : i1")
            avail.append((v, "i1"))
        elif k < 0.57 and not opaque:
            a, c = fn.pick(avail, "f32"), fn.pick(avail, "f32")
            out.append(f"{ind}{v} = arith.addf {a}, {c} : f32")
            avail.append((v, "f32"))
        elif k < 0.62 and not opaque:
            c = fn.pick(avail, "i1")
            out.append(f'{ind}cf.assert {c}, "check"')
        elif k < 0.72 and self.depth < 2 and fn.nest != "none":
            self.nested(avail, out, ind)
        else:
            t = srng.choice(WIDE_TYPES + ["i32", "i1"])
            val = fn.pick(avail, t)
            # A call in an unregistered op's region would look its callee up
            # in that op, a potential symbol table: an opaque sink instead.
            if opaque or (self.depth > 0 and fn.nest == "foo"):
                out.append(f'{ind}"foo.sink"({val}) : ({t}) -> ()')
            else:
                out.append(f"{ind}func.call @sink_{SINK_NAMES[t]}({val}) : ({t}) -> ()")

    def nested(self, avail, out, ind):
        """A multi-block region in an op (its result, an i32, joins `avail`)."""
        fn = self.fn
        rng = self.rng
        v = fn.fresh()
        if fn.nest == "foo":
            # One region, or two (an op with several multi-block regions).
            two = rng.random() < 0.3
            out.append(f'{ind}{v} = "foo.region"() ({{')
            WideRegion(fn, list(avail), "foo", self.depth + 1, 2, 7).text(out, ind + "  ")
            if two:
                out.append(f"{ind}}}, {{")
                WideRegion(fn, list(avail), "foo", self.depth + 1, 1, 6).text(out, ind + "  ")
            out.append(f"{ind}}}) : () -> i32")
            avail.append((v, "i32"))
            return
        kind = rng.choice(["exec", "exec", "if", "for"])
        inner = ind
        body_avail = list(avail)
        if kind == "if":
            c = fn.pick(avail, "i1")
            out.append(f"{ind}{v} = scf.if {c} -> (i32) {{")
            inner = ind + "  "
        elif kind == "for":
            lb, ub, st = fn.fresh(), fn.fresh(), fn.fresh()
            out.append(f"{ind}{lb} = arith.constant {rng.choice([0, 1])} : index")
            out.append(f"{ind}{ub} = arith.constant {rng.choice([0, 1, 3])} : index")
            out.append(f"{ind}{st} = arith.constant 1 : index")
            iv, acc = fn.fresh(), fn.fresh()
            init = fn.pick(avail, "i32")
            out.append(f"{ind}{v} = scf.for {iv} = {lb} to {ub} step {st} iter_args({acc} = {init}) -> (i32) {{")
            body_avail += [(iv, "index"), (acc, "i32")]
            inner = ind + "  "
        e = fn.fresh() if kind != "exec" else v
        out.append(f"{inner}{e} = scf.execute_region -> i32 {{")
        WideRegion(fn, body_avail, "scf", self.depth + 1, 2, 7).text(out, inner + "  ")
        out.append(f"{inner}}}")
        if kind == "if":
            out.append(f"{inner}scf.yield {e} : i32")
            out.append(f"{ind}}} else {{")
            if rng.random() < 0.4:
                # Both branches hold a multi-block region.
                e2 = fn.fresh()
                out.append(f"{inner}{e2} = scf.execute_region -> i32 {{")
                WideRegion(fn, list(avail), "scf", self.depth + 1, 1, 6).text(out, inner + "  ")
                out.append(f"{inner}}}")
                out.append(f"{inner}scf.yield {e2} : i32")
            else:
                out.append(f"{inner}scf.yield {fn.pick(avail, 'i32')} : i32")
            out.append(f"{ind}}}")
        elif kind == "for":
            out.append(f"{inner}scf.yield {e} : i32")
            out.append(f"{ind}}}")
        avail.append((v, "i32"))

    def block(self, b, out, indent):
        srng = random.Random(self.seeds[b])
        fn = self.fn
        # The entry block dominates every block of its region: the values
        # it defines are used anywhere (uses across blocks).
        avail = list(self.base) + (self.entry_values if b > 0 else [])
        own = []
        if b > 0:
            args = []
            for i, t in enumerate(self.block_args[b]):
                name = f"%{self.prefix}a{b}_{i}"
                args.append(f"{name}: {t}")
                own.append((name, t))
            avail += own
            out.append(f"{indent[:-2]}^bb{b}" + (f"({', '.join(args)})" if args else "") + ":")
        ind = indent
        passthrough = b > 0 and srng.random() < 0.25
        conds = []
        if not passthrough:
            for _ in range(srng.randint(0, 5)):
                self.op(avail, srng, out, ind, conds)
        if b == 0:
            self.entry_values = avail[len(self.base):]
        k = 0.0 if passthrough else srng.random()
        if self.nblocks == 1:
            k = 1.0
        elif (fn.opaque or fn.nest == "foo") and srng.random() < 0.08:
            # A terminator the driver knows nothing of: its successors'
            # arguments have unknown sources.
            succs = [f"^bb{self.target_block(b, srng)}" for _ in range(srng.randint(1, 3))]
            val = fn.pick(avail, "i32")
            out.append(f'{ind}"foo.term"({val}) [{", ".join(succs)}] : (i32) -> ()')
            return
        if k < 0.25:
            _, t = self.successor(b, avail, own, srng)
            out.append(f"{ind}cf.br {t}")
        elif k < 0.55:
            cands = conds + ["%c0", "%c1", "%c0"] if conds else ["%c0", "%c1"]
            cond = self.rng.choice(cands)
            tb, t = self.successor(b, avail, own, srng)
            r = srng.random()
            if r < 0.1:
                f = t
            elif r < 0.3:
                f = f"^bb{tb}{self.operands_for(avail, own, tb)}"
            else:
                _, f = self.successor(b, avail, own, srng)
            weights = ""
            if srng.random() < 0.25:
                weights = " weights([%d, %d])" % srng.choice([(0, 70), (1, 0), (30, 70), (1, 99), (5, 5)])
            out.append(f"{ind}cf.cond_br {cond}{weights}, {t}, {f}")
        elif k < 0.85:
            ty = srng.choice(["i32", "i32", "i64", "i8"])
            r = srng.random()
            if r < 0.2:
                flag = fn.fresh()
                c = srng.choice(CASE_VALUES[ty])
                if fn.opaque:
                    out.append(f'{ind}{flag} = "foo.const"() {{value = {c} : {ty}}} : () -> {ty}')
                else:
                    out.append(f"{ind}{flag} = arith.constant {c} : {ty}")
            else:
                flag = fn.pick(avail, ty)
            dt, d = self.successor(b, avail, own, srng)
            cases = []
            used = set()
            prev = None
            for _ in range(srng.randint(0, 10)):
                val = srng.choice(CASE_VALUES[ty])
                if val in used:
                    continue
                used.add(val)
                r = srng.random()
                if r < 0.2:
                    c = d
                elif r < 0.35:
                    c = f"^bb{dt}{self.operands_for(avail, own, dt)}"
                elif r < 0.55 and prev is not None:
                    c = f"^bb{prev}{self.operands_for(avail, own, prev)}"
                else:
                    prev, c = self.successor(b, avail, own, srng)
                cases.append(f"{ind}  {val}: {c}")
            body = ",\n".join([f"{ind}  default: {d}"] + cases)
            out.append(f"{ind}cf.switch {flag} : {ty}, [\n{body}\n{ind}]")
        else:
            val = fn.pick(avail, "i32")
            if self.exit_kind == "return":
                out.append(f"{ind}return {val} : i32")
            elif self.exit_kind == "scf":
                out.append(f"{ind}scf.yield {val} : i32")
            else:
                out.append(f'{ind}"foo.yield"({val}) : (i32) -> ()')


class WideFunc:
    def __init__(self, rng, name, opaque, nest):
        self.rng = rng
        self.name = name
        self.opaque = opaque
        self.nest = nest
        self.counter = 0
        self.regions = 0

    def fresh(self):
        self.counter += 1
        return f"%v{self.counter}"

    def region_prefix(self):
        self.regions += 1
        return f"r{self.regions}"

    def pick(self, avail, ty):
        return self.rng.choice([v for v, t in avail if t == ty])

    def text(self):
        out = []
        sig = ", ".join(f"{n}: {t}" for n, t in WIDE_ARGS)
        out.append(f"func.func @{self.name}({sig}) -> i32 {{")
        WideRegion(self, list(WIDE_ARGS), "return", 0, 10, 40).text(out, "  ")
        out.append("}")
        return "\n".join(out)


def wide_module(rng, index, opaque, nest):
    decls = [] if opaque else [
        f"func.func private @sink_{SINK_NAMES[t]}({t})" for t in WIDE_TYPES
    ]
    funcs = [WideFunc(rng, f"f{index}_{k}", opaque, nest).text() for k in range(rng.randint(1, 3))]
    return "\n".join(decls + funcs) + "\n"


def main():
    p = argparse.ArgumentParser()
    p.add_argument("outdir")
    p.add_argument("--count", type=int, default=1000)
    p.add_argument("--seed", type=int, default=7)
    p.add_argument("--opaque", action="store_true")
    p.add_argument("--wide", action="store_true", help="the wide generator (see WideRegion)")
    p.add_argument("--nest", choices=["none", "scf", "foo"], default="none",
                   help="with --wide: multi-block regions nested in scf ops (scf-opt) "
                   "or in the unregistered `foo.region` (needs --allow-unregistered-dialect)")
    a = p.parse_args()
    os.makedirs(a.outdir, exist_ok=True)
    rng = random.Random(a.seed)
    for i in range(a.count):
        with open(os.path.join(a.outdir, f"cf_{i:04d}.mlir"), "w") as f:
            if a.wide:
                f.write(wide_module(rng, i, a.opaque, a.nest))
            else:
                f.write(module(rng, i, a.opaque))


if __name__ == "__main__":
    main()
