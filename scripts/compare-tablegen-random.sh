#!/usr/bin/env bash
# Random TableGen programs (scripts/gen-tablegen-random.py) through drr's
# record language and through mlir-tblgen-22: the named records of both
# must print identically (scripts/compare-tablegen.sh does the comparing).
#
# Usage: scripts/compare-tablegen-random.sh [COUNT] [SEED]   (default 200, 1)
# KEEP=DIR keeps the generated files.
set -u
cd "$(dirname "$0")/.."
count=${1:-200}; seed=${2:-1}
dir=${KEEP:-$(mktemp -d)}
mkdir -p "$dir"
TBLGEN=${MLIR_TBLGEN:-mlir-tblgen-22}
rejected=0
for i in $(seq 0 $((count - 1))); do
  f="$dir/random_$((seed + i)).td"
  python3 scripts/gen-tablegen-random.py $((seed + i)) "$f"
  # The generator aims at valid TableGen; what mlir-tblgen rejects is not compared.
  if ! "$TBLGEN" --print-records "$f" > /dev/null 2>&1; then
    rejected=$((rejected + 1)); rm "$f"
  fi
done
echo "generated $count, $rejected rejected by mlir-tblgen"
DIFF_LINES=${DIFF_LINES:-12} scripts/compare-tablegen.sh "$dir"
status=$?
[ -z "${KEEP:-}" ] && rm -rf "$dir"
exit $status
