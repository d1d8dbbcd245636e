//! The folder of `scf.if` (MLIR 22's `IfOp::fold`): `if (c xor 1) then A
//! else B` becomes `if c then B else A`, in place (only with an else
//! branch).

use drr::ods::Fold;
use drr::rewrite::PatternRewriter;
use drr::{Context, FoldOutcome};

use crate::ops::{IfOp, IfOpFoldAdaptor};
use drr_arith::ops::Arith_XOrIOp;

impl Fold for IfOp {
    fn fold(self, ctx: &mut Context, _adaptor: IfOpFoldAdaptor<'_>) -> FoldOutcome {
        let (then_r, else_r) = (self.thenRegion(ctx), self.elseRegion(ctx));
        if ctx.region(else_r).blocks().is_empty() {
            return FoldOutcome::Failed;
        }
        let Some(xor) = ctx
            .defining_op(self.condition(ctx))
            .and_then(|d| Arith_XOrIOp::from_op(ctx, d))
        else {
            return FoldOutcome::Failed;
        };
        let (lhs, rhs) = (xor.lhs(ctx), xor.rhs(ctx));
        if !crate::rewrites::is_one(ctx, rhs) {
            return FoldOutcome::Failed;
        }
        if ctx.set_operand(self.op(), 0, lhs).is_err() {
            return FoldOutcome::Failed;
        }
        // Swap the blocks: the then block goes to the else region, the else
        // blocks to the front of the then region. A fold notifies nothing
        // itself (the driver reports the op modified).
        let then_block = ctx.region(then_r).blocks()[0];
        let mut rw = PatternRewriter::new(ctx);
        let first_else = rw.region(else_r).blocks().first().copied();
        let moved = rw
            .inline_region_before(else_r, then_r, Some(then_block))
            .and_then(|()| rw.move_block_before(then_block, else_r, None));
        let _ = first_else;
        if moved.is_err() {
            return FoldOutcome::Failed;
        }
        FoldOutcome::InPlace
    }
}
