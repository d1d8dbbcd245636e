#!/usr/bin/env bash
# Instruction count of the rewrite phase (pattern set construction and the
# greedy driver, `rewrite_phase` in examples/bench-rewrite.rs) on fixed
# generated modules, under `valgrind --tool=callgrind` with collection
# toggled on only inside `rewrite_phase` (parsing is not counted).
# Deterministic: usable as a regression check (compare with the baseline in
# BENCHMARKS.md, sections "Latest figures" and "History").
#
#   scripts/bench-rewrite-callgrind.sh [N]        (default N = 20000 ops)
#
# Prints one line per workload: `WORKLOAD N ops: I instructions (I/N per op)`.
# With KEEP=DIR, keeps the callgrind.out files in DIR (for callgrind_annotate).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
n="${1:-20000}"
command -v valgrind >/dev/null || { echo "valgrind not found" >&2; exit 2; }
(cd "$here/.." && cargo build --quiet --release --example bench-rewrite)
bin="$here/../target/release/examples/bench-rewrite"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
for workload in chain mix; do
  "$bin" --generate "$workload" "$n" "$tmp/$workload.mlir"
  out="$tmp/callgrind.$workload.out"
  valgrind --tool=callgrind --collect-atstart=no --toggle-collect='*rewrite_phase*' \
    --callgrind-out-file="$out" "$bin" "$tmp/$workload.mlir" > "$tmp/$workload.log" 2> "$tmp/$workload.err" \
    || { cat "$tmp/$workload.err" >&2; exit 1; }
  ir="$(grep -E '^(summary|totals):' "$out" | head -1 | awk '{print $2}')"
  [ -n "$ir" ] && [ "$ir" -gt 0 ] || { echo "no instructions collected (symbol rewrite_phase not found?)" >&2; exit 1; }
  printf '%-6s %8d ops: %14d instructions (%d per op)\n' "$workload" "$n" "$ir" "$((ir / n))"
  if [ -n "${KEEP:-}" ]; then mkdir -p "$KEEP"; cp "$out" "$KEEP/"; fi
done
