#!/bin/bash
# setup.sh: the fixed parts of the harness under $RDRR (default /tmp/rdrr): the
# dialect's C++ (generated and compiled once) and the Rust crate (its
# dependencies built once; build.sh rewrites its main.rs per batch).
set -e
HERE=$(cd "$(dirname "$0")" && pwd); ROOT=$(cd "$HERE/../.." && pwd)
RDRR=${RDRR:-/tmp/rdrr}; I=/usr/lib/llvm-22/include
mkdir -p "$RDRR/cpp" "$RDRR/rs/src"
for g in op-decls op-defs dialect-decls dialect-defs; do
  mlir-tblgen-22 -gen-$g -I $I "$HERE/dialect.td" -o "$RDRR/cpp/rd-$g.inc"
done
g++ -std=c++17 -O1 -fno-rtti -I$I -I"$HERE/cpp" -I"$RDRR/cpp" -c "$HERE/cpp/rd.cpp" -o "$RDRR/cpp/rd.o"
sed "s|@DRR@|$ROOT|" "$HERE/rs-Cargo.toml" > "$RDRR/rs/Cargo.toml"
