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
# `cargo publish --dry-run` verifies each crate against the packaged others through a
# temporary registry, and cargo reuses a source tree it unpacked before for the same
# name and version: drop our crates' stale copies so the packages of this tree are built.
names=$(cargo metadata --format-version 1 --no-deps |
  python3 -c 'import json,sys; print(" ".join(p["name"] for p in json.load(sys.stdin)["packages"]))')
cargo_home="${CARGO_HOME:-$HOME/.cargo}"
for name in $names; do
  rm -rf "$cargo_home"/registry/src/*/"$name"-[0-9]* "$cargo_home"/registry/cache/*/"$name"-[0-9]*.crate
done
# Cargo never rebuilds a registry crate it built before under the same name and version,
# so the verification builds go to a target directory of their own, emptied first.
rm -rf target/publish-check
CARGO_TARGET_DIR=target/publish-check cargo publish --workspace --dry-run "$@"
version=$(cargo metadata --format-version 1 --no-deps |
  python3 -c 'import json,sys; print(next(p["version"] for p in json.load(sys.stdin)["packages"] if p["name"]=="drr"))')
# The unpacked packages, copied out of the workspace (inside it, cargo would take them
# for members of this workspace).
pkg="$(mktemp -d)"
trap 'rm -rf "$pkg"' EXIT
for crate in drr drr-runtime drr-macros drr-syntax; do
  cp -r "target/publish-check/package/$crate-$version" "$pkg/"
done
target_dir="$PWD/target/publish-check/package-check"
(
  cd "$pkg/drr-$version"
  cargo test \
    --config "patch.crates-io.drr-runtime.path=\"../drr-runtime-$version\"" \
    --config "patch.crates-io.drr-macros.path=\"../drr-macros-$version\"" \
    --config "patch.crates-io.drr-syntax.path=\"../drr-syntax-$version\"" \
    --target-dir "$target_dir"
)
echo "package check: ok (drr $version and its crates publish; the packaged tests and examples pass)"
