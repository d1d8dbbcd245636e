//! `let allowUnknownOperations = 1;` on a `Dialect` record: ops of the
//! dialect's namespace that no block defines verify (as MLIR's test
//! dialect lets `"test.produce"` through mlir-opt-22 without
//! `--allow-unregistered-dialect`); without it, such an op is MLIR's
//! "unregistered operation … that does not allow unknown operations".
//! `FlatSymbolRefAttr` is stored as MLIR's `FlatSymbolRefAttr` class:
//! a nested reference or a string in `<{…}>` fails when the properties
//! are read, with mlir-opt-22's message.

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

mod open {
    drr::ods! {
        def T_Dialect : Dialect {
            let name = "topen";
            let allowUnknownOperations = 1;
            let allowUnknownTypes = 1;
        }
        def CallOp : Op<T_Dialect, "call"> {
            let arguments = (ins FlatSymbolRefAttr:$callee);
        }
    }
}

mod closed {
    drr::ods! {
        def T_Dialect : Dialect {
            let name = "tclosed";
            let allowUnknownOperations = 0;
        }
        def KnownOp : Op<T_Dialect, "known">;
    }
}

fn check(body: &str) -> Result<String, String> {
    let src = format!("\"builtin.module\"() ({{\n{body}\n}}) : () -> ()\n");
    let mut ctx = Context::new();
    open::TopenDialect::register(&mut ctx);
    closed::TclosedDialect::register(&mut ctx);
    let m = parse_module(&mut ctx, &src, "in.mlir").map_err(|e| e.message)?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())?;
    let out = print_op(&ctx, m, PrintOptions { debug_info: false });
    assert_eq!(out, src);
    Ok(out)
}

#[test]
fn unknown_ops_of_a_dialect_that_allows_them_verify() {
    check("  %0 = \"topen.produce\"() : () -> i32\n  \"topen.call\"() <{callee = @f}> : () -> ()")
        .unwrap();
}

#[test]
fn unknown_ops_of_other_dialects_do_not() {
    assert_eq!(
        check("  %0 = \"tclosed.produce\"() : () -> i32").unwrap_err(),
        "unregistered operation 'tclosed.produce' found in dialect ('tclosed') that does not allow unknown operations"
    );
    check("  \"tclosed.known\"() : () -> ()").unwrap();
}

#[test]
fn a_flat_symbol_ref_property_that_is_not_flat() {
    assert_eq!(
        check("  \"topen.call\"() <{callee = @a::@b}> : () -> ()").unwrap_err(),
        "invalid properties {callee = @a::@b} for op topen.call: Invalid attribute `callee` in property conversion: @a::@b"
    );
    assert_eq!(
        check("  \"topen.call\"() <{callee = \"a\"}> : () -> ()").unwrap_err(),
        "invalid properties {callee = \"a\"} for op topen.call: Invalid attribute `callee` in property conversion: \"a\""
    );
    // In the attribute dictionary it is the verifier's constraint message.
    assert_eq!(
        check("  \"topen.call\"() {callee = @a::@b} : () -> ()").unwrap_err(),
        "'topen.call' op attribute 'callee' failed to satisfy constraint: flat symbol reference attribute"
    );
}
