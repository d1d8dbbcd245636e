#!/usr/bin/env bash
# Random differential test of drr's CSE (alone and next to the
# canonicalizer) against mlir-opt 22:
#
#   scripts/compare-cse-random.sh GEN [COUNT] [SEED] [DIR]
#
# GEN is arith, scf or cf: the generator of scripts/gen-GEN-random.py
# (GEN_FLAGS passes it flags, e.g. "--wide"; the cf generator always gets
# --opaque, so that unregistered ops with regions and graph regions occur).
# Each generated module that mlir-opt-22 accepts is turned into generic form
# with locations, then run through
#   mlir-opt-22 FLAGS --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-local-scope --mlir-print-debuginfo
#   scf-opt     FLAGS --allow-unregistered-dialect --mlir-print-debuginfo
# for each FLAGS of PASSES (default: `--cse`, `--canonicalize --cse` and
# `--pass-pipeline=builtin.module(func.func(cse,canonicalize,cse))`;
# PASSES holds them separated by `;`), comparing stdout and exit status.
# Mismatches are listed with their diffs in DIR/*.diff. Exit status 0 when
# all are identical.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
gen="${1:?arith, scf or cf}"
count="${2:-200}"
seed="${3:-22}"
dir="${4:-$(mktemp -d)}"
MLIR_OPT="${MLIR_OPT:-mlir-opt-22}"
PASSES="${PASSES:---cse;--canonicalize --cse;--pass-pipeline=builtin.module(func.func(cse,canonicalize,cse))}"
extra=()
[ "$gen" = cf ] && extra=(--opaque)
mkdir -p "$dir/src"
# shellcheck disable=SC2086 # GEN_FLAGS are words
python3 "$here/gen-$gen-random.py" "$dir/src" --count $((count * 2)) --seed "$seed" "${extra[@]}" ${GEN_FLAGS:-} > /dev/null
(cd "$here/.." && cargo build --quiet --release -p drr-scf --example scf-opt)
bin="$(cd "$here/.." && pwd)/target/release/examples/scf-opt"
cd "$dir"
IFS=';' read -r -a configs <<< "$PASSES"
valid=0; runs=0; same=0
for src in src/*.mlir; do
  [ "$valid" -ge "$count" ] && break
  name="$(basename "$src")"
  if ! "$MLIR_OPT" --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo "$src" > "$name" 2> /dev/null; then
    rm -f "$name"; continue
  fi
  valid=$((valid + 1))
  base="${name%.mlir}"
  for i in "${!configs[@]}"; do
    read -r -a flags <<< "${configs[$i]}"
    runs=$((runs + 1))
    set +e
    "$MLIR_OPT" "${flags[@]}" --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-local-scope \
      --mlir-print-debuginfo "$name" > "$base.$i.mlir-opt" 2> /dev/null
    want=$?
    timeout 60 "$bin" "${flags[@]}" --allow-unregistered-dialect --mlir-print-debuginfo "$name" > "$base.$i.drr" 2> /dev/null
    got=$?
    set -e
    if [ "$want" = "$got" ] && cmp -s "$base.$i.mlir-opt" "$base.$i.drr"; then
      same=$((same + 1))
    else
      echo "DIFFERS ($want vs $got; ${configs[$i]}): $dir/$name"
      diff "$base.$i.mlir-opt" "$base.$i.drr" > "$base.$i.diff" || true
    fi
  done
done
echo "$gen: $same/$runs runs identical ($valid modules x ${#configs[@]} pass lists) in $dir"
[ "$same" = "$runs" ]
