//! TableGen's preprocessor in a pasted `.td` file: `#ifdef`/`#ifndef`
//! test the macros `#define`d before them and `#else` takes the other
//! branch, so a pattern in a branch not taken does not exist (as
//! `mlir-tblgen-22 -gen-rewriters` reads the same text: only the patterns
//! of the taken branches are generated). The include guard keeps its text.

mod common;
use common::{module, run};

use drr::Context;
use drr::rewrite::RewritePatternSet;

drr::ods! {
    dialect pp;

    def NegOp : Op<"neg", [Pure]> {
        let arguments = (ins AnyType:$in);
        let results = (outs AnyType:$out);
    }
    def AbsOp : Op<"abs", [Pure]> {
        let arguments = (ins AnyType:$in);
        let results = (outs AnyType:$out);
    }
    def CopyOp : Op<"copy", [Pure]> {
        let arguments = (ins AnyType:$in);
        let results = (outs AnyType:$out);
    }
}

drr::patterns! {
    fn populate;
    #ifndef PP_PATTERNS_TD
    #define PP_PATTERNS_TD
    include "mlir/IR/PatternBase.td"

    #define FOLD_NEG
    #ifdef FOLD_NEG
    // neg(neg(x)) -> x
    def FoldNegNeg : Pat<(NegOp (NegOp $x)), (replaceWithValue $x)>;
    #else
    // Not taken: would turn neg(neg(x)) into copy(x).
    def NegNegToCopy : Pat<(NegOp (NegOp $x)), (CopyOp $x)>;
    #endif

    #ifndef FOLD_NEG
    // Not taken: would rewrite every abs.
    def AbsToCopy : Pat<(AbsOp $x), (CopyOp $x)>;
    #else
    // abs(abs(x)) -> abs(x)
    def FoldAbsAbs : Pat<(AbsOp (AbsOp:$inner $x)), (replaceWithValue $inner)>;
    #endif
    #endif // PP_PATTERNS_TD
}

mod after_keywords {
    use super::*;

    // A directive right after the `in` of `foreach … in` and the `then` of
    // `if … then` (TableGen's lexer takes one at the start of any line, and
    // these statements continue on the next line). `mlir-tblgen-22
    // --print-records` defines `NegNegToCopy_Fold` and `AbsOfCopy` from
    // the same text, not `Skipped_*`.
    drr::patterns! {
        fn populate;
        #define FOLD
        foreach name = ["Fold"] in
        #ifndef FOLD
        def Skipped_ # name : Pat<(NegOp (NegOp $x)), (replaceWithValue $x)>;
        #else
        def NegNegToCopy_ # name : Pat<(NegOp (NegOp $x)), (CopyOp $x)>;
        #endif
        if 1 then
        #ifdef FOLD
        def AbsOfCopy : Pat<(AbsOp (CopyOp $x)), (CopyOp $x)>;
        #endif
    }
}

#[test]
fn directives_after_in_and_then_select_patterns() {
    let input = module(
        "%arg0: i32",
        r#"    %0 = "pp.neg"(%arg0) : (i32) -> i32
    %1 = "pp.neg"(%0) : (i32) -> i32
    %2 = "pp.abs"(%1) : (i32) -> i32
    "test.use"(%2) : (i32) -> ()
"#,
    );
    let mut s = RewritePatternSet::new();
    after_keywords::populate(&mut s);
    assert_eq!(s.len(), 2);
    // neg(neg(x)) -> copy(x), then abs(copy(x)) -> copy(x).
    assert_eq!(
        run(reg, &input, s, false),
        module(
            "%arg0: i32",
            r#"    %0 = "pp.copy"(%arg0) : (i32) -> i32
    "test.use"(%0) : (i32) -> ()
"#
        )
    );
}

fn reg(ctx: &mut Context) {
    PpDialect::register(ctx);
}

#[test]
fn only_the_taken_branches_define_patterns() {
    let input = module(
        "%arg0: i32",
        r#"    %0 = "pp.neg"(%arg0) : (i32) -> i32
    %1 = "pp.neg"(%0) : (i32) -> i32
    %2 = "pp.abs"(%1) : (i32) -> i32
    %3 = "pp.abs"(%2) : (i32) -> i32
    %4 = "pp.abs"(%arg0) : (i32) -> i32
    "test.use"(%3, %4) : (i32, i32) -> ()
"#,
    );
    let mut s = RewritePatternSet::new();
    populate(&mut s);
    // FoldNegNeg and FoldAbsAbs apply; neither `copy` pattern exists, so
    // the single abs stays.
    assert_eq!(
        run(reg, &input, s, false),
        module(
            "%arg0: i32",
            r#"    %0 = "pp.abs"(%arg0) : (i32) -> i32
    %1 = "pp.abs"(%arg0) : (i32) -> i32
    "test.use"(%0, %1) : (i32, i32) -> ()
"#
        )
    );
}

#[test]
fn the_generated_patterns_are_those_of_the_taken_branches() {
    // The names the front end generated: referring to `NegNegToCopy` or
    // `AbsToCopy` would not compile.
    let mut s = RewritePatternSet::new();
    s.add(FoldNegNeg);
    s.add(FoldAbsAbs);
    let mut all = RewritePatternSet::new();
    populate(&mut all);
    assert_eq!(all.len(), s.len());
}
