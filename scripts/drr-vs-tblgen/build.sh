#!/bin/bash
# build.sh DIR: from DIR/patterns.body, DIR/patterns.td and DIR/cpp-opt
# (mlir-tblgen-22 + libMLIR), then DIR/rs-opt (drr's macros). Needs setup.sh.
set -e
HERE=$(cd "$(dirname "$0")" && pwd); RDRR=${RDRR:-/tmp/rdrr}; D=$1; I=/usr/lib/llvm-22/include
{ printf 'include "mlir/IR/PatternBase.td"\ninclude "dialect.td"\n\n'; cat "$HERE/natives-cpp.td" "$D/patterns.body"; } > "$D/patterns.td"
mlir-tblgen-22 -gen-rewriters -I $I -I "$HERE" "$D/patterns.td" -o "$D/rd-patterns.inc"
g++ -std=c++17 -O0 -fno-rtti -I$I -I"$HERE/cpp" -I"$RDRR/cpp" -I"$D" -c "$HERE/cpp/main.cpp" -o "$D/main.o"
g++ "$D/main.o" "$RDRR/cpp/rd.o" -L/usr/lib/llvm-22/lib -lMLIR -lLLVM -Wl,-rpath,/usr/lib/llvm-22/lib -o "$D/cpp-opt"
python3 "$HERE/mkrs.py" "$D" "$RDRR/rs/src/main.rs"
(cd "$RDRR/rs" && CARGO_TARGET_DIR="$RDRR/rs/target" cargo build -q)
cp "$RDRR/rs/target/debug/rdrr" "$D/rs-opt"
