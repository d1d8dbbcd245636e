#!/usr/bin/env bash
# Compares drr with mlir-opt 22 on random control flow (cf + arith + func):
#
#   scripts/compare-cf-random.sh [--test-opt] [COUNT] [SEED] [DIR]
#
# Generates modules with scripts/gen-cf-random.py (seed SEED, default 7)
# into DIR (default a temporary directory), turns each into generic form
# with `mlir-opt-22 --mlir-print-op-generic --mlir-print-debuginfo`
# (modules mlir-opt rejects are dropped and replaced, so that COUNT valid
# ones, default 1000, are compared), then runs, from DIR,
#   mlir-opt-22 --canonicalize --mlir-print-op-generic --mlir-print-local-scope --mlir-print-debuginfo
#   arith-opt   --canonicalize --mlir-print-debuginfo
# on each and counts the identical outputs (same exit status and standard
# output; on failure also the same diagnostics). With `--test-opt`, the
# functions use opaque ops instead of arith (gen-cf-random.py --opaque) and
# the comparison is
#   mlir-opt-22 --allow-unregistered-dialect --test-greedy-patterns …
#   test-opt
# whose region simplification is MLIR's aggressive one (block merging with
# new arguments, redundant arguments dropped). CANON_OPTIONS passes pass
# options to both canonicalizers (e.g. CANON_OPTIONS=region-simplify=aggressive).
# CF_GEN_FLAGS passes flags to the generator (e.g. CF_GEN_FLAGS="--wide",
# "--wide --nest scf", "--wide --nest foo"); with `--nest foo` both tools
# get --allow-unregistered-dialect. CF_TOOL=scf-opt compares scf-opt
# (scf + arith + func + cf) instead of arith-opt, for `--nest scf`.
# Mismatches are listed, with their diffs in DIR/*.diff. Modules on which
# mlir-opt crashes or runs over 120 s (MLIR bugs: no reference output) are
# listed and counted apart, not compared. Exit status 0 when all compared
# modules are identical.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
mode=canonicalize
if [ "${1:-}" = "--test-opt" ]; then mode=test-opt; shift; fi
count="${1:-1000}"
seed="${2:-7}"
dir="${3:-$(mktemp -d)}"
MLIR_OPT="${MLIR_OPT:-mlir-opt-22}"
mkdir -p "$dir/src"
if [ "$mode" = test-opt ]; then
  # shellcheck disable=SC2086
  python3 "$here/gen-cf-random.py" "$dir/src" --count $((count * 2)) --seed "$seed" --opaque ${CF_GEN_FLAGS:-}
  (cd "$here/.." && cargo build --quiet --release --example test-opt)
  bin="$(cd "$here/.." && pwd)/target/release/examples/test-opt"
  mlir_flags=(--allow-unregistered-dialect --test-greedy-patterns)
  drr_flags=()
  tool=test-opt
else
  # shellcheck disable=SC2086
  python3 "$here/gen-cf-random.py" "$dir/src" --count $((count * 2)) --seed "$seed" ${CF_GEN_FLAGS:-}
  tool="${CF_TOOL:-arith-opt}"
  case "$tool" in
    arith-opt) (cd "$here/.." && cargo build --quiet --release -p drr-arith --example arith-opt) ;;
    scf-opt) (cd "$here/.." && cargo build --quiet --release -p drr-scf --example scf-opt) ;;
    *) echo "CF_TOOL must be arith-opt or scf-opt" >&2; exit 2 ;;
  esac
  bin="$(cd "$here/.." && pwd)/target/release/examples/$tool"
  canon="--canonicalize${CANON_OPTIONS:+=$CANON_OPTIONS}"
  mlir_flags=("$canon")
  drr_flags=("$canon" --mlir-print-debuginfo)
  if [[ "${CF_GEN_FLAGS:-}" == *"--nest foo"* ]]; then
    mlir_flags+=(--allow-unregistered-dialect)
    drr_flags+=(--allow-unregistered-dialect)
  fi
fi
cd "$dir"
valid=0; same=0; same_err=0; rejected=0; crashed=0
for src in src/cf_*.mlir; do
  [ "$valid" -ge "$count" ] && break
  name="$(basename "$src")"
  if ! "$MLIR_OPT" --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo "$src" > "$name" 2> /dev/null; then
    rejected=$((rejected + 1)); rm -f "$name"; continue
  fi
  valid=$((valid + 1))
  base="${name%.mlir}"
  set +e
  timeout 120 "$MLIR_OPT" "${mlir_flags[@]}" --mlir-print-op-generic --mlir-print-local-scope --mlir-print-debuginfo \
    "$name" > "$base.mlir-opt" 2> "$base.mlir-opt.err"
  mrc=$?
  timeout 60 "$bin" "${drr_flags[@]}" "$name" > "$base.$tool" 2> "$base.$tool.err"
  arc=$?
  set -e
  if [ $mrc -ge 124 ]; then
    # mlir-opt crashed (a signal) or hung (timeout's 124): no reference
    # output; counted apart, not compared.
    crashed=$((crashed + 1)); valid=$((valid - 1))
    echo "mlir-opt crashed or hung (status $mrc): $dir/$name"
    continue
  fi
  if [ $mrc -eq $arc ] && cmp -s "$base.mlir-opt" "$base.$tool" &&
     { [ $mrc -eq 0 ] || cmp -s "$base.mlir-opt.err" "$base.$tool.err"; }; then
    same=$((same + 1))
    [ $mrc -ne 0 ] && same_err=$((same_err + 1))
    rm -f "$base.mlir-opt.err" "$base.$tool.err"
  else
    { diff -u "$base.mlir-opt" "$base.$tool"
      [ $mrc -ne $arc ] && echo "exit status: mlir-opt $mrc, $tool $arc"
      diff -u "$base.mlir-opt.err" "$base.$tool.err"; } > "$base.diff" || true
    echo "differs: $dir/$name"
  fi
done
echo "$same/$valid identical ($same_err of them identical errors; $tool, seed $seed, $rejected generated modules rejected by mlir-opt, $crashed more where mlir-opt crashed or hung, files in $dir)"
[ "$same" -eq "$valid" ]
