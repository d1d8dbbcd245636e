//! `AllMatchSameOperatorTrait` naming attributes. ODS substitutes an
//! attribute's getter for `$name` (`getStartIndices()`, an
//! `ArrayRef<int64_t>` for a `DenseI64ArrayAttr`), so a C++ operator such
//! as `$_self.size()` compares the attributes' values: SPU's PPHLO
//! `slice` checks `AllMatchSameOperatorTrait<["start_indices",
//! "limit_indices", "strides"], "$_self.size()", "size">` (stablehlo's
//! `slice_c2`). In `ods!` the operator is a Rust closure or fn over
//! `(&Context, Attribute)`; an absent optional attribute agrees only with
//! other absent ones. Was: "`start_indices` is an attribute:
//! `AllMatchSameOperatorPred` applies its operator to operands and
//! results" for every operator. The message is MLIR's `PredOpTrait` one
//! (`failed to verify that all of {…} have same size`).

use drr::text::{PrintOptions, parse_module, print_op};
use drr::{AttrData, Attribute, Context};

/// The number of elements of a dense array attribute (`$_self.size()`).
fn array_size(ctx: &Context, a: Attribute) -> Option<usize> {
    match ctx.attr_data(a) {
        AttrData::DenseArray { values, .. } => Some(values.len()),
        _ => None,
    }
}

drr::ods! {
    include "mlir/IR/OpBase.td"

    def S_Dialect : Dialect { let name = "s"; }

    def S_SliceOp : Op<S_Dialect, "slice", [
        Pure,
        AllMatchSameOperatorTrait<["start_indices", "limit_indices", "strides"],
            |ctx: &drr::Context, a: drr::Attribute| crate::array_size(ctx, a), "size">
    ]> {
      let arguments = (ins AnyRankedTensor:$operand,
                           DenseI64ArrayAttr:$start_indices,
                           DenseI64ArrayAttr:$limit_indices,
                           DenseI64ArrayAttr:$strides);
      let results = (outs AnyRankedTensor);
    }
    // An optional attribute, and a path operator.
    def S_WindowOp : Op<S_Dialect, "window", [
        AllMatchSameOperatorTrait<["window_dimensions", "window_strides"],
            crate::array_size, "size">
    ]> {
      let arguments = (ins AnyRankedTensor:$operand,
                           DenseI64ArrayAttr:$window_dimensions,
                           OptionalAttr<DenseI64ArrayAttr>:$window_strides);
    }
}

fn check(op: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    SDialect::register(&mut ctx);
    ctx.allow_unknown_operations("test");
    let src = format!(
        "\"builtin.module\"() ({{\n  \"test.f\"() ({{\n  ^bb0(%arg0: tensor<4x4xf32>):\n    {op}\n  }}) : () -> ()\n}}) : () -> ()\n"
    );
    let m = parse_module(&mut ctx, &src, "in.mlir").map_err(|e| e.to_string())?;
    drr::verifier::verify(&ctx, m).map_err(|e| e[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions { debug_info: false }))
}

#[test]
fn attribute_sizes_compared() {
    let good = "%0 = \"s.slice\"(%arg0) <{limit_indices = array<i64: 2, 2>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<4x4xf32>) -> tensor<2x2xf32>";
    let out = check(good).unwrap();
    assert!(out.contains(good), "{out}");
    assert_eq!(
        check("%0 = \"s.slice\"(%arg0) <{limit_indices = array<i64: 2, 2>, start_indices = array<i64: 0, 0>, strides = array<i64: 1>}> : (tensor<4x4xf32>) -> tensor<2x2xf32>")
            .unwrap_err(),
        "'s.slice' op failed to verify that all of {start_indices, limit_indices, strides} have same size"
    );
    // Same sizes, other values: the operator's key is all that counts.
    check("%0 = \"s.slice\"(%arg0) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 2>}> : (tensor<4x4xf32>) -> tensor<2x2xf32>").unwrap();
}

#[test]
fn absent_optional_attribute_has_no_size() {
    check("\"s.window\"(%arg0) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 1, 1>}> : (tensor<4x4xf32>) -> ()").unwrap();
    assert_eq!(
        check("\"s.window\"(%arg0) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 1>}> : (tensor<4x4xf32>) -> ()")
            .unwrap_err(),
        "'s.window' op failed to verify that all of {window_dimensions, window_strides} have same size"
    );
    assert_eq!(
        check(
            "\"s.window\"(%arg0) <{window_dimensions = array<i64: 2, 2>}> : (tensor<4x4xf32>) -> ()"
        )
        .unwrap_err(),
        "'s.window' op failed to verify that all of {window_dimensions, window_strides} have same size"
    );
}
