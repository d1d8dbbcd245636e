//! A panic in a DRR pattern's user code (a NativeCodeCall run while the
//! result is built, a constraint run while matching) is caught by the
//! greedy driver: it returns an error naming the pattern and the
//! operation, the operations the pattern had built are erased again, and
//! the IR prints and verifies as before.

use drr::rewrite::{FrozenPatternSet, GreedyConfig, GreedyError, RewritePatternSet};
use drr::text::{PrintOptions, parse_module, print_op};
use drr::{Context, Value};

drr::ods! {
    dialect ds;

    def SrcOp : Op<"src"> {
        let arguments = (ins AnyType:$x);
        let results = (outs AnyType:$out);
    }
    def MidOp : Op<"mid", [SameOperandsAndResultType]> {
        let arguments = (ins AnyType:$x);
        let results = (outs AnyType:$out);
    }
    def DstOp : Op<"dst"> {
        let arguments = (ins AnyType:$x, AnyAttr:$a);
        let results = (outs AnyType:$out);
    }
    def Explode : NativeCodeCall<|_ctx, _v: drr::Value| -> drr::Attribute { panic!("the NativeCodeCall exploded") }>;
    def Picky : Constraint<|_ctx: &Context, _v: Value| -> bool { panic!("the constraint exploded") }, "picky">;
}

const SRC: &str = r#""builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    %0 = "ds.src"(%arg0) : (i32) -> i32
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
"#;

/// Runs `patterns` on `SRC`; returns the caught panic and whether the IR
/// still prints as parsed and verifies.
fn run(patterns: RewritePatternSet) -> (drr::rewrite::PatternPanic, bool) {
    let mut ctx = Context::new();
    DsDialect::register(&mut ctx);
    let m = parse_module(&mut ctx, SRC, "input.mlir").expect("input parses");
    let before = print_op(&ctx, m, PrintOptions::default());
    let frozen = FrozenPatternSet::new(&mut ctx, patterns);
    let p = match drr::apply_patterns_greedily(&mut ctx, m, &frozen, &GreedyConfig::default()) {
        Err(GreedyError::Panicked(p)) => *p,
        other => panic!("expected a caught panic, got {other:?}"),
    };
    let intact = print_op(&ctx, m, PrintOptions::default()) == before
        && drr::verifier::verify(&ctx, m).is_ok();
    (p, intact)
}

#[test]
fn a_panicking_native_code_call_is_caught_and_its_ops_erased() {
    let mut set = RewritePatternSet::new();
    // The nested `MidOp` is built before `Explode` runs.
    set.add(drr::pat!(Exploding: (SrcOp $x), (DstOp (MidOp $x), (Explode $x))));
    let (p, intact) = run(set);
    assert_eq!(p.pattern.as_deref(), Some("Exploding"));
    assert_eq!(p.op_name.as_deref(), Some("ds.src"));
    assert_eq!(p.location.as_deref(), Some("loc(\"input.mlir\":4:10)"));
    assert_eq!(p.message, "the NativeCodeCall exploded");
    // The `MidOp` built before the panic was erased again.
    assert_eq!((p.undone, p.kept), (1, 0), "{p}");
    assert!(intact, "the IR is as before and verifies");
    assert!(
        p.to_string()
            .starts_with("pattern `Exploding` panicked on 'ds.src' at loc(\"input.mlir\":4:10): the NativeCodeCall exploded"),
        "{p}"
    );
}

#[test]
fn a_panicking_constraint_is_caught() {
    let mut set = RewritePatternSet::new();
    set.add(drr::pattern!(Choosy: (SrcOp $x), [(MidOp $x)], [(Picky $x)]));
    let (p, intact) = run(set);
    assert_eq!(p.pattern.as_deref(), Some("Choosy"));
    assert_eq!(p.message, "the constraint exploded");
    assert_eq!((p.undone, p.kept), (0, 0));
    assert!(intact);
}
