#!/bin/bash
# [RS_ONLY=1] build.sh DIR: DIR/cpp-opt (mlir-tblgen-22 + libMLIR's MlirOptMain) and
# DIR/rs-opt (drr's ods! + opt_tool) from DIR/dialect.td.
set -e
HERE=$(cd "$(dirname "$0")" && pwd); ROOT=$(cd "$HERE/../.." && pwd)
RODS=${RODS:-/tmp/rods}; D=$1; I=/usr/lib/llvm-22/include
# RS_ONLY=1: the Rust side only (after a change to drr).
[ -n "$RS_ONLY" ] || for g in op-decls op-defs dialect-decls dialect-defs enum-decls enum-defs attrdef-decls attrdef-defs typedef-decls typedef-defs; do
  mlir-tblgen-22 -gen-$g -dialect=od -attrdefs-dialect=od -typedefs-dialect=od -I $I "$D/dialect.td" -o "$D/od-$g.inc"
done
[ -n "$RS_ONLY" ] || g++ -std=c++17 -O0 -fno-rtti -I$I -I"$HERE/cpp" -I"$D" "$HERE/cpp/od.cpp" \
  -L/usr/lib/llvm-22/lib -lMLIR -lLLVM -Wl,-rpath,/usr/lib/llvm-22/lib -o "$D/cpp-opt"
mkdir -p "$RODS/rs/src"
sed "s|@DRR@|$ROOT|" "$HERE/rs-Cargo.toml" > "$RODS/rs/Cargo.toml"
{ printf '#![allow(non_camel_case_types, dead_code)]\ndrr::ods! {\n'
  grep -v '^include' "$D/dialect.td"
  printf '}\n\nfn main() -> std::process::ExitCode {\n    drr::opt_tool::opt_main("od-opt", OdDialect::register, &[])\n}\n'
} > "$RODS/rs/src/main.rs"
(cd "$RODS/rs" && CARGO_TARGET_DIR="$RODS/rs/target" cargo build -q)
cp "$RODS/rs/target/debug/rods" "$D/rs-opt"
