//! An `AttrDef`'s `let constBuilderCall` written in Rust (ODS's C++
//! `DIExpressionAttr::get($_builder.getContext(), $0)`): what
//! `DefaultValuedAttr<X, "{}">` builds the default with, as LLVM's
//! `llvm.intr.dbg.value` (`DefaultValuedAttr<LLVM_DIExpressionAttr, "{}">:
//! $locationExpr`) needs. The default is stored when the op is parsed, as
//! MLIR's `populateDefaultProperties` does.

use drr::text::{PrintOptions, parse_module, print_op};
use drr::{AttrData, Attribute, Context};

fn empty_expression(ctx: &mut Context) -> Attribute {
    ctx.intern_attr(AttrData::Opaque("#ac.expr<>".into()))
}

drr::ods! {
    def Ac_Dialect : Dialect { let name = "ac"; }
    def Ac_ExprAttr : AttrDef<Ac_Dialect, "Expr"> {
        let mnemonic = "expr";
        let summary = "an expression";
        let constBuilderCall = |ctx: &mut drr::Context, _operations: Vec<i64>| -> drr::Attribute {
            crate::empty_expression(ctx)
        };
    }
    def Ac_ValueOp : Op<Ac_Dialect, "value"> {
        let arguments = (ins AnyType:$value, DefaultValuedAttr<Ac_ExprAttr, "{}">:$locationExpr);
    }
}

#[test]
fn the_default_is_built_with_the_rust_const_builder() {
    let mut ctx = Context::new();
    AcDialect::register(&mut ctx);
    let src = "%0 = \"test.v\"() : () -> i32\n\"ac.value\"(%0) : (i32) -> ()\n";
    let m = parse_module(&mut ctx, src, "in.mlir").unwrap();
    assert!(drr::verifier::verify(&ctx, m).is_ok());
    assert_eq!(
        print_op(&ctx, m, PrintOptions::default()),
        "\"builtin.module\"() ({\n  %0 = \"test.v\"() : () -> i32\n  \"ac.value\"(%0) <{locationExpr = #ac.expr<>}> : (i32) -> ()\n}) : () -> ()\n"
    );
}
