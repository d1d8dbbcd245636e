//! `TypesMatchWith<…, "operand", "result", "::getI1SameShape($_self)">`,
//! as MLIR 22's `ArithOps.td` (`cmpf`, `cmpi`) and `MathOps.td` (the
//! float classification ops) spell it with a leading `::`: read as
//! MLIR's `getI1SameShape`, `i1` in the operand's shape, which the
//! verifier checks and the builder infers. Messages recorded from
//! mlir-opt-22 on `math.isnan`.

use drr::Context;
use drr::text::parse_module;

drr::ods! {
    def M_Dialect : Dialect { let name = "m"; }
    class M_ClassOp<string mnemonic> : Op<M_Dialect, mnemonic, [Pure,
        TypesMatchWith<"result type has i1 element type and same shape as operands",
          "operand", "result", "::getI1SameShape($_self)">]> {
      let arguments = (ins AnyTypeOf<[F32, VectorOfAnyRankOf<[F32]>, TensorOf<[F32]>]>:$operand);
      let results = (outs AnyTypeOf<[I1, VectorOfAnyRankOf<[I1]>, TensorOf<[I1]>]>:$result);
    }
    def M_IsNanOp : M_ClassOp<"isnan">;
    def M_IsInfOp : Op<M_Dialect, "isinf", [Pure,
        TypesMatchWith<"result type has i1 element type and same shape as operands",
          "operand", "result", "mlir::getI1SameShape($_self)">]> {
      let arguments = (ins AnyType:$operand);
      let results = (outs AnyType:$result);
    }
}

fn module(arg: &str, op: &str, result: &str) -> String {
    format!(
        "\"builtin.module\"() ({{\n  \"func.func\"() <{{function_type = ({arg}) -> (), sym_name = \"f\"}}> ({{\n  ^bb0(%v: {arg}):\n    %0 = \"m.{op}\"(%v) : ({arg}) -> {result}\n    \"func.return\"() : () -> ()\n  }}) : () -> ()\n}}) : () -> ()\n"
    )
}

fn verify(arg: &str, op: &str, result: &str) -> Result<(), String> {
    let mut ctx = Context::new();
    MDialect::register(&mut ctx);
    let m = parse_module(&mut ctx, &module(arg, op, result), "in.mlir").unwrap();
    drr::verifier::verify(&ctx, m).map_err(|e| e[0].message.clone())
}

#[test]
fn the_result_is_i1_in_the_operand_shape() {
    for op in ["isnan", "isinf"] {
        for (arg, result) in [
            ("f32", "i1"),
            ("vector<4xf32>", "vector<4xi1>"),
            ("vector<[4]x2xf32>", "vector<[4]x2xi1>"),
            ("tensor<2x?xf32>", "tensor<2x?xi1>"),
            ("tensor<*xf32>", "tensor<*xi1>"),
        ] {
            assert_eq!(verify(arg, op, result), Ok(()), "{op} {arg}");
        }
        for (arg, result) in [
            ("vector<4xf32>", "i1"),
            ("f32", "vector<1xi1>"),
            ("tensor<2xf32>", "tensor<3xi1>"),
        ] {
            assert_eq!(
                verify(arg, op, result),
                Err(format!(
                    "'m.{op}' op failed to verify that result type has i1 element type and same shape as operands"
                )),
                "{op} {arg} -> {result}"
            );
        }
    }
}

#[test]
fn the_builder_infers_the_result_type() {
    let mut ctx = Context::new();
    MDialect::register(&mut ctx);
    let f32t = ctx.float_type(drr::FloatKind::F32);
    let v4 = ctx.vector_type(vec![4], f32t);
    let loc = ctx.unknown_loc();
    let block = ctx.create_block(&[(v4, loc)]);
    let arg = ctx.block(block).args()[0];
    let state = M_IsNanOp::build_inferred(&mut ctx, loc, arg).unwrap();
    let op = ctx.create_op(state).unwrap();
    let ty = ctx.value_type(ctx.op(op).results()[0]);
    assert_eq!(drr::ods::type_to_string(&ctx, ty), "vector<4xi1>");
}
