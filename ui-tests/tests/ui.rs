//! Compile-fail cases for `ods!` (and the metadata `pat!` relies on), with
//! pinned `.stderr` files. Regenerate with `TRYBUILD=overwrite cargo test -p
//! ui-tests` on Rust 1.95 and review the carets.

#[test]
fn ods_compile_fail() {
    let t = trybuild::TestCases::new();
    t.compile_fail("tests/ods/*.rs");
}
