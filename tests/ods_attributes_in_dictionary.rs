//! `let usePropertiesForAttributes = 0;` on a `Dialect` (onnx-mlir's
//! ZHigh, older CIRCT OM and Calyx): the dialect's ops keep their inherent
//! attributes in the attribute dictionary. The generic form prints them in
//! `{…}` (sorted with the discardable ones), `<{…}>` given to such an op is
//! an error, their constraints are the verifier's (with its note, not
//! checked while parsing), segment sizes are required and not renamed from
//! their pre-MLIR-18 names; an op with an ODS `Property` argument keeps
//! properties for all its attributes. Expected outputs recorded from
//! mlir-opt-22 with these ops compiled by mlir-tblgen-22 into a dialect
//! plugin (`--load-dialect-plugin`).

mod common;

use drr::Context;
use drr::ods::storage::{IntegerAttr, StringAttr};
use drr::text::{PrintOptions, parse_module, print_op};

drr::ods! {
    def NP_Dialect : Dialect {
        let name = "np";
        let cppNamespace = "::np";
        let usePropertiesForAttributes = 0;
    }
    class NP_Op<string m, list<Trait> t = []> : Op<NP_Dialect, m, t>;
    def NP_AOp : NP_Op<"a"> {
        let arguments = (ins I32Attr:$x, OptionalAttr<StrAttr>:$tag, DefaultValuedAttr<I64Attr, "7">:$d);
        let results = (outs I32:$r);
    }
    def NP_BOp : NP_Op<"b"> {
        let arguments = (ins I32Attr:$x, I64Prop:$p);
    }
    def NP_COp : NP_Op<"c", [AttrSizedOperandSegments]> {
        let arguments = (ins Variadic<I32>:$a, Variadic<I32>:$b);
    }
    def NP_DOp : NP_Op<"d"> {
        let arguments = (ins UnitAttr:$u, ConfinedAttr<I64Attr, [IntMinValue<0>]>:$n, StrAttr:$s);
    }
    def NP_EOp : NP_Op<"e", [AttrSizedResultSegments]> {
        let results = (outs Variadic<I32>:$a, Optional<I32>:$b, I32:$c);
    }
}

/// What mlir-opt-22 prints for the module holding `line`: the module, or
/// its diagnostics.
fn run(line: &str) -> String {
    common::verify_and_print(NpDialect::register, line)
}

/// (input line, mlir-opt-22's output or diagnostics).
const CASES: &[(&str, &str)] = &[
    (
        r#"%0 = "np.a"() {x = 1 : i32} : () -> i32"#,
        r#""builtin.module"() ({
  %0 = "np.a"() {d = 7 : i64, x = 1 : i32} : () -> i32
}) : () -> ()
"#,
    ),
    (
        r#"%0 = "np.a"() {z = 5, x = 1 : i32, tag = "t", d = 3} : () -> i32"#,
        r#""builtin.module"() ({
  %0 = "np.a"() {d = 3 : i64, tag = "t", x = 1 : i32, z = 5 : i64} : () -> i32
}) : () -> ()
"#,
    ),
    (
        r#""np.b"() <{x = 2 : i32, p = 5 : i64}> : () -> ()"#,
        r#""builtin.module"() ({
  "np.b"() <{p = 5 : i64, x = 2 : i32}> : () -> ()
}) : () -> ()
"#,
    ),
    (
        r#""np.b"() {x = 2 : i32} : () -> ()"#,
        r#""builtin.module"() ({
  "np.b"() <{p = 0 : i64, x = 2 : i32}> : () -> ()
}) : () -> ()
"#,
    ),
    (
        r#""np.d"() {u, n = 3, s = "q", a = 1 : i8} : () -> ()"#,
        r#""builtin.module"() ({
  "np.d"() {a = 1 : i8, n = 3 : i64, s = "q", u} : () -> ()
}) : () -> ()
"#,
    ),
    (
        r#"%0 = "np.a"() <{x = 1 : i32}> : () -> i32"#,
        r#"in.mlir:2:8: error: invalid properties {x = 1 : i32} for op np.a: this operation does not support properties
  %0 = "np.a"() <{x = 1 : i32}> : () -> i32
       ^
"#,
    ),
    (
        r#""np.d"() <{}> {n = 3, s = "q"} : () -> ()"#,
        r#"in.mlir:2:3: error: invalid properties {} for op np.d: this operation does not support properties
  "np.d"() <{}> {n = 3, s = "q"} : () -> ()
  ^
"#,
    ),
    (
        r#"%0 = "np.a"() {x = 1 : i64} : () -> i32"#,
        r#"in.mlir:2:8: error: 'np.a' op attribute 'x' failed to satisfy constraint: 32-bit signless integer attribute
  %0 = "np.a"() {x = 1 : i64} : () -> i32
       ^
in.mlir:2:8: note: see current operation: %0 = "np.a"() {d = 7 : i64, x = 1 : i64} : () -> i32
"#,
    ),
    (
        r#"%0 = "np.a"() : () -> i32"#,
        r#"in.mlir:2:8: error: 'np.a' op requires attribute 'x'
  %0 = "np.a"() : () -> i32
       ^
in.mlir:2:8: note: see current operation: %0 = "np.a"() {d = 7 : i64} : () -> i32
"#,
    ),
    (
        r#""np.d"() {n = -1, s = "q"} : () -> ()"#,
        r#"in.mlir:2:3: error: 'np.d' op attribute 'n' failed to satisfy constraint: 64-bit signless integer attribute whose minimum value is 0
  "np.d"() {n = -1, s = "q"} : () -> ()
  ^
in.mlir:2:3: note: see current operation: "np.d"() {n = -1 : i64, s = "q"} : () -> ()
"#,
    ),
    (
        r#""np.d"() {s = 3} : () -> ()"#,
        r#"in.mlir:2:3: error: 'np.d' op requires attribute 'n'
  "np.d"() {s = 3} : () -> ()
  ^
in.mlir:2:3: note: see current operation: "np.d"() {s = 3 : i64} : () -> ()
"#,
    ),
    (
        r#"%0 = "np.a"() {x = 1 : i32, d = 3 : i32} : () -> i32"#,
        r#"in.mlir:2:8: error: 'np.a' op attribute 'd' failed to satisfy constraint: 64-bit signless integer attribute
  %0 = "np.a"() {x = 1 : i32, d = 3 : i32} : () -> i32
       ^
in.mlir:2:8: note: see current operation: %0 = "np.a"() {d = 3 : i32, x = 1 : i32} : () -> i32
"#,
    ),
    (
        r#"%0 = "np.a"() {x = 1 : i32} : () -> i64"#,
        r#"in.mlir:2:8: error: 'np.a' op result #0 must be 32-bit signless integer, but got 'i64'
  %0 = "np.a"() {x = 1 : i32} : () -> i64
       ^
in.mlir:2:8: note: see current operation: %0 = "np.a"() {d = 7 : i64, x = 1 : i32} : () -> i64
"#,
    ),
    (
        r#"%0:2 = "np.e"() {resultSegmentSizes = array<i32: 0, 1, 1>} : () -> (i32, i32)"#,
        r#""builtin.module"() ({
  %0:2 = "np.e"() {resultSegmentSizes = array<i32: 0, 1, 1>} : () -> (i32, i32)
}) : () -> ()
"#,
    ),
    (
        r#""np.c"() {operandSegmentSizes = array<i32: 0, 0>} : () -> ()"#,
        r#""builtin.module"() ({
  "np.c"() {operandSegmentSizes = array<i32: 0, 0>} : () -> ()
}) : () -> ()
"#,
    ),
    (
        r#""np.c"() : () -> ()"#,
        r#"in.mlir:2:3: error: 'np.c' op requires dense i32 array attribute 'operandSegmentSizes'
  "np.c"() : () -> ()
  ^
in.mlir:2:3: note: see current operation: "np.c"() : () -> ()
"#,
    ),
    (
        r#""np.c"() {operandSegmentSizes = array<i32: 0, 0, 0>} : () -> ()"#,
        r#"in.mlir:2:3: error: 'np.c' op 'operandSegmentSizes' attribute for specifying operand segments must have 2 elements, but got 3
  "np.c"() {operandSegmentSizes = array<i32: 0, 0, 0>} : () -> ()
  ^
in.mlir:2:3: note: see current operation: "np.c"() {operandSegmentSizes = array<i32: 0, 0, 0>} : () -> ()
"#,
    ),
    (
        r#""np.c"() {operandSegmentSizes = array<i32: 1, 0, 0>} : () -> ()"#,
        r#"in.mlir:2:3: error: 'np.c' op operand count (0) does not match with the total size (1) specified in attribute 'operandSegmentSizes'
  "np.c"() {operandSegmentSizes = array<i32: 1, 0, 0>} : () -> ()
  ^
in.mlir:2:3: note: see current operation: "np.c"() {operandSegmentSizes = array<i32: 1, 0, 0>} : () -> ()
"#,
    ),
    (
        r#""np.c"() {operand_segment_sizes = array<i32: 0, 0>} : () -> ()"#,
        r#"in.mlir:2:3: error: 'np.c' op requires dense i32 array attribute 'operandSegmentSizes'
  "np.c"() {operand_segment_sizes = array<i32: 0, 0>} : () -> ()
  ^
in.mlir:2:3: note: see current operation: "np.c"() {operand_segment_sizes = array<i32: 0, 0>} : () -> ()
"#,
    ),
    (
        r#""np.c"() {operandSegmentSizes = array<i32: -1, 1>} : () -> ()"#,
        r#"in.mlir:2:3: error: 'np.c' op 'operandSegmentSizes' attribute cannot have negative elements
  "np.c"() {operandSegmentSizes = array<i32: -1, 1>} : () -> ()
  ^
in.mlir:2:3: note: see current operation: "np.c"() {operandSegmentSizes = array<i32: -1, 1>} : () -> ()
"#,
    ),
    (
        r#""np.c"() {operandSegmentSizes = array<i64: 0, 0>} : () -> ()"#,
        r#"in.mlir:2:3: error: 'np.c' op requires dense i32 array attribute 'operandSegmentSizes'
  "np.c"() {operandSegmentSizes = array<i64: 0, 0>} : () -> ()
  ^
in.mlir:2:3: note: see current operation: "np.c"() {operandSegmentSizes = array<i64: 0, 0>} : () -> ()
"#,
    ),
    (
        r#"%0:2 = "np.e"() {resultSegmentSizes = array<i32: 0, 1, 1, 0>} : () -> (i32, i32)"#,
        r#"in.mlir:2:10: error: 'np.e' op 'resultSegmentSizes' attribute for specifying result segments must have 3 elements, but got 4
  %0:2 = "np.e"() {resultSegmentSizes = array<i32: 0, 1, 1, 0>} : () -> (i32, i32)
         ^
in.mlir:2:10: note: see current operation: %0:2 = "np.e"() {resultSegmentSizes = array<i32: 0, 1, 1, 0>} : () -> (i32, i32)
"#,
    ),
    (
        r#"%0:2 = "np.e"() : () -> (i32, i32)"#,
        r#"in.mlir:2:10: error: 'np.e' op requires dense i32 array attribute 'resultSegmentSizes'
  %0:2 = "np.e"() : () -> (i32, i32)
         ^
in.mlir:2:10: note: see current operation: %0:2 = "np.e"() : () -> (i32, i32)
"#,
    ),
    (
        r#""np.d"() {u = false, n = 1, s = "q"} : () -> ()"#,
        r#"in.mlir:2:3: error: 'np.d' op attribute 'u' failed to satisfy constraint: unit attribute
  "np.d"() {u = false, n = 1, s = "q"} : () -> ()
  ^
in.mlir:2:3: note: see current operation: "np.d"() {n = 1 : i64, s = "q", u = false} : () -> ()
"#,
    ),
    (
        r#""np.d"() {u, n = 1, s = "q", operandSegmentSizes = array<i32: 1>} : () -> ()"#,
        r#""builtin.module"() ({
  "np.d"() {n = 1 : i64, operandSegmentSizes = array<i32: 1>, s = "q", u} : () -> ()
}) : () -> ()
"#,
    ),
    (
        r#"%0 = "np.a"() {x = 1 : i32, d} : () -> i32"#,
        r#"in.mlir:2:8: error: 'np.a' op attribute 'd' failed to satisfy constraint: 64-bit signless integer attribute
  %0 = "np.a"() {x = 1 : i32, d} : () -> i32
       ^
in.mlir:2:8: note: see current operation: %0 = "np.a"() {d, x = 1 : i32} : () -> i32
"#,
    ),
    (
        r#"%0 = "np.e"() {result_segment_sizes = array<i32: 0, 0, 1>} : () -> i32"#,
        r#"in.mlir:2:8: error: 'np.e' op requires dense i32 array attribute 'resultSegmentSizes'
  %0 = "np.e"() {result_segment_sizes = array<i32: 0, 0, 1>} : () -> i32
       ^
in.mlir:2:8: note: see current operation: %0 = "np.e"() {result_segment_sizes = array<i32: 0, 0, 1>} : () -> i32
"#,
    ),
    (
        r#"%0 = "np.e"() {resultSegmentSizes = array<i32: 0, 0, 1>, result_segment_sizes = array<i32: 0, 0, 1>} : () -> i32"#,
        r#""builtin.module"() ({
  %0 = "np.e"() {resultSegmentSizes = array<i32: 0, 0, 1>, result_segment_sizes = array<i32: 0, 0, 1>} : () -> i32
}) : () -> ()
"#,
    ),
    (
        r#""np.b"() {x = 2 : i64} : () -> ()"#,
        r#"in.mlir:2:3: error: 'np.b' op attribute 'x' failed to satisfy constraint: 32-bit signless integer attribute
  "np.b"() {x = 2 : i64} : () -> ()
  ^
"#,
    ),
    (
        r#""np.b"() <{p = 1 : i64}> {x = 2 : i64} : () -> ()"#,
        r#"in.mlir:2:3: error: 'np.b' op attribute 'x' failed to satisfy constraint: 32-bit signless integer attribute
  "np.b"() <{p = 1 : i64}> {x = 2 : i64} : () -> ()
  ^
in.mlir:2:3: note: see current operation: "np.b"() <{p = 1 : i64, x = 2 : i64}> : () -> ()
"#,
    ),
    (
        r#"%0 = "np.a"() {x = 1 : i32, tag = 5} : () -> i32"#,
        r#"in.mlir:2:8: error: 'np.a' op attribute 'tag' failed to satisfy constraint: string attribute
  %0 = "np.a"() {x = 1 : i32, tag = 5} : () -> i32
       ^
in.mlir:2:8: note: see current operation: %0 = "np.a"() {d = 7 : i64, tag = 5 : i64, x = 1 : i32} : () -> i32
"#,
    ),
    (
        r#"%0:3 = "np.e"() {resultSegmentSizes = array<i32: 1, 1, 1>, z = unit} : () -> (i32, i32, i32)"#,
        r#""builtin.module"() ({
  %0:3 = "np.e"() {resultSegmentSizes = array<i32: 1, 1, 1>, z} : () -> (i32, i32, i32)
}) : () -> ()
"#,
    ),
];

#[test]
fn generic_form_and_messages_as_mlir_opt() {
    common::check_cases(CASES, run);
}

/// Built through the Rust API, the attributes print in `{…}` too (the
/// default stored at creation), and the accessors read them.
#[test]
fn built_ops_print_their_attributes_in_the_dictionary() {
    let mut ctx = Context::new();
    NpDialect::register(&mut ctx);
    let i32_ty = ctx.int_type(32);
    let i64_ty = ctx.int_type(64);
    let loc = ctx.unknown_loc();
    let x = IntegerAttr::get(&mut ctx, i32_ty, 4);
    let tag = StringAttr::get(&mut ctx, "t");
    let d = IntegerAttr::get(&mut ctx, i64_ty, 9);
    let state = NP_AOp::build_with(&mut ctx, loc, i32_ty, x, Some(tag), Some(d));
    let op = ctx.create_op(state).expect("created");
    assert_eq!(
        print_op(&ctx, op, PrintOptions::default()).trim_end(),
        r#"%0 = "np.a"() {d = 9 : i64, tag = "t", x = 4 : i32} : () -> i32"#
    );
    let v = NP_AOp::from_op(&ctx, op).expect("the op");
    assert_eq!(v.x(&ctx).value(&ctx), 4);
    assert_eq!(v.tag(&ctx).and_then(|t| t.value(&ctx)), Some("t"));
    assert_eq!(v.d(&mut ctx).value(&ctx), 9);
    let state = NP_AOp::build_with(&mut ctx, loc, i32_ty, x, None, None);
    let op = ctx.create_op(state).expect("created");
    assert_eq!(
        print_op(&ctx, op, PrintOptions::default()).trim_end(),
        r#"%0 = "np.a"() {d = 7 : i64, x = 4 : i32} : () -> i32"#
    );
    // Empty properties and attributes print no `{}` (MLIR's dictionary is
    // then empty).
    let empty = ctx.empty_dictionary();
    ctx.set_properties(op, Some(empty)).unwrap();
    assert_eq!(
        print_op(&ctx, op, PrintOptions::default()).trim_end(),
        r#"%0 = "np.a"() : () -> i32"#
    );
}

/// The `Dialect` record in a block of its own (a base file), its ops in a
/// block that includes it: the setting comes with the fetched record.
pub mod np_base {
    drr::ods! {
        def NP2_Dialect : Dialect {
            let name = "np2";
            let usePropertiesForAttributes = 0;
        }
    }
}

/// The ops of `np_base`'s dialect.
pub mod np_ops {
    use super::np_base::*;
    drr::ods! {
        include "NP2Base.td";
        def NP2_AOp : Op<NP2_Dialect, "a"> {
            let arguments = (ins I32Attr:$x);
        }
    }
}

#[test]
fn the_setting_of_a_dialect_record_of_another_block() {
    let mut ctx = Context::new();
    np_base::Np2Dialect::register(&mut ctx);
    np_ops::Np2Ops::register(&mut ctx);
    let src = "\"builtin.module\"() ({\n  \"np2.a\"() {x = 1 : i32} : () -> ()\n}) : () -> ()\n";
    let m = parse_module(&mut ctx, src, "in.mlir").unwrap();
    drr::verifier::verify(&ctx, m).unwrap();
    assert_eq!(print_op(&ctx, m, PrintOptions { debug_info: false }), src);
    let src = "\"builtin.module\"() ({\n  \"np2.a\"() <{x = 1 : i32}> : () -> ()\n}) : () -> ()\n";
    assert_eq!(
        parse_module(&mut ctx, src, "in.mlir").unwrap_err().message,
        "invalid properties {x = 1 : i32} for op np2.a: this operation does not support properties"
    );
}
