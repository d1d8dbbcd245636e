//! `FixedVectorOfShapeAndType<[dims…], T>` of `CommonTypeConstraints.td`
//! (AMDGPU's packed-matrix ops): a fixed-length vector of exactly that
//! shape and element type, whose summary names `T`'s record as TableGen's
//! paste does (`vector<8xF4E2M1FN> of f4E2M1FN type values`). The message
//! is mlir-opt-22's for `amdgpu.scaled_ext_packed_matrix`.

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

drr::ods! {
    def AMDGPU_Dialect : Dialect { let name = "amdgpu"; }

    def ExtOp : Op<AMDGPU_Dialect, "ext"> {
      let arguments = (ins AnyTypeOf<[FixedVectorOfShapeAndType<[8], F4E2M1FN>,
                                      FixedVectorOfShapeAndType<[8], F8E4M3FN>,
                                      FixedVectorOfShapeAndType<[8], F8E5M2>,
                                      FixedVectorOfShapeAndType<[16], F6E2M3FN>,
                                      FixedVectorOfShapeAndType<[16], F6E3M2FN>]>:$source,
                           FixedVectorOfShapeAndType<[2, 2], F32>:$square);
    }
}

fn check(src: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    AmdgpuDialect::register(&mut ctx);
    let m = parse_module(&mut ctx, src, "in.mlir")
        .map_err(|e| format!("{}:{}: {}", e.line, e.column, e.message))?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions { debug_info: false }))
}

fn module(a: &str, b: &str) -> String {
    format!(
        "\"builtin.module\"() ({{\n  \"test.f\"() ({{\n  ^bb0(%arg0: {a}, %arg1: {b}):\n    \"amdgpu.ext\"(%arg0, %arg1) : ({a}, {b}) -> ()\n  }}) : () -> ()\n}}) : () -> ()\n"
    )
}

#[test]
fn shape_and_element_type() {
    for ok in [
        module("vector<8xf4E2M1FN>", "vector<2x2xf32>"),
        module("vector<16xf6E3M2FN>", "vector<2x2xf32>"),
    ] {
        assert_eq!(check(&ok).unwrap(), ok);
    }
    assert_eq!(
        check(&module("vector<8xf32>", "vector<2x2xf32>")).unwrap_err(),
        "'amdgpu.ext' op operand #0 must be vector<8xF4E2M1FN> of f4E2M1FN type values or vector<8xF8E4M3FN> of f8E4M3FN type values or vector<8xF8E5M2> of f8E5M2 type values or vector<16xF6E2M3FN> of f6E2M3FN type values or vector<16xF6E3M2FN> of f6E3M2FN type values, but got 'vector<8xf32>'"
    );
    // The shape is exact (a vector of 4 elements of another shape is not
    // it), and a scalable vector is not fixed-length.
    for bad in ["vector<4xf32>", "vector<2x[2]xf32>"] {
        assert_eq!(
            check(&module("vector<8xf4E2M1FN>", bad)).unwrap_err(),
            format!(
                "'amdgpu.ext' op operand #1 must be vector<2x2xF32> of 32-bit float values, but got '{bad}'"
            )
        );
    }
}
