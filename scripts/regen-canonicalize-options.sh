#!/bin/sh
# Re-records the goldens of dialects/scf/tests/canonicalize_options: each
# human-written case NAME.mlir (MLIR's custom syntax) starts with a
# `// OPTIONS: …` line, the canonicalizer options it tests
# (`top-down=false`, `max-iterations=N`, `max-num-rewrites=N`,
# `region-simplify=disabled|normal|aggressive`, space separated). This script
# records its generic form NAME.generic (the test's input, with locations)
# and what `mlir-opt-22 --canonicalize="OPTIONS"` prints for it with
# --mlir-print-debuginfo, NAME.expected. The test
# (dialects/scf/tests/canonicalize_options.rs) runs drr's canonicalizer
# with the same options (scf and arith registered) and compares.
# Needs mlir-opt-22 (Debian package mlir-22-tools); the test does not.
#
# Usage: scripts/regen-canonicalize-options.sh [NAME.mlir…]   (default: every case)
set -eu
MLIR_OPT="${MLIR_OPT:-mlir-opt-22}"
cd "$(dirname "$0")/../dialects/scf/tests/canonicalize_options"
[ $# -eq 0 ] && set -- *.mlir
for f in "$@"; do
  f=$(basename "$f")
  base=${f%.mlir}
  options=$(sed -n '1s|^// OPTIONS: *||p' "$f")
  if [ -z "$options" ]; then
    echo "$f: the first line must be \`// OPTIONS: …\`" >&2
    exit 1
  fi
  "$MLIR_OPT" --mlir-print-op-generic --mlir-print-local-scope --mlir-print-debuginfo "$f" > "$base.generic"
  "$MLIR_OPT" "--canonicalize=$options" --mlir-print-op-generic --mlir-print-local-scope \
    --mlir-print-debuginfo "$base.generic" > "$base.expected"
  echo "recorded $base.generic, $base.expected ($options)"
done
