#!/bin/bash
# cmp.sh DIR: both tools on every input (standard output, error and exit
# status); prints the differing inputs with their manifest line, then ok=/bad=.
D=$1; ok=0; bad=0
for f in $D/in*.mlir; do
  a=$(cd $D && timeout 20 ./cpp-opt --mlir-print-op-generic --mlir-print-local-scope $(basename $f) 2>&1); ca=$?
  b=$(cd $D && timeout 20 ./rs-opt --mlir-print-op-generic --mlir-print-local-scope $(basename $f) 2>&1); cb=$?
  if [ "$a" == "$b" ] && [ $ca == $cb ]; then ok=$((ok+1)); else
    bad=$((bad+1)); echo "DIFF $(grep "^$(basename $f) " $D/manifest) ($ca/$cb)"
    printf '%s\n' "$a" > $f.cpp.out; printf '%s\n' "$b" > $f.rs.out
  fi
done
echo "$D: ok=$ok bad=$bad"
