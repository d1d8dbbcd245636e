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
//! - the generic region-branch patterns ([`crate::region_branch`]), which
//!   in MLIR 22 drop the forwarded values and `before` arguments nobody
//!   reads (its `WhileUnusedResult` and `WhileRemoveUnusedArgs` are gone,
//!   and so are, as far as mlir-opt-22 shows, the loop-invariant and
//!   duplicate-result patterns of earlier versions).
//!
//! None is a DAG: they replace the uses of a block argument, or of an op
//! the root does not define, found through the terminator's operands, or
//! permute variadic results and block arguments. MLIR 22's
//! `WhileMoveIfDown` is not here yet.

use drr::ods::Canonicalize;
use drr::rewrite::{
    MatchFailure, MatchResult, PatternRewriter, PatternRoot, RewritePattern, RewritePatternSet,
};
use drr::{BlockId, Context, OpId, Type, Value};
use drr_arith::canonicalization::helpers::invert_predicate;
use drr_arith::ops::Arith_CmpIOp;

use crate::ops::{ConditionOp, WhileOp, single_block};
use crate::rewrites::{create, create_bool, fail, value_loc};

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
        "WhileConditionTruth"
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
        "WhileCmpCond"
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
        "WhileOpAlignBeforeArgs"
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

impl Canonicalize for WhileOp {
    /// In the order MLIR's `getCanonicalizationPatterns` adds them (as its
    /// earlier versions list them; `WhileMoveIfDown` is not here), then
    /// the region-branch patterns for `scf.while`.
    fn canonicalization_patterns(set: &mut RewritePatternSet) {
        set.add(WhileConditionTruth);
        set.add(WhileCmpCond);
        set.add(WhileOpAlignBeforeArgs);
        crate::rewrites::region_branch_patterns(set, WhileOp::NAME);
    }
}
