//! Predicates in the predicate list of a library type class used by a
//! pattern: `ConfinedType<AnyInteger, [BitwidthGreaterThan<32>]>` in the
//! additional constraints (Google XLS's `arith_to_xls_patterns.td`), with a
//! predicate class instance, a named predicate and an inline `CPred`. Each
//! becomes a hidden type constraint, as in `ods!` (was: "a predicate
//! (`CPred`, `And`, …) cannot be used here" at each unnamed one). The
//! dialect and patterns are hand-written; the expected outputs follow from
//! DRR's semantics.

mod common;
use common::{module, run};

use drr::rewrite::RewritePatternSet;
use drr::{Context, Type, TypeData};

drr::ods! {
    def Cv_Dialect : Dialect { let name = "cv"; }
    def Cv_SrcOp : Op<Cv_Dialect, "src"> {
        let arguments = (ins AnyInteger:$in);
        let results = (outs AnyInteger:$out);
    }
    def Cv_WideOp : Op<Cv_Dialect, "wide"> {
        let arguments = (ins AnyInteger:$in);
        let results = (outs AnyInteger:$out);
    }
    def Cv_NarrowOp : Op<Cv_Dialect, "narrow"> {
        let arguments = (ins AnyInteger:$in);
        let results = (outs AnyInteger:$out);
    }
    def Cv_EvenOp : Op<Cv_Dialect, "even"> {
        let arguments = (ins AnyInteger:$in);
        let results = (outs AnyInteger:$out);
    }
}

fn width(ctx: &Context, t: Type) -> Option<u32> {
    match ctx.type_data(t) {
        TypeData::Integer { width, .. } => Some(*width),
        _ => None,
    }
}

drr::patterns! {
    fn populate;
    class BitwidthGreaterThan<int x> : CPred<|ctx: &Context, t: Type| width(ctx, t).is_some_and(|w| i64::from(w) > x)>;
    def BelowEight : CPred<|ctx: &Context, t: Type| width(ctx, t).is_some_and(|w| w < 8)>;
    def Wide : Pat<(Cv_SrcOp:$op $a), (Cv_WideOp $a),
                   [(ConfinedType<AnyInteger, [BitwidthGreaterThan<32>]> $op)]>;
    def Narrow : Pat<(Cv_SrcOp:$op $a), (Cv_NarrowOp $a),
                     [(ConfinedType<AnyInteger, [BelowEight]> $op)]>;
    // Two predicates, one of them inline: a width above 8 and even.
    def Even : Pat<(Cv_SrcOp:$op $a), (Cv_EvenOp $a),
                   [(ConfinedType<AnyInteger, [BitwidthGreaterThan<8>,
                       CPred<|ctx: &Context, t: Type| width(ctx, t).is_some_and(|w| w % 2 == 0)>]> $op)]>;
}

fn reg(ctx: &mut Context) {
    CvDialect::register(ctx);
}

#[test]
fn predicates_of_confined_types_in_patterns() {
    let mut set = RewritePatternSet::new();
    populate(&mut set);
    let args = "%arg0: i64, %arg1: i4, %arg2: i16, %arg3: i9, %arg4: i33";
    let out = run(
        reg,
        &module(
            args,
            "    %0 = \"cv.src\"(%arg0) : (i64) -> i64
    %1 = \"cv.src\"(%arg1) : (i4) -> i4
    %2 = \"cv.src\"(%arg2) : (i16) -> i16
    %3 = \"cv.src\"(%arg3) : (i9) -> i9
    %4 = \"cv.src\"(%arg4) : (i33) -> i33
",
        ),
        set,
        false,
    );
    // i64 is also even and above 8: `Wide` and `Even` both match with
    // equal benefit, and mlir-tblgen adds a block's patterns in the order
    // of their names, so `Even` is tried first. i9 is odd and at most 32
    // bits: no pattern; i33 is odd: `Wide`.
    assert_eq!(
        out,
        module(
            args,
            "    %0 = \"cv.even\"(%arg0) : (i64) -> i64
    %1 = \"cv.narrow\"(%arg1) : (i4) -> i4
    %2 = \"cv.even\"(%arg2) : (i16) -> i16
    %3 = \"cv.src\"(%arg3) : (i9) -> i9
    %4 = \"cv.wide\"(%arg4) : (i33) -> i33
"
        )
    );
}
