//! C++ parameter types of an `OpBuilder` read as Rust types: `ArrayRef<T>`
//! of any element is a slice of the element's Rust type, and
//! `OpFoldResult` is `drr::OpFoldResult` (MLIR's union of a value and an
//! attribute). triton-shared's `tts.make_tptr` and MLIR's offset/size/stride
//! ops take their mixed static and dynamic entries as
//! `ArrayRef<OpFoldResult>`; the builder here splits them as their C++
//! (`dispatchIndexOpFoldResults`) does, with `i64::MIN`
//! (`ShapedType::kDynamic`) for a dynamic entry.

use drr::text::{PrintOptions, parse_module, print_op};
use drr::{AttrData, Context, OpFoldResult, Value};

drr::ods! {
    def Mx_Dialect : Dialect { let name = "mx"; }

    def Mx_OffsetsOp : Op<Mx_Dialect, "offsets"> {
        let arguments = (ins Variadic<Index>:$offsets, DenseI64ArrayAttr:$static_offsets);
        let builders = [
            OpBuilder<(ins "ArrayRef<OpFoldResult>":$mixed), {
                let mut dynamic = Vec::new();
                let mut statics = Vec::new();
                for m in mixed {
                    match m {
                        OpFoldResult::Value(v) => {
                            dynamic.push(*v);
                            statics.push(i64::MIN);
                        }
                        OpFoldResult::Attribute(a) => match $_builder.attr_data(*a) {
                            AttrData::Integer { value, .. } => statics.push(*value as i64),
                            _ => statics.push(0),
                        },
                    }
                }
                let statics = drr::ods::storage::DenseArrayAttr::get_i64($_builder, &statics);
                Self::build_with($_builder, $_loc, &dynamic, statics)
            }>,
            // `ArrayRef<T>` of a qualified element type.
            OpBuilder<(ins "::llvm::ArrayRef<::mlir::Value>":$values, "ArrayRef<int64_t>":$statics), {
                let statics = drr::ods::storage::DenseArrayAttr::get_i64($_builder, statics);
                Self::build_with($_builder, $_loc, values, statics)
            }>
        ];
    }
}

#[test]
fn array_ref_of_op_fold_results_is_a_slice_of_them() {
    let mut ctx = Context::new();
    MxDialect::register(&mut ctx);
    let src = "\"builtin.module\"() ({\n  \"test.f\"() ({\n  ^bb0(%arg0: index):\n  }) : () -> ()\n}) : () -> ()\n";
    let m = parse_module(&mut ctx, src, "in.mlir").unwrap();
    let body = ctx.region(ctx.op(m).regions()[0]).blocks()[0];
    let f = ctx.block(body).first_op().unwrap();
    let block = ctx.region(ctx.op(f).regions()[0]).blocks()[0];
    let x: Value = ctx.block(block).args()[0];
    let loc = ctx.unknown_loc();
    let index = ctx.index_type();
    let four = ctx.integer_attr(index, 4);
    let st = Mx_OffsetsOp::build_from_mixed(
        &mut ctx,
        loc,
        &[OpFoldResult::Value(x), OpFoldResult::Attribute(four)],
    );
    let op = ctx.create_op(st).unwrap();
    ctx.append_op(block, op).unwrap();
    let st = Mx_OffsetsOp::build_from_values_statics(&mut ctx, loc, &[x, x], &[7, 8]);
    let op = ctx.create_op(st).unwrap();
    ctx.append_op(block, op).unwrap();
    assert_eq!(
        drr::verifier::verify(&ctx, m).map_err(|e| e[0].message.clone()),
        Ok(())
    );
    assert_eq!(
        print_op(&ctx, m, PrintOptions::default()),
        "\"builtin.module\"() ({\n  \"test.f\"() ({\n  ^bb0(%arg0: index):\n    \"mx.offsets\"(%arg0) <{static_offsets = array<i64: -9223372036854775808, 4>}> : (index) -> ()\n    \"mx.offsets\"(%arg0, %arg0) <{static_offsets = array<i64: 7, 8>}> : (index, index) -> ()\n  }) : () -> ()\n}) : () -> ()\n"
    );
}
