#!/usr/bin/env bash
# Compares test-opt with mlir-opt 22 on random inputs:
#
#   scripts/compare-random.sh [COUNT] [SEED] [DIR]
#
# Generates COUNT (default 200) modules with scripts/gen-random-conformance.py
# (seed SEED, default 2024) into DIR (default a temporary directory), runs
# scripts/diff-test-opt.sh on each (flags from its `// test-opt:` header),
# prints the names of the files that differ and the tally
# `N/COUNT identical`. Exit status 0 when all are identical.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
count="${1:-200}"
seed="${2:-2024}"
dir="${3:-$(mktemp -d)}"
python3 "$here/gen-random-conformance.py" "$dir" --count "$count" --seed "$seed" >&2
(cd "$here/.." && cargo build --quiet --release --example test-opt)
same=0
for f in "$dir"/random_*.mlir; do
  flags="$(sed -n 's|^// test-opt:||p' "$f" | head -n1)"
  # shellcheck disable=SC2086
  if "$here/diff-test-opt.sh" "$f" $flags > "${f%.mlir}.diff" 2>&1; then
    same=$((same + 1))
  else
    echo "differs: $f (see ${f%.mlir}.diff)"
  fi
done
echo "$same/$count identical (seed $seed, inputs in $dir)"
[ "$same" -eq "$count" ]
