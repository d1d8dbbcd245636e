//! The builtin dialect's `TypeDef`/`AttrDef` records as constraints
//! (`BuiltinTypes.td`, `BuiltinAttributes.td`), as MLIR 22's
//! `WasmSSAOps.td` uses them: `Builtin_IntegerAttr:$bitsToTake` on
//! `wasmssa.extend`, `AnyTypeOf<[Builtin_Float32]>` / `[Builtin_Float64]`
//! on `wasmssa.promote`. Their summaries are the records'
//! (`mlir-tblgen-22 --print-records`); every message was recorded from
//! mlir-opt-22 on the same ops.

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

drr::ods! {
    def WasmSSA_Dialect : Dialect { let name = "wasmssa"; }
    def WasmSSA_IntegerType : AnyTypeOf<[I32, I64]>;
    def WasmSSA_ExtendLowBitsSOp : Op<WasmSSA_Dialect, "extend", [AllTypesMatch<["input", "result"]>]> {
      let arguments = (ins WasmSSA_IntegerType:$input, Builtin_IntegerAttr: $bitsToTake);
      let results = (outs WasmSSA_IntegerType: $result);
    }
    def WasmSSA_PromoteOp : Op<WasmSSA_Dialect, "promote"> {
      let arguments = (ins AnyTypeOf<[Builtin_Float32]>:$input);
      let results = (outs AnyTypeOf<[Builtin_Float64]>:$result);
    }
    /// Not WasmSSA's: more builtin records.
    def HolderOp : Op<WasmSSA_Dialect, "holder"> {
      let arguments = (ins Builtin_StringAttr:$s, OptionalAttr<Builtin_DenseArray>:$a,
                           Variadic<Builtin_RankedTensor>:$t);
    }
}

fn run(body: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    WasmssaDialect::register(&mut ctx);
    let src = format!(
        "\"builtin.module\"() ({{\n  \"test.f\"() ({{\n  ^bb0(%arg0: i64, %arg1: f32):\n    {body}\n  }}) : () -> ()\n}}) : () -> ()\n"
    );
    let m = parse_module(&mut ctx, &src, "in.mlir")
        .map_err(|e| format!("{}:{}: {}", e.line, e.column, e.message))?;
    drr::verifier::verify(&ctx, m).map_err(|e| e[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions { debug_info: false }))
}

#[test]
fn builtin_records_check_their_class() {
    run(r#"%0 = "wasmssa.extend"(%arg0) <{bitsToTake = 16 : i64}> : (i64) -> i64"#)
        .expect("an integer attribute");
    run(r#"%0 = "wasmssa.promote"(%arg1) : (f32) -> f64"#).expect("f32 to f64");
    // Its storage class is `::mlir::IntegerAttr`.
    assert_eq!(
        run(r#"%0 = "wasmssa.extend"(%arg0) <{bitsToTake = "x"}> : (i64) -> i64"#).unwrap_err(),
        "4:10: invalid properties {bitsToTake = \"x\"} for op wasmssa.extend: Invalid attribute `bitsToTake` in property conversion: \"x\""
    );
    assert_eq!(
        run(r#"%0 = "wasmssa.promote"(%arg1) : (f32) -> f32"#).unwrap_err(),
        "'wasmssa.promote' op result #0 must be 64-bit floating-point type, but got 'f32'"
    );
    assert_eq!(
        run(r#"%0 = "wasmssa.promote"(%arg0) : (i64) -> f64"#).unwrap_err(),
        "'wasmssa.promote' op operand #0 must be 32-bit floating-point type, but got 'i64'"
    );
}

/// Summaries from `mlir-tblgen-22 --print-records`.
#[test]
fn more_builtin_records() {
    run(r#""wasmssa.holder"() <{s = "x", a = array<i8: 1>}> : () -> ()"#).expect("string, array");
    assert_eq!(
        run(r#""wasmssa.holder"(%arg1) <{s = "x"}> : (f32) -> ()"#).unwrap_err(),
        "'wasmssa.holder' op operand #0 must be variadic of Multi-dimensional array with a fixed number of dimensions, but got 'f32'"
    );
}
