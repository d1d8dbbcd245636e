#!/usr/bin/env bash
# Records mlir-opt-22's diagnostics for the verifier's regression inputs
# (drr-runtime/tests/verify_cases/NAME.mlir -> NAME.expected): what
# `mlir-opt-22 --allow-unregistered-dialect NAME.mlir` prints on standard
# error, run in that directory (so that locations name the files as the
# inputs do). An empty file means mlir-opt accepts the input. Checked by
# drr-runtime/tests/verifier_cases.rs.
#
#   scripts/regen-verify-cases.sh        (needs mlir-opt-22)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
dir="$here/../drr-runtime/tests/verify_cases"
opt="${MLIR_OPT:-mlir-opt-22}"
command -v "$opt" >/dev/null || { echo "needs $opt" >&2; exit 2; }
cd "$dir"
for f in *.mlir; do
  # Exit status 1 (rejected) is expected for most inputs; only the
  # diagnostics are recorded.
  "$opt" --allow-unregistered-dialect "$f" > /dev/null 2> "${f%.mlir}.expected" || true
done
echo "recorded $(ls *.mlir | wc -l) inputs in $dir"
