//! An op with successors that is not a terminator is accepted by `ods!`,
//! as mlir-tblgen accepts it (MLIR's test dialect defines such an op); any
//! use of it is an error when the text is read, mlir-opt-22's
//! `successors in non-terminator` at the successor list (recorded from
//! `mlir-opt-22 --mlir-print-op-generic`).

use drr::Context;
use drr::text::parse_module;

drr::ods! {
    def Test_Dialect : Dialect {
        let name = "test";
    }
    def WithSuccessorOp : Op<Test_Dialect, "dummy_op_with_successor_ref"> {
        let successors = (successor AnySuccessor:$successor);
    }
}

#[test]
fn a_use_is_a_parse_error_at_the_successors() {
    let mut ctx = Context::new();
    TestDialect::register(&mut ctx);
    let src = r#""func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "test.dummy_op_with_successor_ref"()[^bb1] : () -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()
"#;
    let e = parse_module(&mut ctx, src, "succ.mlir").expect_err("not a terminator");
    assert_eq!(
        e.render("succ.mlir"),
        "succ.mlir:2:39: error: successors in non-terminator"
    );
}
