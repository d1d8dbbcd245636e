//! Shared helpers of the rewrite tests: a tiny `test` dialect, a minimal
//! `arith` (constant, addi, muli with MLIR's folders for the cases used),
//! a listener that logs notifications, and parse/print shortcuts.
#![allow(dead_code)]

use drr_runtime::ir::BlockId;
use drr_runtime::rewrite::{
    InsertPoint, Listener, MatchFailure, RewritePattern, RewritePatternSet,
};
use drr_runtime::text::{PrintOptions, parse_module, print_op};
use drr_runtime::{
    AttrData, Attribute, Context, DialectDefinition, FoldOutcome, Location, NamedAttribute,
    OpDefinition, OpFoldResult, OpId, OpTraits, OperationState, RegionId, Type, Value,
};
use smallvec::smallvec;

const PURE: OpTraits = OpTraits::PURE;

fn fold_value_attr(ctx: &mut Context, op: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
    match ctx.attr(op, "value") {
        Some(a) => FoldOutcome::Replace(smallvec![OpFoldResult::Attribute(a)]),
        None => FoldOutcome::Failed,
    }
}

fn int_of(ctx: &Context, a: Option<Attribute>) -> Option<(Type, i128)> {
    match ctx.attr_data(a?) {
        AttrData::Integer { ty, value } => Some((*ty, *value)),
        _ => None,
    }
}

/// `addi(x, 0) -> x`, `addi(c1, c2) -> c1 + c2` (MLIR's `AddIOp::fold`
/// for these cases).
fn fold_add(ctx: &mut Context, op: OpId, c: &[Option<Attribute>]) -> FoldOutcome {
    if c.len() != 2 {
        return FoldOutcome::Failed;
    }
    if let Some((_, 0)) = int_of(ctx, c[1]) {
        return FoldOutcome::Replace(smallvec![OpFoldResult::Value(ctx.op(op).operand(0))]);
    }
    match (int_of(ctx, c[0]), int_of(ctx, c[1])) {
        (Some((ty, a)), Some((_, b))) => {
            let sum = ctx.integer_attr(ty, a.wrapping_add(b));
            FoldOutcome::Replace(smallvec![OpFoldResult::Attribute(sum)])
        }
        _ => FoldOutcome::Failed,
    }
}

pub static TEST_CONSTANT: OpDefinition = OpDefinition {
    name: "test.constant",
    traits: OpTraits(OpTraits::CONSTANT_LIKE.0 | PURE.0),
    inherent_attrs: &["value"],
    verify: None,
    fold: Some(fold_value_attr),
};
pub static TEST_ADD: OpDefinition = OpDefinition {
    name: "test.add",
    traits: OpTraits(PURE.0 | OpTraits::COMMUTATIVE.0),
    inherent_attrs: &[],
    verify: None,
    fold: Some(fold_add),
};
/// A pure op without folder.
pub static TEST_PURE: OpDefinition = OpDefinition {
    name: "test.pure",
    traits: PURE,
    inherent_attrs: &[],
    verify: None,
    fold: None,
};
/// An op with side effects (no traits).
pub static TEST_EFFECT: OpDefinition = OpDefinition {
    name: "test.effect",
    traits: OpTraits::NONE,
    inherent_attrs: &[],
    verify: None,
    fold: None,
};
/// A region op whose effects are those of its body.
pub static TEST_REGION: OpDefinition = OpDefinition {
    name: "test.region",
    traits: OpTraits::RECURSIVE_MEMORY_EFFECTS,
    inherent_attrs: &[],
    verify: None,
    fold: None,
};
/// An isolated-from-above region op (a constant-hoisting scope).
pub static TEST_ISOLATED: OpDefinition = OpDefinition {
    name: "test.isolated",
    traits: OpTraits::ISOLATED_FROM_ABOVE,
    inherent_attrs: &[],
    verify: None,
    fold: None,
};
pub static TEST_YIELD: OpDefinition = OpDefinition {
    name: "test.yield",
    traits: OpTraits(OpTraits::TERMINATOR.0 | PURE.0),
    inherent_attrs: &[],
    verify: None,
    fold: None,
};
/// `scf.execute_region`: recursive memory effects, not isolated.
pub static SCF_EXECUTE_REGION: OpDefinition = OpDefinition {
    name: "scf.execute_region",
    traits: OpTraits::RECURSIVE_MEMORY_EFFECTS,
    inherent_attrs: &[],
    verify: None,
    fold: None,
};
/// `scf.yield`.
pub static SCF_YIELD: OpDefinition = OpDefinition {
    name: "scf.yield",
    traits: OpTraits(OpTraits::TERMINATOR.0 | PURE.0),
    inherent_attrs: &[],
    verify: None,
    fold: None,
};
/// `scf.if`: recursive memory effects.
pub static SCF_IF: OpDefinition = OpDefinition {
    name: "scf.if",
    traits: OpTraits::RECURSIVE_MEMORY_EFFECTS,
    inherent_attrs: &[],
    verify: None,
    fold: None,
};
/// `arith.select` (its folder is not needed by the tests).
pub static ARITH_SELECT: OpDefinition = OpDefinition {
    name: "arith.select",
    traits: PURE,
    inherent_attrs: &[],
    verify: None,
    fold: None,
};
/// `test.any_attr_of_i32_str` (target of MLIR's `IncrementIntAttribute`).
pub static TEST_ANY_ATTR: OpDefinition = OpDefinition {
    name: "test.any_attr_of_i32_str",
    traits: OpTraits::NONE,
    inherent_attrs: &["attr"],
    verify: None,
    fold: None,
};
/// `test.one_region_op` (target of MLIR's `HoistEligibleOps`).
pub static TEST_ONE_REGION: OpDefinition = OpDefinition {
    name: "test.one_region_op",
    traits: OpTraits::NONE,
    inherent_attrs: &[],
    verify: None,
    fold: None,
};
/// `test.symbol` (a symbol: never trivially dead; modelled as effectful).
pub static TEST_SYMBOL: OpDefinition = OpDefinition {
    name: "test.symbol",
    traits: OpTraits::NONE,
    inherent_attrs: &["sym_name"],
    verify: None,
    fold: None,
};
/// `test.op_commutative` of MLIR's test dialect: commutative, no folder.
pub static TEST_COMMUTATIVE: OpDefinition = OpDefinition {
    name: "test.op_commutative",
    traits: OpTraits::COMMUTATIVE,
    inherent_attrs: &[],
    verify: None,
    fold: None,
};

fn materialize(
    ctx: &mut Context,
    op_name: &str,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<OpId> {
    let name = ctx.op_name(op_name);
    let key = ctx.symbol("value");
    let props = ctx.dictionary(vec![NamedAttribute { name: key, value }]);
    let mut state = OperationState::new(name, loc);
    state.result_types.push(ty);
    state.properties = Some(props);
    ctx.create_op(state).ok()
}

fn materialize_test(ctx: &mut Context, value: Attribute, ty: Type, loc: Location) -> Option<OpId> {
    match ctx.attr_data(value) {
        AttrData::Integer { .. } => materialize(ctx, "test.constant", value, ty, loc),
        _ => None,
    }
}

fn materialize_arith(ctx: &mut Context, value: Attribute, ty: Type, loc: Location) -> Option<OpId> {
    materialize(ctx, "arith.constant", value, ty, loc)
}

pub static TEST_DIALECT: DialectDefinition = DialectDefinition {
    name: "test",
    materialize_constant: Some(materialize_test),
    constant_state: None,
    parse_attribute: None,
    region_verifiers: &[],
    canonicalizers: &[],
};

pub static ARITH_CONSTANT: OpDefinition = OpDefinition {
    name: "arith.constant",
    traits: OpTraits(OpTraits::CONSTANT_LIKE.0 | PURE.0),
    inherent_attrs: &["value"],
    verify: None,
    fold: Some(fold_value_attr),
};
pub static ARITH_ADDI: OpDefinition = OpDefinition {
    name: "arith.addi",
    traits: OpTraits(PURE.0 | OpTraits::COMMUTATIVE.0),
    inherent_attrs: &["overflowFlags"],
    verify: None,
    fold: Some(fold_add),
};
/// `muli(x, 0) -> 0`, `muli(x, 1) -> x`, `muli(c1, c2) -> c1 * c2` (MLIR's
/// `MulIOp::fold`).
fn fold_mul(ctx: &mut Context, op: OpId, c: &[Option<Attribute>]) -> FoldOutcome {
    if c.len() != 2 {
        return FoldOutcome::Failed;
    }
    match int_of(ctx, c[1]) {
        Some((_, 0)) => {
            return FoldOutcome::Replace(smallvec![OpFoldResult::Value(ctx.op(op).operand(1))]);
        }
        Some((_, 1)) => {
            return FoldOutcome::Replace(smallvec![OpFoldResult::Value(ctx.op(op).operand(0))]);
        }
        _ => {}
    }
    match (int_of(ctx, c[0]), int_of(ctx, c[1])) {
        (Some((ty, a)), Some((_, b))) => {
            let product = ctx.integer_attr(ty, a.wrapping_mul(b));
            FoldOutcome::Replace(smallvec![OpFoldResult::Attribute(product)])
        }
        _ => FoldOutcome::Failed,
    }
}

pub static ARITH_MULI: OpDefinition = OpDefinition {
    name: "arith.muli",
    traits: OpTraits(PURE.0 | OpTraits::COMMUTATIVE.0),
    inherent_attrs: &["overflowFlags"],
    verify: None,
    fold: Some(fold_mul),
};
pub static ARITH_DIALECT: DialectDefinition = DialectDefinition {
    name: "arith",
    materialize_constant: Some(materialize_arith),
    constant_state: None,
    parse_attribute: None,
    region_verifiers: &[],
    canonicalizers: &[],
};

/// A context with the test dialect and the minimal arith registered.
pub fn context() -> Context {
    let mut ctx = Context::new();
    for def in [
        &TEST_CONSTANT,
        &TEST_ADD,
        &TEST_PURE,
        &TEST_EFFECT,
        &TEST_REGION,
        &TEST_ISOLATED,
        &TEST_YIELD,
        &TEST_COMMUTATIVE,
        &ARITH_CONSTANT,
        &ARITH_ADDI,
        &ARITH_MULI,
        &SCF_EXECUTE_REGION,
        &SCF_YIELD,
        &SCF_IF,
        &ARITH_SELECT,
        &TEST_ANY_ATTR,
        &TEST_ONE_REGION,
        &TEST_SYMBOL,
    ] {
        ctx.register_op(def);
    }
    ctx.register_dialect(&TEST_DIALECT);
    ctx.register_dialect(&ARITH_DIALECT);
    ctx
}

/// Parses a module or panics with the rendered error.
pub fn parse(ctx: &mut Context, src: &str) -> OpId {
    parse_named(ctx, src, "test.mlir")
}

/// Parses a module from a file named `filename` (for locations).
pub fn parse_named(ctx: &mut Context, src: &str, filename: &str) -> OpId {
    match parse_module(ctx, src, filename) {
        Ok(m) => m,
        Err(e) => panic!("{}", e.render(filename)),
    }
}

/// Prints generic form, without locations.
pub fn print(ctx: &Context, op: OpId) -> String {
    print_op(ctx, op, PrintOptions { debug_info: false })
}

/// Prints generic form with locations.
pub fn print_debug(ctx: &Context, op: OpId) -> String {
    print_op(ctx, op, PrintOptions { debug_info: true })
}

/// The operations of `block`, by name, in order.
pub fn names(ctx: &Context, block: BlockId) -> Vec<String> {
    ctx.block_ops(block)
        .map(|op| ctx.op_name_str(ctx.op(op).name()).to_string())
        .collect()
}

/// The entry block of the first region of `op`.
pub fn body(ctx: &Context, op: OpId) -> BlockId {
    ctx.region(ctx.op(op).regions()[0]).blocks()[0]
}

/// The first operation named `name` nested in `root` (pre-order).
pub fn find(ctx: &Context, root: OpId, name: &str) -> OpId {
    ctx.nested_ops_pre_order(root)
        .into_iter()
        .find(|&o| ctx.op_name_str(ctx.op(o).name()) == name)
        .unwrap_or_else(|| panic!("no {name}"))
}

/// Every operation named `name` nested in `root` (pre-order).
pub fn find_all(ctx: &Context, root: OpId, name: &str) -> Vec<OpId> {
    ctx.nested_ops_pre_order(root)
        .into_iter()
        .filter(|&o| ctx.op_name_str(ctx.op(o).name()) == name)
        .collect()
}

/// Describes an operation for the log: its name and, if it has one, the
/// `tag` attribute.
pub fn describe(ctx: &Context, op: OpId) -> String {
    let name = ctx.op_name_str(ctx.op(op).name()).to_string();
    match ctx.attr(op, "tag").map(|a| ctx.attr_data(a).clone()) {
        Some(AttrData::String { value, .. }) => {
            format!("{name}[{}]", String::from_utf8_lossy(&value))
        }
        _ => name,
    }
}

/// A listener recording every notification as a line of text.
#[derive(Default)]
pub struct Log {
    pub lines: Vec<String>,
}

impl Listener for Log {
    fn notify_operation_inserted(
        &mut self,
        ctx: &Context,
        op: OpId,
        previous: Option<InsertPoint>,
    ) {
        let moved = if previous.is_some() { " (moved)" } else { "" };
        self.lines
            .push(format!("inserted {}{moved}", describe(ctx, op)));
    }
    fn notify_block_inserted(&mut self, _: &Context, _: BlockId, _: Option<RegionId>) {
        self.lines.push("block inserted".into());
    }
    fn notify_operation_modified(&mut self, ctx: &Context, op: OpId) {
        self.lines.push(format!("modified {}", describe(ctx, op)));
    }
    fn notify_operation_replaced(&mut self, ctx: &Context, op: OpId, values: &[Value]) {
        self.lines.push(format!(
            "replaced {} ({} values)",
            describe(ctx, op),
            values.len()
        ));
    }
    fn notify_operation_erased(&mut self, ctx: &Context, op: OpId) {
        self.lines.push(format!("erased {}", describe(ctx, op)));
    }
    fn notify_block_erased(&mut self, ctx: &Context, block: BlockId) {
        self.lines.push(format!(
            "block erased ({} args)",
            ctx.block(block).args().len()
        ));
    }
    fn notify_match_failure(&mut self, _: &Context, _: Location, reason: &str) {
        self.lines.push(format!("match failure: {reason}"));
    }
    fn notify_pattern_begin(&mut self, ctx: &Context, pattern: &dyn RewritePattern, op: OpId) {
        self.lines.push(format!(
            "begin {} on {}",
            pattern.debug_name(),
            describe(ctx, op)
        ));
    }
    fn notify_pattern_end(&mut self, _: &Context, pattern: &dyn RewritePattern, ok: bool) {
        self.lines.push(format!(
            "end {} {}",
            pattern.debug_name(),
            if ok { "success" } else { "failure" }
        ));
    }
}

/// Rust replicas of the hand-written patterns mlir-opt's
/// `--test-greedy-patterns` adds besides the DRR ones
/// (`mlir/test/lib/Dialect/Test/TestPatterns.cpp`): `IncrementIntAttribute<3>`,
/// `MakeOpEligible`, `HoistEligibleOps`.
pub fn test_driver_patterns() -> RewritePatternSet {
    let mut set = RewritePatternSet::new();
    set.add_fn("test.one_region_op", 1, "HoistEligibleOps", |op, rw| {
        let Some(&region) = rw.op(op).regions().first() else {
            return Err(MatchFailure::new("no region"));
        };
        let Some(&block) = rw.region(region).blocks().first() else {
            return Err(MatchFailure::new("empty region"));
        };
        let Some(terminator) = rw.block(block).last_op() else {
            return Err(MatchFailure::new("no terminator"));
        };
        let Some(&operand) = rw.op(terminator).operands().collect::<Vec<_>>().first() else {
            return Err(MatchFailure::new("no operand"));
        };
        let Some(to_hoist) = rw.defining_op(operand) else {
            return Err(MatchFailure::new("block argument"));
        };
        if rw.parent_op(to_hoist) != Some(op) || rw.attr(to_hoist, "eligible").is_none() {
            return Err(MatchFailure::new("not eligible"));
        }
        rw.move_op_before(to_hoist, op)?;
        Ok(())
    });
    set.add_fn("foo.maybe_eligible_op", 1, "MakeOpEligible", |op, rw| {
        if rw.attr(op, "eligible").is_some() {
            return Err(MatchFailure::new("already eligible"));
        }
        let name = rw.ctx_mut().symbol("eligible");
        let unit = rw.ctx_mut().unit_attr();
        rw.modify_op_in_place(op, |ctx| ctx.set_discardable_attr(op, name, Some(unit)))??;
        Ok(())
    });
    set.add_fn(
        "test.any_attr_of_i32_str",
        1,
        "IncrementIntAttribute",
        |op, rw| {
            let Some(value) = int_of(rw, rw.attr(op, "attr")).map(|(_, v)| v) else {
                return Err(MatchFailure::new("not an integer"));
            };
            if value >= 3 {
                return Err(MatchFailure::new("at the maximum"));
            }
            let name = rw.ctx_mut().symbol("attr");
            let i32 = rw.ctx_mut().int_type(32);
            let next = rw.ctx_mut().integer_attr(i32, value + 1);
            rw.modify_op_in_place(op, |ctx| ctx.set_inherent_attr(op, name, Some(next)))??;
            Ok(())
        },
    );
    set
}
