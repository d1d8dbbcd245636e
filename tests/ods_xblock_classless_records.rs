//! A record without parent classes (`def TypeVarSummary { string r = "type
//! variable"; }` of llzk's `Polymorphic/IR/Types.td`) read by another
//! block: there the default of the same file's `class VarTypeOr<Type t,
//! string text = TypeVarSummary.r>` is evaluated when the Bool dialect's
//! ops instantiate it. Such a record had no macro and was not fetched as
//! text ("cannot find macro `TypeVarSummary`"), unlike a record of the
//! block's own classes; both are fetched now, as TableGen reads them from
//! the included file.

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

pub mod types {
    drr::ods! {
        def TypeVarSummary { string r = "type variable"; }
        def Named { string r = "named"; int n = 2; }
        class VarTypeOr<Type allowed, string text = TypeVarSummary.r>
            : Type<allowed.predicate, allowed.summary # " or " # text>;
    }
}

pub mod ops {
    use super::types::*;
    drr::ods! {
        include "types.td"
        def B_Dialect : Dialect { let name = "b"; }
        def B_AndOp : Op<B_Dialect, "and"> {
            let arguments = (ins VarTypeOr<I1>:$lhs, VarTypeOr<I32, !strconcat(Named.r, !cast<string>(Named.n))>:$rhs);
        }
    }
}

fn check(body: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    ops::BDialect::register(&mut ctx);
    ctx.allow_unknown_operations("test");
    let src = format!(
        "\"builtin.module\"() ({{\n  %0 = \"test.x\"() : () -> i1\n  %1 = \"test.x\"() : () -> i32\n{body}}}) : () -> ()\n"
    );
    let m = parse_module(&mut ctx, &src, "in.mlir").map_err(|e| e.message.clone())?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions { debug_info: false }))
}

#[test]
fn records_without_classes_of_another_block_are_read() {
    check("  \"b.and\"(%0, %1) : (i1, i32) -> ()\n").unwrap();
    assert_eq!(
        check("  \"b.and\"(%1, %1) : (i32, i32) -> ()\n").unwrap_err(),
        "'b.and' op operand #0 must be 1-bit signless integer or type variable, but got 'i32'"
    );
    assert_eq!(
        check("  \"b.and\"(%0, %0) : (i1, i1) -> ()\n").unwrap_err(),
        "'b.and' op operand #1 must be 32-bit signless integer or named2, but got 'i1'"
    );
}
