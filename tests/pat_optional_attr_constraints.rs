//! An attribute constraint whose predicate decides on an absent optional
//! attribute itself. mlir-tblgen calls a constraint's C++ predicate with a
//! null attribute when the optional attribute is missing and the predicate
//! reads `!$_self` (TF Lite's `HasSupportedComparisonType`: `!$_self ||
//! SupportedComparisonType(…)` on `mhlo.compare`'s optional
//! `compare_type`); otherwise a missing attribute fails the match. In
//! Rust the predicate says so by taking an `Option<Attribute>`: it is
//! called with `None` for a missing attribute, `Some(attr)` otherwise, as a
//! record, inline, through a class, and inside `AnyAttrOf`; a predicate taking an
//! `Attribute` still fails on a missing one. Expected outputs from those
//! semantics (out-of-tree op, hand-written input).

mod common;
use common::{module, run};

use drr::{AttrData, Attribute, Context};

drr::ods! {
    def Oa_Dialect : Dialect { let name = "oa"; }
    def Oa_CmpOp : Op<Oa_Dialect, "cmp"> {
        let arguments = (ins AnyType:$x, OptionalAttr<I32Attr>:$kind);
        let results = (outs AnyType:$out);
    }
    def Oa_DoneOp : Op<Oa_Dialect, "done"> {
        let arguments = (ins AnyType:$x);
        let results = (outs AnyType:$out);
    }
}

fn small(ctx: &Context, a: Attribute) -> bool {
    below(ctx, a, 10)
}

fn below(ctx: &Context, a: Attribute, n: i64) -> bool {
    matches!(ctx.attr_data(a), AttrData::Integer { value, .. } if *value < i128::from(n))
}

drr::patterns! {
    fn populate_record;
    def AbsentOrSmall : AttrConstraint<
      CPred<|ctx: &Context, a: Option<Attribute>| a.is_none_or(|a| small(ctx, a))>,
      "absent or small">;
    def RecordLeaf : Pat<(Oa_CmpOp $x, AbsentOrSmall), (Oa_DoneOp $x)>;
}

drr::patterns! {
    fn populate_class;
    class AbsentOrBelow<int n> : AttrConstraint<
      CPred<|ctx: &Context, a: Option<Attribute>| a.is_none_or(|a| below(ctx, a, n))>,
      "absent or below">;
    def ClassLeaf : Pat<(Oa_CmpOp $x, AbsentOrBelow<10>), (Oa_DoneOp $x)>;
}

drr::patterns! {
    fn populate_inline;
    def InlineLeaf : Pat<(Oa_CmpOp $x, AttrConstraint<CPred<|ctx: &Context, a: Option<Attribute>| a.is_none_or(|a| small(ctx, a))>>:$k),
                         (Oa_DoneOp $x)>;
}

drr::patterns! {
    fn populate_any_of;
    def Small : AttrConstraint<CPred<|ctx: &Context, a: Attribute| small(ctx, a)>, "small">;
    def OnlyAbsent : AttrConstraint<CPred<|_ctx: &Context, a: Option<Attribute>| a.is_none()>, "absent">;
    def AnyOfLeaf : Pat<(Oa_CmpOp $x, AnyAttrOf<[Small, OnlyAbsent]>), (Oa_DoneOp $x)>;
}

drr::patterns! {
    fn populate_plain;
    def SmallOnly : AttrConstraint<CPred<|ctx: &Context, a: Attribute| small(ctx, a)>, "small">;
    def PlainLeaf : Pat<(Oa_CmpOp $x, SmallOnly), (Oa_DoneOp $x)>;
}

fn reg(ctx: &mut Context) {
    OaDialect::register(ctx);
}

const ARGS: &str = "%arg0: i32";
const INPUT: &str = "    %0 = \"oa.cmp\"(%arg0) : (i32) -> i32
    %1 = \"oa.cmp\"(%arg0) <{kind = 3 : i32}> : (i32) -> i32
    %2 = \"oa.cmp\"(%arg0) <{kind = 30 : i32}> : (i32) -> i32
";

fn rewrite(populate: fn(&mut drr::rewrite::RewritePatternSet)) -> String {
    let mut patterns = drr::rewrite::RewritePatternSet::new();
    populate(&mut patterns);
    run(reg, &module(ARGS, INPUT), patterns, false)
}

/// The input with ops `%0`, `%1`, `%2` rewritten where `done` says.
fn expected(done: [bool; 3]) -> String {
    let kinds = ["", " <{kind = 3 : i32}>", " <{kind = 30 : i32}>"];
    let body: String = (0..3)
        .map(|i| {
            if done[i] {
                format!("    %{i} = \"oa.done\"(%arg0) : (i32) -> i32\n")
            } else {
                format!("    %{i} = \"oa.cmp\"(%arg0){} : (i32) -> i32\n", kinds[i])
            }
        })
        .collect();
    module(ARGS, &body)
}

#[test]
fn predicate_taking_option_is_called_for_a_missing_attribute() {
    assert_eq!(rewrite(populate_record), expected([true, true, false]));
    assert_eq!(rewrite(populate_inline), expected([true, true, false]));
    // Through a class: the template argument binds around the closure.
    assert_eq!(rewrite(populate_class), expected([true, true, false]));
}

#[test]
fn any_attr_of_asks_each_member_about_absence() {
    // `Small` needs an attribute; `OnlyAbsent` takes the missing one.
    assert_eq!(rewrite(populate_any_of), expected([true, true, false]));
}

#[test]
fn predicate_taking_attribute_fails_on_a_missing_attribute() {
    assert_eq!(rewrite(populate_plain), expected([false, true, false]));
}
