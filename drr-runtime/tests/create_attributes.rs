//! An operation created from an `OperationState` whose discardable
//! attributes name inherent attributes of the registered op gets them as
//! properties, as MLIR's `Operation::create` does (`setAttrs` after the
//! properties are initialized): it prints and verifies as the parser's
//! op of the same text, where `{sym_name = …}` moves into `<{…}>` too.
//! Expected text recorded from `mlir-opt-22 --mlir-print-op-generic` of
//! the module written with every attribute in `{…}`.

mod rewrite_support;

use drr_runtime::{Context, IrError, NamedAttribute, OpId, OperationState};
use rewrite_support::*;

const EXPECTED: &str = r#""builtin.module"() <{sym_name = "m"}> ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    "func.return"(%arg0) : (i32) -> ()
  }) {llvm.emit_c_interface} : () -> ()
}) : () -> ()
"#;

fn named(ctx: &mut Context, name: &str, value: drr_runtime::Attribute) -> NamedAttribute {
    NamedAttribute {
        name: ctx.symbol(name),
        value,
    }
}

/// The module of `EXPECTED`, every attribute given as discardable.
fn build(ctx: &mut Context) -> Result<OpId, IrError> {
    let i32t = ctx.int_type(32);
    let loc = ctx.unknown_loc();
    let body = ctx.create_region();
    let entry = ctx.create_block(&[(i32t, loc)]);
    ctx.append_block(body, entry)?;
    let fn_type = ctx.function_type(vec![i32t], vec![i32t]);
    let fn_type = ctx.type_attr(fn_type);
    let f = ctx.string_attr("f");
    let unit = ctx.unit_attr();
    let mut state = OperationState::new(ctx.op_name("func.func"), loc);
    state.attributes = vec![
        named(ctx, "sym_name", f),
        named(ctx, "llvm.emit_c_interface", unit),
        named(ctx, "function_type", fn_type),
    ];
    state.regions.push(body);
    let func = ctx.create_op(state)?;
    let mut state = OperationState::new(ctx.op_name("func.return"), loc);
    state.operands.push(ctx.block(entry).args()[0]);
    let ret = ctx.create_op(state)?;
    ctx.append_op(entry, ret)?;

    let module_body = ctx.create_region();
    let block = ctx.create_block(&[]);
    ctx.append_block(module_body, block)?;
    ctx.append_op(block, func)?;
    let m = ctx.string_attr("m");
    let mut state = OperationState::new(ctx.op_name("builtin.module"), loc);
    state.attributes = vec![named(ctx, "sym_name", m)];
    state.regions.push(module_body);
    ctx.create_op(state)
}

#[test]
fn inherent_attributes_given_as_discardable_become_properties() {
    let mut ctx = Context::new();
    let module = build(&mut ctx).unwrap();
    assert_eq!(print(&ctx, module), EXPECTED);
    drr_runtime::verifier::verify(&ctx, module).unwrap();
    let func = find(&ctx, module, "func.func");
    let sym_name = ctx.symbol("sym_name");
    assert!(ctx.inherent_attr(func, sym_name).is_some());
    assert_eq!(ctx.discardable_attr(func, sym_name), None);
    // The same module as parsed from the text mlir-opt printed.
    let mut parsed_ctx = Context::new();
    let parsed = parse(&mut parsed_ctx, EXPECTED);
    assert_eq!(print(&parsed_ctx, parsed), print(&ctx, module));
}

#[test]
fn a_discardable_attribute_replaces_the_property_of_its_name() {
    let mut ctx = Context::new();
    let loc = ctx.unknown_loc();
    let (old, new) = (ctx.string_attr("old"), ctx.string_attr("new"));
    let properties = vec![named(&mut ctx, "sym_name", old)];
    let mut state = OperationState::new(ctx.op_name("builtin.module"), loc);
    state.properties = Some(ctx.dictionary(properties));
    state.attributes = vec![named(&mut ctx, "sym_name", new)];
    state.regions.push(ctx.create_region());
    let m = ctx.create_op(state).unwrap();
    assert_eq!(
        print(&ctx, m),
        "\"builtin.module\"() <{sym_name = \"new\"}> ({\n}) : () -> ()\n"
    );
}

#[test]
fn unregistered_ops_and_repeated_names_are_unchanged() {
    let mut ctx = Context::new();
    let loc = ctx.unknown_loc();
    let f = ctx.string_attr("f");
    // An unregistered op has no inherent attributes: `sym_name` stays.
    let mut state = OperationState::new(ctx.op_name("t.op"), loc);
    state.attributes = vec![named(&mut ctx, "sym_name", f)];
    let op = ctx.create_op(state).unwrap();
    assert_eq!(
        print(&ctx, op),
        "\"t.op\"() {sym_name = \"f\"} : () -> ()\n"
    );
    // Two attributes of one name are still an error, inherent or not.
    let mut state = OperationState::new(ctx.op_name("builtin.module"), loc);
    state.attributes = vec![
        named(&mut ctx, "sym_name", f),
        named(&mut ctx, "sym_name", f),
    ];
    assert_eq!(
        ctx.create_op(state).unwrap_err(),
        IrError::DuplicateAttribute {
            name: "sym_name".into()
        }
    );
}

/// The segment sizes under their name of before MLIR 18 become the
/// `operandSegmentSizes` property, as MLIR's `setInherentAttr` takes both
/// names. Expected text recorded from `mlir-opt-22 --mlir-print-op-generic`
/// of the function written with `{operand_segment_sizes = array<i32: 1, 1,
/// 1>, keep}` on its `cf.cond_br`.
#[test]
fn old_segment_size_names_become_the_property() {
    let mut ctx = Context::new();
    let i1 = ctx.int_type(1);
    let i32t = ctx.int_type(32);
    let loc = ctx.unknown_loc();
    let body = ctx.create_region();
    let entry = ctx.create_block(&[(i1, loc), (i32t, loc), (i32t, loc)]);
    let bb1 = ctx.create_block(&[(i32t, loc)]);
    let bb2 = ctx.create_block(&[(i32t, loc)]);
    for b in [entry, bb1, bb2] {
        ctx.append_block(body, b).unwrap();
    }
    let args = ctx.block(entry).args().to_vec();
    let sizes = ctx.dense_i32_array_attr(&[1, 1, 1]);
    let unit = ctx.unit_attr();
    let mut state = OperationState::new(ctx.op_name("cf.cond_br"), loc);
    state.operands.extend(args.iter().copied());
    state.successors.extend([bb1, bb2]);
    state.attributes = vec![
        named(&mut ctx, "operand_segment_sizes", sizes),
        named(&mut ctx, "keep", unit),
    ];
    let br = ctx.create_op(state).unwrap();
    ctx.append_op(entry, br).unwrap();
    for b in [bb1, bb2] {
        let mut state = OperationState::new(ctx.op_name("func.return"), loc);
        state.operands.push(ctx.block(b).args()[0]);
        let ret = ctx.create_op(state).unwrap();
        ctx.append_op(b, ret).unwrap();
    }
    let fn_type = ctx.function_type(vec![i1, i32t, i32t], vec![i32t]);
    let fn_type = ctx.type_attr(fn_type);
    let f = ctx.string_attr("f");
    let mut state = OperationState::new(ctx.op_name("func.func"), loc);
    state.attributes = vec![
        named(&mut ctx, "sym_name", f),
        named(&mut ctx, "function_type", fn_type),
    ];
    state.regions.push(body);
    let func = ctx.create_op(state).unwrap();
    drr_runtime::verifier::verify(&ctx, func).unwrap();
    assert_eq!(print(&ctx, func), OLD_SEGMENT_NAMES_EXPECTED);
}

const OLD_SEGMENT_NAMES_EXPECTED: &str = r#""func.func"() <{function_type = (i1, i32, i32) -> i32, sym_name = "f"}> ({
^bb0(%arg0: i1, %arg1: i32, %arg2: i32):
  "cf.cond_br"(%arg0, %arg1, %arg2)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> {keep} : (i1, i32, i32) -> ()
^bb1(%0: i32):  // pred: ^bb0
  "func.return"(%0) : (i32) -> ()
^bb2(%1: i32):  // pred: ^bb0
  "func.return"(%1) : (i32) -> ()
}) : () -> ()
"#;
