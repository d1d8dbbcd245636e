#!/bin/bash
# build.sh DIR: from DIR/patterns.body, DIR/patterns.td and DIR/cpp-opt
# (mlir-tblgen-22 + libMLIR), then DIR/rs-opt (drr's macros). Needs setup.sh.
set -e
HERE=$(cd "$(dirname "$0")" && pwd); RDRR=${RDRR:-/tmp/rdrr}; D=$1; I=/usr/lib/llvm-22/include
# A directory made by `gen.py --arith` (its patterns name `Arith_` ops)
# builds against MLIR's arith dialect and drr-arith instead of `rd`; each
# side's natives of the other dialect are left out.
if grep -q 'Arith_' "$D/patterns.body"; then ARITH=1; TD="mlir/Dialect/Arith/IR/ArithOps.td"; SKIP=MakeR0; DEF=-DARITH; OBJ=
else ARITH=; TD="dialect.td"; SKIP=MakeAnd; DEF=; OBJ="$RDRR/cpp/rd.o"; fi
{ printf 'include "mlir/IR/PatternBase.td"\ninclude "%s"\n\n' "$TD"; grep -v "$SKIP" "$HERE/natives-cpp.td"; cat "$D/patterns.body"; } > "$D/patterns.td"
mlir-tblgen-22 -gen-rewriters -I $I -I "$HERE" "$D/patterns.td" -o "$D/rd-patterns.inc"
g++ -std=c++17 -O0 -fno-rtti $DEF -I$I -I"$HERE/cpp" -I"$RDRR/cpp" -I"$D" -c "$HERE/cpp/main.cpp" -o "$D/main.o"
g++ "$D/main.o" $OBJ -L/usr/lib/llvm-22/lib -lMLIR -lLLVM -Wl,-rpath,/usr/lib/llvm-22/lib -o "$D/cpp-opt"
export ARITH
python3 "$HERE/mkrs.py" "$D" "$RDRR/rs/src/main.rs"
(cd "$RDRR/rs" && CARGO_TARGET_DIR="$RDRR/rs/target" cargo build -q)
cp "$RDRR/rs/target/debug/rdrr" "$D/rs-opt"
