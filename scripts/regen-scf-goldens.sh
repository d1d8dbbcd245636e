#!/bin/sh
# Re-records the scf canonicalization goldens of dialects/scf/tests/canonicalize
# (and, at the end, the verifier diagnostics of dialects/scf/tests/verify).
# Each human-written case `cases/NAME.mlir` (MLIR's custom syntax) starts with
# a `// PATTERNS: …` line naming the MLIR 22 patterns it tests (comma
# separated), `none` (folders only) or `all` (MLIR's full canonicalizer).
# This script records its generic form `generic/NAME.mlir` (the test's input,
# with locations) and what `mlir-opt-22 --canonicalize` with only those
# patterns enabled makes of it, `expected/NAME.mlir` (and with
# --mlir-print-debuginfo, `expected-debug/NAME.mlir`). Folders always run, as in MLIR.
# Needs mlir-opt-22 (Debian package mlir-22-tools); the tests do not.
set -eu
cd "$(dirname "$0")/../dialects/scf/tests/canonicalize"
mkdir -p generic expected expected-debug
for f in cases/*.mlir; do
  name=$(basename "$f")
  patterns=$(sed -n '1s|^// PATTERNS: *||p' "$f")
  if [ -z "$patterns" ]; then
    echo "$f: the first line must be \`// PATTERNS: …\`" >&2
    exit 1
  fi
  case "$patterns" in
    all) canon="--canonicalize" ;;
    *)
      # MLIR's debug names: the scf patterns and the generic region-branch
      # ones live in anonymous namespaces, the execute_region inliners and
      # index_switch's FoldConstantCase not.
      list=""
      for p in $(echo "$patterns" | tr ',' ' '); do
        case "$p" in
          SingleBlockExecuteInliner | MultiBlockExecuteInliner | FoldConstantCase | none) q="$p" ;;
          *) q="(anonymous namespace)::$p" ;;
        esac
        list="$list${list:+,}'$q'"
      done
      canon="--canonicalize=enable-patterns={$list}"
      ;;
  esac
  mlir-opt-22 --allow-unregistered-dialect --mlir-print-op-generic \
    --mlir-print-local-scope --mlir-print-debuginfo "$f" > "generic/$name"
  mlir-opt-22 --allow-unregistered-dialect "$canon" --mlir-print-op-generic \
    --mlir-print-local-scope "$f" > "expected/$name"
  mlir-opt-22 --allow-unregistered-dialect "$canon" --mlir-print-op-generic \
    --mlir-print-local-scope --mlir-print-debuginfo "generic/$name" > "expected-debug/$name"
done
echo "recorded $(ls cases | wc -l) cases"

# The verifier's diagnostics (dialects/scf/tests/verify.rs): what mlir-opt-22
# prints on standard error for each invalid input of verify/cases/, without
# and with --mlir-print-debuginfo (run from cases/, so locations name the
# bare file).
cd ../verify/cases
mkdir -p ../expected
for f in *.mlir; do
  name=${f%.mlir}
  mlir-opt-22 --mlir-print-op-generic --mlir-print-local-scope "$f" \
    > /dev/null 2> "../expected/$name.err" && { echo "$f verifies" >&2; exit 1; }
  mlir-opt-22 --mlir-print-op-generic --mlir-print-local-scope --mlir-print-debuginfo "$f" \
    > /dev/null 2> "../expected/$name.debug.err" || true
done
echo "recorded $(ls | wc -l) verifier cases"
