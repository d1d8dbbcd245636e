//! Parts of MLIR 22's Transform files: `TransformHandleTypeInterface.predicate`
//! (an interface record standing for its check where predicates combine,
//! in `Transform_AnyHandleOrParamType`), interface records whose string
//! names their Rust type by a path ending in the C++ name (so the summary,
//! `TransformHandleTypeInterface instance`, is mlir-tblgen's), and
//! `DefaultValuedAttr<DictionaryAttr, "{}">` (`transform.apply_registered_pass`'s
//! `$options`: the empty dictionary). The ops' arguments are
//! `TransformOps.td`'s; every text was recorded from mlir-opt-22.

use drr::text::{PrintOptions, parse_module, print_op};
use drr::{Context, Type, TypeData};

/// The types implementing the interfaces (MLIR attaches them in C++).
pub mod ifaces {
    use super::*;
    fn text_starts(ctx: &Context, t: Type, p: &[&str]) -> bool {
        matches!(ctx.type_data(t), TypeData::Opaque(s) if p.iter().any(|p| s.starts_with(p)))
    }
    pub struct TransformHandleTypeInterface;
    impl drr::ods::TypeInterface for TransformHandleTypeInterface {
        fn isa(ctx: &Context, t: Type) -> bool {
            text_starts(ctx, t, &["!transform.any_op", "!transform.op<"])
        }
    }
    pub struct TransformParamTypeInterface;
    impl drr::ods::TypeInterface for TransformParamTypeInterface {
        fn isa(ctx: &Context, t: Type) -> bool {
            text_starts(ctx, t, &["!transform.any_param", "!transform.param<"])
        }
    }
}

/// `TransformInterfaces.td`.
pub mod interfaces {
    drr::ods! {
        def Transform_Dialect : Dialect { let name = "transform"; }
        def TransformHandleTypeInterface
            : TypeInterface<"crate::ifaces::TransformHandleTypeInterface"> {
          let cppNamespace = "::mlir::transform";
        }
        def TransformParamTypeInterface
            : TypeInterface<"crate::ifaces::TransformParamTypeInterface"> {
          let cppNamespace = "::mlir::transform";
        }
        def Transform_AnyHandleOrParamType
          : Type<Or<[TransformParamTypeInterface.predicate,
                     TransformHandleTypeInterface.predicate]>,
                 "any transform handle or parameter">;
    }
}

/// `TransformOps.td`.
pub mod ops {
    use super::interfaces::*;
    drr::ods! {
        include "mlir/Dialect/Transform/Interfaces/TransformInterfaces.td";
        def NumAssociationsOp : Op<Transform_Dialect, "num_associations"> {
          let arguments = (ins Transform_AnyHandleOrParamType:$handle);
          let results = (outs TransformParamTypeInterface:$num);
        }
        def ApplyRegisteredPassOp : Op<Transform_Dialect, "apply_registered_pass"> {
          let arguments = (ins TransformHandleTypeInterface:$target,
                               StrAttr:$pass_name,
                               DefaultValuedAttr<DictionaryAttr, "{}">:$options,
                               Variadic<TransformParamTypeInterface>:$dynamic_options);
          let results = (outs TransformHandleTypeInterface:$result);
        }
    }
}

fn run(op: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    interfaces::TransformDialect::register(&mut ctx);
    ops::TransformOps::register(&mut ctx);
    let src = format!(
        "\"builtin.module\"() ({{\n  \"test.f\"() ({{\n  ^bb0(%arg0: !transform.any_op, %arg1: i32):\n    {op}\n  }}) : () -> ()\n}}) : () -> ()\n"
    );
    let m = parse_module(&mut ctx, &src, "in.mlir").map_err(|e| e.to_string())?;
    drr::verifier::verify(&ctx, m).map_err(|e| e[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions { debug_info: false }))
}

#[test]
fn interface_predicates_combine() {
    run(r#"%0 = "transform.num_associations"(%arg0) : (!transform.any_op) -> !transform.param<i64>"#)
        .expect("a handle");
    assert_eq!(
        run(r#"%0 = "transform.num_associations"(%arg1) : (i32) -> !transform.param<i64>"#),
        Err("'transform.num_associations' op operand #0 must be any transform handle or parameter, but got 'i32'".to_string())
    );
    assert_eq!(
        run(r#"%0 = "transform.apply_registered_pass"(%arg1) <{pass_name = "canonicalize"}> : (i32) -> !transform.any_op"#),
        Err("'transform.apply_registered_pass' op operand #0 must be TransformHandleTypeInterface instance, but got 'i32'".to_string())
    );
}

#[test]
fn empty_dictionary_default() {
    let out = run(r#"%0 = "transform.apply_registered_pass"(%arg0) <{pass_name = "canonicalize"}> : (!transform.any_op) -> !transform.any_op"#).unwrap();
    assert!(
        out.contains(r#"%0 = "transform.apply_registered_pass"(%arg0) <{options = {}, pass_name = "canonicalize"}> : (!transform.any_op) -> !transform.any_op"#),
        "{out}"
    );
}
