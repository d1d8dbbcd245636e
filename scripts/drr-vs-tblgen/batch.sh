#!/bin/bash
# batch.sh DIR: build both and compare
D=$1
/tmp/rdrr/build-cpp.sh $D > $D/build-cpp.log 2>&1 || { echo "$D: cpp build failed"; tail -5 $D/build-cpp.log; exit 1; }
python3 /tmp/rdrr/mkrs.py $D
(cd /tmp/rdrr/rs && CARGO_TARGET_DIR=/tmp/rdrr/rs/target cargo build -q > /tmp/rdrr/$(basename $D).rs.log 2>&1) || { echo "$D: rust build failed"; grep -A5 "^error" /tmp/rdrr/$(basename $D).rs.log | head -20; exit 1; }
cp /tmp/rdrr/rs/target/debug/rdrr $D/rs-opt
/tmp/rdrr/cmp.sh $D
