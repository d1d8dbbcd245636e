#!/bin/bash
# Re-records the expectations of tests/tool_flags.rs from mlir-opt-22: for
# each input and flag set, NAME.SET.stdout, NAME.SET.stderr and
# NAME.SET.status. test_opt*.mlir are run as test-opt's counterpart
# (`mlir-opt-22 --allow-unregistered-dialect --test-greedy-patterns
# --mlir-print-op-generic --mlir-print-local-scope --mlir-print-debuginfo`),
# roundtrip*.mlir as mlir-roundtrip's (`mlir-opt-22
# --allow-unregistered-dialect --mlir-print-op-generic
# --mlir-print-local-scope`, and `--mlir-print-debuginfo` for the
# `debuginfo` set). mlir-opt-22 runs in the inputs' directory so that
# messages name the files as the test gives them.
set -u
cd "$(dirname "$0")/../tests/tool_flags" || exit 1
declare -A sets=(
  [split]="--split-input-file"
  [verify]="--split-input-file --verify-diagnostics"
  [only_expected]="--split-input-file --verify-diagnostics=only-expected"
  [whole]="--verify-diagnostics"
  [debuginfo]="--split-input-file --verify-diagnostics --mlir-print-debuginfo"
)
for input in test_opt test_opt_single roundtrip roundtrip_single; do
  case $input in
    test_opt*) common="--allow-unregistered-dialect --test-greedy-patterns --mlir-print-op-generic --mlir-print-local-scope --mlir-print-debuginfo" ;;
    *) common="--allow-unregistered-dialect --mlir-print-op-generic --mlir-print-local-scope" ;;
  esac
  for set in "${!sets[@]}"; do
    case $input/$set in test_opt*/debuginfo) continue ;; esac
    # shellcheck disable=SC2086
    mlir-opt-22 $common ${sets[$set]} "$input.mlir" \
      >"$input.$set.stdout" 2>"$input.$set.stderr"
    echo $? >"$input.$set.status"
  done
done
