#!/bin/bash
# build-cpp.sh DIR : builds DIR/cpp-opt from DIR/patterns.td
set -e
D=$1; I=/usr/lib/llvm-22/include
mlir-tblgen-22 -gen-rewriters -I $I -I /tmp/rdrr $D/patterns.td -o $D/rd-patterns.inc
g++ -std=c++17 -O0 -fno-rtti -I$I -I/tmp/rdrr/cpp -I$D -c /tmp/rdrr/cpp/main.cpp -o $D/main.o
g++ $D/main.o /tmp/rdrr/cpp/rd.o -L/usr/lib/llvm-22/lib -lMLIR -lLLVM -Wl,-rpath,/usr/lib/llvm-22/lib -o $D/cpp-opt
