//! The bounds of a `foreach` range `a...b` are integers TableGen knows
//! while it parses: a variable of an enclosing loop, a multiclass
//! template argument, or a `defvar` made of them is an error
//! (mlir-tblgen-22: "expected integer or bitrange", "expected integer
//! value as end of range"); drr evaluated the range per iteration and
//! accepted them. A constant `defvar` and `!range(i)` stay accepted.

use std::str::FromStr;

use drr_syntax::tablegen::print_records::print_records;

fn run(src: &str) -> Result<String, (String, usize)> {
    let ts = proc_macro2::TokenStream::from_str(src).expect("tokens");
    print_records(ts).map_err(|e| (e.to_string(), e.span().start().column + 1))
}

fn message(name: &str, tablegen: &str) -> String {
    format!(
        "the bounds of a `foreach` range `a...b` are integers known where the loop is written, and `{name}` is known only when the enclosing loop or multiclass runs (TableGen: \"{tablegen}\"); iterate over `!range(a, !add(b, 1))` instead"
    )
}

#[test]
fn a_bound_known_only_when_a_loop_runs_is_an_error() {
    let start = "expected integer or bitrange";
    let end = "expected integer value as end of range";
    // At the name (mlir-tblgen-22 points after the bound).
    for (src, name, tablegen, col) in [
        (
            "foreach i = [1, 2] in { foreach j = 0...i in def R # i # j; }",
            "i",
            end,
            41,
        ),
        (
            "foreach i = [1, 2] in { foreach j = i...3 in def R # i # j; }",
            "i",
            start,
            37,
        ),
        (
            "foreach i = [1, 2] in { foreach j = 0...!add(i, 1) in def R # i # j; }",
            "i",
            end,
            46,
        ),
        (
            "foreach i = [1, 2] in { defvar k = i; foreach j = 0...k in def R # i # j; }",
            "k",
            end,
            55,
        ),
        (
            "multiclass M<int n> { foreach i = 0...n in def _ # i; } defm X : M<2>;",
            "n",
            end,
            39,
        ),
    ] {
        assert_eq!(run(src), Err((message(name, tablegen), col)), "{src}");
    }
}

#[test]
fn constant_bounds_and_range_of_a_variable_are_accepted() {
    // Records as mlir-tblgen-22 prints them.
    let out = run(
        "defvar n = 1; foreach i = 0...n in { defvar k = 2; foreach j = 1...k in def R # i # j; foreach j = !range(i) in def S # i # j; }",
    )
    .expect("accepted");
    let names: Vec<&str> = out.lines().filter(|l| l.starts_with("def ")).collect();
    assert_eq!(
        names,
        [
            "def R01 {",
            "def R02 {",
            "def R11 {",
            "def R12 {",
            "def S10 {"
        ]
    );
}
