//! The right of `#` in a value: TableGen parses it in "name mode", where a
//! record or a top-level `defvar` is its own name as a string. A suffix on
//! such a name (`.field`, `[i]`, `{bits}`) applies to that string, which
//! mlir-tblgen-22 rejects; drr read the record's field or the defvar's
//! element instead and accepted the file with another value.

use std::str::FromStr;

use drr_syntax::tablegen::print_records::print_records;

const PRELUDE: &str = r#"class Item<int v> { int V = v; string S = "s" # v; }
def Z : Item<4>;
defvar zl = ["a"];
defvar zb = 0b11;
defvar zzz = Z;
"#;

/// The error (message, line, column) or the printed records.
fn run(line: &str) -> Result<String, (String, usize, usize)> {
    let src = format!("{PRELUDE}{line}\n");
    let ts = proc_macro2::TokenStream::from_str(&src).expect("tokens");
    print_records(ts).map_err(|e| {
        let at = e.span().start();
        (e.to_string(), at.line, at.column + 1)
    })
}

fn message(name: &str, what: &str, tablegen: &str) -> String {
    format!(
        "on the right of `#`, `{name}` is the string \"{name}\" (TableGen reads a record or top-level `defvar` there as its name), which {what} (TableGen: \"{tablegen}\"): paste the value with `!strconcat` or `!cast<string>(…)` instead"
    )
}

#[test]
fn a_suffix_on_a_name_pasted_as_text_is_an_error() {
    // Columns as mlir-tblgen-22 reports them (1-based), line 6.
    let field = |f: &str, n: &str| {
        message(
            n,
            &format!("has no field `{f}`"),
            &format!("Cannot access field '{f}' of value '\"{n}\"'"),
        )
    };
    for (line, msg, col) in [
        (r#"def D { string s = "d" # Z.S; }"#, field("S", "Z"), 28),
        (
            r#"def D { string s = "d" # Z.S # "e"; }"#,
            field("S", "Z"),
            28,
        ),
        (
            r#"def D { string s = "d" # zzz.S; }"#,
            field("S", "zzz"),
            30,
        ),
        (
            r#"def D { string s = "d" # zl[0]; }"#,
            message(
                "zl",
                "cannot be indexed",
                "Type 'string' is invalid, list expected",
            ),
            26,
        ),
        (
            r#"def D { string s = "d" # zb{1-0}; }"#,
            message("zb", "has no bits", "Invalid bit range for value"),
            28,
        ),
        (r#"defvar q = "q" # Z.V;"#, field("V", "Z"), 20),
    ] {
        assert_eq!(run(line), Err((msg, 6, col)), "{line}");
    }
}

#[test]
fn names_pasted_as_text_and_values_that_are_not() {
    // Recorded from mlir-tblgen-22 --print-records: the same names without
    // a suffix are pasted as text; on the left of `#`, through `!cast`,
    // and a template argument or field on the right are values.
    let cases = [
        (
            r#"def D { string s = "d" # Z # zzz; }"#,
            r#"string s = "dZzzz";"#,
        ),
        (r#"def D { string s = Z.S # "d"; }"#, r#"string s = "s4d";"#),
        (
            r#"def D { string s = "d" # !cast<string>(Z.V); }"#,
            r#"string s = "d4";"#,
        ),
        (
            r#"class C<Item i> { string s = "d" # i.S; } def D : C<Z>;"#,
            r#"string s = "ds4";"#,
        ),
        (
            r#"def D { string t = "x"; string s = "d" # t; }"#,
            r#"string s = "dx";"#,
        ),
    ];
    for (line, want) in cases {
        let out = run(line).unwrap_or_else(|e| panic!("{line}: {e:?}"));
        let d = &out[out.find("def D").expect("def D")..];
        assert!(d.contains(want), "{line}:\n{d}");
    }
}

/// The records printed for `src` alone, or its first error and column.
fn run_alone(src: &str) -> Result<String, (String, usize)> {
    let ts = proc_macro2::TokenStream::from_str(src).expect("tokens");
    print_records(ts).map_err(|e| (e.to_string(), e.span().start().column + 1))
}

#[test]
fn name_is_defined_in_class_bodies_and_multiclasses_only() {
    // mlir-tblgen-22: "Variable not defined: 'NAME'" in a def's own body
    // or parent list (also in a `foreach`); on the right of `#` there it
    // is the text "NAME". drr took the def's name in both.
    let msg = "`NAME` is not defined here: it names the record in a class body and the `defm` in a multiclass, not in a `def`'s own body or parent list (TableGen: \"Variable not defined: 'NAME'\"); write the record's name";
    for (src, col) in [
        ("def D { string s = NAME; }", 20),
        ("class K<string a> { string k = a; } def D : K<NAME>;", 47),
        ("foreach i = [1] in def D # i { string s = NAME; }", 43),
    ] {
        assert_eq!(run_alone(src), Err((msg.to_string(), col)), "{src}");
    }
    // Values recorded from mlir-tblgen-22 --print-records.
    for (src, want) in [
        (
            r#"def D { string s = "d" # NAME; }"#,
            r#"string s = "dNAME";"#,
        ),
        (
            r#"class K<string a> { string s = a; } def D : K<"d" # NAME>;"#,
            r#"string s = "dNAME";"#,
        ),
        (
            r#"class K { string s = "x" # NAME; } def D : K;"#,
            r#"string s = "xD";"#,
        ),
        (
            r#"multiclass M { def _a { string s = "d" # NAME; } } defm D : M;"#,
            r#"string s = "dD";"#,
        ),
        (
            r#"class K<string a> { string s = a; } multiclass M { def _a : K<NAME>; } defm D : M;"#,
            r#"string s = "D";"#,
        ),
    ] {
        let out = run_alone(src).unwrap_or_else(|e| panic!("{src}: {e:?}"));
        assert!(out.contains(want), "{src}:\n{out}");
    }
}
