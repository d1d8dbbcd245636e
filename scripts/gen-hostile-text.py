#!/usr/bin/env python3
"""Hostile text inputs for the generic text format, compared with mlir-opt.

Mutates chunks of the real-world corpus (../shared/corpus/mlir-text/inputs,
read there, never copied into the repository) with a seeded generator:
string escapes (any byte, NUL, UTF-8, bad escapes), huge integers and
floats, deep but allowed nesting, odd whitespace and comments, unusual
identifiers (`%0#1`, `^bb0.x`, `@"a b"`), resource blobs and dense_resource
references. Each mutant is run through `mlir-roundtrip --verify --debuginfo`
and `mlir-opt-22 --allow-unregistered-dialect --mlir-print-op-generic
--mlir-print-local-scope --mlir-print-debuginfo`; they must both accept
with identical output, or both reject (drr with `FILE:LINE:COL: error:`,
never a panic or a hang).

Run from the project's root:
    python3 scripts/gen-hostile-text.py [--seed S] [--count N] [--out DIR]
        [--keep DIR] [--jobs J]
    python3 scripts/gen-hostile-text.py --compare-dir DIR [--keep DIR]
        (compares the *.mlir files of DIR, e.g. a fuzzer's corpus, instead)

--out DIR writes the mutants there (and compares them); --keep DIR (default
a temporary folder) receives each case that differs, with both outputs.
Prints one line per differing case and a summary by class:
    same-output, both-reject (same first error line / other message),
    accept-reject, reject-accept, output-differs, drr-crash, drr-timeout,
    opt-timeout (not counted against drr).
Env: MLIR_OPT (default mlir-opt-22), TOOL (default
target/release/examples/mlir-roundtrip, built if missing).
"""

import argparse
import os
import random
import re
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "..", "shared", "corpus", "mlir-text", "inputs")

STRING = re.compile(rb'"(?:[^"\\\n]|\\.)*"')
INTEGER = re.compile(rb"(?<![\w.#%^@!$-])(-?)(\d+)(?=\s*:\s*i\d|\s*:\s*index)")
FLOAT = re.compile(rb"(?<![\w.])-?\d+\.\d+(?:e[+-]?\d+)?(?=\s*:\s*f\d)")
VALUE = re.compile(rb"%[A-Za-z0-9_$.-]+")
BLOCK = re.compile(rb"\^bb\d+")
SYMBOL = re.compile(rb"@[A-Za-z_][A-Za-z0-9_$.]*")
# Where a discardable attribute can go: the start of an op's attribute
# dictionary, or before its type when it has none.
ATTR_DICT = re.compile(rb"\) \{(?=[a-zA-Z_\"])|\)(?= : \()")


def add_attr(rng, text, value):
    """`text` with a new discardable attribute `hx = value` on a random op."""
    ms = list(ATTR_DICT.finditer(text))
    if not ms:
        return None
    m = rng.choice(ms)
    entry = b"hx%d = " % rng.randrange(100) + value
    if m.group().endswith(b"{"):
        return text[:m.end()] + entry + b", " + text[m.end():]
    return text[:m.end()] + b" {" + entry + b"}" + text[m.end():]
TOKEN_GAP = re.compile(rb"(?<=[,(){}\[\]<>=:]) ")


def escaped_bytes(rng, n):
    """A string body of `n` random bytes, spelled as MLIR allows."""
    out = []
    for _ in range(n):
        r = rng.random()
        if r < 0.4:
            out.append(b"\\%02X" % rng.randrange(256))
        elif r < 0.5:
            out.append(b"\\%02x" % rng.randrange(256))
        elif r < 0.6:
            out.append(rng.choice([b"\\n", b"\\t", b'\\"', b"\\\\", b"\\00"]))
        elif r < 0.7:
            out.append(rng.choice(["é", "日本", "\U0001F600", "\u00a0"]).encode())
        elif r < 0.72:
            # Not an escape MLIR knows, or a half one.
            out.append(rng.choice([b"\\G1", b"\\x", b"\\u0041", b"\\F", b"\\r"]))
        elif r < 0.74:
            out.append(rng.choice([b"\t", b"\x7f", b"\x01"]))
        else:
            out.append(bytes([rng.randrange(0x20, 0x7F)]).replace(b'"', b"q").replace(b"\\", b"/"))
    return b"".join(out)


def mut_string(rng, text):
    spans = [m.span() for m in STRING.finditer(text)]
    if not spans:
        return None
    for _ in range(rng.randint(1, 3)):
        a, b = rng.choice(spans)
        body = escaped_bytes(rng, rng.randint(0, 6))
        text = text[:a] + b'"' + body + b'"' + text[b:]
        spans = [m.span() for m in STRING.finditer(text)]
    return text


def huge_int(rng):
    return rng.choice([
        b"18446744073709551616", b"340282366920938463463374607431768211456",
        b"-170141183460469231731687303715884105729", b"9" * rng.randint(20, 400),
        b"0x" + b"F" * rng.randint(17, 80), b"0x0", b"-0", b"00000000000000000000001",
        b"2147483648", b"-2147483649", b"4294967295", b"-9223372036854775808",
    ])


def mut_int(rng, text):
    ms = list(INTEGER.finditer(text))
    if not ms:
        return None
    m = rng.choice(ms)
    return text[:m.start()] + huge_int(rng) + text[m.end():]


def huge_float(rng):
    return rng.choice([
        b"1.0e400", b"-1.0e400", b"1.0e-400", b"4.9e-324", b"2.5e-324", b"1.7976931348623157e308",
        b"1.7976931348623159e308", b"0x7FF0000000000000", b"0xFFF8000000000001", b"0x1",
        b"3.40282357e38", b"6.5504e4", b"65520.0", b"-0.0", b"1." + b"0" * 300 + b"1",
        b"0." + b"0" * 400 + b"1e400", b"0x7C00", b"0xFFFFFFFFFFFFFFFFFF",
    ])


def mut_float(rng, text):
    ms = list(FLOAT.finditer(text))
    if not ms:
        return mut_int(rng, text)
    m = rng.choice(ms)
    return text[:m.start()] + huge_float(rng) + text[m.end():]


def mut_nesting(rng, text):
    depth = rng.choice([50, 200, 400, 480, 500, rng.randint(1, 505)])
    kind = rng.random()
    if kind < 0.5:
        inner = b"[" * depth + b"1 : i32" + b"]" * depth
    elif kind < 0.8:
        inner = b"{a = " * depth + b"unit" + b"}" * depth
    else:
        inner = b"tensor<" * depth + b"i32" + b">" * depth
        inner = b"#t<" + inner + b">" if rng.random() < 0.5 else inner
    return add_attr(rng, text, inner)


def odd_space(rng):
    return rng.choice([
        b"\t", b"\r\n", b"\n\n", b"  ", b"\x0c", b"\x0b", b" // comment \"\\FF\n",
        b" //\n", b"\n// -----\n", b"\r", b"/*x*/", b"\n  \t// \xc3\xa9\n",
    ])


def mut_space(rng, text):
    ms = list(TOKEN_GAP.finditer(text))
    if not ms:
        return None
    for m in sorted(rng.sample(ms, min(len(ms), rng.randint(1, 5))), key=lambda m: -m.start()):
        text = text[:m.start()] + odd_space(rng) + text[m.end():]
    if rng.random() < 0.2:
        text = text.replace(b"\n", b"\r\n")
    return text


def mut_ident(rng, text):
    r = rng.random()
    if r < 0.35:
        names = sorted(set(VALUE.findall(text)))
        if not names:
            return None
        old = rng.choice(names)
        new = rng.choice([b"%x.y", b"%_$.-", b"%a$", b"%0x1", b"%1e3", b"%-1", b"%.", b"%0#1",
                          b"%" + b"a" * rng.randint(100, 3000), b"%\xc3\xa9", b"%9999999999999"])
        if rng.random() < 0.5:
            # Rename every occurrence: the module stays valid when the new
            # name is.
            return re.sub(re.escape(old) + rb"(?![\w$.#-])", new.replace(b"\\", b"\\\\"), text)
        i = text.find(old)
        return text[:i] + new + text[i + len(old):]
    if r < 0.6:
        names = sorted(set(BLOCK.findall(text)))
        if not names:
            return None
        old = rng.choice(names)
        new = rng.choice([b"^bb0.x", b"^bb-1", b"^x$", b"^_", b"^bb0#1", b"^", b"^0", b"^bb1.2.3"])
        return re.sub(re.escape(old) + rb"(?![\w$.-])", new, text)
    names = sorted(set(SYMBOL.findall(text)))
    if not names:
        return None
    old = rng.choice(names)
    new = rng.choice([b'@"a b"', b'@"\\FF"', b'@""', b'@"\\00x"', b'@"\\22"', b"@a$b.c",
                      b'@"' + old[1:] + b'"', b'@"\\C3\\A9"'])
    return re.sub(re.escape(old) + rb"(?![\w$.])", new.replace(b"\\", b"\\\\"), text)


def resource_key(rng, i):
    return rng.choice([b"k%d" % i, b'"k %d"' % i, b'"\\FF%d"' % i, b'"\\C3\\A9%d"' % i,
                       b"%d" % i, b"i%d" % i, b'"\\00%d"' % i])


def mut_resources(rng, text):
    keys = [resource_key(rng, i) for i in range(rng.randint(1, 4))]
    entries = []
    for k in keys:
        r = rng.random()
        if r < 0.7:
            align = rng.choice([b"01000000", b"04000000", b"08000000", b"03000000", b"00000000", b""])
            data = b"".join(b"%02X" % rng.randrange(256) for _ in range(rng.choice([0, 1, 4, 8])))
            entries.append(k + b': "0x' + align + data + b'"')
        elif r < 0.85:
            entries.append(k + b': "' + escaped_bytes(rng, 3) + b'"')
        else:
            entries.append(k + b": true")
    block = b"{-#\n  dialect_resources: {\n    builtin: {\n      " + b",\n      ".join(entries) + b"\n    }\n  }"
    if rng.random() < 0.3:
        block += b',\n  external_resources: { ext: { ' + resource_key(rng, 9) + b': "x", b: false } }'
    block += b"\n#-}\n"
    ty = rng.choice([b"tensor<1xi32>", b"tensor<2xi8>", b"tensor<f32>", b"i32", b"vector<1xi32>"])
    ref = b"dense_resource<" + rng.choice(keys) + b"> : " + ty
    text = add_attr(rng, text, ref) or text
    return text + block


MUTATORS = [
    (mut_string, 5), (mut_int, 2), (mut_float, 2), (mut_nesting, 2), (mut_space, 2),
    (mut_ident, 3), (mut_resources, 2),
]


def mutate(rng, text):
    funcs = [f for f, w in MUTATORS for _ in range(w)]
    out = None
    for _ in range(rng.randint(1, 2)):
        for _ in range(5):
            r = rng.choice(funcs)(rng, out if out is not None else text)
            if r is not None:
                out = r
                break
    return out


def run(cmd, cwd, timeout):
    try:
        p = subprocess.run(cmd, cwd=cwd, capture_output=True, timeout=timeout)
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        return None, b"", b""


def first_error(stderr):
    for line in stderr.splitlines():
        if b": error: " in line:
            return line
    return stderr.splitlines()[0] if stderr else b""


# How `classify` runs drr's tool (`mlir-roundtrip`'s flags; the dialect
# tools of scripts/gen-hostile-ir.py set mlir-opt's).
TOOL_ARGS = ["--verify", "--debuginfo"]
# Extra flags of mlir-opt (a pass, for the dialect tools run with one).
OPT_ARGS = []


def classify(path, tool, opt):
    d, name = os.path.split(path)
    orc, oout, oerr = run([opt] + OPT_ARGS + ["--allow-unregistered-dialect",
                                              "--mlir-print-op-generic", "--mlir-print-local-scope",
                                              "--mlir-print-debuginfo", name], d, 20)
    drc, dout, derr = run([tool] + TOOL_ARGS + [name], d, 10)
    if drc is None:
        return "drr-timeout", oout + oerr, dout + derr
    if drc not in (0, 1) or b"panicked" in derr:
        return "drr-crash", oout + oerr, dout + derr
    if orc is None:
        return "opt-timeout", oout + oerr, dout + derr
    if orc not in (0, 1):
        return "opt-crash", oout + oerr, dout + derr
    if orc != 0 and drc != 0 and first_error(oerr) == first_error(derr):
        return "both-reject-same-message", oerr, derr
    if drc == 1 and not re.search(rb":\d+:\d+: error: ", derr):
        return "drr-error-without-position", oout + oerr, dout + derr
    if orc == 0 and drc == 0:
        return ("same-output" if oout == dout else "output-differs"), oout, dout
    if orc != 0 and drc != 0:
        same = first_error(oerr) == first_error(derr)
        return ("both-reject-same-message" if same else "both-reject-other-message"), oerr, derr
    if orc == 0:
        return "accept-reject", oout, derr
    return "reject-accept", oerr, dout


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=500)
    ap.add_argument("--out", default=None)
    ap.add_argument("--keep", default=None)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--no-compare", action="store_true")
    ap.add_argument("--compare-dir", default=None)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    names = sorted(f for f in os.listdir(CORPUS) if f.endswith(".mlir"))
    out = args.out or tempfile.mkdtemp(prefix="hostile-")
    os.makedirs(out, exist_ok=True)
    paths = []
    if args.compare_dir:
        for f in sorted(os.listdir(args.compare_dir)):
            full = os.path.join(args.compare_dir, f)
            if os.path.isfile(full):
                if not f.endswith(".mlir"):
                    # The tools name their input; keep a copy under .mlir.
                    os.makedirs(out, exist_ok=True)
                    with open(full, "rb") as src, open(os.path.join(out, f + ".mlir"), "wb") as dst:
                        dst.write(src.read())
                    full = os.path.join(out, f + ".mlir")
                paths.append((full, f))
    while not args.compare_dir and len(paths) < args.count:
        name = rng.choice(names)
        with open(os.path.join(CORPUS, name), "rb") as f:
            text = f.read()
        m = mutate(rng, text)
        if m is None or m == text:
            continue
        path = os.path.join(out, "h%05d.mlir" % len(paths))
        with open(path, "wb") as f:
            f.write(m)
        paths.append((path, name))
    if args.no_compare:
        print(f"{len(paths)} inputs in {out}")
        return 0
    opt = os.environ.get("MLIR_OPT", "mlir-opt-22")
    tool = os.environ.get("TOOL", os.path.join(ROOT, "target/release/examples/mlir-roundtrip"))
    if not os.path.exists(tool):
        subprocess.run(["cargo", "build", "--release", "--example", "mlir-roundtrip"], cwd=ROOT,
                       check=True)
    keep = args.keep or tempfile.mkdtemp(prefix="hostile-diff-")
    os.makedirs(keep, exist_ok=True)
    with ThreadPoolExecutor(args.jobs) as ex:
        results = list(ex.map(lambda p: classify(p[0], tool, opt), paths))
    what = f"inputs of {args.compare_dir}" if args.compare_dir else f"seed {args.seed}"
    return tally([(path, f" (from {src})") for path, src in paths], results, keep,
                 f"hostile text ({what}, {len(paths)} inputs")


def tally(inputs, results, keep, title):
    """Counts the classes of `results` (of `classify`, one per `(path,
    note)` of `inputs`), copies each differing input with both outputs
    (`.opt`, `.drr`) to `keep`, prints one line per such case and the
    counts; returns the exit status (1 if drr crashed or timed out)."""
    counts = {}
    for (path, note), (cls, a, b) in zip(inputs, results):
        counts[cls] = counts.get(cls, 0) + 1
        if cls in ("same-output", "both-reject-same-message"):
            continue
        base = os.path.join(keep, os.path.basename(path))
        with open(path, "rb") as f:
            source = f.read()
        for suffix, data in (("", source), (".opt", a), (".drr", b)):
            with open(base + suffix, "wb") as f:
                f.write(data)
        print(f"{cls}: {base}{note}")
    print(f"{title}; differing cases in {keep}):")
    for cls in sorted(counts):
        print(f"  {cls}: {counts[cls]}")
    return 1 if any(k.startswith("drr-") for k in counts) else 0


if __name__ == "__main__":
    sys.exit(main())
