//! The canonicalization patterns of the `cf` and `func` dialects, following
//! MLIR 22's `mlir/lib/Dialect/ControlFlow/IR/ControlFlowOps.cpp` and
//! `mlir/lib/Dialect/Func/IR/FuncOps.cpp` step by step (the same rewriter
//! calls in the same order, so the greedy driver's worklist, and hence the
//! output, is MLIR's):
//!
//! | op | patterns, in MLIR's order |
//! |---|---|
//! | `cf.assert` | its `canonicalize` method: erased when its argument is the constant `true` |
//! | `cf.br` | its `canonicalize` method: `simplifyBrToBlockWithSinglePred`, else `simplifyPassThroughBr` |
//! | `cf.cond_br` | `SimplifyConstCondBranchPred`, `SimplifyPassThroughCondBranch`, `SimplifyCondBranchIdenticalSuccessors`, `SimplifyCondBranchFromCondBranchOnSameCondition`, `CondBranchTruthPropagation` |
//! | `cf.switch` | `simplifySwitchWithOnlyDefault`, `dropSwitchCasesThatMatchDefault`, `simplifyConstSwitchValue`, `simplifyPassThroughSwitch`, `simplifySwitchFromSwitchOnSameCondition`, `simplifySwitchFromDefaultSwitchOnSameCondition` |
//! | `func.call_indirect` | its `canonicalize` method: a call of a constant callee becomes a `func.call` |
//!
//! Two of them create `arith` ops (`arith.constant`, `arith.select`), as in
//! MLIR, where `cf` depends on `arith` (loading `cf` loads `arith`): they are
//! created by name, as `drr-arith`'s ops, and only when that op is
//! registered in the context; without it (a context without `arith`, which
//! MLIR cannot have) those two patterns do not apply, rather than create
//! ops of a dialect the context does not know.
//!
//! The runtime keeps a count of a block's predecessors, not a list. Where
//! MLIR asks for a block's single predecessor and then checks that it ends
//! in a branch on the same condition, the branch is found among the users of
//! the condition instead (a block with one predecessor slot, named by a
//! `cf.cond_br` on that condition, has that branch's block as its single
//! predecessor): the cost is the condition's uses, not the region's blocks.

use smallvec::SmallVec;

use crate::Context;
use crate::attributes::{AttrData, Attribute, NamedAttribute};
use crate::ir::{BlockId, OpId, OperationState, Value, ValueDef};
use crate::location::Location;
use crate::rewrite::{
    MatchFailure, MatchResult, PatternRewriter, PatternRoot, RewritePattern, RewritePatternSet,
    constant_value,
};
use crate::types::{Type, TypeData};

/// A `cf` pattern: a root op name, MLIR's debug name (what
/// `enable-patterns`/`disable-patterns` select: the class's, namespace
/// included, for a pattern added by class; none for one added as a
/// function, `results.add(canonicalize)` or `results.add(&simplifyX)`),
/// and the function that matches and rewrites.
struct CfPattern {
    root: &'static str,
    name: &'static str,
    apply: fn(OpId, &mut PatternRewriter<'_>) -> MatchResult,
}

impl RewritePattern for CfPattern {
    fn root(&self) -> PatternRoot<'_> {
        PatternRoot::Name(self.root)
    }
    fn debug_name(&self) -> &str {
        self.name
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> MatchResult {
        (self.apply)(op, rw)
    }
}

fn add(set: &mut RewritePatternSet, root: &'static str, patterns: &[(&'static str, CfFn)]) {
    for &(name, apply) in patterns {
        set.add(CfPattern { root, name, apply });
    }
}

type CfFn = fn(OpId, &mut PatternRewriter<'_>) -> MatchResult;

/// `func.call_indirect`'s patterns (its `canonicalize` method, added as a
/// function: no debug name).
pub(crate) fn call_indirect_patterns(set: &mut RewritePatternSet) {
    add(set, "func.call_indirect", &[("", call_indirect_to_call)]);
}

/// `CallIndirectOp::canonicalize`: a call of a constant symbol becomes a
/// direct `func.call` (its argument and result attributes and discardable
/// attributes are not kept, as MLIR's builder does not).
fn call_indirect_to_call(op: OpId, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let mut operands = rw.op(op).operands();
    let callee = operands.next().ok_or_else(|| fail("no callee"))?;
    let args: SmallVec<[Value; 4]> = operands.collect();
    let def = rw
        .defining_op(callee)
        .ok_or_else(|| fail("the callee is not a constant"))?;
    let symbol = constant_value(rw.ctx_mut(), def)
        .filter(|&a| matches!(rw.attr_data(a), AttrData::SymbolRef { .. }))
        .ok_or_else(|| fail("the callee is not a constant symbol"))?;
    let loc = rw.op(op).loc();
    let result_types: SmallVec<[Type; 1]> = rw
        .op(op)
        .results()
        .iter()
        .map(|&r| rw.value_type(r))
        .collect();
    let ctx = rw.ctx_mut();
    let name = ctx.op_name_of_definition(&crate::builtin::CALL);
    let mut state = OperationState::new(name, loc);
    state.operands = args;
    state.result_types = result_types.into_iter().collect();
    let key = ctx.symbol("callee");
    state.properties = Some(ctx.dictionary(vec![NamedAttribute {
        name: key,
        value: symbol,
    }]));
    rw.replace_op_with_new(op, state)?;
    Ok(())
}

/// `cf.assert`'s patterns (its `canonicalize` method, added as a function:
/// no debug name).
pub(crate) fn assert_patterns(set: &mut RewritePatternSet) {
    add(set, "cf.assert", &[("", erase_true_assert)]);
}

/// `cf.br`'s patterns (its `canonicalize` method, added as a function: no
/// debug name).
pub(crate) fn br_patterns(set: &mut RewritePatternSet) {
    add(set, "cf.br", &[("", canonicalize_br)]);
}

/// `cf.cond_br`'s patterns.
pub(crate) fn cond_br_patterns(set: &mut RewritePatternSet) {
    add(
        set,
        "cf.cond_br",
        &[
            (
                "(anonymous namespace)::SimplifyConstCondBranchPred",
                simplify_const_cond_branch_pred,
            ),
            (
                "(anonymous namespace)::SimplifyPassThroughCondBranch",
                simplify_pass_through_cond_branch,
            ),
            (
                "(anonymous namespace)::SimplifyCondBranchIdenticalSuccessors",
                simplify_cond_branch_identical_successors,
            ),
            (
                "(anonymous namespace)::SimplifyCondBranchFromCondBranchOnSameCondition",
                simplify_cond_branch_from_cond_branch_on_same_condition,
            ),
            (
                "(anonymous namespace)::CondBranchTruthPropagation",
                cond_branch_truth_propagation,
            ),
        ],
    );
}

/// `cf.switch`'s patterns: MLIR's `simplifySwitchWithOnlyDefault`,
/// `dropSwitchCasesThatMatchDefault`, `simplifyConstSwitchValue`,
/// `simplifyPassThroughSwitch`, `simplifySwitchFromSwitchOnSameCondition`
/// and `simplifySwitchFromDefaultSwitchOnSameCondition`, in that order;
/// added as functions, they have no debug name.
pub(crate) fn switch_patterns(set: &mut RewritePatternSet) {
    add(
        set,
        "cf.switch",
        &[
            ("", simplify_switch_with_only_default),
            ("", drop_switch_cases_that_match_default),
            ("", simplify_const_switch_value),
            ("", simplify_pass_through_switch),
            ("", simplify_switch_from_switch_on_same_condition),
            ("", simplify_switch_from_default_switch_on_same_condition),
        ],
    );
}

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------

fn fail(reason: &'static str) -> MatchFailure {
    MatchFailure::new(reason)
}

/// The operands `op` forwards to its successor `index`.
fn forwarded(ctx: &Context, op: OpId, index: usize) -> Option<SmallVec<[Value; 4]>> {
    let s = ctx.successor_operands(op, index)?;
    let start = s.start as usize;
    Some(
        ctx.ops[op].operands[start..start + s.len as usize]
            .iter()
            .map(|o| o.value)
            .collect(),
    )
}

/// The value of the integer constant `v` (MLIR's `m_ConstantInt`): its
/// bits, zero-extended from its width, and its width.
fn constant_int(ctx: &mut Context, v: Value) -> Option<(u128, u32)> {
    let def = ctx.defining_op(v)?;
    let attr = constant_value(ctx, def)?;
    match *ctx.attr_data(attr) {
        AttrData::Integer { ty, value } => {
            let width = match *ctx.type_data(ty) {
                TypeData::Integer { width, .. } if width <= 128 => width,
                TypeData::Index => 64,
                _ => return None,
            };
            Some((truncate(value as u128, width), width))
        }
        _ => None,
    }
}

fn truncate(bits: u128, width: u32) -> u128 {
    if width >= 128 {
        bits
    } else {
        bits & ((1u128 << width) - 1)
    }
}

/// Creates `cf.br ^dest(operands)` at the insertion point, with `loc`.
fn br_state(ctx: &mut Context, loc: Location, dest: BlockId, operands: &[Value]) -> OperationState {
    let name = ctx.op_name_of_definition(&crate::builtin::BR);
    let mut state = OperationState::new(name, loc);
    state.operands = operands.iter().copied().collect();
    state.successors = vec![dest];
    state
}

/// Replaces `op` by `cf.br ^dest(operands)` (MLIR's
/// `replaceOpWithNewOp<BranchOp>`).
fn replace_with_br(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    dest: BlockId,
    operands: &[Value],
) -> MatchResult {
    let loc = rw.op(op).loc();
    let state = br_state(rw.ctx_mut(), loc, dest, operands);
    rw.replace_op_with_new(op, state)?;
    Ok(())
}

/// MLIR's `collapseBranch`: if `successor` holds only a `cf.br` to another
/// block whose arguments only that branch uses (and the branches from
/// there do not cycle), the block and operands to branch to instead.
fn collapse_branch(
    ctx: &Context,
    successor: BlockId,
    operands: &[Value],
) -> Option<(BlockId, SmallVec<[Value; 4]>)> {
    let block = ctx.blocks.get(successor)?;
    let term = block.first?;
    if block.last != Some(term) {
        return None;
    }
    let data = &ctx.ops[term];
    let is_br = ctx
        .op_definition(data.name)
        .is_some_and(|d| std::ptr::eq(d, &crate::builtin::BR));
    if !is_br {
        return None;
    }
    for &arg in &block.args {
        if ctx.uses(arg).any(|u| u.op != term) {
            return None;
        }
    }
    let dest = *data.successors.first()?;
    if dest == successor {
        return None;
    }
    // Not into a cycle of unconditional branches: collapsing there would
    // go round the cycle forever. MLIR follows the `cf.br`s from `dest`
    // with a set of the blocks seen (`successor` and `dest` first) and
    // fails at the first one seen again; as the branches form a chain
    // (one successor each) and `successor` branches to `dest`, that is
    // exactly "the chain from `dest` never ends", which Brent's cycle
    // detection tells without a set (a set's growth dominated long
    // chains of pass-through blocks).
    if branch_chain_cycles(ctx, dest) {
        return None;
    }
    let mut out = SmallVec::new();
    for o in &data.operands {
        let v = o.value;
        match ctx.values[v].def {
            ValueDef::BlockArgument { block: b, index } if b == successor => {
                out.push(*operands.get(index as usize)?);
            }
            _ => out.push(v),
        }
    }
    Some((dest, out))
}

/// The name `name` if an op is registered under it.
fn registered(ctx: &Context, name: &str) -> Option<crate::OpName> {
    ctx.lookup_op_name(name)
        .filter(|&n| ctx.op_definition(n).is_some())
}

/// The block `block`'s `cf.br` branches to, if it ends in one.
fn br_dest(ctx: &Context, block: BlockId) -> Option<BlockId> {
    let last = ctx.blocks.get(block)?.last?;
    if !is_op(ctx, last, &crate::builtin::BR) {
        return None;
    }
    ctx.ops[last].successors.first().copied()
}

/// True if following the `cf.br`s from `start` never reaches a block that
/// ends otherwise (Brent's algorithm: no allocation, linear steps).
fn branch_chain_cycles(ctx: &Context, start: BlockId) -> bool {
    let (mut power, mut length) = (1usize, 1usize);
    let mut tortoise = start;
    let Some(mut hare) = br_dest(ctx, start) else {
        return false;
    };
    while tortoise != hare {
        if power == length {
            tortoise = hare;
            power *= 2;
            length = 0;
        }
        let Some(next) = br_dest(ctx, hare) else {
            return false;
        };
        hare = next;
        length += 1;
    }
    true
}

/// True if `op` is registered as `def`.
fn is_op(ctx: &Context, op: OpId, def: &'static crate::OpDefinition) -> bool {
    ctx.ops
        .get(op)
        .and_then(|d| ctx.op_definition(d.name))
        .is_some_and(|d| std::ptr::eq(d, def))
}

/// The number of successor slots naming `block` (MLIR's predecessor
/// count).
fn predecessor_count(ctx: &Context, block: BlockId) -> u32 {
    ctx.blocks.get(block).map_or(0, |b| b.successor_uses)
}

/// The block of `op`, if it has exactly one predecessor slot (MLIR's
/// `getSinglePredecessor` returning some block).
fn single_predecessor_block(ctx: &Context, op: OpId) -> Result<BlockId, MatchFailure> {
    let block = ctx
        .op(op)
        .parent_block()
        .ok_or_else(|| fail("not in a block"))?;
    if predecessor_count(ctx, block) != 1 {
        return Err(fail("not a single predecessor"));
    }
    Ok(block)
}

/// The branch of kind `def` that uses `cond` as its operand 0 and names
/// `block` as a successor: `block`'s predecessor when `block` has a single
/// one (see the module docs). That may be `op` itself, when `block`'s one
/// predecessor edge is `op`'s own loop back to it: MLIR's
/// `getSinglePredecessor()` is then `block`, and the patterns fold `op` by
/// the case that loops.
fn branch_on_same_value(
    ctx: &Context,
    cond: Value,
    block: BlockId,
    def: &'static crate::OpDefinition,
) -> Option<OpId> {
    // The block's one predecessor terminator, when the block's hint finds
    // it (the same answer as the search below, which finds at most that
    // one operation: exactly one live operation names the block).
    if let Some(p) = ctx.single_predecessor_op(block) {
        let data = &ctx.ops[p];
        let on_cond = data.operands.first().is_some_and(|o| o.value == cond);
        return (on_cond && is_op(ctx, p, def)).then_some(p);
    }
    ctx.uses(cond)
        .filter(|u| u.index == 0 && is_op(ctx, u.op, def))
        .map(|u| u.op)
        .find(|&u| ctx.ops[u].successors.contains(&block))
}

// ---------------------------------------------------------------------------
// cf.assert, cf.br
// ---------------------------------------------------------------------------

/// `AssertOp::canonicalize`: an assertion of the constant `true` goes.
fn erase_true_assert(op: OpId, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let arg = rw
        .op(op)
        .operands()
        .next()
        .ok_or_else(|| fail("no argument"))?;
    if constant_int(rw.ctx_mut(), arg).map(|(bits, _)| bits) != Some(1) {
        return Err(fail("the argument is not the constant true"));
    }
    rw.erase_op(op)?;
    Ok(())
}

/// `BranchOp::canonicalize`: `simplifyBrToBlockWithSinglePred`, else
/// `simplifyPassThroughBr`.
fn canonicalize_br(op: OpId, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let (Some(&dest), Some(parent)) = (rw.op(op).successors().first(), rw.op(op).parent_block())
    else {
        return Err(fail("malformed branch"));
    };
    let operands: SmallVec<[Value; 4]> = rw.op(op).operands().collect();
    // The successor has this branch as its only predecessor: merged into
    // this block.
    if dest != parent && predecessor_count(rw, dest) == 1 {
        rw.erase_op(op)?;
        rw.merge_blocks(dest, parent, &operands)?;
        return Ok(());
    }
    if dest == parent {
        return Err(fail("a branch to its own block"));
    }
    let (new_dest, new_operands) =
        collapse_branch(rw, dest, &operands).ok_or_else(|| fail("nothing to collapse"))?;
    replace_with_br(rw, op, new_dest, &new_operands)
}

// ---------------------------------------------------------------------------
// cf.cond_br
// ---------------------------------------------------------------------------

/// The parts of a `cf.cond_br`.
struct CondBr {
    cond: Value,
    true_dest: BlockId,
    false_dest: BlockId,
    true_operands: SmallVec<[Value; 4]>,
    false_operands: SmallVec<[Value; 4]>,
}

fn cond_br(ctx: &Context, op: OpId) -> Result<CondBr, MatchFailure> {
    let data = &ctx.ops[op];
    let (Some(o), [t, f]) = (data.operands.first(), &data.successors[..]) else {
        return Err(fail("malformed cf.cond_br"));
    };
    let (Some(true_operands), Some(false_operands)) =
        (forwarded(ctx, op, 0), forwarded(ctx, op, 1))
    else {
        return Err(fail("malformed cf.cond_br"));
    };
    Ok(CondBr {
        cond: o.value,
        true_dest: *t,
        false_dest: *f,
        true_operands,
        false_operands,
    })
}

/// `SimplifyConstCondBranchPred`: a branch on a constant takes its side.
fn simplify_const_cond_branch_pred(op: OpId, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let c = cond_br(rw, op)?;
    match constant_int(rw.ctx_mut(), c.cond) {
        Some((bits, _)) if bits != 0 => replace_with_br(rw, op, c.true_dest, &c.true_operands),
        Some(_) => replace_with_br(rw, op, c.false_dest, &c.false_operands),
        None => Err(fail("the condition is not a constant")),
    }
}

/// Replaces `op` by a `cf.cond_br` on `cond` with `op`'s branch weights
/// (MLIR's `SimplifyPassThroughCondBranch` passes `getBranchWeightsAttr()`
/// to the builder; `op`'s discardable attributes are not kept).
fn replace_with_cond_br(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    cond: Value,
    (true_dest, true_operands): (BlockId, &[Value]),
    (false_dest, false_operands): (BlockId, &[Value]),
) -> MatchResult {
    let loc = rw.op(op).loc();
    let ctx = rw.ctx_mut();
    let weights = ctx.attr(op, "branch_weights");
    let name = ctx.op_name_of_definition(&crate::builtin::COND_BR);
    let mut state = OperationState::new(name, loc);
    state.operands.push(cond);
    state.operands.extend(true_operands.iter().copied());
    state.operands.extend(false_operands.iter().copied());
    state.successors = vec![true_dest, false_dest];
    let sizes =
        ctx.dense_i32_array_attr(&[1, true_operands.len() as i32, false_operands.len() as i32]);
    let mut props = vec![NamedAttribute {
        name: ctx.symbol("operandSegmentSizes"),
        value: sizes,
    }];
    if let Some(w) = weights {
        props.push(NamedAttribute {
            name: ctx.symbol("branch_weights"),
            value: w,
        });
    }
    state.properties = Some(ctx.dictionary(props));
    rw.replace_op_with_new(op, state)?;
    Ok(())
}

/// `SimplifyPassThroughCondBranch`: a successor that only branches on is
/// skipped.
fn simplify_pass_through_cond_branch(op: OpId, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let c = cond_br(rw, op)?;
    let t = collapse_branch(rw, c.true_dest, &c.true_operands);
    let f = collapse_branch(rw, c.false_dest, &c.false_operands);
    if t.is_none() && f.is_none() {
        return Err(fail("no successor to collapse"));
    }
    let (td, to) = t.unwrap_or((c.true_dest, c.true_operands));
    let (fd, fo) = f.unwrap_or((c.false_dest, c.false_operands));
    replace_with_cond_br(rw, op, c.cond, (td, &to), (fd, &fo))
}

/// `SimplifyCondBranchIdenticalSuccessors`: both sides to one block
/// become a `cf.br`, with `arith.select`s for operands that differ when
/// this block is the successor's only predecessor.
fn simplify_cond_branch_identical_successors(
    op: OpId,
    rw: &mut PatternRewriter<'_>,
) -> MatchResult {
    let c = cond_br(rw, op)?;
    if c.true_dest != c.false_dest {
        return Err(fail("different successors"));
    }
    if c.true_operands == c.false_operands {
        return replace_with_br(rw, op, c.true_dest, &c.true_operands);
    }
    // `getUniquePredecessor() == this block`: both slots of this branch are
    // all the successor's predecessors.
    if predecessor_count(rw, c.true_dest) != 2 {
        return Err(fail("the successor has other predecessors"));
    }
    if c.true_operands.len() != c.false_operands.len() {
        return Err(fail("malformed cf.cond_br"));
    }
    let select =
        registered(rw, "arith.select").ok_or_else(|| fail("arith.select is not registered"))?;
    let loc = rw.op(op).loc();
    let mut merged: SmallVec<[Value; 4]> = SmallVec::new();
    for (&a, &b) in c.true_operands.iter().zip(&c.false_operands) {
        if a == b {
            merged.push(a);
            continue;
        }
        let mut state = OperationState::new(select, loc);
        state.operands = [c.cond, a, b].into_iter().collect();
        state.result_types.push(rw.value_type(a));
        let s = rw.create(state)?;
        merged.push(rw.op(s).result(0));
    }
    replace_with_br(rw, op, c.true_dest, &merged)
}

/// `SimplifyCondBranchFromCondBranchOnSameCondition`: in a block whose
/// single predecessor branched on the same condition, the side is known.
fn simplify_cond_branch_from_cond_branch_on_same_condition(
    op: OpId,
    rw: &mut PatternRewriter<'_>,
) -> MatchResult {
    let block = single_predecessor_block(rw, op)?;
    let c = cond_br(rw, op)?;
    let pred = branch_on_same_value(rw, c.cond, block, &crate::builtin::COND_BR)
        .ok_or_else(|| fail("the predecessor does not branch on the same condition"))?;
    if rw.op(pred).successors().first() == Some(&block) {
        replace_with_br(rw, op, c.true_dest, &c.true_operands)
    } else {
        replace_with_br(rw, op, c.false_dest, &c.false_operands)
    }
}

/// `CondBranchTruthPropagation`: in a successor whose only predecessor is
/// this branch, uses of the condition become the constant it must be.
fn cond_branch_truth_propagation(op: OpId, rw: &mut PatternRewriter<'_>) -> MatchResult {
    if registered(rw, "arith.constant").is_none() {
        return Err(fail("arith.constant is not registered"));
    }
    let c = cond_br(rw, op)?;
    let loc = rw.op(op).loc();
    let mut replaced = false;
    for (dest, value) in [(c.true_dest, true), (c.false_dest, false)] {
        if predecessor_count(rw, dest) != 1 {
            continue;
        }
        let uses = rw.ctx().uses_in_block(c.cond, dest);
        let mut constant = None;
        for u in uses {
            replaced = true;
            let k = match constant {
                Some(k) => k,
                None => {
                    let k = create_bool_constant(rw, loc, value)?;
                    constant = Some(k);
                    k
                }
            };
            rw.modify_op_in_place(u.op, |ctx| ctx.set_operand(u.op, u.index as usize, k))??;
        }
    }
    if replaced {
        Ok(())
    } else {
        Err(fail("no use of the condition to replace"))
    }
}

/// Creates `arith.constant true/false` at the insertion point.
fn create_bool_constant(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    value: bool,
) -> Result<Value, MatchFailure> {
    let ctx = rw.ctx_mut();
    let name = ctx.op_name("arith.constant");
    let i1 = ctx.int_type(1);
    let attr = ctx.bool_attr(value);
    let key = ctx.symbol("value");
    let mut state = OperationState::new(name, loc);
    state.result_types.push(i1);
    state.properties = Some(ctx.dictionary(vec![NamedAttribute {
        name: key,
        value: attr,
    }]));
    let k = rw.create(state)?;
    Ok(rw.op(k).result(0))
}

// ---------------------------------------------------------------------------
// cf.switch
// ---------------------------------------------------------------------------

/// The parts of a `cf.switch`.
struct Switch {
    flag: Value,
    flag_ty: Type,
    default: BlockId,
    default_operands: SmallVec<[Value; 4]>,
    /// Case values (bits zero-extended from the flag's width),
    /// destinations and operands.
    cases: Vec<(u128, BlockId, SmallVec<[Value; 4]>)>,
    /// The `case_values` attribute as it is (kept by the pass-through
    /// rewrite, as MLIR passes it on).
    case_values: Option<Attribute>,
}

fn switch(ctx: &Context, op: OpId) -> Result<Switch, MatchFailure> {
    let malformed = || fail("malformed cf.switch");
    let data = &ctx.ops[op];
    let flag = data.operands.first().ok_or_else(malformed)?.value;
    let flag_ty = ctx.values[flag].ty;
    let width = match *ctx.type_data(flag_ty) {
        TypeData::Integer { width, .. } if width <= 128 => width,
        _ => return Err(malformed()),
    };
    let (&default, dests) = data.successors.split_first().ok_or_else(malformed)?;
    let default_operands = forwarded(ctx, op, 0).ok_or_else(malformed)?;
    let case_values = ctx.attr(op, "case_values");
    let values: Vec<u128> = match case_values.map(|a| ctx.attr_data(a)) {
        None => Vec::new(),
        Some(AttrData::DenseElements { splat, values, .. }) => {
            if *splat {
                vec![*values.first().ok_or_else(malformed)?; dests.len()]
            } else {
                values.clone()
            }
        }
        Some(_) => return Err(malformed()),
    };
    if values.len() != dests.len() {
        return Err(malformed());
    }
    let mut cases = Vec::with_capacity(dests.len());
    for (i, (&v, &d)) in values.iter().zip(dests).enumerate() {
        let operands = forwarded(ctx, op, i + 1).ok_or_else(malformed)?;
        cases.push((truncate(v, width), d, operands));
    }
    Ok(Switch {
        flag,
        flag_ty,
        default,
        default_operands,
        cases,
        case_values,
    })
}

/// Replaces `op` by a `cf.switch` on `flag` (MLIR's `SwitchOp::build` from
/// case values: no `case_values` when there are no cases).
fn replace_with_switch(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    s: &Switch,
    cases: &[(u128, BlockId, SmallVec<[Value; 4]>)],
    case_values: Option<Attribute>,
) -> MatchResult {
    let loc = rw.op(op).loc();
    let ctx = rw.ctx_mut();
    let case_values = match case_values {
        Some(a) => Some(a),
        None if cases.is_empty() => None,
        None => {
            let ty = ctx.vector_type(vec![cases.len() as i64], s.flag_ty);
            // Interning normalizes the values to the flag's type and makes
            // all-equal ones a splat.
            let values = cases.iter().map(|c| c.0).collect();
            Some(ctx.intern_attr(AttrData::DenseElements {
                ty,
                splat: false,
                values,
            }))
        }
    };
    let name = ctx.op_name_of_definition(&crate::builtin::SWITCH);
    let mut state = OperationState::new(name, loc);
    state.operands.push(s.flag);
    state.operands.extend(s.default_operands.iter().copied());
    let mut segments = Vec::with_capacity(cases.len());
    let mut total = 0;
    for (_, _, operands) in cases {
        state.operands.extend(operands.iter().copied());
        segments.push(operands.len() as i32);
        total += operands.len() as i32;
    }
    state.successors = std::iter::once(s.default)
        .chain(cases.iter().map(|c| c.1))
        .collect();
    let mut props = vec![
        NamedAttribute {
            name: ctx.symbol("case_operand_segments"),
            value: ctx.dense_i32_array_attr(&segments),
        },
        NamedAttribute {
            name: ctx.symbol("operandSegmentSizes"),
            value: ctx.dense_i32_array_attr(&[1, s.default_operands.len() as i32, total]),
        },
    ];
    if let Some(v) = case_values {
        props.push(NamedAttribute {
            name: ctx.symbol("case_values"),
            value: v,
        });
    }
    state.properties = Some(ctx.dictionary(props));
    rw.replace_op_with_new(op, state)?;
    Ok(())
}

/// `simplifySwitchWithOnlyDefault`: no cases: a `cf.br` to the default.
fn simplify_switch_with_only_default(op: OpId, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let s = switch(rw, op)?;
    if !s.cases.is_empty() {
        return Err(fail("the switch has cases"));
    }
    replace_with_br(rw, op, s.default, &s.default_operands)
}

/// `dropSwitchCasesThatMatchDefault`: cases that go where the default goes,
/// with the same operands, are dropped.
fn drop_switch_cases_that_match_default(op: OpId, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let s = switch(rw, op)?;
    let kept: Vec<_> = s
        .cases
        .iter()
        .filter(|c| !(c.1 == s.default && c.2 == s.default_operands))
        .cloned()
        .collect();
    if kept.len() == s.cases.len() {
        return Err(fail("no case matches the default"));
    }
    replace_with_switch(rw, op, &s, &kept, None)
}

/// MLIR's `foldSwitch`: a `cf.br` to the case of `value`, or the default.
fn fold_switch(rw: &mut PatternRewriter<'_>, op: OpId, s: &Switch, value: u128) -> MatchResult {
    match s.cases.iter().find(|c| c.0 == value) {
        Some((_, dest, operands)) => replace_with_br(rw, op, *dest, operands),
        None => replace_with_br(rw, op, s.default, &s.default_operands),
    }
}

/// `simplifyConstSwitchValue`: a switch on a constant takes its case.
fn simplify_const_switch_value(op: OpId, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let s = switch(rw, op)?;
    if s.cases.is_empty() {
        return Err(fail("the switch has no cases"));
    }
    let (value, _) =
        constant_int(rw.ctx_mut(), s.flag).ok_or_else(|| fail("the flag is not a constant"))?;
    fold_switch(rw, op, &s, value)
}

/// `simplifyPassThroughSwitch`: successors that only branch on are skipped.
fn simplify_pass_through_switch(op: OpId, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let s = switch(rw, op)?;
    if s.cases.is_empty() {
        return Err(fail("the switch has no cases"));
    }
    let mut changed = false;
    let mut cases = Vec::with_capacity(s.cases.len());
    for (v, d, operands) in &s.cases {
        match collapse_branch(rw, *d, operands) {
            Some((nd, no)) => {
                changed = true;
                cases.push((*v, nd, no));
            }
            None => cases.push((*v, *d, operands.clone())),
        }
    }
    let mut s2 = Switch {
        flag: s.flag,
        flag_ty: s.flag_ty,
        default: s.default,
        default_operands: s.default_operands.clone(),
        cases: Vec::new(),
        case_values: s.case_values,
    };
    if let Some((nd, no)) = collapse_branch(rw, s.default, &s.default_operands) {
        changed = true;
        s2.default = nd;
        s2.default_operands = no;
    }
    if !changed {
        return Err(fail("nothing to collapse"));
    }
    replace_with_switch(rw, op, &s2, &cases, s.case_values)
}

/// The block of the `cf.switch` `op`, the switch, and the switch on the
/// same flag that is the block's single predecessor (the start of both
/// `…SwitchOnSameCondition` patterns).
fn switch_after_same_flag(
    rw: &PatternRewriter<'_>,
    op: OpId,
) -> Result<(BlockId, Switch, Switch), MatchFailure> {
    let block = single_predecessor_block(rw, op)?;
    let s = switch(rw, op)?;
    let pred = branch_on_same_value(rw, s.flag, block, &crate::builtin::SWITCH)
        .ok_or_else(|| fail("the predecessor does not switch on the same flag"))?;
    let p = switch(rw, pred)?;
    Ok((block, s, p))
}

/// `simplifySwitchFromSwitchOnSameCondition`: in a case block whose single
/// predecessor switched on the same flag, the case is known.
fn simplify_switch_from_switch_on_same_condition(
    op: OpId,
    rw: &mut PatternRewriter<'_>,
) -> MatchResult {
    let (block, s, p) = switch_after_same_flag(rw, op)?;
    if p.default == block {
        return Err(fail("reached by the predecessor's default"));
    }
    if s.cases.is_empty() {
        // MLIR folds with the case values it does not have: the default.
        return replace_with_br(rw, op, s.default, &s.default_operands);
    }
    match p.cases.iter().find(|c| c.1 == block) {
        Some(&(value, _, _)) => fold_switch(rw, op, &s, value),
        None => replace_with_br(rw, op, s.default, &s.default_operands),
    }
}

/// `simplifySwitchFromDefaultSwitchOnSameCondition`: in the default block
/// of a switch on the same flag (its single predecessor), the cases that
/// switch sent elsewhere cannot happen.
fn simplify_switch_from_default_switch_on_same_condition(
    op: OpId,
    rw: &mut PatternRewriter<'_>,
) -> MatchResult {
    let (block, s, p) = switch_after_same_flag(rw, op)?;
    if p.default != block {
        return Err(fail("not reached by the predecessor's default"));
    }
    let impossible: rustc_hash::FxHashSet<u128> = p
        .cases
        .iter()
        .filter(|c| c.1 != block)
        .map(|c| c.0)
        .collect();
    let kept: Vec<_> = s
        .cases
        .iter()
        .filter(|c| !impossible.contains(&c.0))
        .cloned()
        .collect();
    if kept.len() == s.cases.len() {
        return Err(fail("no case to drop"));
    }
    replace_with_switch(rw, op, &s, &kept, None)
}
