#!/usr/bin/env bash
# Compares arith-opt with mlir-opt 22 on generic-form inputs:
#
#   scripts/diff-arith-opt.sh [-v] [FILE|DIR …]
#
# For each FILE (default: every `Dialect__Arith__canonicalize__*` chunk of
# ../shared/corpus/mlir-text/inputs), runs, from the file's directory (so
# both print the same file locations),
#   mlir-opt-22 --canonicalize --mlir-print-op-generic --mlir-print-local-scope [--mlir-print-debuginfo] FILE
#   arith-opt   --canonicalize [--mlir-print-debuginfo] FILE   (release build)
# with and without debug info, and counts the files whose outputs (and exit
# statuses) are identical. `-v` shows a diff for each mismatch. Set
# ARITH_OPT_FLAGS to pass other pass flags to both (e.g.
# "--pass-pipeline=builtin.module(func.func(canonicalize))"; quote a flag
# holding spaces as a shell word would be: "'--canonicalize=top-down=false
# max-iterations=2'").
# Exit status 0 when every file agrees.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
MLIR_OPT="${MLIR_OPT:-mlir-opt-22}"
# Shell words, so that a quoted flag may hold spaces.
mapfile -t flags < <(python3 -c 'import shlex, sys; print("\n".join(shlex.split(sys.argv[1])))' "${ARITH_OPT_FLAGS:---canonicalize}")
verbose=0
if [ "${1:-}" = "-v" ]; then verbose=1; shift; fi
files=()
if [ $# -eq 0 ]; then
  set -- "$here/../../shared/corpus/mlir-text/inputs"
  pattern='Dialect__Arith__canonicalize__*.mlir'
else
  pattern='*.mlir'
fi
for arg in "$@"; do
  if [ -d "$arg" ]; then
    while IFS= read -r f; do files+=("$f"); done < <(find "$arg" -maxdepth 1 -name "$pattern" | sort -V)
  else
    files+=("$arg")
  fi
done
(cd "$here/.." && cargo build --quiet --release -p drr-arith --example arith-opt)
bin="$(cd "$here/.." && pwd)/target/release/examples/arith-opt"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
total=0; same_plain=0; same_debug=0
for f in "${files[@]}"; do
  total=$((total + 1))
  dir="$(cd "$(dirname "$f")" && pwd)"; name="$(basename "$f")"
  for mode in plain debug; do
    extra=()
    [ "$mode" = debug ] && extra=(--mlir-print-debuginfo)
    set +e
    (cd "$dir" && "$MLIR_OPT" "${flags[@]}" --mlir-print-op-generic --mlir-print-local-scope "${extra[@]}" "$name") > "$tmp/m.out" 2> "$tmp/m.err"
    mrc=$?
    (cd "$dir" && "$bin" "${flags[@]}" "${extra[@]}" "$name") > "$tmp/a.out" 2> "$tmp/a.err"
    arc=$?
    set -e
    if [ $mrc -eq $arc ] && cmp -s "$tmp/m.out" "$tmp/a.out"; then
      if [ "$mode" = plain ]; then same_plain=$((same_plain + 1)); else same_debug=$((same_debug + 1)); fi
    else
      echo "DIFFERS ($mode): $f"
      if [ $verbose -eq 1 ]; then
        diff -u --label mlir-opt --label arith-opt "$tmp/m.out" "$tmp/a.out" | head -40 || true
        [ $mrc -ne $arc ] && { echo "exit status: mlir-opt $mrc, arith-opt $arc"; cat "$tmp/m.err" "$tmp/a.err" | head -5; }
      fi
    fi
  done
done
echo "arith-opt: $same_plain/$total identical (plain), $same_debug/$total identical (debuginfo)"
[ $same_plain -eq $total ] && [ $same_debug -eq $total ]
