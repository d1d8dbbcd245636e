//! Classes of a pattern file in another crate (`drr-test-dialect-lib`'s
//! `canonicalization` module) instantiated here, in `patterns!` and `pat!`,
//! and that crate's own patterns run here.

mod common;
use common::{module, run, set};

use drr::rewrite::RewritePatternSet;
use drr_test_dialect_lib::canonicalization::{
    HasRankOf, IdentityConstant, IsOneAttr, IsZeroAttr, WidthIn, ZeroIdentities, ZeroIsIdentity,
};
// Records the classes' bodies name resolve here: imported like the ops.
use drr_test_dialect_lib::{AddOp, ConcatOp, ConstantOp, LibDialect, MulOp, SubOp};

fn reg(ctx: &mut drr::Context) {
    LibDialect::register(ctx);
}

drr::patterns! {
    // Instances of the other crate's classes, one per op.
    foreach Op = [AddOp, SubOp] in
    def Mine_ZeroIsIdentity_ # Op : ZeroIsIdentity<Op>;
    def Mine_MulOne : IdentityConstant<MulOp, IsOneAttr>;

    // The other crate's parameterized constraint, hoisted here.
    def Rank1Concat : Pat<(ConcatOp:$c $inputs, $axis),
                          (ConcatOp $inputs, ConstantAttr<I64Attr, "7">),
                          [(HasRankOf<1> $c)]>;

    // A multiclass of the other crate (carrying the classes it uses).
    defm Mc : ZeroIdentities<[AddOp, SubOp]>;

    // A list template argument.
    def NarrowAdd : Pat<(AddOp $x, $x), (MulOp $x, $x), [(WidthIn<[8, 16]> $x)]>;
}

const ADD_SUB_MUL: &str = "    %c0 = \"lib.constant\"() <{value = 0 : i32}> : () -> i32\n    %c1 = \"lib.constant\"() <{value = 1 : i32}> : () -> i32\n    %0 = \"lib.add\"(%arg0, %c0) : (i32, i32) -> i32\n    %1 = \"lib.sub\"(%0, %c0) : (i32, i32) -> i32\n    %2 = \"lib.mul\"(%1, %c1) : (i32, i32) -> i32\n    %3 = \"lib.mul\"(%2, %c0) : (i32, i32) -> i32\n    \"lib.use\"(%3) : (i32) -> ()\n";

#[test]
fn classes_of_another_crate_instantiated_here() {
    let mut s = RewritePatternSet::new();
    s.add(Mine_ZeroIsIdentity_AddOp);
    s.add(Mine_ZeroIsIdentity_SubOp);
    s.add(Mine_MulOne);
    let out = run(reg, &module("%arg0: i32", ADD_SUB_MUL), s, false);
    // x + 0, x - 0, x * 1 fold; x * 0 does not.
    assert_eq!(
        out,
        module(
            "%arg0: i32",
            "    %0 = \"lib.constant\"() <{value = 0 : i32}> : () -> i32\n    %1 = \"lib.mul\"(%arg0, %0) : (i32, i32) -> i32\n    \"lib.use\"(%1) : (i32) -> ()\n"
        )
    );
}

#[test]
fn a_multiclass_of_another_crate_makes_the_same_patterns() {
    // The records `defm Mc` makes rewrite as the classes instantiated by
    // hand above (x + 0, x - 0 fold; x * 1, x * 0 stay).
    let src = module("%arg0: i32", ADD_SUB_MUL);
    let mut by_defm = RewritePatternSet::new();
    by_defm.add(McZero_AddOp);
    by_defm.add(McZero_SubOp);
    let mut by_class = RewritePatternSet::new();
    by_class.add(Mine_ZeroIsIdentity_AddOp);
    by_class.add(Mine_ZeroIsIdentity_SubOp);
    let expected = module(
        "%arg0: i32",
        "    %0 = \"lib.constant\"() <{value = 0 : i32}> : () -> i32\n    %1 = \"lib.constant\"() <{value = 1 : i32}> : () -> i32\n    %2 = \"lib.mul\"(%arg0, %1) : (i32, i32) -> i32\n    %3 = \"lib.mul\"(%2, %0) : (i32, i32) -> i32\n    \"lib.use\"(%3) : (i32) -> ()\n",
    );
    assert_eq!(run(reg, &src, by_defm, false), expected);
    assert_eq!(run(reg, &src, by_class, false), expected);
}

#[test]
fn the_other_crates_own_patterns() {
    let mut s = RewritePatternSet::new();
    drr_test_dialect_lib::canonicalization::populate_with_generated(&mut s);
    let src = module(
        "%arg0: i32",
        "    %c0 = \"lib.constant\"() <{value = 0 : i32}> : () -> i32\n    %c5 = \"lib.constant\"() <{value = 5 : i32}> : () -> i32\n    %0 = \"lib.add\"(%c0, %arg0) : (i32, i32) -> i32\n    %1 = \"lib.mul\"(%c5, %0) : (i32, i32) -> i32\n    \"lib.use\"(%1) : (i32) -> ()\n",
    );
    let out = run(reg, &src, s, false);
    // add(0, x) -> add(x, 0) -> x; mul(5, x) -> mul(x, 5).
    assert_eq!(
        out,
        module(
            "%arg0: i32",
            "    %0 = \"lib.constant\"() <{value = 5 : i32}> : () -> i32\n    %1 = \"lib.mul\"(%arg0, %0) : (i32, i32) -> i32\n    \"lib.use\"(%1) : (i32) -> ()\n"
        )
    );
}

#[test]
fn parameterized_constraint_of_another_crate() {
    let src = module(
        "%arg0: tensor<2xf32>, %arg1: tensor<2x2xf32>",
        "    %0 = \"lib.concat\"(%arg0, %arg0) <{axis = 0 : i64}> : (tensor<2xf32>, tensor<2xf32>) -> tensor<4xf32>\n    %1 = \"lib.concat\"(%arg1, %arg1) <{axis = 0 : i64}> : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<4x2xf32>\n    \"lib.use\"(%0, %1) : (tensor<4xf32>, tensor<4x2xf32>) -> ()\n",
    );
    let out = run(reg, &src, set(Rank1Concat), false);
    assert!(
        out.contains("\"lib.concat\"(%arg0, %arg0) <{axis = 7 : i64}>")
            && out.contains("\"lib.concat\"(%arg1, %arg1) <{axis = 0 : i64}>"),
        "{out}"
    );
}

#[test]
fn list_template_argument() {
    let src = module(
        "%arg0: i8, %arg1: i32",
        "    %0 = \"lib.add\"(%arg0, %arg0) : (i8, i8) -> i8\n    %1 = \"lib.add\"(%arg1, %arg1) : (i32, i32) -> i32\n    \"lib.use\"(%0, %1) : (i8, i32) -> ()\n",
    );
    let out = run(reg, &src, set(NarrowAdd), false);
    assert_eq!(
        out,
        module(
            "%arg0: i8, %arg1: i32",
            "    %0 = \"lib.mul\"(%arg0, %arg0) : (i8, i8) -> i8\n    %1 = \"lib.add\"(%arg1, %arg1) : (i32, i32) -> i32\n    \"lib.use\"(%0, %1) : (i8, i32) -> ()\n"
        )
    );
}

#[test]
fn pat_with_a_class_of_another_crate() {
    let p = drr::pat!((AddOp $x, $y), (SubOp $x, $y), [(WidthIn<[64]> $x)]);
    let src = module(
        "%arg0: i64, %arg1: i32",
        "    %0 = \"lib.add\"(%arg0, %arg0) : (i64, i64) -> i64\n    %1 = \"lib.add\"(%arg1, %arg1) : (i32, i32) -> i32\n    \"lib.use\"(%0, %1) : (i64, i32) -> ()\n",
    );
    let out = run(reg, &src, set(p), false);
    assert_eq!(
        out,
        module(
            "%arg0: i64, %arg1: i32",
            "    %0 = \"lib.sub\"(%arg0, %arg0) : (i64, i64) -> i64\n    %1 = \"lib.add\"(%arg1, %arg1) : (i32, i32) -> i32\n    \"lib.use\"(%0, %1) : (i64, i32) -> ()\n"
        )
    );
}
