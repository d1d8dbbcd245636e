//! Region verification (MLIR's `verifyRegionInvariants`: the region traits
//! such as `SingleBlockImplicitTerminator`, then `verifyRegions()` of ops
//! with `hasRegionVerifier`), run by the verifier once every op passed its
//! own checks, in post-order: an op's region verifier sees nested ops that
//! already verified.
//!
//! The registered dialects list their ops' region verifiers
//! ([`crate::DialectDefinition::region_verifiers`]); without any, the walk
//! is skipped. The walk keeps an explicit stack (no recursion), and visits
//! siblings in order, so the failures come in MLIR's order.

use rustc_hash::{FxHashMap, FxHashSet};

use crate::op_definition::{OpName, VerifyFn};
use crate::verifier::VerifyError;
use crate::{Context, OpId};

/// Runs the region verifiers of the ops under `root` (included), nested
/// ones first; the failures in that order.
#[doc(hidden)]
pub fn verify_regions(ctx: &Context, root: OpId) -> Result<(), Vec<VerifyError>> {
    let errors = verify_regions_skipping(ctx, root, &FxHashSet::default());
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

/// [`verify_regions`] without running the region verifiers of the ops in
/// `skip` (ops whose own checks, or whose nested ops' checks, failed: MLIR
/// stops there before it leaves them); the failures in post-order.
pub(crate) fn verify_regions_skipping(
    ctx: &Context,
    root: OpId,
    skip: &FxHashSet<OpId>,
) -> Vec<VerifyError> {
    let mut by_name: FxHashMap<OpName, VerifyFn> = FxHashMap::default();
    for d in ctx.registered_dialects() {
        for &(name, f) in d.region_verifiers {
            if let Some(n) = ctx.lookup_op_name(name) {
                by_name.insert(n, f);
            }
        }
    }
    if by_name.is_empty() {
        return Vec::new();
    }
    enum Step {
        Enter(OpId),
        Exit(OpId),
    }
    let mut errors = Vec::new();
    let mut stack = vec![Step::Enter(root)];
    let mut children: Vec<OpId> = Vec::new();
    while let Some(step) = stack.pop() {
        match step {
            Step::Enter(op) => {
                let Ok(data) = ctx.try_op(op) else { continue };
                stack.push(Step::Exit(op));
                children.clear();
                for &r in data.regions() {
                    let Ok(region) = ctx.try_region(r) else {
                        continue;
                    };
                    for &b in region.blocks() {
                        if ctx.try_block(b).is_ok() {
                            children.extend(ctx.block_ops(b));
                        }
                    }
                }
                stack.extend(children.iter().rev().map(|&c| Step::Enter(c)));
            }
            Step::Exit(op) => {
                let data = ctx.op(op);
                if let Some(f) = by_name.get(&data.name())
                    && !skip.contains(&op)
                    && let Err(message) = f(ctx, op, data)
                {
                    let def_name = ctx.op_name_str(data.name());
                    let mut error = VerifyError::region_invariant(
                        op,
                        data.loc(),
                        format!("'{def_name}' op {message}"),
                    );
                    error.notes = crate::ods::take_notes(op);
                    errors.push(error);
                }
            }
        }
    }
    errors
}
