#!/bin/bash
# Re-records the expectations of dialects/arith/tests/verify_diagnostics.rs
# from mlir-opt-22: for each input and flag set, NAME.FLAGS.stdout (standard
# output), NAME.FLAGS.stderr (standard error) and NAME.FLAGS.status (exit
# status). Run from anywhere; mlir-opt-22 runs in the test's directory so
# that messages name the file as the test gives it (`input.mlir`).
set -u
cd "$(dirname "$0")/../dialects/arith/tests/verify_diagnostics" || exit 1
common="--canonicalize --mlir-print-op-generic --mlir-print-local-scope"
declare -A sets=(
  [verify]="--split-input-file --verify-diagnostics"
  [only_expected]="--split-input-file --verify-diagnostics=only-expected"
  [no_flag]="--split-input-file"
  [whole]="--verify-diagnostics"
)
for input in input hostile single multi; do
  for set in "${!sets[@]}"; do
    # shellcheck disable=SC2086
    mlir-opt-22 $common ${sets[$set]} "$input.mlir" \
      >"$input.$set.stdout" 2>"$input.$set.stderr"
    echo $? >"$input.$set.status"
  done
done
