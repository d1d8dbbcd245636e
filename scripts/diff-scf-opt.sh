#!/usr/bin/env bash
# Compares scf-opt (dialects/scf/examples/scf-opt.rs: scf, arith, func)
# with mlir-opt 22 on generic-form inputs:
#
#   scripts/diff-scf-opt.sh [-v] [FILE|DIR …]
#
# For each FILE (default: every `Dialect__SCF__canonicalize__*` chunk of
# ../shared/corpus/mlir-text/inputs), runs, from the file's directory (so
# both print the same file locations),
#   mlir-opt-22 --canonicalize --mlir-print-op-generic --mlir-print-local-scope [--mlir-print-debuginfo] FILE
#   scf-opt     --canonicalize [--mlir-print-debuginfo] FILE   (release build)
# with and without debug info, and counts the files whose outputs (and exit
# statuses, and on failure the diagnostics) are identical; then the same
# counts over the files whose ops are only `scf.if`/`for`/`yield`/
# `execute_region`/`parallel`/`reduce`/`reduce.return`/`index_switch`,
# `arith.*`, `func.*` and `builtin.module` ("scf+arith+func
# only", the subset drr-scf covers; op names read from the generic form's op
# positions), and over those that may also have ops of the `test` dialect:
# placeholders that mlir-opt-22 (which registers `test` and allows unknown
# ops in it) and drr (for which `test` is not registered) both keep as
# opaque ops. `-v` shows a diff for each mismatch. Set SCF_OPT_FLAGS to pass
# other pass flags to both (e.g.
# "--pass-pipeline=builtin.module(func.func(canonicalize))"; quote a flag
# holding spaces as a shell word would be: "'--canonicalize=top-down=false
# max-iterations=2'").
# Exit status 0 when every file of the covered subsets agrees.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
MLIR_OPT="${MLIR_OPT:-mlir-opt-22}"
# Shell words, so that a quoted flag may hold spaces.
mapfile -t flags < <(python3 -c 'import shlex, sys; print("\n".join(shlex.split(sys.argv[1])))' "${SCF_OPT_FLAGS:---canonicalize}")
verbose=0
if [ "${1:-}" = "-v" ]; then verbose=1; shift; fi
files=()
if [ $# -eq 0 ]; then
  set -- "$here/../../shared/corpus/mlir-text/inputs"
  pattern='Dialect__SCF__canonicalize__*.mlir'
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
(cd "$here/.." && cargo build --quiet --release -p drr-scf --example scf-opt)
bin="$(cd "$here/.." && pwd)/target/release/examples/scf-opt"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
total=0; same_plain=0; same_debug=0
covered=0; cov_plain=0; cov_debug=0
placeholders=0; ph_plain=0; ph_debug=0
# True if FILE's ops are only those drr-scf (with drr-arith and func) has.
is_covered() {
  local names others
  names=$(grep -oE '^\s*(%[^=]+= )?"[^"]+"\(' "$1" | grep -oE '"[^"]+"' | tr -d '"' | sort -u)
  others=$(printf '%s\n' "$names" | grep -v "^\\(scf\\.\\(if\\|for\\|yield\\|execute_region\\|parallel\\|reduce\\|reduce\\.return\\|index_switch\\)\\|arith\\..*\\|func\\..*\\|builtin\\.module${2:-}\\)\$" || true)
  [ -z "$others" ]
}
for f in "${files[@]}"; do
  total=$((total + 1))
  cov=0; ph=0
  if is_covered "$f"; then cov=1; covered=$((covered + 1)); fi
  if is_covered "$f" '\|test\..*'; then ph=1; placeholders=$((placeholders + 1)); fi
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
    # On failure the error text must agree too.
    if [ $mrc -eq $arc ] && cmp -s "$tmp/m.out" "$tmp/a.out" &&
       { [ $mrc -eq 0 ] || cmp -s "$tmp/m.err" "$tmp/a.err"; }; then
      if [ "$mode" = plain ]; then same_plain=$((same_plain + 1)); else same_debug=$((same_debug + 1)); fi
      if [ $cov -eq 1 ]; then
        if [ "$mode" = plain ]; then cov_plain=$((cov_plain + 1)); else cov_debug=$((cov_debug + 1)); fi
      fi
      if [ $ph -eq 1 ]; then
        if [ "$mode" = plain ]; then ph_plain=$((ph_plain + 1)); else ph_debug=$((ph_debug + 1)); fi
      fi
    else
      if [ $cov -eq 1 ]; then echo "DIFFERS ($mode, scf+arith+func only): $f"; else echo "DIFFERS ($mode): $f"; fi
      if [ $verbose -eq 1 ]; then
        diff -u --label mlir-opt --label scf-opt "$tmp/m.out" "$tmp/a.out" | head -40 || true
        [ $mrc -ne $arc ] && { echo "exit status: mlir-opt $mrc, scf-opt $arc"; cat "$tmp/m.err" "$tmp/a.err" | head -5; }
      fi
    fi
  done
done
echo "scf-opt: $same_plain/$total identical (plain), $same_debug/$total identical (debuginfo); scf+arith+func only: $cov_plain/$covered identical (plain), $cov_debug/$covered identical (debuginfo); with test.* placeholder ops too: $ph_plain/$placeholders (plain), $ph_debug/$placeholders (debuginfo)"
[ $ph_plain -eq $placeholders ] && [ $ph_debug -eq $placeholders ]
