//! A record of the block where a `dag` is declared (a template argument, a
//! field, a `let`, a list element) is an error, as mlir-tblgen-22 reports
//! ("Value specified for template argument 'C:d' is of type Item; expected
//! type dag", "Field 'd' of type 'dag' is incompatible with value 'Z'");
//! drr accepted it. A record as a DAG's operator is fine.

use std::str::FromStr;

use drr_syntax::tablegen::print_records::print_records;

const PRELUDE: &str = "class Item<int v> { int V = v; } def Z : Item<5>; ";

fn run(src: &str) -> Result<String, (String, usize)> {
    let src = format!("{PRELUDE}{src}");
    let ts = proc_macro2::TokenStream::from_str(&src).expect("tokens");
    print_records(ts).map_err(|e| (e.to_string(), e.span().start().column - PRELUDE.len() + 1))
}

#[test]
fn a_record_is_not_a_dag() {
    let found = "found the record `Z` (classes `Item`)";
    for (src, msg, col) in [
        (
            "class C<dag d> { dag dd = d; } def D : C<Z>;",
            format!("expected a DAG for template argument `dag d` of `C`, {found}"),
            42,
        ),
        (
            "multiclass M<dag d> { def _x { dag dd = d; } } defm D : M<Z>;",
            format!("expected a DAG for template argument `dag d` of `M`, {found}"),
            59,
        ),
        (
            "def D { dag d = Z; }",
            format!("field `d` (declared `dag`): expected a DAG, {found}"),
            17,
        ),
        (
            "class C { dag d = ?; } def D : C { let d = Z; }",
            format!("field `d` (declared `dag`): expected a DAG, {found}"),
            44,
        ),
        (
            "def D { list<dag> l = [(Z), Z]; }",
            format!("an element of field `l` (declared `list<dag>`): expected a DAG, {found}"),
            29,
        ),
    ] {
        assert_eq!(run(src), Err((msg, col)), "{src}");
    }
    let out = run("def D { dag d = (Z 1); }").expect("a DAG");
    assert!(out.contains("dag d = (Z 1);"), "{out}");
}
