//! `Elementwise` (of `ElementwiseMappable`) on ops with operands and no
//! results, or results and no operands: MLIR's `verifyElementwise`
//! requires a non-scalar result for a non-scalar operand and the other
//! way round (found by `scripts/ods-vs-tblgen`: an op with one vector
//! operand and no result was accepted; messages as mlir-opt-22's).

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

drr::ods! {
    include "mlir/IR/OpBase.td"
    def E_Dialect : Dialect {
      let name = "e";
    }
    def E_SinkOp : Op<E_Dialect, "sink", [Elementwise]> {
      let arguments = (ins AnyType:$a);
    }
    def E_SourceOp : Op<E_Dialect, "source", [Elementwise]> {
      let results = (outs AnyType:$r);
    }
}

fn check(op: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    EDialect::register(&mut ctx);
    let src = format!(
        "\"builtin.module\"() ({{\n  \"func.func\"() <{{function_type = (vector<4xi32>, i32) -> (), sym_name = \"f\"}}> ({{\n  ^bb0(%v: vector<4xi32>, %i: i32):\n    {op}\n    \"func.return\"() : () -> ()\n  }}) : () -> ()\n}}) : () -> ()\n"
    );
    let m = parse_module(&mut ctx, &src, "in.mlir").map_err(|e| e.message.clone())?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions { debug_info: false }))
}

#[test]
fn a_non_scalar_operand_needs_a_non_scalar_result_and_back() {
    check("\"e.sink\"(%i) : (i32) -> ()").unwrap();
    assert_eq!(
        check("\"e.sink\"(%v) : (vector<4xi32>) -> ()").unwrap_err(),
        "'e.sink' op if an operand is non-scalar, then there must be at least one non-scalar result"
    );
    check("%0 = \"e.source\"() : () -> i32").unwrap();
    assert_eq!(
        check("%0 = \"e.source\"() : () -> vector<4xi32>").unwrap_err(),
        "'e.source' op if a result is non-scalar, then at least one operand must be non-scalar"
    );
}
