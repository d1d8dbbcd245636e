//! Behavioural tests of `ods!`: build each kind of op, read it back through
//! the typed view, verify good and bad instances.

use drr::ods::{AttrStorageExt, Op, storage};
use drr::{Context, OpId, Type, Value};

drr::ods! {
    dialect test;

    /// A positive integer attribute.
    def IsPositive : AttrConstraint<|ctx, attr| match ctx.attr_data(attr) {
        drr::AttrData::Integer { value, .. } => *value > 0,
        _ => false,
    }, "positive integer attribute">;

    def F32OrF64 : TypeConstraint<|ctx, ty| matches!(ctx.type_data(ty), drr::TypeData::Float(drr::FloatKind::F32 | drr::FloatKind::F64)), "32-bit or 64-bit float">;

    def TestEnum : I32EnumAttr<"TestEnum", "a test enum", [
        I32EnumAttrCase<"first", 0>,
        I32EnumAttrCase<"second", 1>,
        I32EnumAttrCase<"third_case", 5>
    ]>;

    def FiveAttr : ConstantAttr<I32Attr, "5">;
    def FooStr : ConstantStrAttr<StrAttr, "foo">;

    def AOp : Op<"a_op"> {
        let summary = "an op with an operand and an attribute";
        let arguments = (ins AnyType:$a_input, AnyAttr:$a_attr);
        let results = (outs AnyType:$a_output);
    }

    def OpA : Op<"op_a"> {
        let arguments = (ins I32:$operand, I32Attr:$attr);
        let results = (outs I32:$result);
    }

    def COp : Op<"c_op", [SameOperandsAndResultType]> {
        let arguments = (ins Variadic<AnyInteger>:$inputs,
                             DefaultValuedAttr<I32Attr, 42>:$axis,
                             OptionalAttr<StrAttr>:$tag,
                             UnitAttr:$fast);
        let results = (outs AnyInteger:$out);
    }

    def SegOp : Op<"seg_op", [AttrSizedOperandSegments]> {
        let arguments = (ins Variadic<I32>:$a, I64:$b, Optional<F32>:$c, Variadic<AnyType>:$d);
    }

    def SameSizeOp : Op<"same_size", [SameVariadicOperandSize]> {
        let arguments = (ins Variadic<AnyTensor>:$x, AnyTensor:$y, Variadic<AnyTensor>:$z);
        let results = (outs Variadic<AnyType>:$outs, I1:$flag);
    }

    def ConstOp : Op<"const", [ConstantLike, Pure]> {
        let arguments = (ins AnyAttr:$value);
        let results = (outs AnyType:$res);
    }

    def EnumOp : Op<"enum_op", [FirstAttrDerivedResultType]> {
        let arguments = (ins TestEnum:$kind, IsPositive:$count);
        let results = (outs AnyInteger:$r);
    }

    def FloatOp : Op<"float_op", [Commutative]> {
        let arguments = (ins F32OrF64:$lhs, F32OrF64:$rhs);
        let results = (outs F32OrF64:$r);
        let verifier = |ctx, op| {
            if ctx.value_type(op.lhs(ctx)) == ctx.value_type(op.rhs(ctx)) {
                Ok(())
            } else {
                Err("requires lhs and rhs of one type".to_string())
            }
        };
        let builders = [
            fn build_square(ctx: &mut drr::Context, loc: drr::Location, x: drr::Value) -> drr::OperationState {
                let ty = ctx.value_type(x);
                Self::build_with(ctx, loc, ty, x, x)
            }
        ];
    }

    def RegionOp : Op<"region_op", [IsolatedFromAbove, NoTerminator]> {
        let regions = (region SizedRegion<1>:$body, VariadicRegion<AnyRegion>:$rest);
    }

    def BrOp : Op<"br", [Terminator]> {
        let arguments = (ins Variadic<AnyType>:$args);
        let successors = (successor AnySuccessor:$dest);
    }

    def MultiResult : Op<"multi_result"> {
        let arguments = (ins I32:$x);
        let results = (outs I32:$r0, Variadic<I64>:$rest, F32:$last);
    }

    def OptOp : Op<"opt_op"> {
        let arguments = (ins I32:$a, Optional<I64>:$b);
    }

    def HasNoUseOf : Constraint<|ctx, v| ctx.use_empty(v), "has no use">;
    def createArrayAttr : NativeCodeCall<|ctx, a: drr::Attribute, b: drr::Attribute| -> drr::Attribute { ctx.array_attr(vec![a, b]) }>;
    def twoValues : NativeCodeCall<helpers::two, 2>;
}

/// Helpers for fn-path native calls.
pub mod helpers {
    /// Returns its argument twice.
    pub fn two(_: &mut drr::Context, v: drr::Value) -> [drr::Value; 2] {
        [v, v]
    }
}

fn setup() -> (Context, drr::BlockId) {
    let mut ctx = Context::new();
    TestDialect::register(&mut ctx);
    let i32t = ctx.int_type(32);
    let i64t = ctx.int_type(64);
    let f32t = ctx.float_type(drr::FloatKind::F32);
    let loc = ctx.unknown_loc();
    let block = ctx.create_block(&[(i32t, loc), (i64t, loc), (f32t, loc)]);
    (ctx, block)
}

fn arg(ctx: &Context, block: drr::BlockId, i: usize) -> Value {
    ctx.block(block).args()[i]
}

fn create(ctx: &mut Context, block: drr::BlockId, state: drr::OperationState) -> OpId {
    let op = ctx.create_op(state).unwrap();
    ctx.append_op(block, op).unwrap();
    op
}

fn verify(ctx: &Context, op: OpId) -> Result<(), String> {
    let def = ctx.op_definition(ctx.op(op).name()).unwrap();
    (def.verify.unwrap())(ctx, op, ctx.op(op)).map_err(|m| format!("'{}' op {m}", def.name))
}

#[test]
fn build_and_read_simple_op() {
    let (mut ctx, block) = setup();
    let x = arg(&ctx, block, 0);
    let i32t = ctx.int_type(32);
    let loc = ctx.unknown_loc();
    let five = <FiveAttr as drr::ods::ConstantAttrValue>::build(&mut ctx);
    let st = AOp::build_with(&mut ctx, loc, i32t, x, five);
    let op = create(&mut ctx, block, st);
    let a = AOp::from_op(&ctx, op).unwrap();
    assert_eq!(a.a_input(&ctx), x);
    assert_eq!(a.a_attr(&ctx), five);
    assert_eq!(ctx.value_type(a.a_output(&ctx)), i32t);
    assert_eq!(AOp::NAME, "test.a_op");
    assert!(OpA::from_op(&ctx, op).is_none());
    assert_eq!(verify(&ctx, op), Ok(()));
    // Inherent attributes are properties.
    assert!(ctx.op(op).properties().is_some());
    assert_eq!(AOp::DEFINITION.inherent_attrs, &["a_attr"]);
}

/// The generated verifier's two entries agree: `verify_invariants` (by
/// handle) and `verify_record` (the definition's hook, given the op's
/// record by the runtime's walk), on valid and invalid ops.
#[test]
fn verifier_entries_by_handle_and_by_record_agree() {
    let (mut ctx, block) = setup();
    let x = arg(&ctx, block, 0);
    let y = arg(&ctx, block, 1);
    let i32t = ctx.int_type(32);
    let loc = ctx.unknown_loc();
    let attr = ctx.integer_attr(i32t, 1);
    let attr = storage::IntegerAttr::from_attr_checked(&ctx, attr);
    let st = OpA::build_with(&mut ctx, loc, i32t, x, attr);
    let good = create(&mut ctx, block, st);
    let st = OpA::build_with(&mut ctx, loc, i32t, y, attr);
    let bad = create(&mut ctx, block, st);
    let st = OpA::build(&mut ctx, loc, &[i32t], &[x], &[]);
    let missing = create(&mut ctx, block, st);
    let hook = OpA::DEFINITION.verify.unwrap();
    for (op, ok) in [(good, true), (bad, false), (missing, false)] {
        let by_handle = OpA::verify_invariants(&ctx, op);
        assert_eq!(by_handle.is_ok(), ok);
        assert_eq!(by_handle, OpA::verify_record(&ctx, op, ctx.op(op)));
        assert_eq!(by_handle, hook(&ctx, op, ctx.op(op)));
    }
}

#[test]
fn verifier_messages_follow_mlir() {
    let (mut ctx, block) = setup();
    let y = arg(&ctx, block, 1);
    let x = arg(&ctx, block, 0);
    let i32t = ctx.int_type(32);
    let i64t = ctx.int_type(64);
    let loc = ctx.unknown_loc();
    // Wrong operand type.
    let attr = ctx.integer_attr(i32t, 1);
    let attr = storage::IntegerAttr::from_attr_checked(&ctx, attr);
    let st = OpA::build_with(&mut ctx, loc, i32t, y, attr);
    let op = create(&mut ctx, block, st);
    assert_eq!(
        verify(&ctx, op),
        Err("'test.op_a' op operand #0 must be 32-bit signless integer, but got 'i64'".into())
    );
    // Missing attribute.
    let st = OpA::build(&mut ctx, loc, &[i32t], &[x], &[]);
    let op = create(&mut ctx, block, st);
    assert_eq!(
        verify(&ctx, op),
        Err("'test.op_a' op requires attribute 'attr'".into())
    );
    // Wrong attribute.
    let bad = ctx.integer_attr(i64t, 1);
    let name = ctx.symbol("attr");
    let st = OpA::build(
        &mut ctx,
        loc,
        &[i32t],
        &[x],
        &[drr::NamedAttribute { name, value: bad }],
    );
    let op = create(&mut ctx, block, st);
    assert_eq!(
        verify(&ctx, op),
        Err("'test.op_a' op attribute 'attr' failed to satisfy constraint: 32-bit signless integer attribute".into())
    );
    // Operand count.
    let good = ctx.integer_attr(i32t, 1);
    let st = OpA::build(
        &mut ctx,
        loc,
        &[i32t],
        &[x, x],
        &[drr::NamedAttribute { name, value: good }],
    );
    let op = create(&mut ctx, block, st);
    assert_eq!(
        verify(&ctx, op),
        Err("'test.op_a' op requires a single operand".into())
    );
    // Result count.
    let st = OpA::build(
        &mut ctx,
        loc,
        &[],
        &[x],
        &[drr::NamedAttribute { name, value: good }],
    );
    let op = create(&mut ctx, block, st);
    assert_eq!(
        verify(&ctx, op),
        Err("'test.op_a' op requires one result".into())
    );
}

#[test]
fn variadic_default_optional_and_unit_attrs() {
    let (mut ctx, block) = setup();
    let x = arg(&ctx, block, 0);
    let loc = ctx.unknown_loc();
    let st = COp::build_inferred(&mut ctx, loc, &[x, x], None, None, true).unwrap();
    let op = create(&mut ctx, block, st);
    let c = COp::from_op(&ctx, op).unwrap();
    assert_eq!(c.inputs(&ctx).len(), 2);
    assert_eq!(c.inputs(&ctx).to_vec(), vec![x, x]);
    // The default is stored when the op is created, as MLIR's
    // `populateDefaultProperties` does (so it prints in `<{…}>`).
    let i32t = ctx.int_type(32);
    let forty_two = ctx.integer_attr(i32t, 42);
    assert_eq!(c.axis_attr(&ctx), Some(forty_two));
    assert_eq!(c.axis(&mut ctx).value(&ctx), 42);
    assert_eq!(c.tag(&ctx), None);
    assert!(c.fast(&ctx));
    let i32t = ctx.int_type(32);
    assert_eq!(ctx.value_type(c.out(&ctx)), i32t);
    assert_eq!(verify(&ctx, op), Ok(()));
    const { assert!(<COp as Op>::INFERS_RESULT_TYPES) };

    let tag = storage::StringAttr::get(&mut ctx, "hello");
    let axis = storage::IntegerAttr::get(&mut ctx, i32t, 7);
    let st = COp::build_inferred(&mut ctx, loc, &[x], Some(axis), Some(tag), false).unwrap();
    let op = create(&mut ctx, block, st);
    let c = COp::from_op(&ctx, op).unwrap();
    assert_eq!(c.axis(&mut ctx).value(&ctx), 7);
    assert_eq!(c.tag(&ctx).unwrap().value(&ctx), Some("hello"));
    assert!(!c.fast(&ctx));

    // Mismatched types violate SameOperandsAndResultType.
    let y = arg(&ctx, block, 1);
    let st = COp::build_with(&mut ctx, loc, i32t, &[x, y], None, None, false);
    let op = create(&mut ctx, block, st);
    assert_eq!(
        verify(&ctx, op),
        Err("'test.c_op' op requires the same type for all operands and results".into())
    );
    // No operands: cannot infer.
    assert!(COp::build_inferred(&mut ctx, loc, &[], None, None, false).is_err());
}

#[test]
fn attr_sized_operand_segments() {
    let (mut ctx, block) = setup();
    let x = arg(&ctx, block, 0);
    let y = arg(&ctx, block, 1);
    let f = arg(&ctx, block, 2);
    let loc = ctx.unknown_loc();
    let st = SegOp::build_with(&mut ctx, loc, &[x, x], y, None, &[f, y, x]);
    let op = create(&mut ctx, block, st);
    let s = SegOp::from_op(&ctx, op).unwrap();
    assert_eq!(s.a(&ctx).to_vec(), vec![x, x]);
    assert_eq!(s.b(&ctx), y);
    assert_eq!(s.c(&ctx), None);
    assert_eq!(s.d(&ctx).to_vec(), vec![f, y, x]);
    assert_eq!(verify(&ctx, op), Ok(()));
    let seg = ctx.attr(op, "operandSegmentSizes").unwrap();
    assert_eq!(seg, ctx.dense_i32_array_attr(&[2, 1, 0, 3]));

    let st = SegOp::build_with(&mut ctx, loc, &[], y, Some(f), &[]);
    let op = create(&mut ctx, block, st);
    let s = SegOp::from_op(&ctx, op).unwrap();
    assert_eq!(s.c(&ctx), Some(f));
    assert_eq!(verify(&ctx, op), Ok(()));

    // Aggregate builder without the segment attribute.
    let st = SegOp::build(&mut ctx, loc, &[], &[x, y], &[]);
    let op = create(&mut ctx, block, st);
    assert_eq!(
        verify(&ctx, op),
        Err("'test.seg_op' op operand count (2) does not match with the total size (0) specified in attribute 'operandSegmentSizes'".into())
    );

    // Sizes the fast path does not accept: the full checks word them.
    let name = ctx.symbol("operandSegmentSizes");
    // The single group `b` sized 0 verifies, as in mlir-opt-22 (whose
    // verifier checks only the sizes' sum, an optional group's size and
    // each value's type); its accessor is the null value.
    let value = ctx.dense_i32_array_attr(&[1, 0, 0, 1]);
    let st = SegOp::build(
        &mut ctx,
        loc,
        &[],
        &[x, x],
        &[drr::NamedAttribute { name, value }],
    );
    let op = create(&mut ctx, block, st);
    assert_eq!(verify(&ctx, op), Ok(()));
    assert_eq!(
        SegOp::from_op(&ctx, op).unwrap().b(&ctx),
        drr::Value::default()
    );
    for (sizes, operands, expected) in [
        (
            vec![2, 1, 0, 3],
            vec![x, f, y, f, y, x],
            "operand #1 must be variadic of 32-bit signless integer, but got 'f32'",
        ),
        (
            vec![0, 1, 2, 0],
            vec![y, f, f],
            "operand group starting at #1 requires 0 or 1 element, but found 2",
        ),
        (
            vec![-1, 1, 0, 2],
            vec![y, x],
            "'operandSegmentSizes' attribute cannot have negative elements",
        ),
        (
            vec![1, 1],
            vec![x, y],
            "'operandSegmentSizes' attribute for specifying operand segments must have 4 elements, but got 2",
        ),
    ] {
        let value = ctx.dense_i32_array_attr(&sizes);
        let st = SegOp::build(
            &mut ctx,
            loc,
            &[],
            &operands,
            &[drr::NamedAttribute { name, value }],
        );
        let op = create(&mut ctx, block, st);
        assert_eq!(
            verify(&ctx, op),
            Err(format!("'test.seg_op' op {expected}")),
            "{sizes:?}"
        );
    }
}

#[test]
fn same_variadic_operand_size_and_multiple_results() {
    let (mut ctx, block) = setup();
    let i1 = ctx.int_type(1);
    let t = ctx.tensor_type(vec![2], i1);
    let loc = ctx.unknown_loc();
    let b2 = ctx.create_block(&[(t, loc), (t, loc), (t, loc), (t, loc), (t, loc)]);
    let vs: Vec<Value> = ctx.block(b2).args().to_vec();
    let st = SameSizeOp::build_with(&mut ctx, loc, &[t, t], i1, &vs[0..2], vs[2], &vs[3..5]);
    let op = create(&mut ctx, block, st);
    let s = SameSizeOp::from_op(&ctx, op).unwrap();
    assert_eq!(s.x(&ctx).to_vec(), &vs[0..2]);
    assert_eq!(s.y(&ctx), vs[2]);
    assert_eq!(s.z(&ctx).to_vec(), &vs[3..5]);
    assert_eq!(s.outs(&ctx).len(), 2);
    assert_eq!(ctx.value_type(s.flag(&ctx)), i1);
    assert_eq!(verify(&ctx, op), Ok(()));

    let x = arg(&ctx, block, 0);
    let i64t = ctx.int_type(64);
    let f32t = ctx.float_type(drr::FloatKind::F32);
    let i32t = ctx_i32(&mut ctx);
    let st = MultiResult::build_with(&mut ctx, loc, i32t, &[i64t, i64t, i64t], f32t, x);
    let op = create(&mut ctx, block, st);
    let m = MultiResult::from_op(&ctx, op).unwrap();
    assert_eq!(m.rest(&ctx).len(), 3);
    assert_eq!(ctx.value_type(m.last(&ctx)), f32t);
    assert_eq!(verify(&ctx, op), Ok(()));
    let st = MultiResult::build(&mut ctx, loc, &[], &[x], &[]);
    let op = create(&mut ctx, block, st);
    assert_eq!(
        verify(&ctx, op),
        Err("'test.multi_result' op expected 2 or more results".into())
    );
    let st = MultiResult::build(&mut ctx, loc, &[f32t, f32t], &[x], &[]);
    let op = create(&mut ctx, block, st);
    assert_eq!(
        verify(&ctx, op),
        Err(
            "'test.multi_result' op result #0 must be 32-bit signless integer, but got 'f32'"
                .into()
        )
    );
}

/// Ops whose groups are sized by their counts are verified by a fast path
/// that only says "valid" and falls back to the full checks otherwise:
/// the full checks' messages (and their leniency) are what a caller sees.
#[test]
fn count_sized_groups_fast_and_general_paths_agree() {
    let (mut ctx, block) = setup();
    let loc = ctx.unknown_loc();
    let x = arg(&ctx, block, 0);
    let y = arg(&ctx, block, 1);
    let i32t = ctx.int_type(32);
    let i64t = ctx.int_type(64);
    let f32t = ctx.float_type(drr::FloatKind::F32);
    // A bad value in the middle of a variadic group.
    let st = MultiResult::build(&mut ctx, loc, &[i32t, i64t, f32t, f32t], &[x], &[]);
    let op = create(&mut ctx, block, st);
    assert_eq!(
        verify(&ctx, op),
        Err("'test.multi_result' op result #2 must be variadic of 64-bit signless integer, but got 'f32'".into())
    );
    // An optional group: absent, present, and too long.
    for (operands, expected) in [
        (vec![x], Ok(())),
        (vec![x, y], Ok(())),
        (
            vec![x, y, y],
            Err("'test.opt_op' op operand group starting at #1 requires 0 or 1 element, but found 2".to_string()),
        ),
        (
            vec![x, x],
            Err("'test.opt_op' op operand #1 must be 64-bit signless integer, but got 'i32'".to_string()),
        ),
    ] {
        let st = OptOp::build(&mut ctx, loc, &[], &operands, &[]);
        let op = create(&mut ctx, block, st);
        assert_eq!(verify(&ctx, op), expected, "{} operands", operands.len());
    }
    // `SameVariadicOperandSize` with a count that does not divide evenly:
    // MLIR gives each variadic group the quotient and checks no leftover,
    // so even a leftover of another type verifies.
    let i1 = ctx.int_type(1);
    let t = ctx.tensor_type(vec![2], i1);
    let b2 = ctx.create_block(&[(t, loc), (t, loc), (t, loc)]);
    let vs: Vec<Value> = ctx.block(b2).args().to_vec();
    let st = SameSizeOp::build(&mut ctx, loc, &[t, i1], &[vs[0], vs[1], vs[2], x], &[]);
    let op = create(&mut ctx, block, st);
    assert_eq!(verify(&ctx, op), Ok(()));
}

fn ctx_i32(ctx: &mut Context) -> Type {
    ctx.int_type(32)
}

#[test]
fn enums_constants_and_user_constraints() {
    let (mut ctx, block) = setup();
    let loc = ctx.unknown_loc();
    let kind = TestEnum::ThirdCase.to_attr(&mut ctx);
    assert_eq!(TestEnum::from_attr(&ctx, kind), Some(TestEnum::ThirdCase));
    assert_eq!(TestEnum::ThirdCase.symbol(), "third_case");
    assert_eq!(TestEnum::from_value(1), Some(TestEnum::Second));
    let kind = storage::IntegerAttr::from_attr_checked(&ctx, kind);
    let i32t = ctx.int_type(32);
    let count = storage::IntegerAttr::get(&mut ctx, i32t, 3);
    let st = EnumOp::build_inferred(&mut ctx, loc, kind, count.into()).unwrap();
    let op = create(&mut ctx, block, st);
    let e = EnumOp::from_op(&ctx, op).unwrap();
    assert_eq!(ctx.value_type(e.r(&ctx)), i32t);
    assert_eq!(verify(&ctx, op), Ok(()));

    let bad_kind = ctx.integer_attr(i32t, 3);
    let bad_kind = storage::IntegerAttr::from_attr_checked(&ctx, bad_kind);
    let st = EnumOp::build_inferred(&mut ctx, loc, bad_kind, count.into()).unwrap();
    let op = create(&mut ctx, block, st);
    assert_eq!(
        verify(&ctx, op),
        Err("'test.enum_op' op attribute 'kind' failed to satisfy constraint: a test enum".into())
    );
    let zero = ctx.integer_attr(i32t, 0);
    let st = EnumOp::build_inferred(&mut ctx, loc, kind, zero).unwrap();
    let op = create(&mut ctx, block, st);
    assert_eq!(
        verify(&ctx, op),
        Err("'test.enum_op' op attribute 'count' failed to satisfy constraint: positive integer attribute".into())
    );
    let foo = <FooStr as drr::ods::ConstantAttrValue>::build(&mut ctx);
    assert_eq!(foo, ctx.string_attr("foo"));
}

#[test]
fn custom_verifier_and_builder() {
    let (mut ctx, block) = setup();
    let f = arg(&ctx, block, 2);
    let x = arg(&ctx, block, 0);
    let loc = ctx.unknown_loc();
    let st = FloatOp::build_square(&mut ctx, loc, f);
    let op = create(&mut ctx, block, st);
    assert_eq!(verify(&ctx, op), Ok(()));
    let f32t = ctx.float_type(drr::FloatKind::F32);
    let st = FloatOp::build_with(&mut ctx, loc, f32t, f, x);
    let op = create(&mut ctx, block, st);
    assert_eq!(
        verify(&ctx, op),
        Err("'test.float_op' op operand #1 must be 32-bit or 64-bit float, but got 'i32'".into())
    );
    let f64t = ctx.float_type(drr::FloatKind::F64);
    let b = ctx.create_block(&[(f64t, loc)]);
    let g = ctx.block(b).args()[0];
    let st = FloatOp::build_with(&mut ctx, loc, f32t, f, g);
    let op = create(&mut ctx, block, st);
    assert_eq!(
        verify(&ctx, op),
        Err("'test.float_op' op requires lhs and rhs of one type".into())
    );
    assert!(
        FloatOp::DEFINITION
            .traits
            .contains(drr::OpTraits::COMMUTATIVE)
    );
}

#[test]
fn regions_successors_and_traits() {
    let (mut ctx, block) = setup();
    let loc = ctx.unknown_loc();
    let st = RegionOp::build_with(&mut ctx, loc);
    let op = create(&mut ctx, block, st);
    let r = RegionOp::from_op(&ctx, op).unwrap();
    assert!(r.rest(&ctx).is_empty());
    // The sized region is created empty: it needs one block.
    assert_eq!(
        verify(&ctx, op),
        Err("'test.region_op' op region #0 ('body') failed to verify constraint: region with 1 blocks".into())
    );
    let body = r.body(&ctx);
    let nb = ctx.create_block(&[]);
    ctx.append_block(body, nb).unwrap();
    assert_eq!(verify(&ctx, op), Ok(()));
    assert!(
        RegionOp::DEFINITION
            .traits
            .contains(drr::OpTraits::ISOLATED_FROM_ABOVE)
    );

    let x = arg(&ctx, block, 0);
    let dest = ctx.create_block(&[]);
    let st = BrOp::build_with(&mut ctx, loc, &[x], dest);
    let op = ctx.create_op(st).unwrap();
    let b = BrOp::from_op(&ctx, op).unwrap();
    assert_eq!(b.dest(&ctx), dest);
    assert_eq!(b.args(&ctx).to_vec(), vec![x]);
    assert_eq!(verify(&ctx, op), Ok(()));
    let st = BrOp::build(&mut ctx, loc, &[], &[], &[]);
    let op = ctx.create_op(st).unwrap();
    assert_eq!(
        verify(&ctx, op),
        Err("'test.br' op requires 1 successor but found 0".into())
    );
    assert!(BrOp::DEFINITION.traits.contains(drr::OpTraits::TERMINATOR));
    assert!(
        ConstOp::DEFINITION
            .traits
            .contains(drr::OpTraits::CONSTANT_LIKE)
    );
}

#[test]
fn dialect_registration() {
    let mut ctx = Context::new();
    TestDialect::register(&mut ctx);
    let name = ctx.lookup_op_name("test.c_op").unwrap();
    assert!(std::ptr::eq(
        ctx.op_definition(name).unwrap(),
        COp::DEFINITION
    ));
    assert_eq!(ctx.dialect("test").unwrap().name, "test");
    assert_eq!(TestDialect::OPS.len(), 12);
}

#[test]
fn native_calls_and_constraints() {
    let (mut ctx, block) = setup();
    let x = arg(&ctx, block, 0);
    assert!(HasNoUseOf::check(&ctx, x));
    assert_eq!(
        <HasNoUseOf::Def as drr::ods::Constraint>::SUMMARY,
        "has no use"
    );
    let a = ctx.unit_attr();
    let b = ctx.string_attr("b");
    let arr = createArrayAttr::call(&mut ctx, a, b);
    assert_eq!(arr, ctx.array_attr(vec![a, b]));
    assert_eq!(<twoValues::Def as drr::ods::NativeCodeCall>::NUM_RESULTS, 2);
    assert_eq!(twoValues::call(&mut ctx, x), [x, x]);
}
