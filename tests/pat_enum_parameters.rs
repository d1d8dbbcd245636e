//! A NativeCodeCall or constraint parameter typed as an ODS enum takes an
//! enum attribute captured by the pattern (its storage, an integer
//! attribute) as the case it holds, as C++'s `$0.getValue()` reads it:
//! HEIR's `CPred<"$0.getValue() == arith::CmpFPredicate::UGT || …">` is
//! `|ctx, p: CmpFPredicate| p == CmpFPredicate::UGT || …`. Integer enums,
//! bit enums and optional enum attributes (`Option<E>`). The dialect and
//! patterns are hand-written in the shape of arith's `cmpi` and its
//! `InvertPredicate` canonicalization; the expected outputs follow from
//! DRR's semantics.

mod common;
use common::{module, run};

use drr::rewrite::RewritePatternSet;
use drr::{Attribute, Context};

drr::ods! {
    def En_Dialect : Dialect { let name = "en"; }
    def En_Eq : I64EnumAttrCase<"eq", 0>;
    def En_Ne : I64EnumAttrCase<"ne", 1>;
    def En_Lt : I64EnumAttrCase<"lt", 2>;
    def En_Ge : I64EnumAttrCase<"ge", 3>;
    def En_PredAttr : I64EnumAttr<"Pred", "comparison predicate", [En_Eq, En_Ne, En_Lt, En_Ge]>;
    def En_FNone : I32BitEnumAttrCaseNone<"none">;
    def En_FFast : I32BitEnumAttrCaseBit<"fast", 0>;
    def En_FExact : I32BitEnumAttrCaseBit<"exact", 1>;
    def En_FlagsAttr : I32BitEnumAttr<"Flags", "flags", [En_FNone, En_FFast, En_FExact]>;

    def En_CmpOp : Op<En_Dialect, "cmp"> {
        let arguments = (ins En_PredAttr:$predicate, AnyType:$lhs, AnyType:$rhs);
        let results = (outs I1:$out);
    }
    def En_NotOp : Op<En_Dialect, "not"> {
        let arguments = (ins I1:$in);
        let results = (outs I1:$out);
    }
    def En_AddOp : Op<En_Dialect, "add"> {
        let arguments = (ins AnyType:$lhs, AnyType:$rhs, En_FlagsAttr:$flags,
                             OptionalAttr<En_PredAttr>:$hint);
        let results = (outs AnyType:$out);
    }
    def En_FastAddOp : Op<En_Dialect, "fast_add"> {
        let arguments = (ins AnyType:$lhs, AnyType:$rhs);
        let results = (outs AnyType:$out);
    }
}

fn invert(p: Pred) -> Pred {
    match p {
        Pred::Eq => Pred::Ne,
        Pred::Ne => Pred::Eq,
        Pred::Lt => Pred::Ge,
        Pred::Ge => Pred::Lt,
    }
}

drr::patterns! {
    fn populate_invert;
    // not(cmp(p, a, b)) -> cmp(!p, a, b), for eq/ne only.
    def IsEqOrNe : Constraint<CPred<|_ctx: &Context, p: Pred| p == Pred::Eq || p == Pred::Ne>>;
    def Invert : NativeCodeCall<|ctx: &mut Context, p: Pred| -> Attribute { invert(p).to_attr(ctx) }>;
    def InvertEqNe : Pat<(En_NotOp (En_CmpOp $p, $a, $b)),
                         (En_CmpOp (Invert $p), $a, $b),
                         [(IsEqOrNe $p)]>;
}

drr::patterns! {
    fn populate_flags;
    // add with the `fast` flag and no hint, or a `lt` hint -> fast_add.
    def FastAndHint : Constraint<CPred<|_ctx: &Context, f: Flags, h: Option<Pred>|
        f.contains(Flags::FAST) && h.is_none_or(|h| h == Pred::Lt)>>;
    def ToFast : Pat<(En_AddOp:$r $a, $b, $f, $h), (En_FastAddOp $a, $b), [(FastAndHint $f, $h)]>;
}

fn reg(ctx: &mut Context) {
    EnDialect::register(ctx);
}

fn rewrite(populate: fn(&mut RewritePatternSet), args: &str, body: &str) -> String {
    let mut set = RewritePatternSet::new();
    populate(&mut set);
    run(reg, &module(args, body), set, false)
}

#[test]
fn integer_enum_parameters() {
    let args = "%arg0: i32, %arg1: i32";
    let out = rewrite(
        populate_invert,
        args,
        "    %0 = \"en.cmp\"(%arg0, %arg1) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %1 = \"en.not\"(%0) : (i1) -> i1
    %2 = \"en.cmp\"(%arg0, %arg1) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %3 = \"en.not\"(%2) : (i1) -> i1
",
    );
    assert_eq!(
        out,
        module(
            args,
            // The ops have unknown effects: the matched `en.cmp` stays.
            "    %0 = \"en.cmp\"(%arg0, %arg1) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %1 = \"en.cmp\"(%arg0, %arg1) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %2 = \"en.cmp\"(%arg0, %arg1) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %3 = \"en.not\"(%2) : (i1) -> i1
"
        )
    );
}

#[test]
fn bit_enum_and_optional_enum_parameters() {
    let args = "%arg0: i32, %arg1: i32";
    let out = rewrite(
        populate_flags,
        args,
        "    %0 = \"en.add\"(%arg0, %arg1) <{flags = 3 : i32}> : (i32, i32) -> i32
    %1 = \"en.add\"(%arg0, %arg1) <{flags = 2 : i32}> : (i32, i32) -> i32
    %2 = \"en.add\"(%arg0, %arg1) <{flags = 1 : i32, hint = 2 : i64}> : (i32, i32) -> i32
    %3 = \"en.add\"(%arg0, %arg1) <{flags = 1 : i32, hint = 3 : i64}> : (i32, i32) -> i32
",
    );
    assert_eq!(
        out,
        module(
            args,
            "    %0 = \"en.fast_add\"(%arg0, %arg1) : (i32, i32) -> i32
    %1 = \"en.add\"(%arg0, %arg1) <{flags = 2 : i32}> : (i32, i32) -> i32
    %2 = \"en.fast_add\"(%arg0, %arg1) : (i32, i32) -> i32
    %3 = \"en.add\"(%arg0, %arg1) <{flags = 1 : i32, hint = 3 : i64}> : (i32, i32) -> i32
"
        )
    );
}
