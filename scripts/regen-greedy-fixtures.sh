#!/usr/bin/env bash
# Regenerates drr-runtime/tests/greedy_fixtures/*.expected with mlir-opt 22.
#
# Each fixture's first line is `// greedy: OPTIONS`, where OPTIONS are
# words among `max-iterations=N`, `top-down`, `fold=false`,
# `cse-constants=false`, `debuginfo` (or `none`). They become options of
# mlir-opt's `--test-greedy-patterns` pass, and the same options configure
# drr's greedy driver in drr-runtime/tests/greedy.rs. Of that pass's
# patterns, the DRR ones never match the fixtures' ops, and the hand-written
# ones that can (IncrementIntAttribute<3>, MakeOpEligible, HoistEligibleOps)
# are replicated in Rust (drr-runtime/tests/rewrite_support/mod.rs); the
# rest of the behaviour is folding, dead-code removal, constant uniquing and
# region simplification.
#
# Usage: scripts/regen-greedy-fixtures.sh [path/to/mlir-opt]
set -euo pipefail
MLIR_OPT=${1:-mlir-opt-22}
DIR="$(cd "$(dirname "$0")/.." && pwd)/drr-runtime/tests/greedy_fixtures"
for f in "$DIR"/*.mlir; do
  header=$(head -n 1 "$f")
  opts=${header#// greedy: }
  pass_opts=()
  print_opts=(--mlir-print-op-generic --mlir-print-local-scope)
  for w in $opts; do
    case "$w" in
      none) ;;
      debuginfo) print_opts+=(--mlir-print-debuginfo) ;;
      max-iterations=*|top-down|fold=false|cse-constants=false) pass_opts+=("$w") ;;
      *) echo "$f: unknown option $w" >&2; exit 1 ;;
    esac
  done
  pass="--test-greedy-patterns"
  if [ ${#pass_opts[@]} -gt 0 ]; then
    pass="--test-greedy-patterns=$(IFS=' '; echo "${pass_opts[*]}")"
  fi
  (cd "$DIR" && "$MLIR_OPT" --allow-unregistered-dialect "$pass" "${print_opts[@]}" "$(basename "$f")") \
    > "${f%.mlir}.expected"
  echo "regenerated ${f%.mlir}.expected"
done
