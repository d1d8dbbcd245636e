#!/usr/bin/env bash
# Compare mlir-opt's generic printing of FILE with drr's round-trip printer.
#
# Usage: scripts/diff-roundtrip.sh [--debuginfo | --nodebug] FILE...
#   default: compare both with and without debug info.
#
# For each FILE this runs, from FILE's directory and with FILE's base name (so that
# synthesized locations are loc("NAME.mlir":L:C), as in the checked-in corpus):
#   $MLIR_OPT --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-local-scope \
#             [--mlir-print-debuginfo] NAME.mlir
#   cargo run -q --release --example mlir-roundtrip -- [--debuginfo] NAME.mlir
# and shows `diff -u` (mlir-opt first). Exit status 1 if anything differs.
# The mlir-opt binary is taken from $MLIR_OPT (default: mlir-opt-22).
set -euo pipefail

MLIR_OPT=${MLIR_OPT:-mlir-opt-22}
SCRIPT_DIR=$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(cd -- "$SCRIPT_DIR/.." && pwd)
FLAGS=(--allow-unregistered-dialect --mlir-print-op-generic --mlir-print-local-scope)

modes=(debug nodebug)
files=()
for arg in "$@"; do
  case "$arg" in
    --debuginfo|--debug) modes=(debug) ;;
    --nodebug|--no-debuginfo) modes=(nodebug) ;;
    -h|--help) sed -n '2,13p' "${BASH_SOURCE[0]}"; exit 0 ;;
    -*) echo "unknown option: $arg" >&2; exit 2 ;;
    *) files+=("$arg") ;;
  esac
done
if [[ ${#files[@]} -eq 0 ]]; then
  echo "usage: $0 [--debuginfo|--nodebug] FILE..." >&2
  exit 2
fi

# Build once up front so cargo's own output does not interleave with the diffs.
cargo build -q --release --example mlir-roundtrip --manifest-path "$ROOT/Cargo.toml"

tmp=$(mktemp -d)
trap 'rm -rf -- "$tmp"' EXIT

status=0
for file in "${files[@]}"; do
  if [[ ! -f $file ]]; then
    echo "error: no such file: $file" >&2
    status=2
    continue
  fi
  dir=$(cd -- "$(dirname -- "$file")" && pwd)
  base=$(basename -- "$file")
  for mode in "${modes[@]}"; do
    if [[ $mode == debug ]]; then
      opt_flag=(--mlir-print-debuginfo); rs_flag=(--debuginfo)
    else
      opt_flag=(); rs_flag=()
    fi
    expected="$tmp/mlir-opt.$mode"
    actual="$tmp/drr.$mode"
    (cd -- "$dir" && "$MLIR_OPT" "${FLAGS[@]}" "${opt_flag[@]}" "$base") > "$expected" 2>&1 || true
    (cd -- "$dir" && cargo run -q --release --example mlir-roundtrip \
        --manifest-path "$ROOT/Cargo.toml" -- "${rs_flag[@]}" "$base") > "$actual" 2>&1 || true
    if diff -u --label "mlir-opt ($mode) $file" --label "drr ($mode) $file" \
         -- "$expected" "$actual"; then
      echo "OK   ($mode) $file"
    else
      echo "DIFF ($mode) $file"
      status=1
    fi
  done
done
exit $status
