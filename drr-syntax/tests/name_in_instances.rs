//! `NAME` in a class instance written as a value (`C<…>`): TableGen leaves
//! it unresolved there, and a `def`'s field whose value reads it is an
//! error ("Initializer of 'a' in 'd' could not be fully resolved",
//! mlir-tblgen-22, at the def's name; drr reports it at the read). drr
//! took the text "NAME" (`C<"x">.t` was `NAME`, `C<>.t # "x"` was
//! "NAMEx") and rejected `!strconcat(NAME, …)` in the class body. The
//! accepted cases are the golden `tests/tablegen/name_in_instances.td`.

use std::str::FromStr;

use drr_syntax::tablegen::print_records::print_records;

const PRELUDE: &str = r#"class C<string n> { string s = n; string t = NAME; }
class K<int i = 0, string n = NAME> { string kn = n; }
class P<string s> { string ps = s; }
class Q<int i = 0> : P<NAME>;
def op;
"#;

/// The error (message, column on the last line) or the printed records.
fn run(line: &str) -> Result<String, (String, usize)> {
    let src = format!("{PRELUDE}{line}\n");
    let ts = proc_macro2::TokenStream::from_str(&src).expect("tokens");
    print_records(ts).map_err(|e| {
        let at = e.span().start();
        assert_eq!(at.line, 6, "{line}: {e}");
        (e.to_string(), at.column + 1)
    })
}

fn message(field: &str, def: &str) -> String {
    format!(
        "the value of field `{field}` of `{def}` cannot be resolved: it reads `NAME` in a class instance written as a value (`C<…>`), which has no name (TableGen: \"Initializer of '{field}' could not be fully resolved\"); pass the name as a template argument"
    )
}

#[test]
fn a_def_reading_name_of_an_instance_is_unresolved() {
    // Each is an error in mlir-tblgen-22 ("could not be fully resolved");
    // drr's column is the read's (the field name after `.`, or the list
    // or DAG holding it).
    for (src, col) in [
        (r#"def D { string a = C<"x">.t; }"#, 27),
        (r#"def D { C r = C<"x">; string a = r.t; }"#, 36),
        (r#"def D { list<string> a = [C<"x">.t]; }"#, 26),
        (r#"def D { dag a = (op C<"x">.t); }"#, 17),
        (r#"def D { string a = C<"x">.t # "y"; }"#, 27),
        (r#"def D { string a = !tolower(C<"x">.t); }"#, 36),
        (r#"def D { bit a = !empty(C<"x">.t); }"#, 31),
        (r#"def D { bit a = !initialized(C<"x">.t); }"#, 37),
        (r#"def D { string a = !cast<string>(C<"x">.t); }"#, 41),
        (r#"def D { int a = !if(!eq(C<"x">.t, "D"), 1, 2); }"#, 32),
        ("def D { string a = K<>.kn; }", 24),
        ("def D { string a = Q<>.ps; }", 24),
    ] {
        assert_eq!(run(src), Err((message("a", "D"), col)), "{src}");
    }
    // Through a top-level defvar and in a multiclass's def.
    assert_eq!(
        run(r#"defvar v = C<"x">; def D { string a = v.t; }"#),
        Err((message("a", "D"), 41))
    );
    assert_eq!(
        run("multiclass M { def _x { string a = C<NAME>.t; } } defm D : M;"),
        Err((message("a", "D_x"), 44))
    );
}

#[test]
fn a_field_declared_with_field_or_a_record_holding_it_is_accepted() {
    // mlir-tblgen-22 keeps `field string a = anonymous_0.t` symbolic, and
    // so does drr (its anonymous records are not numbered).
    let out = run(r#"def D { field string a = C<"x">.t; C c = C<"y">; string s = c.s; }"#)
        .expect("accepted");
    assert!(out.contains(r#"string s = "y";"#), "{out}");
    assert!(out.contains("field string a = anonymous_?.t;"), "{out}");
}
