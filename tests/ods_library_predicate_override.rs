//! `let predicate = …` on a record of a library constraint class (CIRCT
//! SV's `def SignalTypeAttr : TypeAttrBase<"::mlir::Type", "Any SV/HW
//! type"> { let predicate = And<[…]>; }`): ODS replaces the whole
//! predicate, the library class's own check included, and keeps the
//! library's summary. It was an error at `predicate` that stopped the
//! block. The record is `Attr<P, summary>` (`Type<P, summary>` for a type
//! class): an attribute of another storage class reaches the predicate
//! (MLIR's cast to the library's storage class is not made), which is why
//! such predicates restate the class check, as CIRCT's does.

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

/// `a` is a `TypeAttr` holding a signless integer type of at most 64 bits.
fn small_int_type_attr(ctx: &Context, a: drr::Attribute) -> bool {
    match ctx.attr_data(a) {
        drr::AttrData::Type(t) => matches!(
            ctx.type_data(*t),
            drr::TypeData::Integer { width, signedness: drr::Signedness::Signless } if *width <= 64
        ),
        _ => false,
    }
}

drr::ods! {
    def S_Dialect : Dialect { let name = "s"; }
    def SignalTypeAttr : TypeAttrBase<"::mlir::Type", "Any SV/HW type"> {
        let predicate = And<[
            CPred<|ctx: &drr::Context, a: drr::Attribute| matches!(ctx.attr_data(a), drr::AttrData::Type(_))>,
            CPred<|ctx: &drr::Context, a: drr::Attribute| crate::small_int_type_attr(ctx, a)>
        ]>;
    }
    def ElemTensor : TensorOf<[AnyInteger]> {
        let predicate = CPred<|ctx: &drr::Context, t: drr::Type| matches!(ctx.type_data(t), drr::TypeData::Integer { width: 8, .. })>;
    }
    def S_SignalOp : Op<S_Dialect, "signal", []> {
        let arguments = (ins SignalTypeAttr:$type);
    }
    def S_ByteOp : Op<S_Dialect, "byte", []> {
        let arguments = (ins ElemTensor:$x);
    }
}

fn check(body: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    SDialect::register(&mut ctx);
    ctx.allow_unknown_operations("test");
    let src = format!("\"builtin.module\"() ({{\n{body}\n}}) : () -> ()\n");
    let m = parse_module(&mut ctx, &src, "in.mlir").map_err(|e| e.message.clone())?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions { debug_info: false }))
}

#[test]
fn let_predicate_replaces_a_library_attribute_constraint() {
    let good = "  \"s.signal\"() <{type = i32}> : () -> ()";
    assert_eq!(
        check(good).unwrap(),
        format!("\"builtin.module\"() ({{\n{good}\n}}) : () -> ()\n")
    );
    // A type attribute of another type: the library's `TypeAttrBase`
    // accepts it, the replacing predicate does not.
    assert_eq!(
        check("  \"s.signal\"() <{type = f32}> : () -> ()").unwrap_err(),
        "'s.signal' op attribute 'type' failed to satisfy constraint: Any SV/HW type"
    );
    assert_eq!(
        check("  \"s.signal\"() <{type = i128}> : () -> ()").unwrap_err(),
        "'s.signal' op attribute 'type' failed to satisfy constraint: Any SV/HW type"
    );
    assert_eq!(
        check("  \"s.signal\"() <{type = 3 : i32}> : () -> ()").unwrap_err(),
        "'s.signal' op attribute 'type' failed to satisfy constraint: Any SV/HW type"
    );
}

#[test]
fn let_predicate_replaces_a_library_type_constraint() {
    let src = "^bb0(%t: tensor<2xi8>, %v: i8):";
    let module = |ty: &str, arg: &str| {
        format!(
            "  \"test.f\"() ({{\n  {src}\n    \"s.byte\"({arg}) : ({ty}) -> ()\n  }}) : () -> ()"
        )
    };
    // The replacing predicate takes a bare `i8`, which `TensorOf` would not,
    // and rejects the tensors it would accept; the summary stays the
    // library's.
    assert!(check(&module("i8", "%v")).is_ok());
    assert_eq!(
        check(&module("tensor<2xi8>", "%t")).unwrap_err(),
        "'s.byte' op operand #0 must be tensor of integer values, but got 'tensor<2xi8>'"
    );
}
