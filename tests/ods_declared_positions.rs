//! Where mlir-tblgen's generated C++ reads by declared position rather
//! than by group, and drr with it (mlir-opt-22 decides):
//! - a result type ODS derives from an operand (`AllTypesMatch`,
//!   `SameOperandsAndResultType`) is read by `inferReturnTypes` as
//!   `operands[N]`, N the operand's position among the declared
//!   operands: with an optional or variadic group before it, that is
//!   another operand or none (`failed to infer returned types`);
//! - `setPropertiesFromAttr` converts the ODS properties before the
//!   segment sizes.
//!
//! Found by `scripts/ods-vs-tblgen`; messages recorded from
//! mlir-tblgen-22's C++ of these ops linked with libMLIR.

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

drr::ods! {
    include "mlir/IR/OpBase.td"
    include "mlir/IR/Properties.td"
    include "mlir/Interfaces/InferTypeOpInterface.td"
    def OD_Dialect : Dialect {
      let name = "od";
    }
    def OD_InferOp : Op<OD_Dialect, "infer", [AllTypesMatch<["b", "r"]>]> {
      let arguments = (ins Optional<AnyFloat>:$a, SignlessIntegerLike:$b);
      let results = (outs AnySignlessIntegerOrIndex:$r);
    }
    def OD_SameOp : Op<OD_Dialect, "same", [SameOperandsAndResultType]> {
      let arguments = (ins Variadic<I32>:$v, I32:$w);
      let results = (outs I32:$r);
    }
    def OD_SegOp : Op<OD_Dialect, "seg", [AttrSizedOperandSegments]> {
      let arguments = (ins Variadic<I32>:$x, Variadic<I32>:$y, OptionalProp<I32Prop>:$p, I64Attr:$k);
    }
}

fn check(op: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    OdDialect::register(&mut ctx);
    let src = format!(
        "\"builtin.module\"() ({{\n  \"func.func\"() <{{function_type = (f32, i32) -> (), sym_name = \"f\"}}> ({{\n  ^bb0(%f: f32, %i: i32):\n    {op}\n    \"func.return\"() : () -> ()\n  }}) : () -> ()\n}}) : () -> ()\n"
    );
    let m = parse_module(&mut ctx, &src, "in.mlir").map_err(|e| e.message.clone())?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions { debug_info: false }))
}

#[test]
fn derived_result_types_read_the_operand_at_its_declared_position() {
    check("%0 = \"od.infer\"(%f, %i) : (f32, i32) -> i32").unwrap();
    // `$a` absent: `operands[1]` does not exist.
    assert_eq!(
        check("%0 = \"od.infer\"(%i) : (i32) -> i32").unwrap_err(),
        "'od.infer' op failed to infer returned types"
    );
    assert_eq!(
        check("%0 = \"od.same\"(%i) : (i32) -> i32").unwrap_err(),
        "'od.same' op failed to infer returned types"
    );
    check("%0 = \"od.same\"(%i, %i) : (i32, i32) -> i32").unwrap();
}

#[test]
fn properties_convert_before_segment_sizes() {
    // Both the property and the segment sizes are wrong: the property's
    // reason.
    assert_eq!(
        check("\"od.seg\"(%i) <{k = 1 : i64, operandSegmentSizes = array<i32: 1, 0, 0>, p = 4 : i32}> : (i32) -> ()")
            .unwrap_err(),
        "invalid properties {k = 1 : i64, operandSegmentSizes = array<i32: 1, 0, 0>, p = 4 : i32} for op od.seg: expected optional properties to materialize as arrays"
    );
    assert_eq!(
        check("\"od.seg\"(%i) <{k = 1 : i64, operandSegmentSizes = array<i32: 1, 0, 0>, p = [4 : i32]}> : (i32) -> ()")
            .unwrap_err(),
        "invalid properties {k = 1 : i64, operandSegmentSizes = array<i32: 1, 0, 0>, p = [4 : i32]} for op od.seg: size mismatch in attribute conversion: 3 vs 2"
    );
    let printed = check(
        "\"od.seg\"(%i) <{k = 1 : i64, operandSegmentSizes = array<i32: 1, 0>, p = [4 : i32]}> : (i32) -> ()",
    )
    .unwrap();
    assert!(printed.contains(
        "\"od.seg\"(%arg1) <{k = 1 : i64, operandSegmentSizes = array<i32: 1, 0>, p = [4 : i32]}> : (i32) -> ()"
    ));
}
