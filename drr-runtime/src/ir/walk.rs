//! Traversals in MLIR's orders.

use super::{OpId, RegionId};
use crate::Context;

impl Context {
    /// The operations nested in `op` (not `op` itself) in MLIR's post-order
    /// (`Operation::walk` default): for each operation in block order, its
    /// nested operations first, then the operation.
    pub fn nested_ops_post_order(&self, op: OpId) -> Vec<OpId> {
        let mut out = Vec::new();
        for &r in &self.op(op).regions {
            self.region_post_order(r, &mut out);
        }
        out
    }

    /// Appends the operations of `region` in post-order to `out`.
    pub fn region_post_order(&self, region: RegionId, out: &mut Vec<OpId>) {
        // Explicit stack: deep nesting must not overflow the native stack.
        enum Step {
            Enter(OpId),
            Leave(OpId),
        }
        let mut stack: Vec<Step> = Vec::new();
        for &b in self.region(region).blocks.iter().rev() {
            let ops: Vec<OpId> = self.block_ops(b).collect();
            for &o in ops.iter().rev() {
                stack.push(Step::Enter(o));
            }
        }
        while let Some(step) = stack.pop() {
            match step {
                Step::Leave(o) => out.push(o),
                Step::Enter(o) => {
                    stack.push(Step::Leave(o));
                    for &r in self.ops[o].regions.iter().rev() {
                        for &b in self.regions[r].blocks.iter().rev() {
                            let ops: Vec<OpId> = self.block_ops(b).collect();
                            for &c in ops.iter().rev() {
                                stack.push(Step::Enter(c));
                            }
                        }
                    }
                }
            }
        }
    }

    /// The operations nested in `op` (not `op` itself) in pre-order: each
    /// operation before the operations nested in it.
    pub fn nested_ops_pre_order(&self, op: OpId) -> Vec<OpId> {
        let mut out = Vec::new();
        let mut stack: Vec<OpId> = Vec::new();
        let push_regions = |ctx: &Context, o: OpId, stack: &mut Vec<OpId>| {
            for &r in ctx.ops[o].regions.iter().rev() {
                for &b in ctx.regions[r].blocks.iter().rev() {
                    let ops: Vec<OpId> = ctx.block_ops(b).collect();
                    stack.extend(ops.into_iter().rev());
                }
            }
        };
        push_regions(self, op, &mut stack);
        while let Some(o) = stack.pop() {
            out.push(o);
            push_regions(self, o, &mut stack);
        }
        out
    }
}
