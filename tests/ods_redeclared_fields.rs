//! Typed declarations of fields an ODS class declares, in the body of a
//! record of that class: `string summary = "…";` (MLIR's
//! `BufferizationOps.td` writes it on `dealloc_tensor`) and `dag arguments
//! = (ins …);` on an `Op`. TableGen treats a typed declaration of a field
//! the record already has as an assignment (`TGParser::AddValue`, checked
//! with `mlir-tblgen-22 --print-records` on plain classes,
//! `drr-syntax/tests/tablegen/redeclared_fields.td`), so they are the
//! record's summary and the op's operands. drr made each a field nothing
//! read: the class argument's summary stayed, and the op had no operands
//! or results.

mod common;

drr::ods! {
    def Rs_Dialect : Dialect { let name = "rs"; }
    def Rs_Int : Type<CPred<|ctx: &drr::Context, t: drr::Type| matches!(ctx.type_data(t), drr::TypeData::Integer { .. })>, "first"> {
        string summary = "integer, as the body says";
    }
    def Rs_F32Tensor : TensorOf<[F32]> {
        string summary = "f32 tensor, as the body says";
    }
    def Rs_DagOp : Op<Rs_Dialect, "dag"> {
        dag arguments = (ins I32:$x);
        dag results = (outs I64:$r);
    }
    def Rs_UseOp : Op<Rs_Dialect, "use"> {
        string summary = "an op whose summary is declared";
        string description = "and its description";
        let arguments = (ins Rs_Int:$x, Rs_F32Tensor:$y);
    }
}

fn run(line: &str) -> String {
    common::verify_and_print(RsDialect::register, line)
}

fn first_line(s: &str) -> &str {
    s.lines().next().unwrap_or("")
}

#[test]
fn declared_summary_is_the_constraints_summary() {
    let good = r#"%a = "rs.use"(%i, %t) : (i32, tensor<2xf32>) -> ()"#;
    let args = r#"%i = "test.i"() : () -> i32;;%t = "test.t"() : () -> tensor<2xf32>;;%f = "test.f"() : () -> f32"#;
    let module = |op: &str| format!("{args};;{op}");
    let ok = run(&module(good.trim_start_matches("%a = ")));
    assert!(!ok.contains("error"), "{ok}");
    let bad_int = run(&module(r#""rs.use"(%f, %t) : (f32, tensor<2xf32>) -> ()"#));
    assert_eq!(
        first_line(&bad_int),
        "in.mlir:5:3: error: 'rs.use' op operand #0 must be integer, as the body says, but got 'f32'"
    );
    let bad_tensor = run(&module(r#""rs.use"(%i, %i) : (i32, i32) -> ()"#));
    assert_eq!(
        first_line(&bad_tensor),
        "in.mlir:5:3: error: 'rs.use' op operand #1 must be f32 tensor, as the body says, but got 'i32'"
    );
}

#[test]
fn declared_arguments_and_results_are_the_ops() {
    let args = r#"%i = "test.i"() : () -> i32;;%f = "test.f"() : () -> f32"#;
    let ok = run(&format!(r#"{args};;%r = "rs.dag"(%i) : (i32) -> i64"#));
    assert!(!ok.contains("error"), "{ok}");
    let bad = run(&format!(r#"{args};;%r = "rs.dag"(%f) : (f32) -> i64"#));
    assert_eq!(
        first_line(&bad),
        "in.mlir:4:8: error: 'rs.dag' op operand #0 must be 32-bit signless integer, but got 'f32'"
    );
    let no_result = run(&format!(r#"{args};;"rs.dag"(%i) : (i32) -> ()"#));
    assert_eq!(
        first_line(&no_result),
        "in.mlir:4:3: error: 'rs.dag' op requires one result"
    );
}
