//! `BranchOpInterface` on an `ods!` op: successor `i` of `N` receives the
//! `i`-th of the last `N` operand groups (as `cf.cond_br`'s C++ says), so
//! the canonicalizer's region DCE drops the operands that feed dead block
//! arguments and updates `operandSegmentSizes`. An op whose shape does not
//! fit (here a variadic successor list) keeps its successors' arguments, as
//! MLIR keeps those of terminators without the interface.

use drr::Context;
use drr::rewrite::{CanonicalizerOptions, canonicalize};
use drr::text::{PrintOptions, parse_module, print_op};

drr::ods! {
    dialect br;

    def CondBrOp : Op<"cond_br", [AttrSizedOperandSegments, Terminator,
        DeclareOpInterfaceMethods<BranchOpInterface>]> {
        let arguments = (ins I1:$cond, Variadic<AnyType>:$trueOperands,
                             Variadic<AnyType>:$falseOperands);
        let successors = (successor AnySuccessor:$trueDest, AnySuccessor:$falseDest);
    }

    def MultiBrOp : Op<"multi_br", [Terminator, BranchOpInterface]> {
        let arguments = (ins Variadic<AnyType>:$operands);
        let successors = (successor VariadicSuccessor<AnySuccessor>:$dests);
    }
}

fn canonicalized(src: &str) -> String {
    let mut ctx = Context::new();
    BrDialect::register(&mut ctx);
    let module = parse_module(&mut ctx, src, "f.mlir").expect("input parses");
    drr::verifier::verify(&ctx, module).expect("input verifies");
    canonicalize(&mut ctx, module, &CanonicalizerOptions::default()).expect("canonicalizes");
    drr::verifier::verify(&ctx, module).expect("output verifies");
    print_op(&ctx, module, PrintOptions::default())
}

#[test]
fn dead_arguments_of_a_derived_branch_go_with_their_operands() {
    let src = r#""func.func"() <{function_type = (i1, i32, i64) -> (), sym_name = "f"}> ({
^bb0(%c: i1, %a: i32, %b: i64):
  "br.cond_br"(%c, %a, %b, %b)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 2, 1>}> : (i1, i32, i64, i64) -> ()
^bb1(%x: i32, %y: i64):
  "test.use"(%y) : (i64) -> ()
  "func.return"() : () -> ()
^bb2(%z: i64):
  "func.return"() : () -> ()
}) : () -> ()
"#;
    assert_eq!(
        canonicalized(src),
        r#""builtin.module"() ({
  "func.func"() <{function_type = (i1, i32, i64) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: i1, %arg1: i32, %arg2: i64):
    "br.cond_br"(%arg0, %arg2)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i64) -> ()
  ^bb1(%0: i64):  // pred: ^bb0
    "test.use"(%0) : (i64) -> ()
    "func.return"() : () -> ()
  ^bb2:  // pred: ^bb0
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
"#
    );
}

#[test]
fn a_branch_whose_shape_does_not_fit_keeps_its_arguments() {
    let src = r#""func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
^bb0(%a: i32):
  "br.multi_br"(%a)[^bb1] : (i32) -> ()
^bb1(%x: i32):
  "func.return"() : () -> ()
}) : () -> ()
"#;
    let out = canonicalized(src);
    assert!(
        out.contains(r#""br.multi_br"(%arg0)[^bb1] : (i32) -> ()"#)
            && out.contains("^bb1(%0: i32)"),
        "{out}"
    );
}
