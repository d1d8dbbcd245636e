//! `cppType` of a type constraint record (`TypeConstraint`'s field, the
//! third argument of `Type<…>`, `"::mlir::Type"` unless given), read by
//! classes that pass a constraint's C++ class on, as ClangIR's
//! `CIRTypeConstraints.td` does: `CIR_ConfinedType<Type type, …>` is a
//! `Type<…, summary, type.cppType>`, and its predicates cast `$_self` to
//! `type.cppType`. The C++ class names here select builtin type kinds in
//! Rust; a template argument named `type` (a Rust keyword) is `r#type` in
//! the Rust body. The classes are used from a second block, as ClangIR's
//! ops file uses its constraints file.

use drr::text::{PrintOptions, parse_module, print_op};
use drr::{Context, Type, TypeData};

/// `mlir::isa<CLASS>($_self)` for the two C++ classes used below.
fn isa(ctx: &Context, t: Type, class: &str) -> bool {
    matches!(
        (class, ctx.type_data(t)),
        ("::mlir::IntegerType", TypeData::Integer { .. }) | ("::mlir::IndexType", TypeData::Index)
    )
}

fn width(ctx: &Context, t: Type) -> Option<u32> {
    match ctx.type_data(t) {
        TypeData::Integer { width, .. } => Some(*width),
        _ => None,
    }
}

pub mod constraints {
    use drr::{Context, Type};
    drr::ods! {
        def C_Dialect : Dialect { let name = "c"; }

        class C_IsTypePred<code type> : CPred<|c: &Context, t: Type| crate::isa(c, t, r#type)>;
        class C_TypeBase<code type, string summary = "">
            : Type<C_IsTypePred<type>, summary, type>;
        class C_CastSelfToType<code type, Pred pred>
            : SubstLeaves<"$_self", |_c: &Context, t: Type| t, pred>;
        // The summary names the C++ class when none is given, to show
        // which `cppType` travelled.
        class C_Confined<Type type, list<Pred> preds, string summary = "">
            : Type<And<[type.predicate,
                        And<!foreach(p, preds, C_CastSelfToType<type.cppType, p>)>]>,
                   !if(!empty(summary), "confined " # type.cppType, summary),
                   type.cppType>;

        def C_AnyInt : C_TypeBase<"::mlir::IntegerType", "integer">;
        def C_AnyIndex : C_TypeBase<"::mlir::IndexType", "index">;
        // No third argument: ODS's default C++ class.
        def C_Float : Type<CPred<|c: &Context, t: Type| matches!(c.type_data(t), drr::TypeData::Float(_))>, "float">;
    }
}

pub mod ops {
    use super::constraints::*;
    use drr::{Context, Type};
    drr::ods! {
        include "constraints.td"
        def C_I32 : C_Confined<C_AnyInt,
            [CPred<|c: &Context, t: Type| crate::width(c, t) == Some(32)>]>;
        def C_ConfOp : Op<C_Dialect, "conf"> {
            let arguments = (ins C_I32:$a,
                                 C_Confined<C_AnyIndex, []>:$b,
                                 C_Confined<C_Float, []>:$c);
        }
    }
}

fn check(a: &str, b: &str, c: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    constraints::CDialect::register(&mut ctx);
    ops::COps::register(&mut ctx);
    let src = format!(
        "\"builtin.module\"() ({{\n  \"test.f\"() ({{\n  ^bb0(%arg0: {a}, %arg1: {b}, %arg2: {c}):\n    \"c.conf\"(%arg0, %arg1, %arg2) : ({a}, {b}, {c}) -> ()\n  }}) : () -> ()\n}}) : () -> ()\n"
    );
    let m = parse_module(&mut ctx, &src, "in.mlir")
        .map_err(|e| format!("{}:{}: {}", e.line, e.column, e.message))?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions { debug_info: false }))
}

#[test]
fn confined_types_check_their_base_and_predicates() {
    assert!(check("i32", "index", "f32").is_ok());
    assert_eq!(
        check("i16", "index", "f32").unwrap_err(),
        "'c.conf' op operand #0 must be confined ::mlir::IntegerType, but got 'i16'"
    );
    assert_eq!(
        check("f32", "index", "f32").unwrap_err(),
        "'c.conf' op operand #0 must be confined ::mlir::IntegerType, but got 'f32'"
    );
    assert_eq!(
        check("i32", "i64", "f32").unwrap_err(),
        "'c.conf' op operand #1 must be confined ::mlir::IndexType, but got 'i64'"
    );
}

#[test]
fn cpp_type_defaults_to_mlir_type() {
    // `C_Float` has no third argument: its `cppType` is `::mlir::Type`.
    assert_eq!(
        check("i32", "index", "i8").unwrap_err(),
        "'c.conf' op operand #2 must be confined ::mlir::Type, but got 'i8'"
    );
}
