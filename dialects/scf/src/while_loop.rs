//! Canonicalizations of MLIR 22's `scf.while` (`WhileOp::getCanonicalizationPatterns`
//! in `mlir/lib/Dialect/SCF/IR/SCF.cpp`), hand-written like those of
//! [`crate::rewrites`] (the same rewriter calls in the same order, checked
//! against mlir-opt-22):
//!
//! - [`WhileConditionTruth`]: in the `after` region, an argument that
//!   receives the condition itself is `true`;
//! - [`WhileCmpCond`]: in the `after` region, an `arith.cmpi` that repeats
//!   (or inverts) the condition's comparison on the forwarded value is
//!   `true` (or `false`);
//! - [`WhileOpAlignBeforeArgs`]: a `scf.condition` forwarding the `before`
//!   arguments in another order forwards them in their order (the results
//!   and `after` arguments follow);
//! - [`WhileMoveIfDown`]: an `scf.if` on the loop's condition right before
//!   `scf.condition` moves into the `after` region;
//! - the generic region-branch patterns ([`crate::region_branch`]), which
//!   in MLIR 22 drop the forwarded values and `before` arguments nobody
//!   reads (its `WhileUnusedResult` and `WhileRemoveUnusedArgs` are gone,
//!   and so are, as far as mlir-opt-22 shows, the loop-invariant and
//!   duplicate-result patterns of earlier versions).
//!
//! None is a DAG: they replace the uses of a block argument, or of an op
//! the root does not define, found through the terminator's operands, or
//! permute variadic results and block arguments, or move ops between
//! regions and forward the values they read.

use drr::ods::Canonicalize;
use drr::rewrite::{
    MatchFailure, MatchResult, PatternRewriter, PatternRoot, RewritePattern, RewritePatternSet,
};
use drr::{BlockId, Context, OpId, Type, Value};
use drr_arith::canonicalization::helpers::invert_predicate;
use drr_arith::ops::Arith_CmpIOp;

use crate::ops::{ConditionOp, IfOp, WhileOp, single_block};
use crate::rewrites::{
    create, create_bool, fail, last_block, parent_region, region_contains_op, value_loc, yield_of,
};

/// The `after` block of `op` and the `scf.condition` ending its `before`
/// block, if the loop is well formed.
struct Parts {
    before: BlockId,
    after: BlockId,
    condition: ConditionOp,
}

fn parts(ctx: &Context, op: WhileOp) -> Result<Parts, MatchFailure> {
    let before = single_block(ctx, op.before(ctx)).ok_or_else(|| fail("no before block"))?;
    let after = single_block(ctx, op.after(ctx)).ok_or_else(|| fail("no after block"))?;
    let condition = ctx
        .block(before)
        .last_op()
        .and_then(|t| ConditionOp::from_op(ctx, t))
        .ok_or_else(|| fail("the before block does not end with scf.condition"))?;
    Ok(Parts {
        before,
        after,
        condition,
    })
}

fn while_op(ctx: &Context, op: OpId) -> Result<WhileOp, MatchFailure> {
    WhileOp::from_op(ctx, op).ok_or_else(|| fail("not scf.while"))
}

/// MLIR's `WhileConditionTruth`: an `after` argument forwarded from the
/// condition itself is `true` there (an `arith.constant true` at the loop's
/// position replaces its uses).
#[derive(Clone, Copy, Debug, Default)]
pub struct WhileConditionTruth;

impl RewritePattern for WhileConditionTruth {
    fn root(&self) -> PatternRoot<'_> {
        PatternRoot::Name(WhileOp::NAME)
    }
    fn debug_name(&self) -> &str {
        "(anonymous namespace)::WhileConditionTruth"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> MatchResult {
        let w = while_op(rw, op)?;
        let p = parts(rw, w)?;
        let cond = p.condition.condition(rw);
        let args: Vec<Value> = p.condition.args(rw).iter().collect();
        let after_args = rw.block(p.after).args().to_vec();
        let loc = rw.op(op).loc();
        let mut constant_true = None;
        let mut replaced = false;
        for (&forwarded, &arg) in args.iter().zip(&after_args) {
            if forwarded != cond || rw.use_empty(arg) {
                continue;
            }
            let t = match constant_true {
                Some(t) => t,
                None => {
                    let t = create_bool(rw, loc, true)?;
                    constant_true = Some(t);
                    t
                }
            };
            rw.replace_all_uses_with(arg, t)
                .map_err(MatchFailure::from)?;
            replaced = true;
        }
        if replaced {
            Ok(())
        } else {
            Err(fail("no used after argument is the condition"))
        }
    }
}

/// MLIR's `WhileCmpCond`: the condition is `arith.cmpi P a, b` and an
/// `after` argument receives `a` (or `b`); an `arith.cmpi` in its users
/// comparing it with the same other operand by `P` is `true`, by the
/// inverse of `P` `false` (an `arith.constant` before the loop, at the
/// comparison's location, replaces it).
#[derive(Clone, Copy, Debug, Default)]
pub struct WhileCmpCond;

impl RewritePattern for WhileCmpCond {
    fn root(&self) -> PatternRoot<'_> {
        PatternRoot::Name(WhileOp::NAME)
    }
    fn debug_name(&self) -> &str {
        "(anonymous namespace)::WhileCmpCond"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> MatchResult {
        let w = while_op(rw, op)?;
        let p = parts(rw, w)?;
        let cmp = rw
            .defining_op(p.condition.condition(rw))
            .and_then(|d| Arith_CmpIOp::from_op(rw, d))
            .ok_or_else(|| fail("the condition is not an arith.cmpi"))?;
        let cmp_operands = [cmp.lhs(rw), cmp.rhs(rw)];
        let pred = cmp.predicate_attr(rw).ok_or_else(|| fail("no predicate"))?;
        let inverted = invert_predicate(rw.ctx_mut(), pred);
        let args: Vec<Value> = p.condition.args(rw).iter().collect();
        let after_args = rw.block(p.after).args().to_vec();
        let mut changed = false;
        for (&forwarded, &arg) in args.iter().zip(&after_args) {
            for (idx, &cmp_operand) in cmp_operands.iter().enumerate() {
                if forwarded != cmp_operand {
                    continue;
                }
                let users: Vec<drr::OperandRef> = rw.uses(arg).collect();
                for u in users {
                    if !rw.op_exists(u.op) {
                        continue;
                    }
                    let Some(cmp2) = Arith_CmpIOp::from_op(rw, u.op) else {
                        continue;
                    };
                    let other = [cmp2.lhs(rw), cmp2.rhs(rw)][1 - idx];
                    if other != cmp_operands[1 - idx] {
                        continue;
                    }
                    let pred2 = cmp2.predicate_attr(rw);
                    let same = if pred2 == Some(pred) {
                        true
                    } else if pred2 == Some(inverted) {
                        false
                    } else {
                        continue;
                    };
                    // MLIR 22 creates the constant where the rewriter
                    // stands (before the loop), with the comparison's
                    // location.
                    let loc = rw.op(u.op).loc();
                    let c = create_bool(rw, loc, same)?;
                    rw.replace_op(u.op, &[c]).map_err(MatchFailure::from)?;
                    changed = true;
                }
            }
        }
        if changed {
            Ok(())
        } else {
            Err(fail("no arith.cmpi repeats the condition"))
        }
    }
}

/// MLIR's `WhileOpAlignBeforeArgs`: when `scf.condition` forwards exactly
/// the `before` arguments, each once, in another order, a new loop
/// forwards them in their order; its results and `after` arguments are
/// permuted back.
#[derive(Clone, Copy, Debug, Default)]
pub struct WhileOpAlignBeforeArgs;

impl RewritePattern for WhileOpAlignBeforeArgs {
    fn root(&self) -> PatternRoot<'_> {
        PatternRoot::Name(WhileOp::NAME)
    }
    fn debug_name(&self) -> &str {
        "(anonymous namespace)::WhileOpAlignBeforeArgs"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> MatchResult {
        let w = while_op(rw, op)?;
        let p = parts(rw, w)?;
        let before_args = rw.block(p.before).args().to_vec();
        let term_args: Vec<Value> = p.condition.args(rw).iter().collect();
        if before_args == term_args {
            return Err(fail("the arguments are forwarded in order"));
        }
        if term_args
            .iter()
            .enumerate()
            .any(|(i, a)| term_args[..i].contains(a))
        {
            return Err(fail("a value is forwarded twice"));
        }
        // `mapping[k] = i`: the k-th forwarded value is the i-th argument.
        if before_args.len() != term_args.len() {
            return Err(fail("not a permutation of the arguments"));
        }
        let mut mapping = vec![0usize; term_args.len()];
        for (i, a) in before_args.iter().enumerate() {
            let k = term_args
                .iter()
                .position(|t| t == a)
                .ok_or_else(|| fail("not a permutation of the arguments"))?;
            mapping[k] = i;
        }
        let results = rw.op(op).results().to_vec();
        if results.len() != term_args.len() || rw.block(p.after).args().len() != term_args.len() {
            return Err(fail("the forwarded values do not match the results"));
        }
        let old_term = p.condition.op();
        let ip = rw.insertion_point();
        rw.set_insertion_point(old_term)
            .map_err(MatchFailure::from)?;
        let cond = p.condition.condition(rw);
        let mut values = vec![cond];
        values.extend_from_slice(&before_args);
        let term_loc = rw.op(old_term).loc();
        let state = ConditionOp::build(rw.ctx_mut(), term_loc, &[], &values, &[]);
        let new_term = create(rw, state)?;
        rw.replace_op_with_op(old_term, new_term)
            .map_err(MatchFailure::from)?;
        rw.restore_insertion_point(ip);

        let mut types: Vec<Type> = vec![rw.value_type(results[0]); before_args.len()];
        for (k, &i) in mapping.iter().enumerate() {
            types[i] = rw.value_type(results[k]);
        }
        let inits: Vec<Value> = w.inits(rw).iter().collect();
        let loc = rw.op(op).loc();
        let state = WhileOp::build(rw.ctx_mut(), loc, &types, &inits, &[]);
        let new_op = create(rw, state)?;
        // The builder MLIR calls creates both blocks: `before` with the
        // initial values' types and locations, `after` with the result
        // types at the loop's location.
        let (new_before_region, new_after_region) = {
            let r = rw.op(new_op).regions();
            (r[0], r[1])
        };
        let before_locs: Vec<(Type, drr::Location)> = inits
            .iter()
            .map(|&v| (rw.value_type(v), value_loc(rw, v)))
            .collect();
        let after_locs: Vec<(Type, drr::Location)> = types.iter().map(|&t| (t, loc)).collect();
        let new_before = rw
            .create_block(new_before_region, 0, &before_locs)
            .map_err(MatchFailure::from)?;
        let new_after = rw
            .create_block(new_after_region, 0, &after_locs)
            .map_err(MatchFailure::from)?;
        rw.restore_insertion_point(ip);

        let new_results_all = rw.op(new_op).results().to_vec();
        let new_after_all = rw.block(new_after).args().to_vec();
        let new_results: Vec<Value> = mapping.iter().map(|&i| new_results_all[i]).collect();
        let new_after_args: Vec<Value> = mapping.iter().map(|&i| new_after_all[i]).collect();
        let first_before = rw.block(new_before).first_op();
        let nb_args = rw.block(new_before).args().to_vec();
        rw.inline_block_before(p.before, new_before, first_before, &nb_args)
            .map_err(MatchFailure::from)?;
        let first_after = rw.block(new_after).first_op();
        rw.inline_block_before(p.after, new_after, first_after, &new_after_args)
            .map_err(MatchFailure::from)?;
        rw.replace_op(op, &new_results).map_err(MatchFailure::from)
    }
}

/// MLIR's `WhileMoveIfDown`: an `scf.if` right before the `scf.condition`
/// on the same condition, whose else branch (if any) only yields, moves
/// into the `after` region (which runs only when the condition holds).
/// `scf.condition` forwards the else branch's values where it forwarded
/// the `if`'s results, the `after` arguments receiving those take the
/// then branch's values, and the values of the `before` region the then
/// branch reads are forwarded as further results and `after` arguments
/// (in the order of their first use in a post-order walk of the then
/// branch) that replace them there; the then block is inlined at the
/// start of the `after` block.
#[derive(Clone, Copy, Debug, Default)]
pub struct WhileMoveIfDown;

impl RewritePattern for WhileMoveIfDown {
    fn root(&self) -> PatternRoot<'_> {
        PatternRoot::Name(WhileOp::NAME)
    }
    fn debug_name(&self) -> &str {
        "(anonymous namespace)::WhileMoveIfDown"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> MatchResult {
        let w = while_op(rw, op)?;
        let p = parts(rw, w)?;
        let cond_op = p.condition.op();
        let if_op = rw
            .prev_op(cond_op)
            .and_then(|o| IfOp::from_op(rw, o))
            .ok_or_else(|| fail("no scf.if right before scf.condition"))?;
        if if_op.condition(rw) != p.condition.condition(rw) {
            return Err(fail("the scf.if has another condition"));
        }
        let else_region = if_op.elseRegion(rw);
        if let Some(else_block) = last_block(rw, else_region)
            && rw.block(else_block).first_op() != rw.block(else_block).last_op()
        {
            return Err(fail("the else branch has ops besides its yield"));
        }
        let then_region = if_op.thenRegion(rw);
        let then_yield = yield_of(rw, then_region).ok_or_else(|| fail("no then yield"))?;
        let then_block = rw
            .op(then_yield)
            .parent_block()
            .ok_or_else(|| fail("no then block"))?;
        let if_results = rw.op(if_op.op()).results().to_vec();
        let after_args = rw.block(p.after).args().to_vec();
        let before_region = w.before(rw);
        let loc = rw.op(op).loc();

        // The forwarded `if` results: the else value before the loop's
        // exit, the then value in the `after` region. The forwarded values
        // are read again at each step, as MLIR does (a result forwarded
        // twice is replaced at its first position only).
        // Shapes the verifiers drr does not have yet would reject: leave
        // them (nothing is changed before every check passed).
        let else_yield = yield_of(rw, else_region);
        let yields_match =
            |y: Option<OpId>| y.is_some_and(|y| rw.op(y).num_operands() == if_results.len());
        if !yields_match(Some(then_yield)) || (!if_results.is_empty() && !yields_match(else_yield))
        {
            return Err(fail("the yields do not match the scf.if's results"));
        }
        let num_args = p.condition.args(rw).len();
        if after_args.len() != num_args {
            return Err(fail(
                "the after block's arguments do not match the forwarded values",
            ));
        }
        for (idx, &after_arg) in after_args.iter().enumerate() {
            let Some(arg) = p.condition.args(rw).iter().nth(idx) else {
                continue;
            };
            let Some(if_idx) = if_results.iter().position(|&r| r == arg) else {
                continue;
            };
            let then_value = rw.op(then_yield).operand(if_idx);
            let else_yield = else_yield.ok_or_else(|| fail("no else yield"))?;
            let else_value = rw.op(else_yield).operand(if_idx);
            rw.replace_all_uses_with(if_results[if_idx], else_value)
                .map_err(MatchFailure::from)?;
            rw.replace_all_uses_with(after_arg, then_value)
                .map_err(MatchFailure::from)?;
        }

        // The values of the `before` region the then branch uses (MLIR's
        // `visitUsedValuesDefinedAbove`, a post-order walk), each once.
        let mut walked = Vec::new();
        rw.region_post_order(then_region, &mut walked);
        let mut additional: Vec<Value> = Vec::new();
        for &o in &walked {
            for v in rw.op(o).operands() {
                if parent_region(rw, v) == Some(before_region) && !additional.contains(&v) {
                    additional.push(v);
                }
            }
        }
        let additional_types: Vec<Type> = additional.iter().map(|&v| rw.value_type(v)).collect();
        let mut result_types: Vec<Type> = rw
            .op(op)
            .results()
            .iter()
            .map(|&r| rw.value_type(r))
            .collect();
        result_types.extend_from_slice(&additional_types);
        let inits: Vec<Value> = w.inits(rw).iter().collect();
        let state = WhileOp::build(rw.ctx_mut(), loc, &result_types, &inits, &[]);
        let new_op = create(rw, state)?;
        let new_w = WhileOp::from_op(rw, new_op).ok_or_else(|| fail("not scf.while"))?;
        let (new_before, new_after) = (new_w.before(rw), new_w.after(rw));
        let (old_before, old_after) = (w.before(rw), w.after(rw));
        // MLIR's `takeBody` of both regions and the new `after` arguments,
        // one modification of the new loop.
        rw.inline_region_before(old_before, new_before, None)
            .map_err(MatchFailure::from)?;
        rw.inline_region_before(old_after, new_after, None)
            .map_err(MatchFailure::from)?;
        let new_after_args = rw
            .modify_op_in_place(new_op, |ctx| {
                additional_types
                    .iter()
                    .map(|&t| ctx.add_block_argument(p.after, t, loc))
                    .collect::<Result<Vec<Value>, _>>()
            })
            .map_err(MatchFailure::from)?
            .map_err(MatchFailure::from)?;
        // The condition forwards the additional values too (MLIR appends
        // them to its operands; the operand storage grows, which relinks
        // every operand, as `set_operands` does).
        let mut operands: Vec<Value> = rw.op(cond_op).operands().collect();
        operands.extend_from_slice(&additional);
        rw.modify_op_in_place(cond_op, |ctx| ctx.set_operands(cond_op, &operands))
            .map_err(MatchFailure::from)?
            .map_err(MatchFailure::from)?;
        for (&from, &to) in additional.iter().zip(&new_after_args) {
            rw.replace_uses_with_if(from, to, |ctx, at| {
                region_contains_op(ctx, then_region, at.op)
            })
            .map_err(MatchFailure::from)?;
        }
        rw.erase_op(then_yield).map_err(MatchFailure::from)?;
        let first = rw.block(p.after).first_op();
        rw.inline_block_before(then_block, p.after, first, &[])
            .map_err(MatchFailure::from)?;
        rw.erase_op(if_op.op()).map_err(MatchFailure::from)?;
        let new_results = rw.op(new_op).results().to_vec();
        let keep = new_results.len() - additional.len();
        rw.replace_op(op, &new_results[..keep])
            .map_err(MatchFailure::from)
    }
}

impl Canonicalize for WhileOp {
    /// In the order MLIR's `getCanonicalizationPatterns` adds them (as its
    /// earlier versions list them, `WhileMoveIfDown` last), then the
    /// region-branch patterns for `scf.while`.
    fn canonicalization_patterns(set: &mut RewritePatternSet) {
        set.add(WhileConditionTruth);
        set.add(WhileCmpCond);
        set.add(WhileOpAlignBeforeArgs);
        set.add(WhileMoveIfDown);
        crate::rewrites::region_branch_patterns(set, WhileOp::NAME);
    }
}
