#!/usr/bin/env bash
# Translates test-opt flags into the options of mlir-opt's
# --test-greedy-patterns pass (space-separated, for `--test-greedy-patterns=…`).
#   --top-down            -> top-down=true
#   --max-iterations=N    -> max-iterations=N
#   --no-fold             -> fold=false
#   --no-cse-constants    -> cse-constants=false
#   --timing / --explain  -> (ignored: they do not change the output)
set -euo pipefail
out=()
for a in "$@"; do
  case "$a" in
    --top-down) out+=("top-down=true") ;;
    --max-iterations=*) out+=("max-iterations=${a#--max-iterations=}") ;;
    --no-fold) out+=("fold=false") ;;
    --no-cse-constants) out+=("cse-constants=false") ;;
    --timing|--explain) ;;
    *) echo "error: unknown test-opt flag $a" >&2; exit 2 ;;
  esac
done
echo "${out[*]:-}"
