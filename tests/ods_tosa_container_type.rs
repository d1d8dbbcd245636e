//! `ContainerType<etype, containerPred, elementTypeCall, "descr">` as MLIR
//! 22's GPU dialect uses it (`MMAMatrixOf<[…]>`), on a minimal `gpu` dialect
//! of our own: `gpu.mma_matrix` is a C++ type (opaque here), and the
//! element type call is Rust. Expected texts and messages are mlir-opt-22's.

use drr::text::{PrintOptions, parse_module, print_op};
use drr::{Context, FloatKind, Signedness, Type, TypeData};

/// The element type of `!gpu.mma_matrix<16x16xf16, "AOp">`, if it is one
/// (and the element type is known to the context).
fn mma_element(ctx: &Context, t: Type) -> Option<Type> {
    let TypeData::Opaque(text) = ctx.type_data(t) else {
        return None;
    };
    let inner = text.strip_prefix("!gpu.mma_matrix<")?;
    let shape = inner.split(',').next()?;
    let data = match shape.rsplit('x').next()? {
        "f16" => TypeData::Float(FloatKind::F16),
        "f32" => TypeData::Float(FloatKind::F32),
        "f64" => TypeData::Float(FloatKind::F64),
        e => {
            let (signedness, width) = if let Some(w) = e.strip_prefix("si") {
                (Signedness::Signed, w)
            } else if let Some(w) = e.strip_prefix("ui") {
                (Signedness::Unsigned, w)
            } else {
                (Signedness::Signless, e.strip_prefix('i')?)
            };
            TypeData::Integer {
                width: width.parse().ok()?,
                signedness,
            }
        }
    };
    ctx.lookup_type(&data)
}

drr::ods! {
    def GPU_Dialect : Dialect {
      let name = "gpu";
      let cppNamespace = "::mlir::gpu";
    }

    def IsMMAMatrixTypePred : CPred<|ctx: &drr::Context, t: drr::Type|
        matches!(ctx.type_data(t), drr::TypeData::Opaque(s) if s.starts_with("!gpu.mma_matrix<"))>;

    def GPU_MMAMatrix : DialectType<GPU_Dialect, IsMMAMatrixTypePred, "MMAMatrix type">;

    class MMAMatrixOf<list<Type> allowedTypes> :
      ContainerType<AnyTypeOf<allowedTypes>, IsMMAMatrixTypePred,
        |ctx: &drr::Context, t: drr::Type| crate::mma_element(ctx, t),
        "gpu.mma_matrix", "::mlir::gpu::MMAMatrixType">;

    def GPU_SubgroupMmaComputeOp
        : Op<GPU_Dialect, "subgroup_mma_compute", [Pure, AllTypesMatch<["opC", "res"]>]> {
      let arguments = (ins Arg<MMAMatrixOf<[SI8, UI8, F16, F32, F64]>>:$opA,
                      Arg<MMAMatrixOf<[SI8, UI8, F16, F32, F64]>>:$opB,
                      Arg<MMAMatrixOf<[I32, F16, F32, F64]>>:$opC,
                      OptionalAttr<UnitAttr>:$a_transpose,
                      OptionalAttr<UnitAttr>:$b_transpose);
      let results = (outs GPU_MMAMatrix:$res);
    }
}

fn compute(a: &str) -> String {
    let (b, c) = (
        r#"!gpu.mma_matrix<16x16xf16, "BOp">"#,
        r#"!gpu.mma_matrix<16x16xf16, "COp">"#,
    );
    format!(
        r#""builtin.module"() ({{
  "func.func"() <{{function_type = ({a}, {b}, {c}) -> (), sym_name = "f"}}> ({{
  ^bb0(%arg0: {a}, %arg1: {b}, %arg2: {c}):
    %0 = "gpu.subgroup_mma_compute"(%arg0, %arg1, %arg2) : ({a}, {b}, {c}) -> {c}
    "func.return"() : () -> ()
  }}) : () -> ()
}}) : () -> ()
"#
    )
}

fn round_trip(src: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    GpuDialect::register(&mut ctx);
    // The element types inside the opaque matrix types, interned so that
    // the element type call finds them.
    ctx.float_type(FloatKind::F16);
    ctx.int_type(32);
    let m = parse_module(&mut ctx, src, "in.mlir").map_err(|e| e.to_string())?;
    drr::verifier::verify(&ctx, m).map_err(|es| es[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions { debug_info: false }))
}

#[test]
fn container_type_accepts_allowed_elements() {
    let src = compute(r#"!gpu.mma_matrix<16x16xf16, "AOp">"#);
    assert_eq!(round_trip(&src).unwrap(), src);
}

#[test]
fn container_type_message_is_mlir_opts() {
    let src = compute(r#"!gpu.mma_matrix<16x16xi32, "AOp">"#);
    assert_eq!(
        round_trip(&src).unwrap_err(),
        r#"'gpu.subgroup_mma_compute' op operand #0 must be gpu.mma_matrix of 8-bit signed integer or 8-bit unsigned integer or 16-bit float or 32-bit float or 64-bit float values, but got '!gpu.mma_matrix<16x16xi32, "AOp">'"#
    );
}
