//! Patterns that erase their root: an empty result list on a root
//! without results (`Pattern<(AssertOp …), []>`, as TensorFlow's
//! `LowerAssert` writes it) and auxiliary result ops built before the
//! root is erased. mlir-tblgen emits `rewriter.eraseOp(op0)` for both
//! (checked with mlir-tblgen-22); on a root with results an empty list is
//! its "not enough values generated to replace the matched op" (the
//! `empty_result_list` ui case).

mod common;
use common::{module, run};

use drr::Context;
use drr::rewrite::RewritePatternSet;

drr::ods! {
    dialect er;

    def CheckOp : Op<"check"> {
        let arguments = (ins AnyType:$cond, Variadic<AnyType>:$data);
    }
    def NoteOp : Op<"note"> {
        let arguments = (ins AnyType:$cond);
    }
    def ProduceOp : Op<"produce"> {
        let arguments = (ins AnyType:$in);
        let results = (outs AnyType:$out);
    }
}

drr::patterns! {
    fn populate_erasure;
    // The empty list erases the op.
    def LowerCheck : Pattern<(CheckOp $cond, $data), []>;
    // An auxiliary op first, then the root goes.
    def NoteThenErase : Pattern<(CheckOp (ProduceOp $c), $data), [(NoteOp $c)], [], [], (addBenefit 1)>;
}

fn reg(ctx: &mut Context) {
    ErDialect::register(ctx);
}

fn set(f: fn(&mut RewritePatternSet)) -> RewritePatternSet {
    let mut s = RewritePatternSet::new();
    f(&mut s);
    s
}

#[test]
fn empty_result_list_erases_a_root_without_results() {
    let input = module(
        "%arg0: i1, %arg1: i32",
        r#"    "er.check"(%arg0, %arg1, %arg1) : (i1, i32, i32) -> ()
    "er.check"(%arg0) : (i1) -> ()
"#,
    );
    let mut s = RewritePatternSet::new();
    s.add(LowerCheck);
    assert_eq!(
        run(reg, &input, s, false),
        module("%arg0: i1, %arg1: i32", "")
    );
}

#[test]
fn auxiliary_ops_are_built_before_the_root_is_erased() {
    let input = module(
        "%arg0: i1, %arg1: i32",
        r#"    %0 = "er.produce"(%arg0) : (i1) -> i1
    "er.check"(%0, %arg1) : (i1, i32) -> ()
"#,
    );
    // `NoteThenErase` (benefit 3) is tried before `LowerCheck` (1); the
    // produce op, then unused, is trivially dead only if it has no side
    // effects, which an op without traits may have: it stays.
    assert_eq!(
        run(reg, &input, set(populate_erasure), false),
        module(
            "%arg0: i1, %arg1: i32",
            r#"    %0 = "er.produce"(%arg0) : (i1) -> i1
    "er.note"(%arg0) : (i1) -> ()
"#
        )
    );
}
