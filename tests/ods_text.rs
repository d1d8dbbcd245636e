//! `ods!` ops through MLIR's generic text format: the parser moves inherent
//! attributes into properties, the printer prints them as `<{…}>`, and the
//! generated verifiers run on parsed IR.

use drr::text::{PrintOptions, parse_module, print_op};

drr::ods! {
    dialect test;

    def OpA : Op<"op_a"> {
        let arguments = (ins I32:$operand, I32Attr:$attr);
        let results = (outs I32:$result);
    }
    def SegOp : Op<"seg_op", [AttrSizedOperandSegments]> {
        let arguments = (ins Variadic<I32>:$a, I64:$b, Optional<F32>:$c);
    }
    def COp : Op<"c_op", [SameOperandsAndResultType]> {
        let arguments = (ins Variadic<AnyInteger>:$inputs,
                             DefaultValuedAttr<I32Attr, 42>:$axis,
                             OptionalAttr<StrAttr>:$tag);
        let results = (outs AnyInteger:$out);
    }
}

const SRC: &str = r#""builtin.module"() ({
  "func.func"() <{function_type = (i32, i64) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i64):
    %0 = "test.op_a"(%arg0) {attr = 5 : i32, note = "kept"} : (i32) -> i32
    "test.seg_op"(%arg0, %0, %arg1) <{operandSegmentSizes = array<i32: 2, 1, 0>}> : (i32, i32, i64) -> ()
    %1 = "test.c_op"(%0, %0) <{tag = "t"}> : (i32, i32) -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
"#;

fn verify_all(ctx: &drr::Context, module: drr::OpId) -> Vec<String> {
    let mut out = Vec::new();
    for op in std::iter::once(module).chain(ctx.nested_ops_pre_order(module)) {
        let data = ctx.op(op);
        if let Some(f) = ctx.op_definition(data.name()).and_then(|d| d.verify)
            && let Err(m) = f(ctx, op, data)
        {
            out.push(format!("'{}' op {m}", ctx.op_name_str(data.name())));
        }
    }
    out
}

#[test]
fn round_trip_generic_form() {
    let mut ctx = drr::Context::new();
    TestDialect::register(&mut ctx);
    let module = parse_module(&mut ctx, SRC, "input.mlir").unwrap();
    assert!(verify_all(&ctx, module).is_empty());
    let printed = print_op(&ctx, module, PrintOptions::default());
    let expected = r#""builtin.module"() ({
  "func.func"() <{function_type = (i32, i64) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i64):
    %0 = "test.op_a"(%arg0) <{attr = 5 : i32}> {note = "kept"} : (i32) -> i32
    "test.seg_op"(%arg0, %0, %arg1) <{operandSegmentSizes = array<i32: 2, 1, 0>}> : (i32, i32, i64) -> ()
    %1 = "test.c_op"(%0, %0) <{axis = 42 : i32, tag = "t"}> : (i32, i32) -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
"#;
    // `axis` (`DefaultValuedAttr<I32Attr, 42>`) gets its default when the
    // op is created, as in MLIR (`populateDefaultProperties`).
    assert_eq!(printed, expected);
    // Reparse the printed form: same text again.
    let mut ctx2 = drr::Context::new();
    TestDialect::register(&mut ctx2);
    let m2 = parse_module(&mut ctx2, &printed, "printed.mlir").unwrap();
    assert_eq!(print_op(&ctx2, m2, PrintOptions::default()), expected);

    // Typed views over parsed ops.
    let ops: Vec<_> = ctx.nested_ops_pre_order(module);
    let seg = ops.iter().find_map(|&o| SegOp::from_op(&ctx, o)).unwrap();
    assert_eq!(seg.a(&ctx).len(), 2);
    assert_eq!(seg.c(&ctx), None);
    let c = ops.iter().find_map(|&o| COp::from_op(&ctx, o)).unwrap();
    assert_eq!(c.tag(&ctx).unwrap().value(&ctx), Some("t"));
    assert_eq!(c.axis(&mut ctx).value(&ctx), 42);
}

#[test]
fn built_ops_print_properties() {
    let mut ctx = drr::Context::new();
    TestDialect::register(&mut ctx);
    let src = r#""func.func"() <{function_type = (i32) -> (), sym_name = "g"}> ({
^bb0(%arg0: i32):
  "func.return"() : () -> ()
}) : () -> ()
"#;
    let module = parse_module(&mut ctx, src, "g.mlir").unwrap();
    let func = ctx.nested_ops_pre_order(module)[0];
    let region = ctx.op(func).regions()[0];
    let block = ctx.region(region).blocks()[0];
    let x = ctx.block(block).args()[0];
    let i32t = ctx.int_type(32);
    let loc = ctx.name_loc("built");
    let attr = drr::ods::storage::IntegerAttr::get(&mut ctx, i32t, 7);
    let st = OpA::build_with(&mut ctx, loc, i32t, x, attr);
    let op = ctx.create_op(st).unwrap();
    let ret = ctx.block_last_op(block).unwrap();
    ctx.insert_op_before(ret, op).unwrap();
    let printed = print_op(&ctx, op, PrintOptions { debug_info: true });
    assert!(
        printed.contains(r#""test.op_a"(%arg0) <{attr = 7 : i32}> : (i32) -> i32 loc("built")"#),
        "{printed}"
    );
}

#[test]
fn parsed_invalid_ops_fail_verification() {
    let mut ctx = drr::Context::new();
    TestDialect::register(&mut ctx);
    let src = r#""func.func"() <{function_type = (i32, i64) -> (), sym_name = "f"}> ({
^bb0(%x: i32, %y: i64):
  %0 = "test.op_a"(%y) {attr = 1 : i32} : (i64) -> i32
  %1 = "test.op_a"(%x) : (i32) -> i32
  "func.return"() : () -> ()
}) : () -> ()
"#;
    let module = parse_module(&mut ctx, src, "bad.mlir").unwrap();
    assert_eq!(
        verify_all(&ctx, module),
        vec![
            "'test.op_a' op operand #0 must be 32-bit signless integer, but got 'i64'".to_string(),
            "'test.op_a' op requires attribute 'attr'".to_string(),
        ]
    );
    // `{attr = …}` of a registered op is moved into the properties.
    let printed = print_op(&ctx, module, PrintOptions::default());
    assert!(
        printed.contains(r#""test.op_a"(%arg1) <{attr = 1 : i32}> : (i64) -> i32"#),
        "{printed}"
    );
}
