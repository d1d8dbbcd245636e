//! `DenseArrayAttrBase<"DenseI16ArrayAttr", "int16_t", "i16">` records (MLIR
//! 22's `ShardBase.td`: `Shard_GridAxesAttr`), which
//! `CommonAttrConstraints.td` defines `DenseI16ArrayAttr` as: the library's
//! dense array constraint, in another block too; and the dense array
//! constraints' storage class (`::mlir::DenseI16ArrayAttr`): an array of
//! another element type fails when `<{…}>` is read. The op is
//! `shard.all_reduce` with `ShardOps.td`'s arguments; every message was
//! recorded from mlir-opt-22.

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

/// Part of `ShardBase.td`.
pub mod shard_base {
    drr::ods! {
        def Shard_Dialect : Dialect { let name = "shard"; }
        def Shard_GridAxesAttr : DenseArrayAttrBase<"DenseI16ArrayAttr", "int16_t", "i16">;
        def Shard_ReductionKind : I32EnumAttr<"ReductionKind",
          "Reduction of an iterator/grid dimension.", [
          I32EnumAttrCase<"Sum", 1, "sum">,
          I32EnumAttrCase<"Max", 2, "max">
        ]> {
          let genSpecializedAttr = 0;
          let cppNamespace = "::mlir::shard";
        }
        def Shard_ReductionKindAttr : EnumAttr<Shard_Dialect, Shard_ReductionKind, "partial"> {
          let assemblyFormat = "$value";
        }
    }
}

/// Part of `ShardOps.td`.
pub mod shard_ops {
    use super::shard_base::*;
    drr::ods! {
        include "mlir/Dialect/Shard/IR/ShardBase.td";
        def Shard_AllReduceOp : Op<Shard_Dialect, "all_reduce", [Pure, SameOperandsAndResultShape]> {
          let arguments = (ins
            FlatSymbolRefAttr:$grid,
            DefaultValuedAttr<Shard_GridAxesAttr, "{}">:$grid_axes,
            AnyTypeOf<[AnyMemRef, AnyRankedTensor]>:$input,
            DefaultValuedAttr<Shard_ReductionKindAttr, "::mlir::shard::ReductionKind::Sum">:$reduction
          );
          let results = (outs AnyTypeOf<[AnyMemRef, AnyRankedTensor]>:$result);
        }
    }
}

fn run(props: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    shard_base::ShardDialect::register(&mut ctx);
    shard_ops::ShardOps::register(&mut ctx);
    let src = format!(
        "\"builtin.module\"() ({{\n  \"func.func\"() <{{function_type = (tensor<4x8xf32>) -> (), sym_name = \"f\"}}> ({{\n  ^bb0(%arg0: tensor<4x8xf32>):\n    %0 = \"shard.all_reduce\"(%arg0) <{{{props}}}> : (tensor<4x8xf32>) -> tensor<4x8xf32>\n    \"func.return\"() : () -> ()\n  }}) : () -> ()\n}}) : () -> ()\n"
    );
    let m = parse_module(&mut ctx, &src, "in.mlir")
        .map_err(|e| format!("{}:{}: {}", e.line, e.column, e.message))?;
    drr::verifier::verify(&ctx, m).map_err(|e| e[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions { debug_info: false })
        .lines()
        .find(|l| l.contains("shard.all_reduce"))
        .unwrap_or_default()
        .trim()
        .to_owned())
}

#[test]
fn the_record_is_the_library_constraint() {
    assert_eq!(
        run("grid = @grid0, grid_axes = array<i16: 1, 0>, reduction = #shard<partial max>")
            .unwrap(),
        r#"%0 = "shard.all_reduce"(%arg0) <{grid = @grid0, grid_axes = array<i16: 1, 0>, reduction = #shard<partial max>}> : (tensor<4x8xf32>) -> tensor<4x8xf32>"#
    );
    // The defaults: `{}` and `Sum`.
    assert_eq!(
        run("grid = @grid0").unwrap(),
        r#"%0 = "shard.all_reduce"(%arg0) <{grid = @grid0, grid_axes = array<i16>, reduction = #shard<partial sum>}> : (tensor<4x8xf32>) -> tensor<4x8xf32>"#
    );
}

#[test]
fn another_dense_array_fails_when_read() {
    assert_eq!(
        run("grid = @grid0, grid_axes = array<i64: 1, 0>, reduction = #shard<partial max>")
            .unwrap_err(),
        "4:10: invalid properties {grid = @grid0, grid_axes = array<i64: 1, 0>, reduction = #shard<partial max>} for op shard.all_reduce: Invalid attribute `grid_axes` in property conversion: array<i64: 1, 0>"
    );
}
