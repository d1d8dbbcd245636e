//! A `TypeDef` whose traits list `ShapedTypeInterface` (XeGPU's
//! `!xegpu.tensor_desc<8x16xf16, …>`, AMX's `!amx.tile<…>`): its element
//! type is read from its text (a dimension list, then the element type)
//! when the type is created, as MLIR's parser creates it, so
//! `AllElementTypesMatch` compares it (expected messages recorded from
//! mlir-opt-22 on XeGPU's `xegpu.store_nd`), and a `ContainerType`'s
//! element call reaches it with `Context::shaped_element_type`, and so
//! does `ShapedContainerType<[…], pred, "descr">` (cuda-tile's
//! `CudaTile_TileOf<[…]>` over `!cuda_tile.tile<4xf32>`: MLIR casts the
//! type to `ShapedType`; drr rejected every such type before).

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

drr::ods! {
    def Sd_Dialect : Dialect { let name = "xegpu"; }
    class Sd_TypeDef<string name, string typeMnemonic, list<Trait> traits = []>
        : TypeDef<Sd_Dialect, name, traits, "::mlir::TensorType"> {
        let mnemonic = typeMnemonic;
    }
    def Sd_TensorDesc : Sd_TypeDef<"TensorDesc", "tensor_desc", [ShapedTypeInterface]> {
        let parameters = (ins ArrayRefParameter<"int64_t">:$shape, "mlir::Type":$elementType);
        let hasCustomAssemblyFormat = true;
    }
    def Sd_StoreNdOp : Op<Sd_Dialect, "store_nd", [AllElementTypesMatch<["value", "TensorDesc"]>]> {
        let arguments = (ins AnyVector:$value, Sd_TensorDesc:$TensorDesc, Variadic<Index>:$offsets);
    }
    def F16Desc : ContainerType<F16, Sd_TensorDesc.predicate,
        |ctx: &drr::Context, ty: drr::Type| ctx.shaped_element_type(ty), "tensor desc">;
    def Sd_HalfOp : Op<Sd_Dialect, "half"> {
        let arguments = (ins F16Desc:$desc);
    }
    def Sd_TileOfOp : Op<Sd_Dialect, "tile_of"> {
        let arguments = (ins ShapedContainerType<[F16, BF16], Sd_TensorDesc.predicate, "tensor desc">:$desc);
    }
}

fn verify(body: &str, args: &[(&str, &str)]) -> Result<String, String> {
    let mut ctx = Context::new();
    XegpuDialect::register(&mut ctx);
    let types: Vec<_> = args.iter().map(|a| a.1).collect();
    let args: Vec<_> = args.iter().map(|(n, t)| format!("{n}: {t}")).collect();
    let args = args.join(", ");
    let src = format!(
        "\"builtin.module\"() ({{\n  \"func.func\"() <{{function_type = ({}) -> (), sym_name = \"f\"}}> ({{\n  ^bb0({args}):\n{body}    \"func.return\"() : () -> ()\n  }}) : () -> ()\n}}) : () -> ()\n",
        types.join(", ")
    );
    let m = parse_module(&mut ctx, &src, "in.mlir").map_err(|e| e.to_string())?;
    drr::verifier::verify(&ctx, m).map_err(|e| e[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions { debug_info: false }))
}

#[test]
fn all_element_types_match_reads_the_dialect_type() {
    let args = &[
        ("%v", "vector<8xf32>"),
        ("%t", "!xegpu.tensor_desc<8x16xf16>"),
        ("%w", "vector<8xf16>"),
    ];
    let out = verify(
        "    \"xegpu.store_nd\"(%w, %t) : (vector<8xf16>, !xegpu.tensor_desc<8x16xf16>) -> ()\n",
        args,
    )
    .unwrap();
    assert!(out.contains(
        "\"xegpu.store_nd\"(%arg2, %arg1) : (vector<8xf16>, !xegpu.tensor_desc<8x16xf16>) -> ()"
    ));
    assert_eq!(
        verify(
            "    \"xegpu.store_nd\"(%v, %t) : (vector<8xf32>, !xegpu.tensor_desc<8x16xf16>) -> ()\n",
            args,
        )
        .unwrap_err(),
        "'xegpu.store_nd' op failed to verify that all of {value, TensorDesc} have same element type"
    );
    // Parameters after the first, and a dynamic dimension.
    let args = &[
        ("%v", "vector<4xf32>"),
        (
            "%t",
            "!xegpu.tensor_desc<?x4xf32, #xegpu.block_tdesc_attr<array_length = 2>>",
        ),
    ];
    verify(
        "    \"xegpu.store_nd\"(%v, %t) : (vector<4xf32>, !xegpu.tensor_desc<?x4xf32, #xegpu.block_tdesc_attr<array_length = 2>>) -> ()\n",
        args,
    )
    .unwrap();
}

#[test]
fn container_type_element_call_finds_the_element_type() {
    let args = &[
        ("%a", "!xegpu.tensor_desc<8xf16>"),
        ("%b", "!xegpu.tensor_desc<8xbf16>"),
    ];
    verify(
        "    \"xegpu.half\"(%a) : (!xegpu.tensor_desc<8xf16>) -> ()\n",
        args,
    )
    .unwrap();
    assert_eq!(
        verify(
            "    \"xegpu.half\"(%b) : (!xegpu.tensor_desc<8xbf16>) -> ()\n",
            args
        )
        .unwrap_err(),
        "'xegpu.half' op operand #0 must be tensor desc of 16-bit float values, but got '!xegpu.tensor_desc<8xbf16>'"
    );
}

#[test]
fn shaped_container_type_reads_the_dialect_types_element() {
    let body = |t: &str| format!("    \"xegpu.tile_of\"(%t) : ({t}) -> ()\n");
    let t = "!xegpu.tensor_desc<8x16xf16>";
    verify(&body(t), &[("%t", t)]).unwrap();
    let t = "!xegpu.tensor_desc<4xbf16>";
    verify(&body(t), &[("%t", t)]).unwrap();
    let t = "!xegpu.tensor_desc<8x16xf32>";
    assert_eq!(
        verify(&body(t), &[("%t", t)]).unwrap_err(),
        "'xegpu.tile_of' op operand #0 must be tensor desc of 16-bit float or bfloat16 type values, but got '!xegpu.tensor_desc<8x16xf32>'"
    );
    let t = "vector<4xf16>";
    assert_eq!(
        verify(&body(t), &[("%t", t)]).unwrap_err(),
        "'xegpu.tile_of' op operand #0 must be tensor desc of 16-bit float or bfloat16 type values, but got 'vector<4xf16>'"
    );
}
