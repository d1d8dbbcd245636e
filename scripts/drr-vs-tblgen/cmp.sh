#!/bin/bash
# cmp.sh DIR : compare cpp-opt and rdrr on every input
D=$1; ok=0; bad=0
for f in $D/in*.mlir; do
  for fl in "" --debug; do
    a=$(timeout 20 $D/cpp-opt $f $fl 2>$f.cerr | sed -e 's/[[:space:]]*$//'); ca=$?
    b=$(timeout 20 $D/rs-opt $f $fl 2>$f.rerr | sed -e 's/[[:space:]]*$//'); cb=$?
    if [ "$a" == "$b" ] && [ $ca == $cb ]; then ok=$((ok+1)); else bad=$((bad+1)); echo "DIFF $f $fl ($ca/$cb)"; fi
  done
done
echo "$D: ok=$ok bad=$bad"
