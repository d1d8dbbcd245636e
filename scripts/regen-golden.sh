#!/usr/bin/env bash
# Re-records the expected outputs of the conformance suite
# (tests/conformance/*.mlir -> *.expected) with mlir-opt 22:
#
#   mlir-opt-22 --allow-unregistered-dialect --test-greedy-patterns[="OPTS"] \
#     --mlir-print-op-generic --mlir-print-local-scope --mlir-print-debuginfo FILE
#
# The pass options come from the input's `// test-opt: FLAGS` header line
# (test-opt flags, translated by scripts/test-opt-flags-to-pass-options.sh).
# mlir-opt is run from tests/conformance with the bare file name, so that
# locations read `loc("NAME.mlir":L:C)`, as test-opt prints them when the
# conformance test runs the pipeline with that file name.
#
# Usage: scripts/regen-golden.sh [FILE.mlir…]   (default: every input)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
dir="$here/../tests/conformance"
MLIR_OPT="${MLIR_OPT:-mlir-opt-22}"
command -v "$MLIR_OPT" >/dev/null || { echo "error: $MLIR_OPT not found (install mlir-22-tools)" >&2; exit 1; }
cd "$dir"
files=("$@")
[ ${#files[@]} -eq 0 ] && files=(*.mlir)
for f in "${files[@]}"; do
  f="$(basename "$f")"
  flags="$(sed -n 's|^// test-opt:||p' "$f" | head -n1)"
  opts="$("$here/test-opt-flags-to-pass-options.sh" $flags)"
  pass="--test-greedy-patterns"
  [ -n "$opts" ] && pass="--test-greedy-patterns=$opts"
  "$MLIR_OPT" --allow-unregistered-dialect "$pass" --mlir-print-op-generic \
    --mlir-print-local-scope --mlir-print-debuginfo "$f" > "${f%.mlir}.expected"
  echo "recorded ${f%.mlir}.expected"
done
