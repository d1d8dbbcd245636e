#!/usr/bin/env bash
# Diffs test-opt against mlir-opt 22 on any generic-form input:
#
#   scripts/diff-test-opt.sh FILE [TEST-OPT FLAGS…]
#
# Runs `test-opt FLAGS FILE` (release build) and
# `mlir-opt-22 --allow-unregistered-dialect --test-greedy-patterns=OPTS
#  --mlir-print-op-generic --mlir-print-local-scope --mlir-print-debuginfo FILE`
# from FILE's directory (so both print the same file locations), and shows
# a unified diff. Exit status 0 when the outputs (and exit statuses) agree.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
[ $# -ge 1 ] || { echo "usage: $0 FILE [FLAGS…]" >&2; exit 2; }
file="$1"; shift
MLIR_OPT="${MLIR_OPT:-mlir-opt-22}"
(cd "$here/.." && cargo build --quiet --release --example test-opt)
bin="$here/../target/release/examples/test-opt"
opts="$("$here/test-opt-flags-to-pass-options.sh" "$@")"
pass="--test-greedy-patterns"
[ -n "$opts" ] && pass="--test-greedy-patterns=$opts"
cd "$(dirname "$file")"
name="$(basename "$file")"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
set +e
"$MLIR_OPT" --allow-unregistered-dialect "$pass" --mlir-print-op-generic \
  --mlir-print-local-scope --mlir-print-debuginfo "$name" > "$tmp/mlir-opt.out" 2> "$tmp/mlir-opt.err"
mrc=$?
"$bin" "$@" "$name" > "$tmp/test-opt.out" 2> "$tmp/test-opt.err"
trc=$?
set -e
status=0
if ! diff -u --label mlir-opt --label test-opt "$tmp/mlir-opt.out" "$tmp/test-opt.out"; then status=1; fi
if [ "$mrc" -ne "$trc" ]; then
  echo "exit status differs: mlir-opt $mrc, test-opt $trc" >&2
  cat "$tmp/mlir-opt.err" "$tmp/test-opt.err" >&2
  status=1
fi
[ $status -eq 0 ] && echo "identical"
exit $status
