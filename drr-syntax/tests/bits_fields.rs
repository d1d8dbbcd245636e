//! A `bits` or `bit` field given a `{…}` block: braces holding one
//! TableGen value are that value's bits (`tests/tablegen/bits_of_records`);
//! braces holding Rust code are an error at the block, as mlir-tblgen-22
//! rejects them ("Field 'b' of type 'bits<4>' is incompatible with value
//! …"). drr kept the block as Rust code in the field, without a word.

use std::str::FromStr;

use drr_syntax::tablegen::print_records::print_records;

#[test]
fn rust_code_in_a_bits_field_is_an_error() {
    for (src, col, decl) in [
        ("def D { bits<4> b = { return 1; }; }", 21, "bits<4>"),
        ("def D { bit b = { let x = 1; x }; }", 17, "bit"),
        (
            "class C { bits<2> b = ?; } def D : C { let b = { f(1) + 2 }; }",
            48,
            "bits<2>",
        ),
    ] {
        let ts = proc_macro2::TokenStream::from_str(src).expect("tokens");
        let e = print_records(ts).expect_err(src);
        assert_eq!(
            e.to_string(),
            format!(
                "field `b` is declared `{decl}`: this `{{…}}` is Rust code, not a bits initializer (`{{1, 0}}`, `{{x.B}}`) or a value"
            ),
            "{src}"
        );
        assert_eq!(e.span().start().column + 1, col, "{src}");
    }
}
