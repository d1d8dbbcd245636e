#!/bin/sh
# Re-records the goldens of dialects/scf/tests/cse: each human-written case
# NAME.mlir (MLIR's custom syntax) starts with a `// FLAGS: …` line, the
# mlir-opt flags it tests (`--cse`, `--cse --canonicalize`,
# `--pass-pipeline=builtin.module(func.func(canonicalize,cse))`,
# `--allow-unregistered-dialect`; space separated, no spaces inside a
# flag). This script records its generic form NAME.generic (the test's
# input, with locations) and what mlir-opt-22 prints for it with those
# flags and --mlir-print-debuginfo, NAME.expected. The test
# (dialects/scf/tests/cse.rs) runs scf-opt's command line (drr's
# `opt_tool::run_opt` with drr-scf registered) with the same flags and
# compares. Needs mlir-opt-22 (Debian package mlir-22-tools); the test does
# not.
#
# Usage: scripts/regen-cse.sh [NAME.mlir…]   (default: every case)
set -eu
MLIR_OPT="${MLIR_OPT:-mlir-opt-22}"
cd "$(dirname "$0")/../dialects/scf/tests/cse"
[ $# -eq 0 ] && set -- *.mlir
for f in "$@"; do
  f=$(basename "$f")
  base=${f%.mlir}
  flags=$(sed -n '1s|^// FLAGS: *||p' "$f")
  if [ -z "$flags" ]; then
    echo "$f: the first line must be \`// FLAGS: …\`" >&2
    exit 1
  fi
  "$MLIR_OPT" --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-local-scope \
    --mlir-print-debuginfo "$f" > "$base.generic"
  # shellcheck disable=SC2086 # the flags are words
  "$MLIR_OPT" $flags --mlir-print-op-generic --mlir-print-local-scope \
    --mlir-print-debuginfo "$base.generic" > "$base.expected"
  echo "recorded $base.generic, $base.expected ($flags)"
done
