#!/usr/bin/env bash
# Re-records the canonicalization tests of the arith crate
# (dialects/arith/tests/canonicalize) with mlir-opt 22. For each NAME.mlir
# (custom syntax, the case as written):
#
#   NAME.generic  = mlir-opt-22 --mlir-print-op-generic --mlir-print-local-scope --mlir-print-debuginfo NAME.mlir
#   NAME.expected = mlir-opt-22 --canonicalize --mlir-print-op-generic --mlir-print-local-scope --mlir-print-debuginfo NAME.generic
#
# run from that directory (locations read `loc("NAME.mlir":L:C)`). The test
# (dialects/arith/tests/canonicalize.rs) canonicalizes NAME.generic with
# drr and compares with NAME.expected.
#
# Usage: scripts/regen-arith-golden.sh [NAME.mlir…]   (default: every case)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
dir="$here/../dialects/arith/tests/canonicalize"
MLIR_OPT="${MLIR_OPT:-mlir-opt-22}"
command -v "$MLIR_OPT" >/dev/null || { echo "error: $MLIR_OPT not found (install mlir-22-tools)" >&2; exit 1; }
cd "$dir"
files=("$@")
[ ${#files[@]} -eq 0 ] && files=(*.mlir)
for f in "${files[@]}"; do
  f="$(basename "$f")"
  base="${f%.mlir}"
  "$MLIR_OPT" --mlir-print-op-generic --mlir-print-local-scope --mlir-print-debuginfo "$f" > "$base.generic"
  "$MLIR_OPT" --canonicalize --mlir-print-op-generic --mlir-print-local-scope --mlir-print-debuginfo "$base.generic" > "$base.expected"
  echo "recorded $base.generic, $base.expected"
done
