//! `operandSegmentSizes` / `resultSegmentSizes` given in `<{…}>`: MLIR
//! stores each as an `int32_t` array with one element per group, and its
//! `setPropertiesFromAttr` rejects another size or kind while parsing
//! (`invalid properties … size mismatch in attribute conversion: 2 vs 3`),
//! before any verifier runs; negative sizes are the verifier's. The ops
//! have the shapes of MLIR's `tensor.pad` (operand groups) and
//! `gpu.spmm_buffer_size` (result groups), and every message was recorded
//! from mlir-opt-22 on those ops (with CIRCT's `pipeline.unscheduled`, an
//! op without attributes, as the case that found it).

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

mod t {
    drr::ods! {
        dialect seg;
        def PadLikeOp : Op<"pad", [AttrSizedOperandSegments]> {
            let arguments = (ins AnyType:$source, Variadic<Index>:$low, Variadic<Index>:$high);
            let results = (outs AnyType:$result);
        }
        def BufferSizesOp : Op<"buffer_sizes", [AttrSizedResultSegments]> {
            let arguments = (ins AnyType:$x, I32Attr:$tag);
            let results = (outs Variadic<Index>:$sizes, Optional<AnyType>:$token);
        }
        // OneFlow's ops (`OneFlowBase.td`) list the old name as an
        // argument of their own next to the trait.
        def OldNameOp : Op<"old_name", [AttrSizedResultSegments]> {
            let arguments = (ins AnyType:$x, I32ElementsAttr:$result_segment_sizes);
            let results = (outs Variadic<Index>:$sizes, Optional<AnyType>:$token);
        }
    }
}

fn check(body: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    t::SegDialect::register(&mut ctx);
    let src = format!(
        "\"builtin.module\"() ({{\n  \"test.f\"() ({{\n  ^bb0(%arg0: f32, %arg1: index):\n{body}\n  }}) : () -> ()\n}}) : () -> ()\n"
    );
    let m = parse_module(&mut ctx, &src, "in.mlir")
        .map_err(|e| format!("{}:{}: {}", e.line, e.column, e.message))?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions { debug_info: false }))
}

fn pad(segments: &str) -> String {
    format!(
        "    %0 = \"seg.pad\"(%arg0, %arg1, %arg1) <{{operandSegmentSizes = {segments}}}> : (f32, index, index) -> f32"
    )
}

#[test]
fn operand_segment_sizes_of_the_right_size_parse() {
    let body = pad("array<i32: 1, 1, 1>");
    assert!(check(&body).unwrap().contains(&body));
}

#[test]
fn operand_segment_sizes_are_converted_when_read() {
    assert_eq!(
        check(&pad("array<i32: 1, 1>")).unwrap_err(),
        "4:10: invalid properties {operandSegmentSizes = array<i32: 1, 1>} for op seg.pad: size mismatch in attribute conversion: 2 vs 3"
    );
    assert_eq!(
        check(&pad("array<i64: 1, 1, 1>")).unwrap_err(),
        "4:10: invalid properties {operandSegmentSizes = array<i64: 1, 1, 1>} for op seg.pad: expected DenseI32ArrayAttr for key `value`"
    );
    assert_eq!(
        check(&pad("5 : i32")).unwrap_err(),
        "4:10: invalid properties {operandSegmentSizes = 5 : i32} for op seg.pad: expected DenseI32ArrayAttr for key `value`"
    );
    // A negative size converts; the verifier rejects it.
    assert_eq!(
        check(&pad("array<i32: 1, -1, 1>")).unwrap_err(),
        "'seg.pad' op 'operandSegmentSizes' attribute cannot have negative elements"
    );
}

#[test]
fn result_segment_sizes_are_converted_after_the_attributes() {
    let op = |props: &str| {
        format!("    %0:2 = \"seg.buffer_sizes\"(%arg0) <{{{props}}}> : (f32) -> (index, index)")
    };
    let ok = op("resultSegmentSizes = array<i32: 2, 0>, tag = 1 : i32");
    assert!(check(&ok).unwrap().contains(&ok));
    assert_eq!(
        check(&op(
            "resultSegmentSizes = array<i32: 2, 0, 1>, tag = 1 : i32"
        ))
        .unwrap_err(),
        "4:12: invalid properties {resultSegmentSizes = array<i32: 2, 0, 1>, tag = 1 : i32} for op seg.buffer_sizes: size mismatch in attribute conversion: 3 vs 2"
    );
    // The attribute is converted first (ODS lists the segment sizes last).
    assert_eq!(
        check(&op("resultSegmentSizes = array<i32: 2, 0, 1>, tag = \"x\"")).unwrap_err(),
        "4:12: invalid properties {resultSegmentSizes = array<i32: 2, 0, 1>, tag = \"x\"} for op seg.buffer_sizes: Invalid attribute `tag` in property conversion: \"x\""
    );
}

/// An argument declared with the old name `result_segment_sizes` (which
/// mlir-tblgen-22 accepts next to `AttrSizedResultSegments`) keeps the
/// entry of `<{…}>`: MLIR's `setPropertiesFromAttr` reads it for the
/// argument, and for the trait's sizes only when `resultSegmentSizes` is
/// absent (messages from the code mlir-tblgen-22 generates for such an op).
#[test]
fn an_argument_of_the_old_name_keeps_its_entry() {
    let op = |props: &str| {
        format!("    %0:2 = \"seg.old_name\"(%arg0) <{{{props}}}> : (f32) -> (index, index)")
    };
    let both = "resultSegmentSizes = array<i32: 2, 0>, result_segment_sizes = dense<[7, 8]> : tensor<2xi32>";
    let out = check(&op(both)).unwrap();
    assert!(out.contains(&op(both)), "{out}");
    // Alone, it is the argument's and the sizes': not an i32 array.
    assert_eq!(
        check(&op("result_segment_sizes = dense<[7, 8]> : tensor<2xi32>")).unwrap_err(),
        "4:12: invalid properties {result_segment_sizes = dense<[7, 8]> : tensor<2xi32>} for op seg.old_name: expected DenseI32ArrayAttr for key `value`"
    );
    assert_eq!(
        check(&op("result_segment_sizes = array<i32: 2, 0>")).unwrap_err(),
        "4:12: invalid properties {result_segment_sizes = array<i32: 2, 0>} for op seg.old_name: Invalid attribute `result_segment_sizes` in property conversion: array<i32: 2, 0>"
    );
    // Without it, the argument is missing.
    assert_eq!(
        check(&op("resultSegmentSizes = array<i32: 2, 0>")).unwrap_err(),
        "'seg.old_name' op requires attribute 'result_segment_sizes'"
    );
}
