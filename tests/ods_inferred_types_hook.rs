//! The verifier checks the result types an op's Rust `inferReturnTypes`
//! infers, as MLIR's `verifyInferredResultTypes` (the verifier of
//! `InferTypeOpInterface`) does: with the op's `isCompatibleReturnTypes`
//! (`let isCompatibleReturnTypes = …;`) or, without one, equality. A
//! failure is two errors at the op: the incompatible types, without the
//! op, then `failed to infer returned types` with it. The diagnostics were
//! recorded from mlir-opt-22 on `shape.const_shape` (written here after
//! ShapeOps.td: its inferred type is `tensor<Nxindex>` for N extents, and a
//! `!shape.shape` result is compatible with any). The check runs where the
//! op lists the interface (in trait order among the native traits): after
//! the invariants, before the op's verifier. Two verifier threads report
//! what one does, and the scratch context the hook runs in is not reused
//! once the verified context has made types.

use drr::diagnostic::SourceManager;
use drr::ods::type_to_string;
use drr::text::parse_module;
use drr::{Context, OperationState, Type, TypeData};

/// `Shape_ShapeOrExtentTensorType`: `!shape.shape` or a 1-D tensor of
/// `index`.
fn is_shape_or_extent_tensor(ctx: &Context, t: Type) -> bool {
    match ctx.type_data(t) {
        TypeData::RankedTensor { shape, element, .. } => {
            shape.len() == 1 && matches!(ctx.type_data(*element), TypeData::Index)
        }
        TypeData::UnrankedTensor { .. } => false,
        _ => type_to_string(ctx, t) == "!shape.shape",
    }
}

/// `ConstShapeOp::inferReturnTypes`: `tensor<{number of extents}xindex>`.
fn infer_const_shape(
    ctx: &mut Context,
    st: &OperationState,
) -> Result<Vec<Type>, drr::ods::BuildError> {
    let shape = st
        .properties
        .and_then(|p| {
            ctx.dict_entries(p)
                .iter()
                .find(|e| ctx.str(e.name) == "shape")
                .map(|e| e.value)
        })
        .ok_or_else(|| drr::ods::BuildError("missing shape attribute".into()))?;
    let extents = match drr::ods::attr_type(ctx, shape).map(|t| ctx.type_data(t).clone()) {
        Some(TypeData::RankedTensor { shape, .. }) => shape.iter().product::<i64>(),
        _ => return Err(drr::ods::BuildError("shape is not a ranked tensor".into())),
    };
    let index = ctx.index_type();
    Ok(vec![ctx.intern_type(TypeData::RankedTensor {
        shape: vec![extents],
        element: index,
        encoding: None,
    })])
}

/// `ConstShapeOp::isCompatibleReturnTypes`: a `!shape.shape` on either
/// side is compatible with anything; otherwise the types are equal.
fn const_shape_compatible(ctx: &Context, l: &[Type], r: &[Type]) -> bool {
    if l.len() != 1 || r.len() != 1 {
        return false;
    }
    let is_shape = |t: Type| type_to_string(ctx, t) == "!shape.shape";
    is_shape(l[0]) || is_shape(r[0]) || l[0] == r[0]
}

/// A native trait whose verifier always fails.
pub struct AlwaysFails;
impl drr::ods::NativeOpTrait for AlwaysFails {
    fn verify_trait(_ctx: &Context, _op: drr::OpId) -> Result<(), String> {
        Err("native trait ran".into())
    }
}

drr::ods! {
    def Shape_Dialect : Dialect { let name = "shape"; }
    def Shape_ShapeOrExtentTensorType : Type<CPred<crate::is_shape_or_extent_tensor>,
        "shape or extent tensor">;
    def Shape_ConstShapeOp : Op<Shape_Dialect, "const_shape",
        [ConstantLike, Pure, InferTypeOpAdaptorWithIsCompatible]> {
      let arguments = (ins IndexElementsAttr:$shape);
      let results = (outs Shape_ShapeOrExtentTensorType:$result);
      let inferReturnTypes = crate::infer_const_shape;
      let isCompatibleReturnTypes = crate::const_shape_compatible;
    }
    // The same inference without `isCompatibleReturnTypes` (MLIR's
    // default: equal types), and a verifier that always fails (run after
    // the interface's check, as MLIR's `verify()` is).
    def Shape_StrictOp : Op<Shape_Dialect, "strict",
        [DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
      let arguments = (ins IndexElementsAttr:$shape);
      let results = (outs Shape_ShapeOrExtentTensorType:$result);
      let inferReturnTypes = crate::infer_const_shape;
      let verifier = |_ctx: &Context, _op: Shape_StrictOp| Err("user verifier ran".to_string());
    }
    // A hook creating a type: `vector<4xT>` for an operand of type `T`.
    def Shape_VecOp : Op<Shape_Dialect, "vec", [InferTypeOpInterface]> {
      let arguments = (ins AnyType:$x);
      let results = (outs AnyType:$r);
      let inferReturnTypes = |ctx, st| {
          let element = ctx.value_type(st.operands[0]);
          Ok(vec![ctx.intern_type(TypeData::Vector { shape: vec![4], scalable: vec![false], element })])
      };
    }
    // A hook reading the element type of a dialect type registered as
    // shaped (`Context::register_shaped_dialect_type`).
    def Shape_ElemOp : Op<Shape_Dialect, "elem", [InferTypeOpInterface]> {
      let arguments = (ins AnyType:$x);
      let results = (outs AnyType:$r);
      let inferReturnTypes = |ctx, st| {
          let t = ctx.value_type(st.operands[0]);
          ctx.shaped_element_type(t)
              .map(|e| vec![e])
              .ok_or_else(|| drr::ods::BuildError("'shape.elem' op operand is not shaped".into()))
      };
    }
    // The interface's check runs in its place among the native traits.
    def Shape_Fails : NativeOpTrait<"AlwaysFails">;
    def Shape_InferFirstOp : Op<Shape_Dialect, "infer_first",
        [InferTypeOpInterface, Shape_Fails]> {
      let arguments = (ins IndexElementsAttr:$shape);
      let results = (outs AnyType:$result);
      let inferReturnTypes = crate::infer_const_shape;
    }
    def Shape_TraitFirstOp : Op<Shape_Dialect, "trait_first",
        [Shape_Fails, InferTypeOpInterface]> {
      let arguments = (ins IndexElementsAttr:$shape);
      let results = (outs AnyType:$result);
      let inferReturnTypes = crate::infer_const_shape;
    }
    // A closure hook whose inference fails for an `i1` operand (its
    // message, then the op error), and that sees the operands' types.
    def Shape_SameOp : Op<Shape_Dialect, "same"> {
      let arguments = (ins AnyType:$x, AnyType:$y);
      let results = (outs AnyType:$a, AnyType:$b);
      let inferReturnTypes = |ctx, st| {
          let t = ctx.value_type(st.operands[1]);
          if matches!(ctx.type_data(t), TypeData::Integer { width: 1, .. }) {
              return Err(drr::ods::BuildError("'shape.same' op cannot infer from i1".into()));
          }
          let u = ctx.value_type(st.operands[0]);
          Ok(vec![u, t])
      };
    }
}

/// The verifier's diagnostics for `src`, rendered as mlir-opt prints them:
/// every failure, or with `as_reported` what mlir-opt reports
/// (`verifier::reported_by_mlir_opt`: one failure per unit).
fn render_failures(src: &str, as_reported: bool) -> String {
    let mut ctx = Context::new();
    ShapeDialect::register(&mut ctx);
    let m = parse_module(&mut ctx, src, "g.mlir").unwrap();
    let Err(errs) = drr::verifier::verify(&ctx, m) else {
        return String::new();
    };
    let sources = SourceManager::with_buffer("g.mlir", src);
    let shown: Vec<_> = if as_reported {
        drr::verifier::reported_by_mlir_opt(&ctx, m, &errs)
    } else {
        errs.iter().collect()
    };
    shown.iter().map(|e| e.render(&ctx, &sources)).collect()
}

/// Every failure the verifier finds in `src`.
fn diagnostics(src: &str) -> String {
    render_failures(src, false)
}

/// A function of `body` (one op per line), in the generic form drr reads.
fn func(body: &str) -> String {
    format!(
        "\"func.func\"() <{{function_type = () -> (), sym_name = \"f\"}}> ({{\n{body}  \"func.return\"() : () -> ()\n}}) : () -> ()\n"
    )
}

const CONST_SHAPE_2: &str = r#""shape.const_shape"() <{shape = dense<[1, 2]> : tensor<2xindex>}>"#;

#[test]
fn incompatible_inferred_type_is_two_errors_as_mlir_opt() {
    let src = func(&format!("  %0 = {CONST_SHAPE_2} : () -> tensor<?xindex>\n"));
    // mlir-opt-22 on this input.
    assert_eq!(
        diagnostics(&src),
        r#"g.mlir:2:8: error: 'shape.const_shape' op inferred type(s) 'tensor<2xindex>' are incompatible with return type(s) of operation 'tensor<?xindex>'
  %0 = "shape.const_shape"() <{shape = dense<[1, 2]> : tensor<2xindex>}> : () -> tensor<?xindex>
       ^
g.mlir:2:8: error: 'shape.const_shape' op failed to infer returned types
  %0 = "shape.const_shape"() <{shape = dense<[1, 2]> : tensor<2xindex>}> : () -> tensor<?xindex>
       ^
g.mlir:2:8: note: see current operation: %0 = "shape.const_shape"() <{shape = dense<[1, 2]> : tensor<2xindex>}> : () -> tensor<?xindex>
"#
    );
}

/// What mlir-opt reports of `src` (one failure per unit, here the module).
fn reported(src: &str) -> String {
    render_failures(src, true)
}

#[test]
fn reported_failure_keeps_both_errors_of_the_inference() {
    // mlir-opt-22 on this input: the first op's failure is both errors
    // (and the note); the second op's failure is not reported.
    let src = format!(
        "\"builtin.module\"() ({{\n  %0 = {CONST_SHAPE_2} : () -> tensor<?xindex>\n  %1 = \"shape.const_shape\"() <{{shape = dense<[1]> : tensor<1xindex>}}> : () -> tensor<3xindex>\n}}) : () -> ()\n"
    );
    assert_eq!(
        reported(&src),
        r#"g.mlir:2:8: error: 'shape.const_shape' op inferred type(s) 'tensor<2xindex>' are incompatible with return type(s) of operation 'tensor<?xindex>'
  %0 = "shape.const_shape"() <{shape = dense<[1, 2]> : tensor<2xindex>}> : () -> tensor<?xindex>
       ^
g.mlir:2:8: error: 'shape.const_shape' op failed to infer returned types
  %0 = "shape.const_shape"() <{shape = dense<[1, 2]> : tensor<2xindex>}> : () -> tensor<?xindex>
       ^
g.mlir:2:8: note: see current operation: %0 = "shape.const_shape"() <{shape = dense<[1, 2]> : tensor<2xindex>}> : () -> tensor<?xindex>
"#
    );
}

#[test]
fn inferred_type_the_context_never_had_is_printed() {
    // `vector<4xi32>` exists only in the inference: the message prints it.
    let src = func(
        "  %x = \"shape.const_shape\"() <{shape = dense<[1]> : tensor<1xindex>}> : () -> tensor<1xindex>\n  %0 = \"shape.vec\"(%x) : (tensor<1xindex>) -> i32\n",
    );
    let d = diagnostics(&src);
    assert!(
        d.starts_with("g.mlir:3:8: error: 'shape.vec' op inferred type(s) 'vector<4xtensor<1xindex>>' are incompatible with return type(s) of operation 'i32'\n"),
        "{d}"
    );
}

#[test]
fn compatible_types_verify() {
    // mlir-opt-22 accepts each (an extent tensor of the right size, and
    // `!shape.shape` through `isCompatibleReturnTypes`); its message for
    // the fourth names `tensor<3xindex>`.
    let src = func(&format!(
        "  %0 = {CONST_SHAPE_2} : () -> tensor<2xindex>\n  %1 = {CONST_SHAPE_2} : () -> !shape.shape\n  %2 = \"shape.const_shape\"() <{{shape = dense<[1, 2, 3]> : tensor<3xindex>}}> : () -> tensor<3xindex>\n"
    ));
    assert_eq!(diagnostics(&src), "");
    let src = func(
        "  %3 = \"shape.const_shape\"() <{shape = dense<[1, 2, 3]> : tensor<3xindex>}> : () -> tensor<?xindex>\n",
    );
    assert!(
        diagnostics(&src).starts_with("g.mlir:2:8: error: 'shape.const_shape' op inferred type(s) 'tensor<3xindex>' are incompatible with return type(s) of operation 'tensor<?xindex>'\n"),
    );
}

#[test]
fn result_constraint_fails_before_the_inferred_types() {
    // mlir-opt-22 (this input): the invariants come first, and stop the
    // op's checks.
    let src = func(
        "  %3 = \"shape.const_shape\"() <{shape = dense<[1, 2, 3]> : tensor<3xindex>}> : () -> tensor<3xi32>\n",
    );
    assert_eq!(
        diagnostics(&src),
        r#"g.mlir:2:8: error: 'shape.const_shape' op result #0 must be shape or extent tensor, but got 'tensor<3xi32>'
  %3 = "shape.const_shape"() <{shape = dense<[1, 2, 3]> : tensor<3xindex>}> : () -> tensor<3xi32>
       ^
g.mlir:2:8: note: see current operation: %0 = "shape.const_shape"() <{shape = dense<[1, 2, 3]> : tensor<3xindex>}> : () -> tensor<3xi32>
"#
    );
}

#[test]
fn default_compatibility_is_equality_and_comes_before_the_verifier() {
    // Without `isCompatibleReturnTypes`, `!shape.shape` is not
    // `tensor<2xindex>`; the op's verifier is not reached.
    let src = func(
        "  %0 = \"shape.strict\"() <{shape = dense<[1, 2]> : tensor<2xindex>}> : () -> !shape.shape\n",
    );
    let d = diagnostics(&src);
    assert!(
        d.starts_with("g.mlir:2:8: error: 'shape.strict' op inferred type(s) 'tensor<2xindex>' are incompatible with return type(s) of operation '!shape.shape'\n"),
        "{d}"
    );
    assert!(
        d.contains("g.mlir:2:8: error: 'shape.strict' op failed to infer returned types\n"),
        "{d}"
    );
    assert!(!d.contains("user verifier ran"), "{d}");
    // With the inferred type, the verifier runs.
    let src = func(
        "  %0 = \"shape.strict\"() <{shape = dense<[1, 2]> : tensor<2xindex>}> : () -> tensor<2xindex>\n",
    );
    assert!(
        diagnostics(&src).starts_with("g.mlir:2:8: error: 'shape.strict' op user verifier ran\n")
    );
}

#[test]
fn hook_sees_operand_types_and_its_failure_is_reported() {
    let body = |y: &str, results: &str| {
        func(&format!(
            "  %x = \"test.x\"() : () -> i32\n  %y = \"test.y\"() : () -> {y}\n  %0:2 = \"shape.same\"(%x, %y) : (i32, {y}) -> ({results})\n"
        ))
    };
    let run = |src: &str| {
        let mut ctx = Context::new();
        ShapeDialect::register(&mut ctx);
        ctx.allow_unknown_operations("test");
        let m = parse_module(&mut ctx, src, "g.mlir").unwrap();
        match drr::verifier::verify(&ctx, m) {
            Ok(()) => Vec::new(),
            Err(errs) => errs.into_iter().map(|e| (e.message, e.shows_op)).collect(),
        }
    };
    assert_eq!(run(&body("f32", "i32, f32")), []);
    assert_eq!(
        run(&body("f32", "f32, f32")),
        [
            ("'shape.same' op inferred type(s) 'i32', 'f32' are incompatible with return type(s) of operation 'f32', 'f32'".to_string(), false),
            ("'shape.same' op failed to infer returned types".to_string(), true),
        ]
    );
    // The hook's own error, then the op error.
    assert_eq!(
        run(&body("i1", "i32, i1")),
        [
            ("'shape.same' op cannot infer from i1".to_string(), false),
            (
                "'shape.same' op failed to infer returned types".to_string(),
                true
            ),
        ]
    );
}

#[test]
fn verify_invariants_reports_the_first_error() {
    let src = func(&format!("  %0 = {CONST_SHAPE_2} : () -> tensor<?xindex>\n"));
    let mut ctx = Context::new();
    ShapeDialect::register(&mut ctx);
    let m = parse_module(&mut ctx, &src, "g.mlir").unwrap();
    let errs = drr::verifier::verify(&ctx, m).unwrap_err();
    assert_eq!(
        Shape_ConstShapeOp::verify_invariants(&ctx, errs[0].op),
        Err("inferred type(s) 'tensor<2xindex>' are incompatible with return type(s) of operation 'tensor<?xindex>'".to_string())
    );
}

#[test]
fn two_verifier_threads_report_what_one_does() {
    // Each function is verified on either thread, each with its own
    // scratch context.
    let f = |name: &str, ty: &str| {
        format!(
            "  \"func.func\"() <{{function_type = () -> (), sym_name = \"{name}\"}}> ({{\n    %0 = {CONST_SHAPE_2} : () -> {ty}\n    \"func.return\"() : () -> ()\n  }}) : () -> ()\n"
        )
    };
    let src = format!(
        "\"builtin.module\"() ({{\n{}{}{}}}) : () -> ()\n",
        f("a", "tensor<?xindex>"),
        f("b", "tensor<2xindex>"),
        f("c", "tensor<3xindex>")
    );
    let mut ctx = Context::new();
    ShapeDialect::register(&mut ctx);
    let m = parse_module(&mut ctx, &src, "g.mlir").unwrap();
    let messages = |threads| {
        drr::verifier::verify_with_threads(&ctx, m, threads)
            .unwrap_err()
            .into_iter()
            .map(|e| e.message)
            .collect::<Vec<_>>()
    };
    let one = messages(1);
    assert_eq!(one.len(), 4, "{one:?}");
    assert!(one[2].contains("'tensor<3xindex>'"), "{one:?}");
    assert_eq!(messages(2), one);
}

#[test]
fn types_made_after_a_check_are_seen_by_the_next() {
    // `verify_invariants` keeps its scratch context between calls (only a
    // whole verification drops it): a context that changed gets a new one,
    // so a type made since is not mistaken for one the last check made.
    let src = func(
        "  %x = \"shape.const_shape\"() <{shape = dense<[1]> : tensor<1xindex>}> : () -> tensor<1xindex>\n  %0 = \"shape.vec\"(%x) : (tensor<1xindex>) -> i32\n",
    );
    let mut ctx = Context::new();
    ShapeDialect::register(&mut ctx);
    let m = parse_module(&mut ctx, &src, "g.mlir").unwrap();
    let func = {
        let block = ctx.region(ctx.op(m).regions()[0]).blocks()[0];
        ctx.block_ops(block).next().unwrap()
    };
    let block = ctx.region(ctx.op(func).regions()[0]).blocks()[0];
    let vec = ctx.block_ops(block).nth(1).unwrap();
    // The check makes `vector<4xtensor<1xindex>>` in its scratch context.
    let message = |ty: &str| {
        Err(format!(
            "inferred type(s) 'vector<4xtensor<1xindex>>' are incompatible with return type(s) of operation '{ty}'"
        ))
    };
    assert_eq!(Shape_VecOp::verify_invariants(&ctx, vec), message("i32"));
    // The context's next type: the handle the scratch context gave its own.
    let index = ctx.index_type();
    let t = ctx.intern_type(TypeData::RankedTensor {
        shape: vec![7],
        element: index,
        encoding: None,
    });
    let result = ctx.op(vec).results()[0];
    ctx.set_value_type(result, t);
    assert_eq!(
        Shape_VecOp::verify_invariants(&ctx, vec),
        message("tensor<7xindex>")
    );
}

#[test]
fn check_runs_where_the_interface_is_listed() {
    let first_error = |name: &str| {
        let src = func(&format!(
            "  %0 = \"shape.{name}\"() <{{shape = dense<[1, 2]> : tensor<2xindex>}}> : () -> i32\n"
        ));
        let mut ctx = Context::new();
        ShapeDialect::register(&mut ctx);
        let m = parse_module(&mut ctx, &src, "g.mlir").unwrap();
        drr::verifier::verify(&ctx, m).unwrap_err()[0]
            .message
            .clone()
    };
    assert_eq!(
        first_error("infer_first"),
        "'shape.infer_first' op inferred type(s) 'tensor<2xindex>' are incompatible with return type(s) of operation 'i32'"
    );
    assert_eq!(
        first_error("trait_first"),
        "'shape.trait_first' op native trait ran"
    );
}

#[test]
fn location_attributes_reach_the_hook_intact() {
    // The verifier's scratch context has no locations of the module's
    // (see `ods::infer_check`): an op whose attributes hold a location
    // is checked in a whole fork, so the check neither fails nor panics,
    // with the location nested in an array and a dictionary too; an
    // incompatible type is still reported.
    let ok = func(&format!(
        "  %0 = {CONST_SHAPE_2} {{l = loc(\"a.mlir\":3:4)}} : () -> tensor<2xindex>\n  %1 = {CONST_SHAPE_2} {{l = [1, {{k = loc(\"b.mlir\":1:2)}}]}} : () -> tensor<2xindex>\n"
    ));
    assert_eq!(diagnostics(&ok), "");
    let bad = func(&format!(
        "  %0 = {CONST_SHAPE_2} {{l = loc(\"a.mlir\":3:4)}} : () -> tensor<3xindex>\n"
    ));
    assert!(
        diagnostics(&bad).starts_with("g.mlir:2:8: error: 'shape.const_shape' op inferred type(s) 'tensor<2xindex>' are incompatible with return type(s) of operation 'tensor<3xindex>'\n"),
        "{}",
        diagnostics(&bad)
    );
}

#[test]
fn hook_sees_the_element_types_of_shaped_dialect_types() {
    // The scratch context the hook runs in knows the registered shaped
    // kinds, so the types translated into it get their element types.
    let check = |result: &str| {
        let src = func(&format!(
            "  %0 = \"test.src\"() : () -> !shape.box<4x?xf32>\n  %1 = \"shape.elem\"(%0) : (!shape.box<4x?xf32>) -> {result}\n"
        ));
        let mut ctx = Context::new();
        ShapeDialect::register(&mut ctx);
        ctx.register_shaped_dialect_type("!shape.box");
        let m = parse_module(&mut ctx, &src, "g.mlir").unwrap();
        match drr::verifier::verify(&ctx, m) {
            Ok(()) => String::new(),
            Err(errs) => {
                let sources = SourceManager::with_buffer("g.mlir", &src);
                errs.iter().map(|e| e.render(&ctx, &sources)).collect()
            }
        }
    };
    assert_eq!(check("f32"), "");
    let err = check("i32");
    assert!(
        err.contains("'shape.elem' op inferred type(s) 'f32' are incompatible with return type(s) of operation 'i32'"),
        "{err}"
    );
}
