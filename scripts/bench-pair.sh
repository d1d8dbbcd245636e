#!/usr/bin/env bash
# The machine's ceiling for two threads: the same single-threaded rewrite
# (`test-opt --threads=1`, drr's pass per function, on the `mix` workload)
# timed alone and as two independent processes at once, alternating K
# times. Two processes share nothing but the hardware (caches past L2,
# memory bandwidth, and whatever the host maps the two virtual CPUs onto),
# so their combined throughput bounds what two threads of one process can
# gain: no parallel driver, however little it shares, beats it.
#
#   scripts/bench-pair.sh [K] [N]      (default K = 10 rounds, N = 200000 ops)
#
# Prints the medians of `Rewrite` alone and paired, the slowdown of a
# paired run and the two processes' combined throughput (2 x alone / paired).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
k="${1:-10}"
n="${2:-200000}"
(cd "$here/.." && cargo build --quiet --release --example bench-rewrite --example test-opt)
bin="$here/../target/release/examples"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
"$bin/bench-rewrite" --generate mix "$n" "$tmp/mix.mlir"
rewrite() {
  "$bin/test-opt" --threads=1 --timing "$tmp/mix.mlir" 2>&1 >/dev/null | awk '/Rewrite/ {print $1}'
}
for _ in $(seq "$k"); do
  alone="$(rewrite)"
  rewrite > "$tmp/other" &
  mine="$(rewrite)"
  wait
  echo "$alone $mine $(cat "$tmp/other")"
done | python3 -c '
import statistics, sys
alone, paired = [], []
for line in sys.stdin:
    a, b, c = map(float, line.split())
    alone.append(a)
    paired += [b, c]
a, p = statistics.median(alone), statistics.median(paired)
print(f"mix {sys.argv[1]} ops, {sys.argv[2]} rounds: alone {1000 * a:.1f} ms, paired {1000 * p:.1f} ms "
      f"(each {p / a:.2f}x slower); two processes together: {2 * a / p:.2f}x the throughput of one")
' "$n" "$k"
