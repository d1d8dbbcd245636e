#!/usr/bin/env bash
# Re-records dialects/arith/tests/pattern_names with mlir-opt 22: the
# generic form of input.mlir (input.generic, with locations) and, for each
# line NAME<TAB>OPTIONS of cases.txt, what
#   mlir-opt-22 "--canonicalize=OPTIONS" --mlir-print-op-generic --mlir-print-local-scope input.generic
# prints (NAME.expected). The test (dialects/arith/tests/pattern_names.rs)
# runs drr's canonicalizer with the same options and compares.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
MLIR_OPT="${MLIR_OPT:-mlir-opt-22}"
cd "$here/../dialects/arith/tests/pattern_names"
"$MLIR_OPT" --mlir-print-op-generic --mlir-print-local-scope --mlir-print-debuginfo input.mlir > input.generic
grep -v '^#' cases.txt | while IFS=$'\t' read -r name options; do
  "$MLIR_OPT" "--canonicalize=$options" --mlir-print-op-generic --mlir-print-local-scope input.generic > "$name.expected"
  echo "recorded $name.expected"
done
