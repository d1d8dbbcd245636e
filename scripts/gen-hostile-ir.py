#!/usr/bin/env python3
"""Broken IR for drr's dialect tools, compared with mlir-opt.

Mutates the chunks of the real-world corpus (../shared/corpus/mlir-text/
inputs, read there, never copied into the repository) whose ops all belong
to dialects the tool registers, then runs each mutant through the tool with
no pass (`arith-opt` or `scf-opt --allow-unregistered-dialect
--mlir-print-op-generic --mlir-print-local-scope --mlir-print-debuginfo`)
and through mlir-opt-22 with the same flags: both must accept with the
same output or reject with the same first error line (drr never panics or
hangs). Classes as scripts/gen-hostile-text.py prints them.

Two kinds of mutation (`--kind`):
  attrs      dialect attributes rewritten or added to property dictionaries:
             `#arith.overflow<…>`/`#arith.fastmath<…>`/enum keywords in the
             pretty and verbose forms, unknown mnemonics and flags, missing
             brackets, integer predicates of any width, attributes of the
             wrong kind (exercises the ODS-generated attribute parsers and
             the property verifiers);
  structure  types changed, operands dropped or replaced by other values,
             ops deleted, duplicated or swapped, successors renumbered
             (exercises the parser's use/def checks and the verifiers);
  values     constants' values changed to edge values (0, ±1, extremes,
             NaN, infinities), two operands swapped, overflow/fast-math
             flags and predicates set to other valid ones: mostly valid IR,
             for the folders and patterns with --canonicalize.

Usage (from the project's root; builds the tool if missing):
    python3 scripts/gen-hostile-ir.py [--tool arith-opt|scf-opt]
        [--kind attrs|structure|values] [--canonicalize] [--seed S] [--count N]
        [--out DIR] [--keep DIR] [--jobs J]
Expected differences: dialects mlir-opt knows and the tool does not (their
attributes and verifiers inside kept-as-text bodies); mlir-opt-22's
`expected 1 operand type\\0 but had N` (a NUL byte in its message).
"""

import argparse
import importlib.util
import os
import random
import re
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "..", "shared", "corpus", "mlir-text", "inputs")
TOOLS = {
    "arith-opt": ("drr-arith", {"arith", "func", "builtin", "ub"}),
    "scf-opt": ("drr-scf", {"scf", "arith", "func", "cf", "builtin", "ub"}),
}
OP_DIALECT = re.compile(r'"([A-Za-z_]+)\.[A-Za-z_.0-9]+"\(')

FLAGS = ["nsw", "nuw", "none", "nnan", "ninf", "nsz", "arcp", "contract", "afn", "reassoc",
         "fast", "", "x", "NSW"]
MNEMONICS = ["overflow", "fastmath", "cmpipredicate", "cmpfpredicate", "roundingmode",
             "denormal", "integer_overflow", "", "overflo"]
KEYWORDS = ["eq", "ne", "slt", "oeq", "une", "true", "false", "to_nearest_even", "upward"]
OTHER = ["#ub.poison", "unit", '"eq"', "[nsw]", "1 : i32", "true", "#arith.overflow<nsw> : i32",
         "dense<1> : vector<2xi64>", "#arith<cmpipredicate eq>", "#arith.cmpipredicate<eq>",
         "#arith.roundingmode<downward>", "#arith<roundingmode to_nearest_away>"]
KEYS = ["overflowFlags", "fastmath", "predicate", "roundingmode", "value", "exact", "nonNeg"]
TYPES = ["i1", "i8", "i32", "i64", "index", "f32", "f64", "f16", "bf16", "vector<4xi32>",
         "tensor<2xf32>", "none", "memref<4xf32>", "ui32", "si8", "i0", "f8E4M3FN", "tf32",
         "complex<f32>", "tuple<i32>", "vector<[4]xi32>", "vector<2x[4]xf32>", "vector<i32>",
         "tensor<*xi32>", "tensor<?xf32>", "tensor<2x?xi1>", "vector<4xindex>", "!llvm.ptr",
         "memref<?xi32>", "vector<0xi32>", "tensor<0xf64>", "f4E2M1FN", "f80", "f128"]
ATTR_AT = re.compile(r"#arith[.<][^,}\s]*(<[^>]*>+)?|predicate = \d+ : i64")
SCALAR = re.compile(r"\b(i1|i8|i16|i32|i64|index|f16|f32|f64|bf16)\b")


def attr_text(rng):
    m = rng.choice(MNEMONICS)
    sep = rng.choice([", ", ",", "  ,  ", " "])
    fl = sep.join(rng.choice(FLAGS) for _ in range(rng.randrange(0, 4)))
    forms = [
        f"#arith.{m}<{fl}>", f"#arith<{m}<{fl}>>", f"#arith<{m} <{fl}>>", f"#arith.{m}",
        f"#arith.{m}<{fl}", f'#arith.{m}<"{fl}">', f"#arith<{m}>",
        f"#arith.{m}<{rng.choice(KEYWORDS)}>",
        f"{rng.randrange(-3, 20)} : {rng.choice(['i64', 'i32', 'i1', 'index', 'i65'])}",
        f"#arith.{m}< {fl} >", f"#arith.{m}<{fl}" + ">" * rng.randrange(0, 3),
        rng.choice(OTHER),
    ]
    return rng.choice(forms)


def mutate_attrs(rng, t):
    for _ in range(rng.randrange(1, 4)):
        ms = list(ATTR_AT.finditer(t))
        if ms and rng.random() < 0.6:
            m = rng.choice(ms)
            t = t[:m.start()] + attr_text(rng) + t[m.end():]
        else:
            ps = [m.start() for m in re.finditer(r"<\{", t)]
            if ps:
                p = rng.choice(ps) + 2
                t = t[:p] + f"{rng.choice(KEYS)} = {attr_text(rng)}, " + t[p:]
    return t


def mutate_structure(rng, t):
    lines = t.split("\n")
    refs = re.findall(r"%[A-Za-z0-9_]+", t)
    for _ in range(rng.randrange(1, 3)):
        body = [i for i in range(1, len(lines) - 2) if lines[i].strip()]
        if not body:
            break
        i = rng.choice(body)
        line = lines[i]
        k = rng.randrange(7)
        if k == 0:
            ms = list(SCALAR.finditer(line))
            if ms:
                m = rng.choice(ms)
                line = line[:m.start()] + rng.choice(TYPES) + line[m.end():]
        elif k == 1:
            head, eq, rhs = line.rpartition("=") if "=" in line else ("", "", line)
            ms = list(re.finditer(r"%[A-Za-z0-9_#]+(, )?", rhs))
            if ms:
                m = rng.choice(ms)
                line = head + eq + rhs[:m.start()] + rhs[m.end():]
        elif k == 2:
            line = ""
        elif k == 3:
            lines.insert(i, line)
        elif k == 4:
            j = rng.choice(body)
            lines[i], lines[j] = lines[j], lines[i]
            continue
        elif k == 5:
            ms = list(re.finditer(r"%[A-Za-z0-9_]+", line))
            if ms and refs:
                m = rng.choice(ms)
                line = line[:m.start()] + rng.choice(refs) + line[m.end():]
        else:
            ms = list(re.finditer(r"\^bb\d+", line))
            if ms:
                m = rng.choice(ms)
                line = line[:m.start()] + "^bb" + str(rng.randrange(4)) + line[m.end():]
        lines[i] = line
    return "\n".join(lines)


INT_VALUE = re.compile(r"(value = )(-?\d+)( : (?:i\d+|index))")
FLOAT_VALUE = re.compile(r"(value = )(-?\d+\.\d+(?:e[+-]?\d+)?|0x[0-9A-F]+)( : (?:f\d+|bf16))")
OPERANDS = re.compile(r'"\((%[A-Za-z0-9_#]+), (%[A-Za-z0-9_#]+)\)')
INTS = ["0", "1", "-1", "2", "-2", "7", "127", "-128", "255", "32767", "-32768", "2147483647",
        "-2147483648", "4294967295", "9223372036854775807", "-9223372036854775808"]
FLOATS = ["0.000000e+00", "-0.000000e+00", "1.000000e+00", "-1.000000e+00", "0x7FC00000",
          "0x7F800000", "0xFF800000", "3.5", "1.0e+300", "1.0e-300", "65504.0", "0x7FF8000000000000"]


OVERFLOW = re.compile(r"#arith\.overflow<[^>]*>")
FASTMATH = re.compile(r"#arith\.fastmath<[^>]*>")
PREDICATE = re.compile(r"predicate = \d+ : i64")
VALID_OVERFLOW = ["none", "nsw", "nuw", "nsw, nuw"]
VALID_FASTMATH = ["none", "fast", "nnan", "ninf", "nnan,ninf", "reassoc,contract", "nsz,arcp,afn"]


def mutate_values(rng, t):
    """Valid-looking IR: constants' values changed (edge values), operands
    swapped, overflow and fast-math flags and predicates set to other valid
    ones."""
    for _ in range(rng.randrange(1, 4)):
        k = rng.randrange(6)
        pat = [INT_VALUE, FLOAT_VALUE, OPERANDS, OVERFLOW, FASTMATH, PREDICATE][k]
        ms = list(pat.finditer(t))
        if not ms:
            continue
        m = rng.choice(ms)
        if k == 0:
            new = m.group(1) + rng.choice(INTS) + m.group(3)
        elif k == 1:
            new = m.group(1) + rng.choice(FLOATS) + m.group(3)
        elif k == 2:
            new = '"(' + m.group(2) + ", " + m.group(1) + ')'
        elif k == 3:
            new = "#arith.overflow<" + rng.choice(VALID_OVERFLOW) + ">"
        elif k == 4:
            new = "#arith.fastmath<" + rng.choice(VALID_FASTMATH) + ">"
        else:
            new = f"predicate = {rng.randrange(10)} : i64"
        t = t[:m.start()] + new + t[m.end():]
    return t


def load_hostile_text():
    spec = importlib.util.spec_from_file_location(
        "hostile", os.path.join(ROOT, "scripts", "gen-hostile-text.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tool", choices=sorted(TOOLS), default="arith-opt")
    ap.add_argument("--kind", choices=["attrs", "structure", "values"], default="attrs")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=500)
    ap.add_argument("--out", default=None)
    ap.add_argument("--keep", default=None)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--canonicalize", action="store_true",
                    help="run both tools with --canonicalize (mutants that verify exercise the "
                         "canonicalizer on unusual IR)")
    args = ap.parse_args()
    package, dialects = TOOLS[args.tool]
    chunks = []
    for name in sorted(os.listdir(CORPUS)):
        with open(os.path.join(CORPUS, name)) as f:
            text = f.read()
        used = set(OP_DIALECT.findall(text))
        if used and used <= dialects:
            chunks.append(text)
    if not chunks:
        sys.exit(f"no corpus chunk uses only {sorted(dialects)} ({CORPUS})")
    rng = random.Random(args.seed)
    mutate = {"attrs": mutate_attrs, "structure": mutate_structure,
              "values": mutate_values}[args.kind]
    out = args.out or tempfile.mkdtemp(prefix="hostile-ir-")
    os.makedirs(out, exist_ok=True)
    paths = []
    while len(paths) < args.count:
        text = rng.choice(chunks)
        m = mutate(rng, text)
        if m == text:
            continue
        path = os.path.join(out, "h%05d.mlir" % len(paths))
        with open(path, "w") as f:
            f.write(m)
        paths.append(path)
    tool = os.path.join(ROOT, "target", "release", "examples", args.tool)
    if not os.path.exists(tool):
        subprocess.run(["cargo", "build", "--release", "-p", package, "--example", args.tool],
                       cwd=ROOT, check=True)
    hostile = load_hostile_text()
    passes = ["--canonicalize"] if args.canonicalize else []
    hostile.TOOL_ARGS = passes + ["--allow-unregistered-dialect", "--mlir-print-op-generic",
                                  "--mlir-print-local-scope", "--mlir-print-debuginfo"]
    hostile.OPT_ARGS = passes
    opt = os.environ.get("MLIR_OPT", "mlir-opt-22")
    keep = args.keep or tempfile.mkdtemp(prefix="hostile-ir-diff-")
    os.makedirs(keep, exist_ok=True)
    with ThreadPoolExecutor(args.jobs) as ex:
        results = list(ex.map(lambda p: hostile.classify(p, tool, opt), paths))
    return hostile.tally([(path, "") for path in paths], results, keep,
                         f"hostile IR ({args.tool}, {args.kind}, seed {args.seed}, {len(paths)} "
                         f"mutants of {len(chunks)} chunks")

if __name__ == "__main__":
    sys.exit(main())
