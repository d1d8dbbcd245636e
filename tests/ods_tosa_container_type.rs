//! `ContainerType<etype, containerPred, elementTypeCall, "descr">` as MLIR
//! 22's GPU dialect uses it (`MMAMatrixOf<[…]>`), on a minimal `gpu` dialect
//! of our own: `gpu.mma_matrix` is a C++ type (opaque here), and the
//! element type call is Rust. Expected texts and messages are mlir-opt-22's.
//! Also an argument named `op` (`gpu.subgroup_reduce`'s `$op`), whose
//! accessor is `op_` next to the op type's `op()`, and an `EnumAttr` with
//! `let defaultValue` (`gpu.spmv`'s `$modeA`), default-valued as
//! `DefaultValuedAttr`; `AllTypesMatch<["args"]>` of one (variadic) name,
//! which holds vacuously as ODS's `AllMatchPred` of one value;
//! `AttrSizedResultSegments` (`gpu.spmm_buffer_size`).

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

    def GPU_AsyncToken : DialectType<GPU_Dialect, CPred<|ctx: &drr::Context, t: drr::Type|
        matches!(ctx.type_data(t), drr::TypeData::Opaque(s) if &**s == "!gpu.async.token")>, "async token type">;
    class GPU_SparseHandle<string typeStr, string description> :
        DialectType<GPU_Dialect, CPred<|ctx: &drr::Context, t: drr::Type|
          matches!(ctx.type_data(t), drr::TypeData::Opaque(s) if &**s == typeStr)>,
        description # " handle type">;
    def GPU_SparseDnTensorHandle : GPU_SparseHandle<"!gpu.sparse.dntensor_handle", "dense tensor">;
    def GPU_SparseSpMatHandle : GPU_SparseHandle<"!gpu.sparse.spmat_handle", "sparse matrix">;
    def GPU_TransposeMode : I32EnumAttr<"TransposeMode",
        "transpose mode of sparse matrix supported by sparse tensor ops",
        [I32EnumAttrCase<"NON_TRANSPOSE", 0>, I32EnumAttrCase<"TRANSPOSE", 1>,
         I32EnumAttrCase<"CONJUGATE_TRANSPOSE", 2>]> {
      let genSpecializedAttr = 0;
      let cppNamespace = GPU_Dialect.cppNamespace;
    }
    def GPU_TransposeModeAttr : EnumAttr<GPU_Dialect, GPU_TransposeMode, "mat_transpose_mode"> {
      let defaultValue = "TransposeMode::NON_TRANSPOSE";
    }
    def GPU_SpMVOp : Op<GPU_Dialect, "spmv"> {
      let arguments = (ins Variadic<GPU_AsyncToken>:$asyncDependencies,
                           GPU_TransposeModeAttr:$modeA,
                           GPU_SparseSpMatHandle:$spmatA,
                           GPU_SparseDnTensorHandle:$dnX,
                           GPU_SparseDnTensorHandle:$dnY,
                           TypeAttr:$computeType,
                           AnyMemRef:$buffer);
      let results = (outs Optional<GPU_AsyncToken>:$asyncToken);
    }

    def GPU_SpMMBufferSizeOp : Op<GPU_Dialect, "spmm_buffer_size", [AttrSizedResultSegments]> {
      let arguments = (ins Variadic<GPU_AsyncToken>:$asyncDependencies,
                           GPU_TransposeModeAttr:$modeA,
                           GPU_TransposeModeAttr:$modeB,
                           GPU_SparseSpMatHandle:$spmatA,
                           GPU_SparseDnTensorHandle:$dnmatB,
                           GPU_SparseDnTensorHandle:$dnmatC,
                           TypeAttr:$computeType);
      let results = (outs Res<Variadic<Index>>:$bufferSzs,
                          Optional<GPU_AsyncToken>:$asyncToken);
    }

    def MMAElementWise : I32EnumAttr<"MMAElementwiseOp",
        "elementwise operation to apply to mma matrix",
        [I32EnumAttrCase<"ADDF", 0, "addf">, I32EnumAttrCase<"MULF", 1, "mulf">]> {
      let genSpecializedAttr = 0;
      let cppNamespace = "::mlir::gpu";
    }
    def MMAElementWiseAttr : EnumAttr<GPU_Dialect, MMAElementWise, "mma_element_wise">;
    def GPU_SubgroupMmaElementwiseOp : Op<GPU_Dialect, "subgroup_mma_elementwise",
        [Pure, AllTypesMatch<["args"]>]> {
      let arguments = (ins Variadic<GPU_MMAMatrix>:$args, MMAElementWiseAttr:$opType);
      let results = (outs GPU_MMAMatrix:$res);
    }

    def GPU_AllReduceOperation : I32EnumAttr<"AllReduceOperation",
        "built-in reduction operations supported by gpu.allreduce.",
        [I32EnumAttrCase<"ADD", 0, "add">, I32EnumAttrCase<"MUL", 1, "mul">]> {
      let genSpecializedAttr = 0;
      let cppNamespace = "::mlir::gpu";
    }
    def GPU_AllReduceOperationAttr : EnumAttr<GPU_Dialect, GPU_AllReduceOperation,
                                              "all_reduce_op">;
    def GPU_SubgroupReduceOp : Op<GPU_Dialect, "subgroup_reduce", [SameOperandsAndResultType]> {
      let arguments = (ins AnyTypeOf<[AnyInteger, AnyFloat]>:$value,
                       GPU_AllReduceOperationAttr:$op,
                       UnitAttr:$uniform,
                       OptionalAttr<I32Attr>:$cluster_size,
                       DefaultValuedAttr<I32Attr, "1">:$cluster_stride);
      let results = (outs AnyTypeOf<[AnyInteger, AnyFloat]>:$result);
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

#[test]
fn argument_named_op_keeps_an_accessor() {
    // mlir-opt-22 --mlir-print-op-generic of `gpu.subgroup_reduce add %x`.
    let src = r#""builtin.module"() ({
  "func.func"() <{function_type = (f32) -> f32, sym_name = "f"}> ({
  ^bb0(%arg0: f32):
    %0 = "gpu.subgroup_reduce"(%arg0) <{cluster_stride = 1 : i32, op = #gpu<all_reduce_op add>}> : (f32) -> f32
    "func.return"(%0) : (f32) -> ()
  }) : () -> ()
}) : () -> ()
"#;
    assert_eq!(round_trip(src).unwrap(), src);
    let mut ctx = Context::new();
    GpuDialect::register(&mut ctx);
    let m = parse_module(&mut ctx, src, "in.mlir").unwrap();
    // module → func → entry block → the reduce.
    let module_block = ctx.region(ctx.op(m).regions()[0]).blocks()[0];
    let func = ctx.block(module_block).first_op().unwrap();
    let entry = ctx.region(ctx.op(func).regions()[0]).blocks()[0];
    let found: Vec<_> = ctx
        .block_ops(entry)
        .filter_map(|op| GPU_SubgroupReduceOp::from_op(&ctx, op))
        .map(|r| (r.op(), r.op_(&ctx)))
        .collect();
    assert_eq!(found.len(), 1);
    assert_eq!(
        ctx.op_name_str(ctx.op(found[0].0).name()),
        "gpu.subgroup_reduce"
    );
    assert_eq!(
        drr::text::print_attribute(&ctx, found[0].1),
        "#gpu<all_reduce_op add>"
    );
}

#[test]
fn enum_attr_default_value_is_stored_as_mlir_opt_does() {
    // The input without `modeA`; mlir-opt-22 prints it with the default.
    let printed = r#""builtin.module"() ({
  "func.func"() <{function_type = (!gpu.async.token, !gpu.sparse.spmat_handle, !gpu.sparse.dntensor_handle, !gpu.sparse.dntensor_handle, memref<?xf64>) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: !gpu.async.token, %arg1: !gpu.sparse.spmat_handle, %arg2: !gpu.sparse.dntensor_handle, %arg3: !gpu.sparse.dntensor_handle, %arg4: memref<?xf64>):
    %0 = "gpu.spmv"(%arg0, %arg1, %arg2, %arg3, %arg4) <{computeType = f64, modeA = #gpu<mat_transpose_mode NON_TRANSPOSE>}> : (!gpu.async.token, !gpu.sparse.spmat_handle, !gpu.sparse.dntensor_handle, !gpu.sparse.dntensor_handle, memref<?xf64>) -> !gpu.async.token
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
"#;
    let input = printed.replace(", modeA = #gpu<mat_transpose_mode NON_TRANSPOSE>", "");
    assert_eq!(round_trip(&input).unwrap(), printed);
}

#[test]
fn all_types_match_of_one_variadic_name_holds() {
    // mlir-opt-22 accepts and prints this unchanged.
    let src = r#""builtin.module"() ({
  "func.func"() <{function_type = (!gpu.mma_matrix<16x16xf16, "COp">, !gpu.mma_matrix<16x16xf32, "COp">) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: !gpu.mma_matrix<16x16xf16, "COp">, %arg1: !gpu.mma_matrix<16x16xf32, "COp">):
    %0 = "gpu.subgroup_mma_elementwise"(%arg0, %arg1) <{opType = #gpu<mma_element_wise addf>}> : (!gpu.mma_matrix<16x16xf16, "COp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf16, "COp">
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
"#;
    assert_eq!(round_trip(src).unwrap(), src);
}

const BUFFER_SIZES: &str = r#""builtin.module"() ({
  "func.func"() <{function_type = (!gpu.async.token, !gpu.sparse.spmat_handle, !gpu.sparse.dntensor_handle) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: !gpu.async.token, %arg1: !gpu.sparse.spmat_handle, %arg2: !gpu.sparse.dntensor_handle):
    %0:2 = "gpu.spmm_buffer_size"(%arg0, %arg1, %arg2, %arg2) <{computeType = f32, modeA = #gpu<mat_transpose_mode NON_TRANSPOSE>, modeB = #gpu<mat_transpose_mode NON_TRANSPOSE>, resultSegmentSizes = array<i32: 1, 1>}> : (!gpu.async.token, !gpu.sparse.spmat_handle, !gpu.sparse.dntensor_handle, !gpu.sparse.dntensor_handle) -> (index, !gpu.async.token)
    %1:3 = "gpu.spmm_buffer_size"(%arg1, %arg2, %arg2) <{computeType = f32, modeA = #gpu<mat_transpose_mode NON_TRANSPOSE>, modeB = #gpu<mat_transpose_mode NON_TRANSPOSE>, resultSegmentSizes = array<i32: 3, 0>}> : (!gpu.sparse.spmat_handle, !gpu.sparse.dntensor_handle, !gpu.sparse.dntensor_handle) -> (index, index, index)
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
"#;

#[test]
fn attr_sized_result_segments_round_trip_and_verify_as_mlir() {
    assert_eq!(round_trip(BUFFER_SIZES).unwrap(), BUFFER_SIZES);
    let bad = BUFFER_SIZES.replace("array<i32: 3, 0>", "array<i32: 2, 0>");
    assert_eq!(
        round_trip(&bad).unwrap_err(),
        "'gpu.spmm_buffer_size' op result count (3) does not match with the total size (2) specified in attribute 'resultSegmentSizes'"
    );
}

#[test]
fn attr_sized_result_segments_accessors_and_builder() {
    let mut ctx = Context::new();
    GpuDialect::register(&mut ctx);
    let m = parse_module(&mut ctx, BUFFER_SIZES, "in.mlir").unwrap();
    let module_block = ctx.region(ctx.op(m).regions()[0]).blocks()[0];
    let func = ctx.block(module_block).first_op().unwrap();
    let entry = ctx.region(ctx.op(func).regions()[0]).blocks()[0];
    let ops: Vec<_> = ctx
        .block_ops(entry)
        .filter_map(|op| GPU_SpMMBufferSizeOp::from_op(&ctx, op))
        .collect();
    assert_eq!(ops[0].bufferSzs(&ctx).len(), 1);
    assert!(ops[0].asyncToken(&ctx).is_some());
    assert_eq!(ops[1].bufferSzs(&ctx).len(), 3);
    assert!(ops[1].asyncToken(&ctx).is_none());
    // Built with the group sizes stored as mlir-tblgen's builders store them.
    let first = ops[1].op();
    let operands: Vec<_> = ctx.op(first).operands().collect();
    let index = ctx.index_type();
    let f32t = ctx.float_type(FloatKind::F32);
    let compute = drr::ods::storage::TypeAttr::get(&mut ctx, f32t);
    let loc = ctx.unknown_loc();
    let st = GPU_SpMMBufferSizeOp::build_with(
        &mut ctx,
        loc,
        &[index, index, index],
        None,
        &[],
        None,
        None,
        operands[0],
        operands[1],
        operands[2],
        compute,
    );
    let op = ctx.create_op(st).unwrap();
    ctx.append_op(entry, op).unwrap();
    assert_eq!(GPU_SpMMBufferSizeOp::verify_invariants(&ctx, op), Ok(()));
    let text = print_op(&ctx, op, PrintOptions { debug_info: false });
    assert!(
        text.contains("resultSegmentSizes = array<i32: 3, 0>"),
        "{text}"
    );
}
