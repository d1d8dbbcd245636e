//! `(location $x)` where `$x` is an operand: mlir-tblgen generates
//! `(*x.begin()).getLoc()`, MLIR's `Value::getLoc` — the defining op's
//! location, or a block argument's own (`^bb0(%arg0: i32 loc("a"))`); a
//! single location with a name is `getFusedLoc({loc}, "name")`, a fused
//! location with metadata (`loc(fused<"name">["outer"])`).

mod common;
use common::{run, set};

use drr::Context;

drr::ods! {
    dialect test;

    def UOp : Op<"u"> {
        let arguments = (ins I32:$x);
        let results = (outs I32:$r);
    }
    def BOp : Op<"b"> {
        let arguments = (ins I32:$x, I32:$y);
        let results = (outs I32:$r);
    }
    def AnyOp : Op<"any"> {
        let arguments = (ins I32:$x);
        let results = (outs I32:$r);
    }
}

drr::patterns! {
    def LocOfOperand : Pat<(BOp $x, $y), (AnyOp $x, (location $y))>;
    def LocNamed : Pat<(UOp:$a (UOp $x)), (AnyOp $x, (location $a, "name"))>;
}

fn reg(ctx: &mut Context) {
    TestDialect::register(ctx);
}

fn module(body: &str) -> String {
    format!(
        "\"builtin.module\"() ({{\n  \"func.func\"() <{{function_type = (i32, i32) -> (), sym_name = \"f\"}}> ({{\n  ^bb0(%arg0: i32 loc(\"a0\"), %arg1: i32 loc(\"a1\")):\n{body}    \"func.return\"() : () -> () loc(\"ret\")\n  }}) : () -> () loc(\"f\")\n}}) : () -> () loc(\"m\")\n"
    )
}

#[test]
fn location_of_a_block_argument_is_its_own() {
    let src = module(
        "    %0 = \"test.b\"(%arg0, %arg1) : (i32, i32) -> i32 loc(\"b\")\n    \"test.use\"(%0) : (i32) -> () loc(\"use\")\n",
    );
    let want = module(
        "    %0 = \"test.any\"(%arg0) : (i32) -> i32 loc(\"a1\")\n    \"test.use\"(%0) : (i32) -> () loc(\"use\")\n",
    );
    assert_eq!(run(reg, &src, set(LocOfOperand), true), want);
}

#[test]
fn location_of_an_op_result_is_its_defining_ops() {
    let src = module(
        "    %0 = \"test.other\"() : () -> i32 loc(\"def\")\n    %1 = \"test.b\"(%arg0, %0) : (i32, i32) -> i32 loc(\"b\")\n    \"test.use\"(%1) : (i32) -> () loc(\"use\")\n",
    );
    let want = module(
        "    %0 = \"test.other\"() : () -> i32 loc(\"def\")\n    %1 = \"test.any\"(%arg0) : (i32) -> i32 loc(\"def\")\n    \"test.use\"(%1) : (i32) -> () loc(\"use\")\n",
    );
    assert_eq!(run(reg, &src, set(LocOfOperand), true), want);
}

#[test]
fn one_location_and_a_name_stay_fused() {
    let src = module(
        "    %0 = \"test.u\"(%arg0) : (i32) -> i32 loc(\"inner\")\n    %1 = \"test.u\"(%0) : (i32) -> i32 loc(\"outer\")\n    \"test.use\"(%1) : (i32) -> () loc(\"use\")\n",
    );
    let want = module(
        "    %0 = \"test.u\"(%arg0) : (i32) -> i32 loc(\"inner\")\n    %1 = \"test.any\"(%arg0) : (i32) -> i32 loc(fused<\"name\">[\"outer\"])\n    \"test.use\"(%1) : (i32) -> () loc(\"use\")\n",
    );
    assert_eq!(run(reg, &src, set(LocNamed), true), want);
}
