#!/usr/bin/env bash
# Compares scf-opt with mlir-opt 22 on random scf + arith functions:
#
#   scripts/compare-scf-random.sh [COUNT] [SEED] [DIR]
#
# Generates modules with scripts/gen-scf-random.py (seed SEED, default 22)
# into DIR (default a temporary directory), turns each into generic form
# with `mlir-opt-22 --mlir-print-op-generic --mlir-print-debuginfo`
# (modules mlir-opt rejects are dropped and replaced, so that COUNT valid
# ones, default 1000, are compared), then runs, from DIR,
#   mlir-opt-22 --canonicalize --mlir-print-op-generic --mlir-print-local-scope --mlir-print-debuginfo
#   scf-opt     --canonicalize --mlir-print-debuginfo
# on each and counts the identical outputs (same exit status and standard
# output; on failure also the same diagnostics). Mismatches are listed, with
# their diffs in DIR/*.diff. Exit status 0 when all are identical.
# SCF_GEN_FLAGS passes flags to the generator (`--classic`: no
# scf.parallel / scf.index_switch, the generator's earlier modules).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
count="${1:-1000}"
seed="${2:-22}"
dir="${3:-$(mktemp -d)}"
MLIR_OPT="${MLIR_OPT:-mlir-opt-22}"
mkdir -p "$dir/src"
python3 "$here/gen-scf-random.py" "$dir/src" --count $((count * 2)) --seed "$seed" ${SCF_GEN_FLAGS:-}
(cd "$here/.." && cargo build --quiet --release -p drr-scf --example scf-opt)
bin="$(cd "$here/.." && pwd)/target/release/examples/scf-opt"
cd "$dir"
valid=0; same=0; same_err=0; rejected=0
for src in src/scf_*.mlir; do
  [ "$valid" -ge "$count" ] && break
  name="$(basename "$src")"
  if ! "$MLIR_OPT" --mlir-print-op-generic --mlir-print-debuginfo "$src" > "$name" 2> /dev/null; then
    rejected=$((rejected + 1)); rm -f "$name"; continue
  fi
  valid=$((valid + 1))
  base="${name%.mlir}"
  set +e
  "$MLIR_OPT" --canonicalize --mlir-print-op-generic --mlir-print-local-scope --mlir-print-debuginfo \
    "$name" > "$base.mlir-opt" 2> "$base.mlir-opt.err"
  mrc=$?
  timeout 60 "$bin" --canonicalize --mlir-print-debuginfo "$name" > "$base.scf-opt" 2> "$base.scf-opt.err"
  arc=$?
  set -e
  if [ $mrc -eq $arc ] && cmp -s "$base.mlir-opt" "$base.scf-opt" &&
     { [ $mrc -eq 0 ] || cmp -s "$base.mlir-opt.err" "$base.scf-opt.err"; }; then
    same=$((same + 1))
    [ $mrc -ne 0 ] && same_err=$((same_err + 1))
    rm -f "$base.mlir-opt.err" "$base.scf-opt.err"
  else
    { diff -u "$base.mlir-opt" "$base.scf-opt"
      [ $mrc -ne $arc ] && echo "exit status: mlir-opt $mrc, scf-opt $arc"
      diff -u "$base.mlir-opt.err" "$base.scf-opt.err"; } > "$base.diff" || true
    echo "differs: $dir/$name"
  fi
done
echo "$same/$valid identical ($same_err of them identical errors; seed $seed, $rejected generated modules rejected by mlir-opt, files in $dir)"
[ "$same" -eq "$valid" ]
