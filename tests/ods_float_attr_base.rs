//! `FloatAttrBase<F<N>, "summary">` of `CommonAttrConstraints.td` (the class
//! of `F32Attr`), as IREE VM derives `VM_ConstantFloatValueAttr<F type>`
//! from it: a float attribute of type `F<N>` with the given summary, stored
//! as a `FloatAttr` (an attribute of another class fails when `<{…}>` is
//! read, as MLIR's cast to the storage class), and buildable as a default.
//! It was rustc's "cannot find macro `FloatAttrBase`". Summaries as
//! mlir-tblgen-22 gives them.

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

drr::ods! {
    def V_Dialect : Dialect { let name = "v"; }
    class V_FloatValue<F type> : FloatAttrBase<type, type.bitwidth # "-bit floating-point value"> {
        let storageType = "FloatAttr";
        let returnType = "FloatAttr";
        let convertFromStorage = "$_self";
    }
    def V_GlobalOp : Op<V_Dialect, "global", []> {
        let arguments = (ins OptionalAttr<V_FloatValue<F32>>:$initial_value,
                             DefaultValuedAttr<FloatAttrBase<F64, "a double">, "1.5">:$scale);
    }
}

fn check(attrs: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    VDialect::register(&mut ctx);
    let src = format!(
        "\"builtin.module\"() ({{\n  \"v.global\"() <{{{attrs}}}> : () -> ()\n}}) : () -> ()\n"
    );
    let m = parse_module(&mut ctx, &src, "in.mlir").map_err(|e| e.message.clone())?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions { debug_info: false }))
}

#[test]
fn float_attr_base_checks_type_storage_and_builds_defaults() {
    assert_eq!(
        check("initial_value = 2.5 : f32").unwrap(),
        "\"builtin.module\"() ({\n  \"v.global\"() <{initial_value = 2.500000e+00 : f32, scale = 1.500000e+00 : f64}> : () -> ()\n}) : () -> ()\n"
    );
    assert_eq!(
        check("initial_value = 2.5 : f64").unwrap_err(),
        "'v.global' op attribute 'initial_value' failed to satisfy constraint: 32-bit floating-point value"
    );
    assert_eq!(
        check("scale = 2.5 : f32").unwrap_err(),
        "'v.global' op attribute 'scale' failed to satisfy constraint: a double"
    );
    assert_eq!(
        check("initial_value = 2 : i32").unwrap_err(),
        "invalid properties {initial_value = 2 : i32} for op v.global: Invalid attribute `initial_value` in property conversion: 2 : i32"
    );
}
