//! `StridedMemRefRankOf<types, ranks>` as MLIR 22's
//! `CommonTypeConstraints.td` defines it (`MemRefRankOf`'s predicate and
//! summary) on `sparse_tensor.push_back`'s operands and results, written as
//! `SparseTensorOps.td` writes them. The messages were recorded from
//! `mlir-opt-22` on the same input.

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

mod sparse {
    drr::ods! {
        def SparseTensor_Dialect : Dialect { let name = "sparse_tensor"; }
        def SparseTensor_PushBackOp : Op<SparseTensor_Dialect, "push_back"> {
          let arguments = (ins Index:$curSize,
                               StridedMemRefRankOf<[AnyType], [1]>:$inBuffer,
                               AnyType:$value, Optional<Index>:$n,
                               UnitAttr:$inbounds);
          let results = (outs StridedMemRefRankOf<[AnyType], [1]>:$outBuffer,
                              Index:$newSize);
        }
    }
}

fn check(src: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    sparse::SparseTensorDialect::register(&mut ctx);
    let m = parse_module(&mut ctx, src, "in.mlir")
        .map_err(|e| format!("{}:{}: {}", e.line, e.column, e.message))?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions { debug_info: false }))
}

fn module(buffer: &str, result: &str) -> String {
    format!(
        "\"builtin.module\"() ({{\n  \"test.f\"() ({{\n  ^bb0(%arg0: index, %arg1: {buffer}, %arg2: f64):\n    %0:2 = \"sparse_tensor.push_back\"(%arg0, %arg1, %arg2) : (index, {buffer}, f64) -> ({result}, index)\n  }}) : () -> ()\n}}) : () -> ()\n"
    )
}

#[test]
fn rank_one_memrefs_only() {
    let ok = module("memref<?xf64>", "memref<?xf64>");
    assert_eq!(check(&ok).unwrap(), ok);
    let strided = module("memref<4xf64, strided<[2]>>", "memref<?xf64>");
    assert_eq!(check(&strided).unwrap(), strided);
    assert_eq!(
        check(&module("memref<?x?xf64>", "memref<?xf64>")).unwrap_err(),
        "'sparse_tensor.push_back' op operand #1 must be 1D memref of any type values, but got 'memref<?x?xf64>'"
    );
    assert_eq!(
        check(&module("memref<?xf64>", "memref<?x?xf64>")).unwrap_err(),
        "'sparse_tensor.push_back' op result #0 must be 1D memref of any type values, but got 'memref<?x?xf64>'"
    );
    assert_eq!(
        check(&module("memref<*xf64>", "memref<?xf64>")).unwrap_err(),
        "'sparse_tensor.push_back' op operand #1 must be 1D memref of any type values, but got 'memref<*xf64>'"
    );
}
