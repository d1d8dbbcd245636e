#!/usr/bin/env bash
# Checks that the published crates package and build as users get them:
#  1. `cargo publish --workspace --dry-run` (every published crate, in dependency order,
#     each verified against the packaged versions of the others);
#  2. the packaged `drr` crate's tests and examples build and pass against the packaged
#     drr-runtime / drr-macros / drr-syntax (path-only dev-dependencies are stripped on
#     publish, so this catches a packaged test that needs the repository's fixtures).
# Usage: scripts/check-package.sh [--allow-dirty]
set -euo pipefail
cd "$(dirname "$0")/.."
cargo publish --workspace --dry-run "$@"
version=$(cargo metadata --format-version 1 --no-deps |
  python3 -c 'import json,sys; print(next(p["version"] for p in json.load(sys.stdin)["packages"] if p["name"]=="drr"))')
pkg="target/package"
(
  cd "$pkg/drr-$version"
  cargo test \
    --config "patch.crates-io.drr-runtime.path=\"../drr-runtime-$version\"" \
    --config "patch.crates-io.drr-macros.path=\"../drr-macros-$version\"" \
    --config "patch.crates-io.drr-syntax.path=\"../drr-syntax-$version\"" \
    --target-dir ../../package-check
)
echo "package check: ok (drr $version and its crates publish; the packaged tests and examples pass)"
