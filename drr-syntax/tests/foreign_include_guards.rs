//! `#ifdef`/`#ifndef` after an `include` of another project's file: drr
//! resolves such an include by name and does not read the file, so the
//! `#define`s it makes (its include guard) are unknown. mlir-tblgen-22 reads
//! the file and takes the branch; drr took the other one silently. A test
//! of a name that looks like that file's guard is now an error at the name.

use std::str::FromStr;

use drr_syntax::tablegen::print_records::print_records;

/// The errors (message, line, column) or the printed records.
fn run(src: &str) -> Result<String, Vec<(String, usize, usize)>> {
    let ts = proc_macro2::TokenStream::from_str(src).expect("tokens");
    print_records(ts).map_err(|e| {
        e.into_iter()
            .map(|e| {
                let at = e.span().start();
                (e.to_string(), at.line, at.column + 1)
            })
            .collect()
    })
}

fn message(kw: &str, name: &str, path: &str) -> String {
    format!(
        "`#{kw} {name}` tests what looks like the include guard of `include \"{path}\"`: drr resolves an `include` of a file that is not MLIR's by name and does not read it, so the `#define`s it makes are not seen (mlir-tblgen-22 reads the file); write `#define {name}` before this line if that file defines it, or drop the test"
    )
}

#[test]
fn a_test_of_a_foreign_files_guard_is_an_error_at_the_name() {
    let src = r#"include "mlir/IR/OpBase.td"
include "foo/FooOps.td"
#ifdef FOO_OPS_TD
def A;
#endif
#ifndef MLIR_DIALECT_FOO_IR_FOOOPS
def B;
#endif
"#;
    assert_eq!(
        run(src),
        Err(vec![
            (message("ifdef", "FOO_OPS_TD", "foo/FooOps.td"), 3, 8),
            (
                message("ifndef", "MLIR_DIALECT_FOO_IR_FOOOPS", "foo/FooOps.td"),
                6,
                9
            ),
        ])
    );
}

#[test]
fn other_names_and_defined_guards_are_tested_as_before() {
    // The block's own guard, a guard it defines itself, MLIR's guards (from
    // the table of MLIR 22's files), a test before the include.
    let src = r#"#ifndef FOO_OPS
def Before;
#endif
include "mlir/IR/OpBase.td"
include "foo/FooOps.td"
#ifndef FOO_PATTERNS_TD
#define FOO_PATTERNS_TD
#define FOO_OPS
#ifdef FOO_OPS
def Defined;
#endif
#ifdef OP_BASE
def Mlir;
#endif
#ifndef FOO_OPS_PATTERNS
def NotTheGuard;
#endif
#endif
"#;
    let out = run(src).expect("accepted");
    for d in ["Before", "Defined", "Mlir", "NotTheGuard"] {
        assert!(out.contains(&format!("def {d} {{")), "{d}: {out}");
    }
}
