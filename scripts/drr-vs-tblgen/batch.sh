#!/bin/bash
# batch.sh DIR: build.sh DIR, then cmp.sh DIR.
HERE=$(cd "$(dirname "$0")" && pwd); D=$1
"$HERE/build.sh" "$D" > "$D/build.log" 2>&1 || { echo "$D: build failed"; grep -m5 -A5 "error" "$D/build.log"; exit 1; }
"$HERE/cmp.sh" "$D"
