//! Ops defined with `ods!` in another crate (`drr-test-dialect-lib`) are
//! built, read, verified, printed and inspected through their metadata here.

use drr::ods::{AttrArg, HasNumArgs, NthArgIsAttribute, NthArgIsOperand, Op, OperandArg};
use drr::text::{PrintOptions, print_op};
use drr_test_dialect_lib::{AddOp, ConcatOp, ConstantOp, LibDialect};

#[test]
fn build_read_verify_print_from_another_crate() {
    let mut ctx = drr::Context::new();
    LibDialect::register(&mut ctx);
    let i32t = ctx.int_type(32);
    let loc = ctx.unknown_loc();
    let block = ctx.create_block(&[]);
    let value = drr::ods::storage::IntegerAttr::get(&mut ctx, i32t, 3);
    let st = ConstantOp::build_inferred(&mut ctx, loc, value).unwrap();
    let c = ctx.create_op(st).unwrap();
    ctx.append_op(block, c).unwrap();
    let cv = ConstantOp::from_op(&ctx, c).unwrap().result(&ctx);
    let st = AddOp::build_inferred(&mut ctx, loc, cv, cv).unwrap();
    let add = ctx.create_op(st).unwrap();
    ctx.append_op(block, add).unwrap();
    let view = AddOp::from_op(&ctx, add).unwrap();
    assert_eq!(view.lhs(&ctx), cv);
    assert_eq!(ctx.value_type(view.sum(&ctx)), i32t);
    for op in [c, add] {
        let def = ctx.op_definition(ctx.op(op).name()).unwrap();
        assert_eq!((def.verify.unwrap())(&ctx, op, ctx.op(op)), Ok(()));
    }
    assert!(
        AddOp::DEFINITION
            .traits
            .contains(drr::OpTraits::COMMUTATIVE)
    );
    let printed = print_op(&ctx, add, PrintOptions::default());
    assert!(
        printed.contains("\"lib.add\"(") && printed.ends_with(": (i32, i32) -> i32\n"),
        "{printed}"
    );
    let printed = print_op(&ctx, c, PrintOptions::default());
    assert!(
        printed.contains("\"lib.constant\"() <{value = 3 : i32}> : () -> i32"),
        "{printed}"
    );
    assert!(drr_test_dialect_lib::IsZero::check(&ctx, view.sum(&ctx)));
}

/// Uses the metadata the way `pat!` expansions will: checks positions at
/// compile time, fetches arguments by position, checks constraints.
fn match_concat<T>(ctx: &drr::Context, op: drr::OpId) -> Option<(usize, i128)>
where
    T: Op + HasNumArgs<2> + NthArgIsOperand<1> + NthArgIsAttribute<2> + OperandArg<0> + AttrArg<1>,
    for<'a> <T as OperandArg<0>>::Values<'a>: IntoIterator<Item = drr::Value>,
{
    let view = T::from_op(ctx, op)?;
    let inputs = <T as OperandArg<0>>::get(ctx, view).into_iter().count();
    let attr = <T as AttrArg<1>>::get(ctx, view)?;
    // Further constrain the attribute the way `I64Attr:$axis` would.
    if !<drr::ods::lib::I64Attr as drr::ods::AttrConstraint>::matches(ctx, attr) {
        return None;
    }
    let axis = <drr::ods::storage::IntegerAttr as drr::ods::AttrStorage>::from_attr(ctx, attr)?;
    Some((inputs, axis.value(ctx)))
}

#[test]
fn metadata_by_position() {
    let mut ctx = drr::Context::new();
    LibDialect::register(&mut ctx);
    let f32t = ctx.float_type(drr::FloatKind::F32);
    let t = ctx.tensor_type(vec![2], f32t);
    let loc = ctx.unknown_loc();
    let block = ctx.create_block(&[(t, loc), (t, loc)]);
    let args = ctx.block(block).args().to_vec();
    let i64t = ctx.int_type(64);
    let axis = drr::ods::storage::IntegerAttr::get(&mut ctx, i64t, 1);
    let st = ConcatOp::build_with(&mut ctx, loc, t, &args, axis);
    let op = ctx.create_op(st).unwrap();
    assert_eq!(match_concat::<ConcatOp>(&ctx, op), Some((2, 1)));
    assert_eq!(<ConcatOp as OperandArg<0>>::NAME, "inputs");
    assert_eq!(
        <ConcatOp as OperandArg<0>>::KIND,
        drr::ods::ValueKind::Variadic
    );
    assert_eq!(<ConcatOp as AttrArg<1>>::NAME, "axis");
    const { assert!(!<ConcatOp as AttrArg<1>>::OPTIONAL) };
    assert_eq!(
        <<ConcatOp as OperandArg<0>>::Constraint as drr::ods::TypeConstraint>::SUMMARY,
        "tensor of any type values"
    );
    assert_eq!(<ConcatOp as Op>::SHAPE.args.len(), 2);
    const { assert!(!<ConcatOp as Op>::INFERS_RESULT_TYPES) };
    const { assert!(<AddOp as Op>::INFERS_RESULT_TYPES) };
}
