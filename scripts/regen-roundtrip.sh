#!/usr/bin/env bash
# Regenerate the mlir-opt reference corpus used by the drr-runtime round-trip tests.
#
#   drr-runtime/tests/roundtrip/src/NAME.mlir     authored source (any syntax mlir-opt accepts)
#   drr-runtime/tests/roundtrip/NAME.mlir         test INPUT: generic form printed by mlir-opt
#                                                 (for raw_* cases: a verbatim copy of the source)
#   drr-runtime/tests/roundtrip/NAME.debug.expected    mlir-opt output for NAME.mlir, with debug info
#   drr-runtime/tests/roundtrip/NAME.nodebug.expected  same, without debug info
#   drr-runtime/tests/parse_errors/NAME.mlir-opt.txt   stderr of mlir-opt on a malformed NAME.mlir
#
# Usage: scripts/regen-roundtrip.sh [--check] [NAME...]
#   --check   regenerate into a temporary directory and diff against the checked-in
#             files instead of overwriting them (exit 1 on any difference).
#   NAME...   only (re)generate these round-trip cases (default: every src/*.mlir);
#             parse_errors are only handled when no NAME is given.
#
# The mlir-opt binary is taken from $MLIR_OPT (default: mlir-opt-22).
# Works from any current directory.
set -euo pipefail

MLIR_OPT=${MLIR_OPT:-mlir-opt-22}
SCRIPT_DIR=$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(cd -- "$SCRIPT_DIR/.." && pwd)
RT_DIR="$ROOT/drr-runtime/tests/roundtrip"
PE_DIR="$ROOT/drr-runtime/tests/parse_errors"
FLAGS=(--allow-unregistered-dialect --mlir-print-op-generic --mlir-print-local-scope)

check=0
names=()
for arg in "$@"; do
  case "$arg" in
    --check) check=1 ;;
    -h|--help) sed -n '2,21p' "${BASH_SOURCE[0]}"; exit 0 ;;
    -*) echo "unknown option: $arg" >&2; exit 2 ;;
    *) names+=("${arg%.mlir}") ;;
  esac
done

if ! command -v "$MLIR_OPT" >/dev/null 2>&1; then
  echo "error: '$MLIR_OPT' not found (set MLIR_OPT)" >&2
  exit 2
fi

# Where outputs go: the real directories, or scratch copies in --check mode.
if [[ $check == 1 ]]; then
  tmp=$(mktemp -d)
  trap 'rm -rf -- "$tmp"' EXIT
  OUT_RT="$tmp/roundtrip"
  OUT_PE="$tmp/parse_errors"
  mkdir -p "$OUT_RT" "$OUT_PE"
else
  OUT_RT="$RT_DIR"
  OUT_PE="$PE_DIR"
fi

if [[ ${#names[@]} -eq 0 ]]; then
  all=1
  for src in "$RT_DIR"/src/*.mlir; do
    n=$(basename -- "$src" .mlir)
    names+=("$n")
  done
else
  all=0
fi

status=0
for name in "${names[@]}"; do
  src="$RT_DIR/src/$name.mlir"
  if [[ ! -f $src ]]; then
    echo "error: no source $src" >&2
    exit 2
  fi
  # 1. The input file. Run from inside src/ with a relative file name so that all
  #    synthesized locations read loc("NAME.mlir":L:C), independent of the cwd.
  if [[ $name == raw_* ]]; then
    cp -- "$src" "$OUT_RT/$name.mlir"
  else
    (cd -- "$RT_DIR/src" && "$MLIR_OPT" "${FLAGS[@]}" --mlir-print-debuginfo "$name.mlir") \
      > "$OUT_RT/$name.mlir.tmp"
    mv -- "$OUT_RT/$name.mlir.tmp" "$OUT_RT/$name.mlir"
  fi
  # 2. The expected outputs, again with the relative name "NAME.mlir".
  (cd -- "$OUT_RT" && "$MLIR_OPT" "${FLAGS[@]}" --mlir-print-debuginfo "$name.mlir") \
    > "$OUT_RT/$name.debug.expected"
  (cd -- "$OUT_RT" && "$MLIR_OPT" "${FLAGS[@]}" "$name.mlir") \
    > "$OUT_RT/$name.nodebug.expected"
  # Non-raw inputs are mlir-opt output already, so printing them again must be a fixpoint.
  if [[ $name != raw_* ]] && ! cmp -s "$OUT_RT/$name.mlir" "$OUT_RT/$name.debug.expected"; then
    echo "warning: $name: mlir-opt output is not a fixpoint (NAME.mlir != NAME.debug.expected)" >&2
  fi
done

if [[ $all == 1 ]]; then
  # Remove generated files whose source disappeared (never in --check mode).
  if [[ $check == 0 ]]; then
    for f in "$RT_DIR"/*.mlir "$RT_DIR"/*.debug.expected "$RT_DIR"/*.nodebug.expected; do
      [[ -e $f ]] || continue
      b=$(basename -- "$f")
      n=${b%.mlir}; n=${n%.debug.expected}; n=${n%.nodebug.expected}
      if [[ ! -f "$RT_DIR/src/$n.mlir" ]]; then
        echo "removing stale $f" >&2
        rm -f -- "$f"
      fi
    done
  fi
  # Parse errors: record mlir-opt's diagnostics (stderr) for each malformed input.
  for f in "$PE_DIR"/*.mlir; do
    [[ -e $f ]] || continue
    n=$(basename -- "$f" .mlir)
    if (cd -- "$PE_DIR" && "$MLIR_OPT" --allow-unregistered-dialect "$n.mlir" \
          > /dev/null 2> "$OUT_PE/$n.mlir-opt.txt"); then
      echo "warning: parse_errors/$n.mlir was ACCEPTED by $MLIR_OPT" >&2
      status=1
    fi
  done
fi

if [[ $check == 1 ]]; then
  for f in "$OUT_RT"/* "$OUT_PE"/*; do
    [[ -e $f ]] || continue
    rel=${f#"$tmp"/}
    if ! diff -u -- "$ROOT/drr-runtime/tests/$rel" "$f"; then
      status=1
    fi
  done
  if [[ $status == 0 ]]; then echo "corpus is up to date"; else echo "corpus differs from $MLIR_OPT output" >&2; fi
fi
exit $status
