#!/usr/bin/env bash
# Compares arith-opt with mlir-opt 22 on random arith functions:
#
#   scripts/compare-arith-random.sh [COUNT] [SEED] [DIR]
#
# Generates functions with scripts/gen-arith-random.py (seed SEED, default
# 22) into DIR (default a temporary directory), turns each into generic
# form with `mlir-opt-22 --mlir-print-op-generic` (functions mlir-opt
# rejects are dropped and replaced, so that COUNT valid ones, default
# 1000, are compared), then runs
#   mlir-opt-22 --canonicalize --mlir-print-op-generic --mlir-print-local-scope --mlir-print-debuginfo
#   arith-opt   --canonicalize --mlir-print-debuginfo
# on each and counts the identical outputs. Mismatches are listed with
# their diffs in DIR/*.diff. Exit status 0 when all are identical.
# Functions on which mlir-opt crashes (its `addui_extended` folder on a
# poison operand) are counted apart and replaced, as rejected ones are;
# arith-opt must succeed on them.
# GEN_OPTIONS (e.g. `--poison 0.05`, `--wide`) is passed to the generator.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
count="${1:-1000}"
seed="${2:-22}"
dir="${3:-$(mktemp -d)}"
MLIR_OPT="${MLIR_OPT:-mlir-opt-22}"
mkdir -p "$dir/src"
python3 "$here/gen-arith-random.py" "$dir/src" --count $((count * 2)) --seed "$seed" ${GEN_OPTIONS:-}
(cd "$here/.." && cargo build --quiet --release -p drr-arith --example arith-opt)
bin="$(cd "$here/.." && pwd)/target/release/examples/arith-opt"
cd "$dir"
valid=0; same=0; rejected=0; crashed=0; failed=0
for src in src/arith_*.mlir; do
  [ "$valid" -ge "$count" ] && break
  name="$(basename "$src")"
  if ! "$MLIR_OPT" --mlir-print-op-generic --mlir-print-debuginfo "$src" > "$name" 2> /dev/null; then
    rejected=$((rejected + 1)); rm -f "$name"; continue
  fi
  set +e
  "$MLIR_OPT" --canonicalize --mlir-print-op-generic --mlir-print-local-scope --mlir-print-debuginfo "$name" > "${name%.mlir}.mlir-opt" 2>&1
  mrc=$?
  "$bin" --canonicalize --mlir-print-debuginfo "$name" > "${name%.mlir}.arith-opt" 2>&1
  arc=$?
  set -e
  if [ $mrc -ge 128 ]; then
    # mlir-opt crashed (its `addui_extended` folder on a poison operand):
    # nothing to compare with; arith-opt must still succeed.
    crashed=$((crashed + 1))
    if [ $arc -ne 0 ]; then
      echo "arith-opt failed where mlir-opt crashed: $dir/$name"; failed=$((failed + 1))
    fi
    continue
  fi
  valid=$((valid + 1))
  if [ $mrc -eq $arc ] && cmp -s "${name%.mlir}.mlir-opt" "${name%.mlir}.arith-opt"; then
    same=$((same + 1))
  else
    diff -u "${name%.mlir}.mlir-opt" "${name%.mlir}.arith-opt" > "${name%.mlir}.diff" || true
    echo "differs: $dir/$name"
  fi
done
echo "$same/$valid identical (seed $seed, $rejected generated functions rejected by mlir-opt, $crashed on which mlir-opt crashed, files in $dir)"
[ "$same" -eq "$valid" ] && [ "$failed" -eq 0 ]
