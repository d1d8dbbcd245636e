//! Patterns over regions and blocks (beyond DRR): regions as DAG arguments
//! after an op's arguments, `(region …)` / `(block …)` / `(anyOps)` in
//! source patterns, block arguments, `inlineRegion`, ops built with
//! regions (moved, cloned, new blocks), `replace` / `erase` of matched
//! ops other than the root, and multi-root patterns. Each test applies a
//! pattern with the greedy driver and compares the printed module.

mod common;
use common::{run, run_once, set};

use drr::{BlockId, Context, RegionId};

drr::ods! {
    dialect rg;

    def YieldOp : Op<"yield", [Pure, Terminator, ReturnLike]> {
        let arguments = (ins Variadic<AnyType>:$results);
    }
    def IfOp : Op<"if", [SingleBlockImplicitTerminator<"YieldOp">, RecursiveMemoryEffects, NoRegionArguments]> {
        let arguments = (ins I1:$condition);
        let results = (outs Variadic<AnyType>:$results);
        let regions = (region SizedRegion<1>:$thenRegion, MaxSizedRegion<1>:$elseRegion);
    }
    def ExecOp : Op<"exec", [RecursiveMemoryEffects]> {
        let results = (outs Variadic<AnyType>:$results);
        let regions = (region AnyRegion:$region);
    }
    def LoopOp : Op<"loop", [RecursiveMemoryEffects, SingleBlockImplicitTerminator<"YieldOp">]> {
        let arguments = (ins Index:$lb, Index:$ub, Index:$step, Variadic<AnyType>:$inits);
        let results = (outs Variadic<AnyType>:$results);
        let regions = (region SizedRegion<1>:$body);
    }
    def ConstOp : Op<"const", [ConstantLike, Pure]> {
        let arguments = (ins AnyAttr:$value);
        let results = (outs AnyType:$out);
    }
    def AddOp : Op<"add", [Pure, SameOperandsAndResultType]> {
        let arguments = (ins AnyType:$lhs, AnyType:$rhs);
        let results = (outs AnyType:$out);
    }
    def SelectOp : Op<"select", [Pure]> {
        let arguments = (ins I1:$cond, AnyType:$a, AnyType:$b);
        let results = (outs AnyType:$out);
        let inferReturnTypes = |ctx, state| Ok(vec![ctx.value_type(state.operands[1])]);
    }

    def IsEmptyRegion : Constraint<|ctx: &Context, r: RegionId| ctx.region(r).blocks().is_empty(), "empty region">;
    def HasOneOp : Constraint<|ctx: &Context, b: BlockId| ctx.block_ops(b).count() == 1, "a single op">;
}

fn reg(ctx: &mut Context) {
    RgDialect::register(ctx);
}

/// A module with one function `f` of arguments `args` whose body is `body`
/// (lines of generic IR, indented by 4).
fn m(args: &str, body: &str) -> String {
    let lines: String = body
        .lines()
        .map(|l| l.strip_prefix("        ").unwrap_or(l))
        .filter(|l| !l.trim().is_empty())
        .map(|l| format!("    {l}\n"))
        .collect();
    common::module(args, &lines)
}

// =============================================================================
// Source: regions bound by name, `(region …)`, `(block …)`
// =============================================================================

/// "Both branches only yield, and they yield the same values": the `if`
/// goes, its results are those values.
#[test]
fn both_branches_yield_the_same_values() {
    let p = drr::pattern!(
        (IfOp $c, (region (block (YieldOp $v))), (region (block (YieldOp $v)))),
        [(replaceWithValue $v)]
    );
    let src = m(
        "%arg0: i1, %arg1: i32",
        r#"
        %0 = "rg.if"(%arg0) ({
          "rg.yield"(%arg1) : (i32) -> ()
        }, {
          "rg.yield"(%arg1) : (i32) -> ()
        }) : (i1) -> i32
        "test.use"(%0) : (i32) -> ()
        "#,
    );
    assert_eq!(
        run(reg, &src, set(p), false),
        m(
            "%arg0: i1, %arg1: i32",
            r#""test.use"(%arg1) : (i32) -> ()"#
        )
    );
}
