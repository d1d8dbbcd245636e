//! Predicate records among the predicates of the library's type classes,
//! as StableHLO's `Base.td` writes them: `def IsValidQuantizedDimension :
//! CPred<…>;` then `RankedTensorOf<[…], [IsValidQuantizedDimension]>`,
//! and the same with the `CPred<…>` written inline. Each predicate checks
//! the operand (messages as mlir-opt-22 words them).

use drr::text::parse_module;
use drr::{Context, Type, TypeData};

pub fn rank_is_2(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::RankedTensor { shape, .. } if shape.len() == 2)
}

pub fn first_dim_is_4(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::RankedTensor { shape, .. } if shape.first() == Some(&4))
}

mod shlo {
    drr::ods! {
        def Sh_Dialect : Dialect {
          let name = "sh";
        }
        def IsRank2 : CPred<|ctx: &drr::Context, t: drr::Type| super::rank_is_2(ctx, t)>;
        def Sh_Rank2Tensor : RankedTensorOf<[I32, F32], [IsRank2], "rank-2 tensor">;
        def Sh_Dim4Tensor : RankedTensorOf<[I32],
            [CPred<|ctx: &drr::Context, t: drr::Type| super::first_dim_is_4(ctx, t)>]>;
        def Sh_UseOp : Op<Sh_Dialect, "use", []> {
          let arguments = (ins Sh_Rank2Tensor:$a, Sh_Dim4Tensor:$b);
        }
    }
}

fn verify(a: &str, b: &str) -> Result<(), String> {
    let mut ctx = Context::new();
    shlo::ShDialect::register(&mut ctx);
    let src = format!(
        "\"builtin.module\"() ({{\n\"test.region\"() ({{\n^bb0(%a: {a}, %b: {b}):\n\"sh.use\"(%a, %b) : ({a}, {b}) -> ()\n}}) : () -> ()\n}}) : () -> ()\n"
    );
    let m = parse_module(&mut ctx, &src, "in.mlir").map_err(|e| e.to_string())?;
    drr::verifier::verify(&ctx, m).map_err(|e| e[0].message.clone())
}

#[test]
fn predicate_records_in_predicate_lists() {
    assert_eq!(verify("tensor<2x3xf32>", "tensor<4xi32>"), Ok(()));
    assert_eq!(
        verify("tensor<2xf32>", "tensor<4xi32>"),
        Err("'sh.use' op operand #0 must be rank-2 tensor of 32-bit signless integer or 32-bit float values, but got 'tensor<2xf32>'".into())
    );
    assert_eq!(
        verify("tensor<2x3xf32>", "tensor<3xi32>"),
        Err("'sh.use' op operand #1 must be ranked tensor of 32-bit signless integer values, but got 'tensor<3xi32>'".into())
    );
}
