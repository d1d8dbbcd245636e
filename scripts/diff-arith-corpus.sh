#!/usr/bin/env bash
# arith-opt --canonicalize against mlir-opt-22 --canonicalize on every corpus
# chunk whose operations are all `arith.*`, `func.*` or `builtin.module`
# (other than the Dialect__Arith__canonicalize__* chunks, which
# scripts/diff-arith-opt.sh covers): real inputs the arith crate was not
# written against. Compares output and exit status.
#
#   scripts/diff-arith-corpus.sh [INPUT_DIR]
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
inputs="${1:-$here/../../shared/corpus/mlir-text/inputs}"
MLIR_OPT="${MLIR_OPT:-mlir-opt-22}"
(cd "$here/.." && cargo build --quiet --release -p drr-arith --example arith-opt) || exit 1
bin="$here/../target/release/examples/arith-opt"
work="$(mktemp -d)"
n=0; same=0
for f in "$inputs"/*.mlir; do
  case "$f" in *Arith__canonicalize*) continue ;; esac
  ops=$(grep -o '"[A-Za-z_][A-Za-z_0-9]*\.[A-Za-z_.0-9]*"(' "$f" | sort -u | sed 's/"(//; s/"//')
  [ -z "$ops" ] && continue
  grep -qv '^\(arith\.\|func\.\|builtin\.module\)' <<< "$ops" && continue
  n=$((n + 1))
  b=$(basename "$f" .mlir)
  timeout 20 "$MLIR_OPT" --allow-unregistered-dialect --canonicalize --mlir-print-op-generic \
    --mlir-print-local-scope --mlir-print-debuginfo "$f" > "$work/$b.mlir-opt" 2>&1; r1=$?
  timeout 20 "$bin" --allow-unregistered-dialect --canonicalize --mlir-print-debuginfo "$f" > "$work/$b.drr" 2>&1; r2=$?
  if [ $r1 = $r2 ] && cmp -s "$work/$b.mlir-opt" "$work/$b.drr"; then
    same=$((same + 1))
  else
    echo "differs (status $r1 vs $r2): $b  (diff $work/$b.mlir-opt $work/$b.drr)"
  fi
done
echo "arith-opt on arith-only corpus chunks: $same/$n identical"
