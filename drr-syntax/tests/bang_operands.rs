//! `!` operators given what mlir-tblgen-22 rejects: a folding operator
//! with fewer than two operands ("expected two operands to operator"; drr
//! gave the one operand, or "" / [] for none) and `!cast<int>` of a string
//! ("could not be fully resolved"; drr parsed the string as a number).

use std::str::FromStr;

use drr_syntax::tablegen::print_records::print_records;

/// The error (message, column) of the one-line input.
fn error(src: &str) -> (String, usize) {
    let ts = proc_macro2::TokenStream::from_str(src).expect("tokens");
    let e = print_records(ts).expect_err(src);
    (e.to_string(), e.span().start().column + 1)
}

#[test]
fn folding_operators_take_two_operands() {
    let msg = |op: &str, n: usize| {
        format!(
            "`!{op}` takes two or more arguments, found {n} (TableGen: \"expected two operands to operator\")"
        )
    };
    // Columns: the operator's name (mlir-tblgen-22 points at the `!`).
    for (src, op, n) in [
        ("def D { int x = !add(1); }", "add", 1),
        ("def D { int x = !mul(2); }", "mul", 1),
        ("def D { int x = !and(3); }", "and", 1),
        ("def D { int x = !or(3); }", "or", 1),
        ("def D { int x = !xor(3); }", "xor", 1),
        (r#"def D { string x = !strconcat("a"); }"#, "strconcat", 1),
        ("def D { string x = !strconcat(); }", "strconcat", 0),
        ("def D { list<int> x = !listconcat([1]); }", "listconcat", 1),
        ("def op; def D { dag x = !con((op)); }", "con", 1),
    ] {
        let col = src.find(&format!("!{op}")).unwrap() + 2;
        assert_eq!(error(src), (msg(op, n), col), "{src}");
    }
    // Two or more are accepted (values as mlir-tblgen-22's).
    let ts = proc_macro2::TokenStream::from_str(
        r#"def D { int a = !add(1, 2, 3); string s = !strconcat("a", "b"); list<int> l = !listconcat([1], [2], [3]); }"#,
    )
    .unwrap();
    let out = print_records(ts).expect("accepted");
    for want in [
        "int a = 6;",
        r#"string s = "ab";"#,
        "list<int> l = [1, 2, 3];",
    ] {
        assert!(out.contains(want), "{out}");
    }
}

#[test]
fn cast_to_int_of_a_string_is_an_error() {
    let src = r#"def D { int x = !cast<int>("12"); }"#;
    assert_eq!(
        error(src),
        (
            "`!cast<int>` of the string \"12\": TableGen casts a bit, bits or an integer to `int`, never a string (\"could not be fully resolved\"); write the integer".to_string(),
            28
        )
    );
}
