//! A predicate record of the block (`def P : CPred<…>;`, `And<[…]>`) as the
//! predicate of a `PredOpTrait`, as iree-llvm-sandbox's `IteratorsOps.td`
//! writes `def MatchingFieldCountsPred : CPred<…>;` and
//! `PredOpTrait<"number of values matches tuple size",
//! MatchingFieldCountsPred>`. The record's name reached rustc as a value
//! ("expected value, found macro"); now the trait checks the record's
//! predicate, failing with `failed to verify that {summary}` as
//! mlir-tblgen's generated verifier does.

use drr::Context;
use drr::text::parse_module;

/// The op has as many operands as its `count` attribute says.
pub fn count_matches(ctx: &Context, op: drr::OpId) -> bool {
    let n = ctx.op(op).operands().len();
    ctx.attr(op, "count").is_some_and(
        |a| matches!(ctx.attr_data(a), drr::AttrData::Integer { value, .. } if *value == n as i128),
    )
}

/// The op has at least one operand.
pub fn has_operands(ctx: &Context, op: drr::OpId) -> bool {
    ctx.op(op).operands().len() > 0
}

drr::ods! {
    dialect pr;
    def CountMatchesPred : CPred<crate::count_matches>;
    def NonEmptyAndCountPred : And<[CPred<crate::has_operands>, CountMatchesPred]>;
    def CountMatches : PredOpTrait<"operand count matches 'count'", CountMatchesPred>;
    def CountOp : Op<"count", [CountMatches]> {
        let arguments = (ins Variadic<AnyType>:$xs, I64Attr:$count);
    }
    def InlineOp : Op<"inline", [PredOpTrait<"operands present and counted", NonEmptyAndCountPred>]> {
        let arguments = (ins Variadic<AnyType>:$xs, I64Attr:$count);
    }
}

fn verify(op: &str, count: i64, operands: usize) -> Result<(), String> {
    let args: Vec<String> = (0..operands).map(|_| "%a".to_string()).collect();
    let types: Vec<&str> = (0..operands).map(|_| "i32").collect();
    let src = format!(
        "\"func.func\"() <{{function_type = (i32) -> (), sym_name = \"f\"}}> ({{\n^bb0(%a: i32):\n  \"pr.{op}\"({}) <{{count = {count} : i64}}> : ({}) -> ()\n  \"func.return\"() : () -> ()\n}}) : () -> ()\n",
        args.join(", "),
        types.join(", ")
    );
    let mut ctx = Context::new();
    PrDialect::register(&mut ctx);
    let m = parse_module(&mut ctx, &src, "in.mlir").map_err(|e| e.to_string())?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())
}

#[test]
fn a_cpred_record_is_the_trait_predicate() {
    assert_eq!(verify("count", 2, 2), Ok(()));
    assert_eq!(verify("count", 0, 0), Ok(()));
    assert_eq!(
        verify("count", 3, 2),
        Err("'pr.count' op failed to verify that operand count matches 'count'".to_string())
    );
}

#[test]
fn an_and_record_naming_a_record_is_the_trait_predicate() {
    assert_eq!(verify("inline", 1, 1), Ok(()));
    let msg = "'pr.inline' op failed to verify that operands present and counted".to_string();
    assert_eq!(verify("inline", 0, 0), Err(msg.clone()));
    assert_eq!(verify("inline", 2, 1), Err(msg));
}
