//! TableGen names that start with digits: Rust reads `1DTensorOf` as an
//! integer with a suffix, so the record front end reads such a literal as
//! the name. ODS's `0DTensorOf<[…]>` … `4DTensorOf<[…]>`
//! (`CommonTypeConstraints.td`) are `TensorRankOf<[…], [N]>`, as an
//! argument's constraint and as a parent class (TOSA's `def
//! Tosa_1DInt8Tensor : 1DTensorOf<[Tosa_Int8]>;`); the verifier's message
//! is mlir-opt-22's on `shape.from_extent_tensor`, whose operand is a
//! `1DTensorOf<[Index]>`.

use drr::text::parse_module;

drr::ods! {
    dialect sh;
    def Sh_1DIndexTensor : 1DTensorOf<[Index]>;
    def FromExtentsOp : Op<"from_extent_tensor"> {
        let arguments = (ins 1DTensorOf<[Index]>:$input);
    }
    def UseOp : Op<"use"> {
        let arguments = (ins Sh_1DIndexTensor:$input, 0DTensorOf<[F32]>:$scalar);
    }
}

fn verify(body: &str, arg_types: &str) -> Result<(), String> {
    let mut ctx = drr::Context::new();
    ShDialect::register(&mut ctx);
    let src = format!(
        "\"builtin.module\"() ({{\n  \"test.f\"() ({{\n  ^bb0(%a: {arg_types}):\n    {body}\n  }}) : () -> ()\n}}) : () -> ()\n"
    );
    let m = parse_module(&mut ctx, &src, "in.mlir").expect("parses");
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())
}

#[test]
fn rank_constrained_tensors_from_digit_names() {
    assert_eq!(
        verify(
            "\"sh.from_extent_tensor\"(%a) : (tensor<3xindex>) -> ()",
            "tensor<3xindex>"
        ),
        Ok(())
    );
    assert_eq!(
        verify(
            "\"sh.from_extent_tensor\"(%a) : (tensor<2x2xindex>) -> ()",
            "tensor<2x2xindex>"
        ),
        Err("'sh.from_extent_tensor' op operand #0 must be 1D tensor of index values, but got 'tensor<2x2xindex>'".to_string())
    );
    assert_eq!(
        verify(
            "\"sh.use\"(%a, %b) : (tensor<4xindex>, tensor<f32>) -> ()",
            "tensor<4xindex>, %b: tensor<f32>"
        ),
        Ok(())
    );
    assert_eq!(
        verify(
            "\"sh.use\"(%a, %b) : (tensor<4xindex>, tensor<1xf32>) -> ()",
            "tensor<4xindex>, %b: tensor<1xf32>"
        ),
        Err("'sh.use' op operand #1 must be 0D tensor of 32-bit float values, but got 'tensor<1xf32>'".to_string())
    );
}
