#!/usr/bin/env python3
"""Writes drr-syntax/src/tablegen/mlir_includes.txt: for each of MLIR's own
`.td` files (MLIR 22's include directory), its include-guard macro and the
files it includes, so that `include "mlir/…"` defines the macros TableGen's
preprocessor would see (drr does not read included files).

One line per file: `PATH GUARD INCLUDE...`, paths without the leading
`mlir/` and the `.td` suffix, `-` for a file with no `#define`.

Usage: scripts/gen-mlir-include-guards.py [INCLUDE_DIR]
       (default /usr/lib/llvm-22/include)
"""
import os
import re
import sys

root = sys.argv[1] if len(sys.argv) > 1 else "/usr/lib/llvm-22/include"
out = os.path.join(os.path.dirname(__file__), "..", "drr-syntax", "src", "tablegen", "mlir_includes.txt")


def short(path):
    assert path.startswith("mlir/") and path.endswith(".td"), path
    return path[len("mlir/"):-len(".td")]


files = []
for d, _, names in os.walk(os.path.join(root, "mlir")):
    for n in names:
        if n.endswith(".td"):
            files.append(os.path.relpath(os.path.join(d, n), root))
files.sort()
known = set(files)
lines = []
for f in files:
    text = open(os.path.join(root, f)).read()
    # Code blocks and comments are not the preprocessor's.
    text = re.sub(r"\[\{.*?\}\]", "", text, flags=re.S)
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    text = re.sub(r"//[^\n]*", "", text)
    # The files are guarded as `#ifndef G` / `#define G` / … / `#endif`, with
    # no other conditionals (checked here, as the table assumes it).
    conds = re.findall(r"^\s*#\s*(ifdef|ifndef|else)\b", text, re.M)
    defines = re.findall(r"^\s*#\s*define\s+(\w+)", text, re.M)
    assert conds in ([], ["ifndef"]) and len(defines) <= 1, (f, conds, defines)
    incs = []
    for inc in re.findall(r'^\s*include\s+"([^"]+)"', text, re.M):
        # TableGen looks next to the including file first, then in -I.
        local = os.path.normpath(os.path.join(os.path.dirname(f), inc))
        path = local if local in known else inc
        assert path in known, (f, inc)
        incs.append(short(path))
    lines.append(" ".join([short(f), defines[0] if defines else "-"] + incs))
with open(out, "w") as o:
    o.write("\n".join(lines) + "\n")
print(f"{len(lines)} files -> {out}")
