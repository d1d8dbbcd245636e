//! The folding fast path of `DialectDefinition::constant_state`: a fold to
//! one constant builds the constant the dialect describes straight in the
//! folded op's place. The IR (with locations), the driver's result and the
//! listener-visible outcome are those of the path that creates the
//! constant with `materialize_constant`; a state the driver cannot use
//! (wrong result type, not a constant-like op, operands) falls back to
//! that path.

mod rewrite_support;

use drr_runtime::rewrite::{
    FrozenPatternSet, GreedyConfig, RewritePatternSet, apply_patterns_greedily,
};
use drr_runtime::{
    Attribute, Context, DialectDefinition, Location, NamedAttribute, OpId, OperationState, Type,
};
use rewrite_support::*;
use std::sync::atomic::{AtomicUsize, Ordering};

/// Folds to constants: `addi` of two constants (in place of the `addi`),
/// one nested in a region, and a `muli` by one (folds to an operand).
const SRC: &str = r#""builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (i32, i32, i32), sym_name = "f"}> ({
  ^bb0(%x: i32):
    %a = "arith.constant"() <{value = 3 : i32}> : () -> i32 loc("a")
    %b = "arith.constant"() <{value = 4 : i32}> : () -> i32 loc("b")
    %s = "arith.addi"(%a, %b) : (i32, i32) -> i32 loc("s")
    %t = "arith.addi"(%s, %a) : (i32, i32) -> i32 loc("t")
    %one = "arith.constant"() <{value = 1 : i32}> : () -> i32 loc("one")
    %m = "arith.muli"(%x, %one) : (i32, i32) -> i32 loc("m")
    %r = "scf.execute_region"() ({
      %u = "arith.addi"(%t, %b) : (i32, i32) -> i32 loc("u")
      "scf.yield"(%u) : (i32) -> () loc("y")
    }) : () -> i32 loc("r")
    "func.return"(%t, %m, %r) : (i32, i32, i32) -> () loc("ret")
  }) : () -> () loc("f")
}) : () -> () loc("m")
"#;

/// `arith.constant` of `value : ty` at `loc`, as `materialize_arith` of
/// the support module makes it.
fn arith_constant(
    ctx: &mut Context,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<OperationState> {
    let name = ctx.op_name("arith.constant");
    let key = ctx.symbol("value");
    let props = ctx.dictionary(vec![NamedAttribute { name: key, value }]);
    let mut state = OperationState::new(name, loc);
    state.result_types.push(ty);
    state.properties = Some(props);
    Some(state)
}

/// States given by the hook (to see that the fast path is taken).
static STATES: AtomicUsize = AtomicUsize::new(0);

fn state_hook(
    ctx: &mut Context,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<OperationState> {
    STATES.fetch_add(1, Ordering::Relaxed);
    arith_constant(ctx, value, ty, loc)
}

fn create(ctx: &mut Context, value: Attribute, ty: Type, loc: Location) -> Option<OpId> {
    let state = arith_constant(ctx, value, ty, loc)?;
    ctx.create_op(state).ok()
}

/// A state of another result type than asked for.
fn wrong_type(
    ctx: &mut Context,
    value: Attribute,
    _: Type,
    loc: Location,
) -> Option<OperationState> {
    let i64 = ctx.int_type(64);
    arith_constant(ctx, value, i64, loc)
}

/// A state of an op that is not constant-like.
fn not_constant(
    ctx: &mut Context,
    _: Attribute,
    ty: Type,
    loc: Location,
) -> Option<OperationState> {
    let name = ctx.op_name("test.pure");
    let mut state = OperationState::new(name, loc);
    state.result_types.push(ty);
    Some(state)
}

static WITH_STATE: DialectDefinition = DialectDefinition {
    name: "arith",
    materialize_constant: Some(create),
    constant_state: Some(state_hook),
    parse_attribute: None,
    region_verifiers: &[],
    canonicalizers: &[],
};

static WRONG_TYPE: DialectDefinition = DialectDefinition {
    constant_state: Some(wrong_type),
    ..WITH_STATE
};

static NOT_CONSTANT: DialectDefinition = DialectDefinition {
    constant_state: Some(not_constant),
    ..WITH_STATE
};

/// The module after the greedy driver with `dialect` as the arith
/// dialect (`None`: the support module's, which has no state hook), with
/// locations, and the driver's change flag and iteration count.
fn run(dialect: Option<&'static DialectDefinition>) -> (String, bool, u32) {
    let mut ctx = context();
    if let Some(d) = dialect {
        ctx.register_dialect(d);
    }
    let module = parse(&mut ctx, SRC);
    let patterns = FrozenPatternSet::new(&mut ctx, RewritePatternSet::new());
    let r = apply_patterns_greedily(&mut ctx, module, &patterns, &GreedyConfig::default()).unwrap();
    (print_debug(&ctx, module), r.changed, r.iterations)
}

#[test]
fn the_state_path_builds_what_the_created_constant_gives() {
    let (created, changed, iterations) = run(None);
    // The folds happened: one constant per distinct value left, the adds
    // and the multiplication by one gone, hoisted constants at the top.
    assert!(changed);
    assert!(!created.contains("arith.addi"), "{created}");
    assert!(!created.contains("arith.muli"), "{created}");
    assert!(created.contains("value = 10 : i32"), "{created}");
    assert!(created.contains("value = 14 : i32"), "{created}");
    assert_eq!(
        run(Some(&WITH_STATE)),
        (created.clone(), changed, iterations)
    );
    // The three folds to a constant took the state path.
    assert_eq!(STATES.load(Ordering::Relaxed), 3);
    for dialect in [&WRONG_TYPE, &NOT_CONSTANT] {
        assert_eq!(run(Some(dialect)), (created.clone(), changed, iterations));
    }
}
