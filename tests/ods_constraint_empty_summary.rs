//! A constraint record without a summary (iree-llvm-sandbox's
//! `def Iterators_PrintableComplexType : Type<Or<[…]>>;`, then a member of
//! `AnyTypeOf<[Iterators_PrintableComplexType, …]>`). ODS's constraint
//! classes default the summary to "" (`class Type<Pred condition, string
//! descr = "">`), and `Constraint::getSummary` returns it as is: the
//! generated verifier says `must be , but got 'i32'`, and the `AnyTypeOf`
//! summary (TableGen's `!interleave` of its members' summaries) starts
//! with " or ". drr used the record's name instead.

use drr::Context;
use drr::text::parse_module;

/// A complex type.
pub fn is_complex(ctx: &Context, t: drr::Type) -> bool {
    matches!(ctx.type_data(t), drr::TypeData::Complex(_))
}

drr::ods! {
    dialect es;
    def NoSummary : Type<CPred<crate::is_complex>>;
    def NoSummaryAttr : Attr<CPred<|_ctx: &drr::Context, _a: drr::Attribute| false>>;
    def Either : AnyTypeOf<[NoSummary, F32]>;
    def AOp : Op<"a"> { let arguments = (ins NoSummary:$x); }
    def BOp : Op<"b"> { let arguments = (ins Either:$x); }
    def COp : Op<"c"> { let arguments = (ins Optional<AnyTypeOf<[NoSummary, F32]>>:$x); }
    def DOp : Op<"d"> { let arguments = (ins NoSummaryAttr:$v); }
}

fn first_error(body: &str) -> String {
    let src = format!(
        "\"func.func\"() <{{function_type = (i32) -> (), sym_name = \"f\"}}> ({{\n^bb0(%a: i32):\n  {body}\n  \"func.return\"() : () -> ()\n}}) : () -> ()\n"
    );
    let mut ctx = Context::new();
    EsDialect::register(&mut ctx);
    let m = parse_module(&mut ctx, &src, "in.mlir").unwrap();
    drr::verifier::verify(&ctx, m).unwrap_err()[0]
        .message
        .clone()
}

#[test]
fn an_operand_constraint_without_summary_says_nothing() {
    assert_eq!(
        first_error("\"es.a\"(%a) : (i32) -> ()"),
        "'es.a' op operand #0 must be , but got 'i32'"
    );
}

#[test]
fn any_type_of_interleaves_the_empty_summary() {
    assert_eq!(
        first_error("\"es.b\"(%a) : (i32) -> ()"),
        "'es.b' op operand #0 must be  or 32-bit float, but got 'i32'"
    );
    assert_eq!(
        first_error("\"es.c\"(%a) : (i32) -> ()"),
        "'es.c' op operand #0 must be  or 32-bit float, but got 'i32'"
    );
}

#[test]
fn an_attribute_constraint_without_summary_says_nothing() {
    assert_eq!(
        first_error("\"es.d\"() <{v = 1 : i32}> : () -> ()"),
        "'es.d' op attribute 'v' failed to satisfy constraint: "
    );
}
