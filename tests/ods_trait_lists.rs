//! Library trait lists: `GraphRegionNoTerminator` is MLIR's
//! `TraitList<[NoTerminator, SingleBlock, RegionKindInterface,
//! HasOnlyGraphRegion]>`, both as a trait and through
//! `GraphRegionNoTerminator.traits` (as SCFOps.td's `scf.forall.in_parallel`
//! uses it); its `SingleBlock` is verified. The message was recorded from
//! mlir-opt-22 on `scf.forall.in_parallel` with a two-block region.
//! `InferTypeOpAdaptorWithIsCompatible` (ShapeOps.td) is accepted as
//! `InferTypeOpAdaptor` is. A `SingleBlock` listed after `HasParent` is
//! checked after it, once: mlir-opt-22 gives only "expects parent op
//! 'scf.forall'" for a two-block `scf.forall.in_parallel` outside
//! `scf.forall` (its traits are `[…, HasParent<"ForallOp">] #
//! GraphRegionNoTerminator.traits`). A graph region of several blocks is
//! reported only when the op's own verifier passes (MLIR's verifier checks
//! the op's invariants first and stops there): recorded from mlir-opt-22 on
//! the test dialect's `test.graph_region`.

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

mod forall {
    drr::ods! {
        def SCF_Dialect : Dialect { let name = "scf"; }
        def ForallOp : Op<SCF_Dialect, "forall", [
            SingleBlockImplicitTerminator<"InParallelOp">]> {
          let regions = (region SizedRegion<1>:$region);
        }
        def InParallelOp : Op<SCF_Dialect, "forall.in_parallel", [
            Pure, Terminator, HasParent<"ForallOp">] # GraphRegionNoTerminator.traits> {
          let regions = (region SizedRegion<1>:$region);
        }
    }
}

/// Every error the verifier reports for `src` (MLIR reports one per op).
fn all_errors(src: &str) -> Vec<String> {
    let mut ctx = Context::new();
    forall::ScfDialect::register(&mut ctx);
    ctx.allow_unknown_operations("test");
    let m = parse_module(&mut ctx, src, "in.mlir").unwrap();
    match drr::verifier::verify(&ctx, m) {
        Ok(()) => Vec::new(),
        Err(errs) => errs.into_iter().map(|e| e.message).collect(),
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

#[test]
fn single_block_comes_after_has_parent_and_once() {
    let two_blocks = "      \"test.x\"() : () -> ()\n    ^bb1:  // no predecessors\n      \"test.y\"() : () -> ()\n";
    // Outside its parent: the parent check, listed first, is the one error.
    assert_eq!(
        all_errors(&module("scf.forall.in_parallel", two_blocks)),
        ["'scf.forall.in_parallel' op expects parent op 'scf.forall'"]
    );
    // In its parent: the block count, reported once.
    let src = format!(
        "\"builtin.module\"() ({{\n  \"scf.forall\"() ({{\n    \"scf.forall.in_parallel\"() ({{\n{two_blocks}    }}) : () -> ()\n  }}) : () -> ()\n}}) : () -> ()\n"
    );
    assert_eq!(
        all_errors(&src),
        ["'scf.forall.in_parallel' op expects region #0 to have 0 or 1 blocks"]
    );
}

mod graph {
    drr::ods! {
        def Test_Dialect : Dialect { let name = "test"; }
        def GraphRegionOp : Op<Test_Dialect, "graph_region", [RegionKindInterface, HasOnlyGraphRegion]> {
          let regions = (region AnyRegion:$region);
        }
    }
}

#[test]
fn graph_region_blocks_come_after_the_ops_own_checks() {
    let run = |operands: &str, types: &str| {
        let src = format!(
            "\"func.func\"() <{{function_type = (i32) -> (), sym_name = \"f\"}}> ({{\n^bb0(%a: i32):\n  \"test.graph_region\"({operands}) ({{\n    \"foo.x\"() : () -> ()\n  ^bb1:\n    \"foo.y\"() : () -> ()\n  }}) : ({types}) -> ()\n  \"func.return\"() : () -> ()\n}}) : () -> ()\n"
        );
        let mut ctx = Context::new();
        graph::TestDialect::register(&mut ctx);
        let m = parse_module(&mut ctx, &src, "in.mlir").unwrap();
        match drr::verifier::verify(&ctx, m) {
            Ok(()) => Vec::new(),
            Err(errs) => errs.into_iter().map(|e| e.message).collect(),
        }
    };
    assert_eq!(
        run("%a", "i32"),
        ["'test.graph_region' op requires zero operands"]
    );
    assert_eq!(
        run("", ""),
        ["'test.graph_region' op expects graph region #0 to have 0 or 1 blocks"]
    );
}
