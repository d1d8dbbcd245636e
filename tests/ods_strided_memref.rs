//! `AnyStridedMemRef`, `StridedMemRefOf<[…]>` and
//! `AnyStridedMemRefOfRank<n>`: MLIR's `MemRefType::isStrided()` on the
//! layout (none, `strided<…>`, or an affine map whose strides MLIR can
//! read), with the summaries of `CommonTypeConstraints.td`. The two
//! `memref` ops are declared as `MemRefOps.td` declares their operands and
//! results (traits and the other attributes left out); every message was
//! recorded from mlir-opt-22 on the same input.

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

drr::ods! {
    def MemRef_Dialect : Dialect { let name = "memref"; }
    def MemRef_TransposeOp : Op<MemRef_Dialect, "transpose", [Pure]>,
        Arguments<(ins AnyStridedMemRef:$in, AffineMapAttr:$permutation)>,
        Results<(outs AnyStridedMemRef)>;
    def MemRef_ExtractStridedMetadataOp : Op<MemRef_Dialect, "extract_strided_metadata", [Pure, SameVariadicResultSize]> {
        let arguments = (ins AnyStridedMemRef:$source);
        let results = (outs AnyStridedMemRefOfRank<0>:$base_buffer, Index:$offset,
                            Variadic<Index>:$sizes, Variadic<Index>:$strides);
    }
    def F32StridedMemRefOp : Op<MemRef_Dialect, "f32_strided"> {
        let arguments = (ins StridedMemRefOf<[F32]>:$in);
    }
}

fn check(layout: &str, body: &str) -> Result<String, String> {
    let src = format!(
        "\"builtin.module\"() ({{\n  \"test.f\"() ({{\n  ^bb0(%arg0: memref<4x4xf32{layout}>):\n{body}  }}) : () -> ()\n}}) : () -> ()\n"
    );
    let mut ctx = Context::new();
    MemrefDialect::register(&mut ctx);
    let m = parse_module(&mut ctx, &src, "in.mlir").map_err(|e| e.message)?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions { debug_info: false }))
}

fn transpose(layout: &str) -> String {
    format!(
        "    %0 = \"memref.transpose\"(%arg0) <{{permutation = affine_map<(d0, d1) -> (d1, d0)>}}> : (memref<4x4xf32{layout}>) -> memref<4x4xf32, strided<[1, 4]>>\n"
    )
}

#[test]
fn strided_layouts_are_accepted() {
    // Each accepted by mlir-opt-22 as `memref.extract_strided_metadata`'s
    // and `memref.transpose`'s operand.
    for layout in [
        "",
        ", strided<[4, 1], offset: ?>",
        ", affine_map<(d0, d1)[s0] -> (d0 * 16 + d1 + s0)>",
        ", affine_map<(d0, d1)[s0, s1, s2] -> (d0 * s1 + s0 + d1 * s2)>",
        ", affine_map<(d0, d1) -> (d0 * -2 + d1 + 7)>",
        ", affine_map<(d0, d1) -> (d0 - d1)>",
        ", affine_map<(d0, d1) -> ((d0 + d1) * 4)>",
        ", affine_map<(d0, d1)[s0] -> (d0 * (s0 mod 4) + d1)>",
    ] {
        assert!(check(layout, &transpose(layout)).is_ok(), "{layout}");
    }
}

#[test]
fn other_layouts_get_mlir_s_message() {
    for layout in [
        "affine_map<(d0, d1) -> (d1, d0)>",
        "affine_map<(d0, d1) -> (d0 * 4 + d1 mod 4)>",
        "affine_map<(d0, d1) -> (d0 floordiv 2 + d1)>",
    ] {
        assert_eq!(
            check(&format!(", {layout}"), &transpose(&format!(", {layout}"))).unwrap_err(),
            format!(
                "'memref.transpose' op operand #0 must be strided memref of any type values, but got 'memref<4x4xf32, {layout}>'"
            )
        );
    }
}

#[test]
fn strided_memref_of_rank() {
    let body = "    %0:6 = \"memref.extract_strided_metadata\"(%arg0) : (memref<4x4xf32>) -> (memref<4xf32>, index, index, index, index, index)\n";
    assert_eq!(
        check("", body).unwrap_err(),
        "'memref.extract_strided_metadata' op result #0 must be strided memref of any type values of rank 0, but got 'memref<4xf32>'"
    );
    let body = "    %0:6 = \"memref.extract_strided_metadata\"(%arg0) : (memref<4x4xf32>) -> (memref<f32>, index, index, index, index, index)\n";
    assert!(check("", body).is_ok());
}

#[test]
fn strided_memref_of_element_types() {
    // Not an MLIR op: the class's summary as `CommonTypeConstraints.td`
    // computes it.
    let body = "    \"memref.f32_strided\"(%arg0) : (memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>) -> ()\n";
    assert_eq!(
        check(", affine_map<(d0, d1) -> (d1, d0)>", body).unwrap_err(),
        "'memref.f32_strided' op operand #0 must be strided memref of 32-bit float values, but got 'memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>'"
    );
}
