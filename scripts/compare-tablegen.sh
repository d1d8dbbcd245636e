#!/usr/bin/env bash
# Compares drr's record language with TableGen's on .td files: for each
# FILE.td, the `Defs` section of `mlir-tblgen-22 --print-records FILE.td`
# against drr's `print-records` example (drr_syntax::tablegen::print_records).
# Anonymous records (`def anonymous_N`) and references to them are left out
# of both (drr does not number them as TableGen does).
#
# Usage: scripts/compare-tablegen.sh [--update] FILE.td... | DIR
#   --update  writes FILE.records (the goldens of drr-syntax/tests/print_records.rs)
#             from mlir-tblgen-22 instead of comparing.
# Prints one line per file that differs (with the diff), then a tally.
set -u
cd "$(dirname "$0")/.."
TBLGEN=${MLIR_TBLGEN:-mlir-tblgen-22}
update=0
if [ "${1:-}" = "--update" ]; then update=1; shift; fi
files=()
for a in "$@"; do
  if [ -d "$a" ]; then files+=("$a"/*.td); else files+=("$a"); fi
done
cargo build -q -p drr-syntax --example print-records || exit 1
ours=target/debug/examples/print-records
norm() { # drop anonymous records and references to them
  awk '/^def anonymous_[0-9]+ /{skip=1} skip&&/^}/{skip=0; next} !skip' | sed -E 's/anonymous_[0-9?]+/anonymous_N/g'
}
same=0; total=0
for f in "${files[@]}"; do
  total=$((total + 1))
  defs=$("$TBLGEN" --print-records "$f" 2>&1 | sed -n '/^------------- Defs -----------------$/,$p' | tail -n +2)
  if [ $update = 1 ]; then
    printf '%s\n' "$defs" > "${f%.td}.records"; continue
  fi
  want=$(printf '%s\n' "$defs" | norm)
  got=$("$ours" "$f" 2>&1 | norm)
  if [ "$want" = "$got" ]; then
    same=$((same + 1))
  else
    echo "== $f differs (< mlir-tblgen, > drr)"
    diff <(printf '%s\n' "$want") <(printf '%s\n' "$got") | head -${DIFF_LINES:-30}
  fi
done
[ $update = 1 ] && { echo "wrote $total goldens"; exit 0; }
echo "tablegen records: $same/$total identical"
[ "$same" = "$total" ]
