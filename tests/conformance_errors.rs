//! Errors of the `test-opt` pipeline (`drr_test_dialect::pipeline::run`,
//! what the `test-opt` example prints before exiting with status 1):
//! malformed text is reported at its line and column, an op that fails
//! verification is reported with the op and the failed constraint, and
//! nothing panics. Messages are worded like mlir-opt 22's.

use drr_test_dialect::pipeline::{Options, run};

fn error_of(src: &str) -> String {
    match run(src, "bad.mlir", &Options::default()) {
        Ok(out) => panic!("expected an error, got:\n{}", out.output),
        Err(e) => e.message,
    }
}

#[test]
fn malformed_text_names_line_and_column() {
    // A missing `}` in an attribute dictionary (line 2, column 37).
    let msg =
        error_of("\"builtin.module\"() ({\n  %0 = \"test.op_a\"() {attr = 5 : i32 : () -> i32\n");
    assert!(
        msg.starts_with("bad.mlir:2:37: error: expected '}' in attribute dictionary\n"),
        "{msg}"
    );
    // The source line and a caret under the column, as mlir-opt shows.
    assert!(
        msg.contains("  %0 = \"test.op_a\"() {attr = 5 : i32 : () -> i32\n                                    ^\n"),
        "{msg}"
    );

    // An undefined value.
    let msg = error_of(
        "\"builtin.module\"() ({\n  %0 = \"test.op_a\"(%x) {attr = 5 : i32} : (i32) -> i32\n}) : () -> ()\n",
    );
    assert!(
        msg.starts_with("bad.mlir:2:20: error: use of undeclared SSA value name\n"),
        "{msg}"
    );
}

#[test]
fn verifier_notes_print_the_op_with_its_location() {
    // What mlir-opt-22 --test-greedy-patterns --mlir-print-debuginfo prints
    // (test-opt mimics it): the note's op is printed with its location.
    let msg = error_of(
        "\"builtin.module\"() ({\n\"func.func\"() <{function_type = () -> (), sym_name = \"f\"}> ({\n  \"t.use\"(%1) : (i32) -> ()\n  %1 = \"t.def\"() : () -> i32\n  \"func.return\"() : () -> ()\n}) : () -> ()\n}) : () -> ()\n",
    );
    assert_eq!(
        msg,
        "bad.mlir:3:3: error: operand #0 does not dominate this use\n  \"t.use\"(%1) : (i32) -> ()\n  ^\nbad.mlir:3:3: note: see current operation: \"t.use\"(%0) : (i32) -> () loc(\"bad.mlir\":3:3)\nbad.mlir:4:8: note: operand defined here (op in the same block)\n  %1 = \"t.def\"() : () -> i32\n       ^\n"
    );
}

#[test]
fn property_of_the_wrong_attribute_class_is_a_parse_error() {
    // mlir-opt-22 (its test dialect): `<{…}>` casts each inherent
    // attribute to its storage class (`IntegerAttr` for `I32Attr`) before
    // any verification; the same value in `{…}` reaches the verifier (the
    // next test).
    let msg = error_of(
        "\"builtin.module\"() ({\n\"t.wrap\"() ({^bb0(%a: i32):\n  %0 = \"test.op_a\"(%a) <{attr = \"x\"}> : (i32) -> i32\n}) : () -> ()\n}) : () -> ()\n",
    );
    assert_eq!(
        msg,
        "bad.mlir:3:8: error: invalid properties {attr = \"x\"} for op test.op_a: Invalid attribute `attr` in property conversion: \"x\"\n  %0 = \"test.op_a\"(%a) <{attr = \"x\"}> : (i32) -> i32\n       ^\n"
    );
}

#[test]
fn verification_failure_names_op_and_constraint() {
    // `test.op_a`'s `attr` is an `I32Attr`.
    let msg = error_of(
        "\"builtin.module\"() ({\n\"t.wrap\"() ({^bb0(%a: i32):\n  %0 = \"test.op_a\"(%a) {attr = \"x\"} : (i32) -> i32\n}) : () -> ()\n}) : () -> ()\n",
    );
    assert!(
        msg.starts_with("bad.mlir:3:8: error: 'test.op_a' op attribute 'attr' failed to satisfy constraint: 32-bit signless integer attribute\n"),
        "{msg}"
    );
    // An enum attribute outside its cases: ODS's default summary lists
    // them (uint32 values included).
    let msg = error_of(
        "\"builtin.module\"() ({\n  %0 = \"test.i32_enum_attr\"() {attr = 7 : i32} : () -> i32\n}) : () -> ()\n",
    );
    assert!(
        msg.contains("'test.i32_enum_attr' op attribute 'attr' failed to satisfy constraint: allowed 32-bit signless integer cases: 5, 10, 2147483648, 4294967295"),
        "{msg}"
    );
    // `DefaultValuedAttr<StrAttr, "">` has no default: the attribute is
    // required.
    let msg =
        error_of("\"builtin.module\"() ({\n  \"test.no_str_value\"() : () -> ()\n}) : () -> ()\n");
    assert!(
        msg.starts_with("bad.mlir:2:3: error: 'test.no_str_value' op requires attribute 'value'\n"),
        "{msg}"
    );
}

#[test]
fn garbage_never_panics() {
    // Truncations and mutations of a valid input: every one must give
    // either an output or an error, never a panic.
    let src = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/conformance/multi_result.mlir"
    ))
    .unwrap();
    let bytes = src.as_bytes();
    let mut cases: Vec<String> = Vec::new();
    for cut in (0..bytes.len()).step_by(7) {
        cases.push(String::from_utf8_lossy(&bytes[..cut]).into_owned());
    }
    for (i, pat) in ["(", ")", "{", "}", "<", ">", "%", ":", "\"", "#", "^", "0x"]
        .iter()
        .enumerate()
    {
        let at = (i * 131) % bytes.len();
        let mut s = String::from_utf8_lossy(&bytes[..at]).into_owned();
        s.push_str(pat);
        s.push_str(&String::from_utf8_lossy(&bytes[at..]));
        cases.push(s);
    }
    for c in &cases {
        let _ = run(c, "bad.mlir", &Options::default());
    }
}
