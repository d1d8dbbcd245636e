//! Library trait lists: `GraphRegionNoTerminator` is MLIR's
//! `TraitList<[NoTerminator, SingleBlock, RegionKindInterface,
//! HasOnlyGraphRegion]>`, both as a trait and through
//! `GraphRegionNoTerminator.traits` (as SCFOps.td's `scf.forall.in_parallel`
//! uses it); its `SingleBlock` is verified. The message was recorded from
//! mlir-opt-22 on `scf.forall.in_parallel` with a two-block region.
//! `InferTypeOpAdaptorWithIsCompatible` (ShapeOps.td) is accepted as
//! `InferTypeOpAdaptor` is.

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

drr::ods! {
    def SCF_Dialect : Dialect { let name = "scf"; }
    def InParallelOp : Op<SCF_Dialect, "forall.in_parallel", [
        Pure, Terminator] # GraphRegionNoTerminator.traits> {
      let regions = (region SizedRegion<1>:$region);
    }
    def GraphOp : Op<SCF_Dialect, "graph", [GraphRegionNoTerminator]> {
      let regions = (region AnyRegion:$region);
    }
}

mod shape {
    drr::ods! {
        def Shape_Dialect : Dialect { let name = "shape"; }
        def Shape_AddOp : Op<Shape_Dialect, "add",
            [Commutative, Pure, InferTypeOpAdaptorWithIsCompatible]> {
          let arguments = (ins Index:$lhs, Index:$rhs);
          let results = (outs Index:$result);
        }
    }
}

fn check(src: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    ScfDialect::register(&mut ctx);
    shape::ShapeDialect::register(&mut ctx);
    ctx.allow_unknown_operations("test");
    let m = parse_module(&mut ctx, src, "in.mlir")
        .map_err(|e| format!("{}:{}: {}", e.line, e.column, e.message))?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions { debug_info: false }))
}

fn module(op: &str, body: &str) -> String {
    format!(
        "\"builtin.module\"() ({{\n  \"test.f\"() ({{\n    \"{op}\"() ({{\n{body}    }}) : () -> ()\n  }}) : () -> ()\n}}) : () -> ()\n"
    )
}

#[test]
fn one_block_without_terminator_verifies() {
    for op in ["scf.forall.in_parallel", "scf.graph"] {
        let src = module(op, "      \"test.x\"() : () -> ()\n");
        assert_eq!(check(&src).unwrap(), src);
    }
}

#[test]
fn single_block_is_part_of_the_list() {
    for op in ["scf.forall.in_parallel", "scf.graph"] {
        let src = module(
            op,
            "      \"test.x\"() : () -> ()\n    ^bb1:  // no predecessors\n      \"test.y\"() : () -> ()\n",
        );
        assert_eq!(
            check(&src).unwrap_err(),
            format!("'{op}' op expects region #0 to have 0 or 1 blocks")
        );
    }
}

#[test]
fn infer_type_op_adaptor_with_is_compatible_is_accepted() {
    // As mlir-opt-22 prints `shape.add` on indices.
    let src = "\"builtin.module\"() ({\n  \"test.f\"() ({\n  ^bb0(%arg0: index, %arg1: index):\n    %0 = \"shape.add\"(%arg0, %arg1) : (index, index) -> index\n  }) : () -> ()\n}) : () -> ()\n";
    assert_eq!(check(src).unwrap(), src);
}
