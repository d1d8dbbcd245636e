//! Compile-fail cases for `ods!` and for `pat!` / `pattern!` (one case per
//! diagnostic, in folders by category; `README.md` maps each mlir-tblgen
//! diagnostic to its case), plus compile-pass cases for what mlir-tblgen
//! gets wrong. Regenerate the pinned `.stderr` files with
//! `TRYBUILD=overwrite cargo test -p ui-tests` on Rust 1.95 and review the
//! carets.

#[test]
fn ui() {
    let t = trybuild::TestCases::new();
    t.compile_fail("tests/ods/*.rs");
    t.compile_fail("tests/pattern/*/*.rs");
    t.compile_fail("tests/stdlib/*.rs");
    t.compile_fail("tests/tablegen/*.rs");
    t.pass("tests/pass/*.rs");
}
