//! `ResultsBroadcastableShape`'s mix of vectors and tensors is MLIR's
//! `op->emitError`: the message without the `'name' op ` prefix, the op
//! shown after it (found by `scripts/ods-vs-tblgen`; mlir-opt-22's
//! output for the op compiled by mlir-tblgen-22).

use drr::Context;
use drr::text::parse_module;

drr::ods! {
    include "mlir/IR/OpBase.td"
    include "mlir/Dialect/Traits.td"
    def B_Dialect : Dialect {
      let name = "b";
    }
    def B_BroadcastOp : Op<B_Dialect, "broadcast", [ResultsBroadcastableShape]> {
      let arguments = (ins Variadic<AnyShaped>:$xs);
    }
}

fn errors(op: &str) -> Vec<(String, bool)> {
    let mut ctx = Context::new();
    BDialect::register(&mut ctx);
    let src = format!(
        "\"builtin.module\"() ({{\n  \"func.func\"() <{{function_type = (tensor<4xi32>, vector<4xf32>) -> (), sym_name = \"f\"}}> ({{\n  ^bb0(%t: tensor<4xi32>, %v: vector<4xf32>):\n    {op}\n    \"func.return\"() : () -> ()\n  }}) : () -> ()\n}}) : () -> ()\n"
    );
    let m = parse_module(&mut ctx, &src, "in.mlir").expect("parses");
    match drr::verifier::verify(&ctx, m) {
        Ok(()) => Vec::new(),
        Err(errs) => errs
            .iter()
            .map(|e| (e.message.clone(), e.shows_op))
            .collect(),
    }
}

#[test]
fn a_vector_with_a_tensor_is_an_unprefixed_error() {
    assert!(errors("\"b.broadcast\"(%t, %t) : (tensor<4xi32>, tensor<4xi32>) -> ()").is_empty());
    assert_eq!(
        errors("\"b.broadcast\"(%t, %v) : (tensor<4xi32>, vector<4xf32>) -> ()"),
        vec![("cannot broadcast vector with tensor".to_string(), true)]
    );
}
