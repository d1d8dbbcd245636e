//! The folders' API contract beyond the recorded tables: where the `ir`
//! closure is consulted, in-place outcomes, splat canonicalization of
//! computed dense results, and integers wider than the runtime's storage.

use drr_arith::numerics::attribute::{constant_from_attr, constant_to_attr, value_type};
use drr_arith::numerics::fold::{self, CmpIPredicate, Fold, Operands};
use drr_arith::numerics::{ApInt, Constant, ScalarType, ValueType};
use drr_runtime::Context;
use drr_runtime::text::{parse_attribute, parse_type, print_attribute};

fn constant(ctx: &mut Context, text: &str) -> Constant {
    let attr = parse_attribute(ctx, text).expect("attribute");
    constant_from_attr(ctx, attr).expect("constant")
}

fn ty(ctx: &mut Context, text: &str) -> ValueType {
    let t = parse_type(ctx, text).expect("type");
    value_type(ctx, t).expect("value type")
}

fn printed(ctx: &mut Context, fold: Option<Fold>) -> String {
    match fold {
        Some(Fold::Constant(c)) => {
            let attr = constant_to_attr(ctx, &c).expect("storable");
            print_attribute(ctx, attr)
        }
        other => format!("{other:?}"),
    }
}

#[test]
fn ir_rules_run_exactly_where_mlir_checks_them() {
    let mut ctx = Context::new();
    let zero = constant(&mut ctx, "0 : i32");
    let five = constant(&mut ctx, "5 : i32");
    // `addi(x, 0) → x` comes before the IR rules: the closure is not asked.
    let r = fold::addi(Operands::new(None, Some(&zero)), || panic!("asked"));
    assert_eq!(r, Some(Fold::Operand(0)));
    // Otherwise the IR rules decide before constant folding.
    let r = fold::addi(Operands::new(None, Some(&five)), || Some(Fold::Operand(1)));
    assert_eq!(r, Some(Fold::Operand(1)));
    // `index_cast` folds a constant first and asks the IR rules only after.
    let index = ty(&mut ctx, "index");
    let r = fold::index_cast(Some(&five), &index, || panic!("asked"));
    assert_eq!(printed(&mut ctx, r), "5 : index");
    let r = fold::index_cast(None, &index, || Some(Fold::Operand(0)));
    assert_eq!(r, Some(Fold::Operand(0)));
}

#[test]
fn cmpi_moves_a_lone_constant_to_the_right() {
    let mut ctx = Context::new();
    let seven = constant(&mut ctx, "7 : i8");
    let i1 = ty(&mut ctx, "i1");
    let r = fold::cmpi(
        CmpIPredicate::Slt,
        Operands::new(Some(&seven), None),
        ScalarType::Int(8),
        &i1,
        || None,
    );
    assert_eq!(
        r,
        Some(Fold::SwapOperands {
            predicate: CmpIPredicate::Sgt
        })
    );
}

#[test]
fn elementwise_results_that_are_all_equal_become_splats() {
    let mut ctx = Context::new();
    let a = constant(&mut ctx, "dense<[1, 2, 3]> : vector<3xi32>");
    let b = constant(&mut ctx, "dense<[3, 2, 1]> : vector<3xi32>");
    let r = fold::addi(Operands::new(Some(&a), Some(&b)), || None);
    assert_eq!(printed(&mut ctx, r), "dense<4> : vector<3xi32>");
    let r = fold::subi(
        Operands::new(Some(&a), Some(&b)),
        &ty(&mut ctx, "vector<3xi32>"),
        || None,
    );
    assert_eq!(printed(&mut ctx, r), "dense<[-2, 0, 2]> : vector<3xi32>");
}

#[test]
fn wide_integers_fold_and_are_stored() {
    let mut ctx = Context::new();
    let big = constant(&mut ctx, "170141183460469231731687303715884105727 : i256");
    let r = fold::addi(Operands::new(Some(&big), Some(&big)), || None);
    let Some(Fold::Constant(Constant::Int { value, .. })) = r else {
        panic!("no fold: {r:?}");
    };
    assert_eq!(
        value.to_string_signed(),
        "340282366920938463463374607431768211454"
    );
    // Past an i128, the runtime stores the value as a big integer.
    let c = Constant::int(ScalarType::Int(256), value);
    let attr = constant_to_attr(&mut ctx, &c).expect("storable");
    assert_eq!(
        print_attribute(&ctx, attr),
        "340282366920938463463374607431768211454 : i256"
    );
    // A value that fits is stored, sign-extended.
    let minus_one = Constant::int(ScalarType::Int(256), ApInt::all_ones(256));
    let attr = constant_to_attr(&mut ctx, &minus_one).expect("storable");
    assert_eq!(print_attribute(&ctx, attr), "-1 : i256");
}

#[test]
fn division_by_zero_and_signed_overflow_do_not_fold() {
    let mut ctx = Context::new();
    let min = constant(&mut ctx, "-128 : i8");
    let minus_one = constant(&mut ctx, "-1 : i8");
    let zero = constant(&mut ctx, "0 : i8");
    assert_eq!(
        fold::divsi(Operands::new(Some(&min), Some(&minus_one)), || None),
        None
    );
    assert_eq!(
        fold::ceildivsi(Operands::new(Some(&min), Some(&minus_one))),
        None
    );
    assert_eq!(
        fold::floordivsi(Operands::new(Some(&min), Some(&minus_one))),
        None
    );
    assert_eq!(
        fold::divui(Operands::new(Some(&min), Some(&zero)), || None),
        None
    );
    assert_eq!(fold::remsi(Operands::new(Some(&min), Some(&zero))), None);
    // `remsi(MIN, -1)` is well defined.
    let r = fold::remsi(Operands::new(Some(&min), Some(&minus_one)));
    assert_eq!(printed(&mut ctx, r), "0 : i8");
    let eight = constant(&mut ctx, "8 : i8");
    assert_eq!(fold::shli(Operands::new(Some(&min), Some(&eight))), None);
}

#[test]
fn materialized_constants_are_the_ops_the_builder_makes() {
    use drr_arith::ops::Arith_ConstantOp;
    use drr_runtime::text::{PrintOptions, print_op};
    let mut ctx = Context::new();
    drr_arith::register(&mut ctx);
    let loc = ctx.file_loc("f.mlir", 3, 7);
    let print = |ctx: &Context, op| print_op(ctx, op, PrintOptions { debug_info: true });
    for (value, ty) in [
        ("7 : i32", "i32"),
        ("-1 : index", "index"),
        ("1.5 : f16", "f16"),
        ("dense<[1, 2]> : vector<2xi8>", "vector<2xi8>"),
        ("dense<2.0> : tensor<3xf32>", "tensor<3xf32>"),
    ] {
        let attr = parse_attribute(&mut ctx, value).expect("attribute");
        let t = parse_type(&mut ctx, ty).expect("type");
        let made = drr_arith::constant::materialize(&mut ctx, attr, t, loc).expect("materialized");
        let state = Arith_ConstantOp::build_inferred(&mut ctx, loc, attr).expect("built");
        let built = ctx.create_op(state).expect("created");
        assert_eq!(print(&ctx, made), print(&ctx, built), "{value}");
        assert_eq!(ctx.op(made).properties(), ctx.op(built).properties());
    }
    // Not buildable: a value of another type, a signed integer type.
    let attr = parse_attribute(&mut ctx, "7 : i32").expect("attribute");
    let i64 = parse_type(&mut ctx, "i64").expect("type");
    assert!(drr_arith::constant::materialize(&mut ctx, attr, i64, loc).is_none());
    let attr = parse_attribute(&mut ctx, "7 : si32").expect("attribute");
    let si32 = parse_type(&mut ctx, "si32").expect("type");
    assert!(drr_arith::constant::materialize(&mut ctx, attr, si32, loc).is_none());
}
