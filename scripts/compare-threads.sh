#!/usr/bin/env bash
# Determinism of the parallel per-function driver on real-world inputs:
# runs `test-opt --threads=1`, `--threads=2` and `--threads=8` on every
# chunk of the corpus (../shared/corpus/mlir-text/inputs, MLIR's own test
# files in generic form) and counts the chunks whose output or exit status
# differs between thread counts, and crashes or timeouts (20 s).
#
#   scripts/compare-threads.sh [INPUT_DIR]
#
# Exit status 0 when every chunk prints the same on every thread count.
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
inputs="${1:-$here/../../shared/corpus/mlir-text/inputs}"
(cd "$here/.." && cargo build --quiet --release --example test-opt) || exit 1
bin="$here/../target/release/examples/test-opt"
n=0; diffs=0; crashes=0; multi=0
for f in "$inputs"/*.mlir; do
  n=$((n + 1))
  [ "$(grep -c '"func.func"' "$f")" -ge 2 ] && multi=$((multi + 1))
  one=$(timeout 20 "$bin" --threads=1 "$f" 2>&1); r1=$?
  for t in 2 8; do
    out=$(timeout 20 "$bin" --threads=$t "$f" 2>&1); r=$?
    if [ $r -ge 101 ] || [ $r -eq 124 ]; then
      crashes=$((crashes + 1)); echo "crash or timeout (status $r) on $t threads: $f"
    fi
    if [ "$out" != "$one" ] || [ $r != $r1 ]; then
      diffs=$((diffs + 1)); echo "differs on $t threads: $f"
    fi
  done
done
echo "threads: $n chunks ($multi with two functions or more), $diffs differ from one thread, $crashes crashes or timeouts"
[ $diffs -eq 0 ] && [ $crashes -eq 0 ]
