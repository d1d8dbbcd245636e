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
            fixed = {t: self.pick(avail, t) for t in set(tys)}
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


def main():
    p = argparse.ArgumentParser()
    p.add_argument("outdir")
    p.add_argument("--count", type=int, default=1000)
    p.add_argument("--seed", type=int, default=7)
    p.add_argument("--opaque", action="store_true")
    a = p.parse_args()
    os.makedirs(a.outdir, exist_ok=True)
    rng = random.Random(a.seed)
    for i in range(a.count):
        with open(os.path.join(a.outdir, f"cf_{i:04d}.mlir"), "w") as f:
            f.write(module(rng, i, a.opaque))


if __name__ == "__main__":
    main()
