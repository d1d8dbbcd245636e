//! A `TypeDef` with parameters and a `let builderCall` written in Rust
//! (LingoDB's `util.ref`, whose C++ `builderCall` builds `!util.ref<i8>`
//! through a custom `TypeBuilder`): the type is buildable with what the
//! closure (or the `fn` named by path) returns, so an op whose results all
//! have such types gets the builder without result types, as
//! mlir-tblgen's `allResultTypesKnown`. It was an error ("`builderCall` is
//! C++") whatever the value; a C++ string still is, naming the record.

use drr::text::{PrintOptions, print_op};
use drr::{Context, Type};

fn ref_of_i8(ctx: &mut Context) -> Type {
    drr::ods::dialect_type(ctx, "!u.pref<i8>")
}

drr::ods! {
    def U_Dialect : Dialect { let name = "u"; }
    def RefType : TypeDef<U_Dialect, "Ref"> {
        let mnemonic = "ref";
        let summary = "ref type";
        let parameters = (ins "mlir::Type":$elementType);
        let builderCall = |ctx: &mut drr::Context| -> drr::Type { drr::ods::dialect_type(ctx, "!u.ref<i32>") };
    }
    def PathRefType : TypeDef<U_Dialect, "PathRef"> {
        let mnemonic = "pref";
        let parameters = (ins "mlir::Type":$elementType);
        let builderCall = crate::ref_of_i8;
    }
    def U_InvalidRefOp : Op<U_Dialect, "invalid_ref"> {
        let results = (outs RefType:$ref, PathRefType:$other);
    }
}

#[test]
fn rust_builder_call_makes_a_parameterized_typedef_buildable() {
    let mut ctx = Context::new();
    UDialect::register(&mut ctx);
    let loc = ctx.unknown_loc();
    let st = U_InvalidRefOp::build_inferred(&mut ctx, loc).unwrap();
    let op = ctx.create_op(st).unwrap();
    assert_eq!(
        print_op(&ctx, op, PrintOptions::default()).trim_end(),
        "%0:2 = \"u.invalid_ref\"() : () -> (!u.ref<i32>, !u.pref<i8>)"
    );
}
