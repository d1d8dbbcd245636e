//! Traversals in MLIR's orders.

use smallvec::SmallVec;

use super::{BlockId, OpId, OperandRef, RegionId, Value};
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

    /// The uses of `value` by operations directly in `block`, in use-list
    /// order (MLIR's walk of `getUses()` filtered by the owner's block, as
    /// `cf.cond_br`'s truth propagation does). The block's operations are
    /// counted alongside the walk, which stops at the last use among
    /// them: the cost is that of the shorter of the use list and the block.
    pub fn uses_in_block(&self, value: Value, block: BlockId) -> SmallVec<[OperandRef; 4]> {
        let mut cursor = self.block(block).first;
        let uses_by_next_op = || {
            let data = &self.ops[cursor?];
            cursor = data.next;
            Some(data.operands.iter().filter(|o| o.value == value).count())
        };
        self.uses_counted_against(value, uses_by_next_op, |o| {
            self.ops[o].parent == Some(block)
        })
    }

    /// The uses of `value` whose owner is nested, at any depth, in the
    /// regions of `op`, in use-list order (MLIR's walk of `getUses()`
    /// filtered by `Region::isAncestor` of the owner's region, as `scf.if`'s
    /// `ConditionPropagation` does for its two regions); a use outside is
    /// told by the first of its ancestors in `op`'s own region. The
    /// regions' operations are counted alongside the walk, which stops at
    /// the last use among them: the cost is that of the shorter of the use
    /// list and the regions.
    pub fn uses_nested_in(&self, value: Value, op: OpId) -> SmallVec<[OperandRef; 4]> {
        let Some(data) = self.ops.get(op) else {
            return SmallVec::new();
        };
        let level = data
            .parent
            .and_then(|b| self.blocks.get(b))
            .and_then(|b| b.parent);
        // Only how many uses the operations make is counted, so they are
        // visited in any order: the blocks still to visit on a stack, a
        // cursor in the current one, one record read per operation.
        let mut blocks: SmallVec<[BlockId; 8]> = data
            .regions
            .iter()
            .flat_map(|&r| self.regions[r].blocks.iter().copied())
            .collect();
        let mut cursor: Option<OpId> = None;
        let uses_by_next_op = || loop {
            match cursor {
                Some(o) => {
                    let data = &self.ops[o];
                    cursor = data.next;
                    for &r in data.regions.iter() {
                        blocks.extend(self.regions[r].blocks.iter().copied());
                    }
                    return Some(data.operands.iter().filter(|o| o.value == value).count());
                }
                None => cursor = self.blocks[blocks.pop()?].first,
            }
        };
        self.uses_counted_against(value, uses_by_next_op, |o| self.nested_in(o, op, level))
    }

    /// The uses of `value` whose owner is `inside`, in use-list order,
    /// where each call of `uses_by_next_op` gives how many uses one more
    /// operation `inside` makes (`None` once all are given). Those uses
    /// are counted alongside the walk of the use list, one operation per
    /// use, so the walk stops once every one is found: the cost is that of
    /// the shorter of the use list and the operations, where the filtered
    /// walk costs the whole use list (a value used by N operations, each
    /// looking for its own uses, is quadratic).
    fn uses_counted_against(
        &self,
        value: Value,
        mut uses_by_next_op: impl FnMut() -> Option<usize>,
        inside: impl Fn(OpId) -> bool,
    ) -> SmallVec<[OperandRef; 4]> {
        let mut found = SmallVec::new();
        // The uses counted on the operations, once all are seen.
        let mut within = 0usize;
        let mut all_seen = false;
        for u in self.uses(value) {
            if inside(u.op) {
                found.push(u);
            }
            if !all_seen {
                match uses_by_next_op() {
                    Some(n) => within += n,
                    None => all_seen = true,
                }
            }
            if all_seen && found.len() == within {
                break;
            }
        }
        found
    }

    /// True if `inner` is nested, at any depth, in the regions of `op`,
    /// whose own region is `level`: its ancestors are walked up to `op`,
    /// or to one of `op`'s siblings, or to the top.
    fn nested_in(&self, inner: OpId, op: OpId, level: Option<RegionId>) -> bool {
        let mut cur = inner;
        loop {
            let Some(r) = self.ops[cur]
                .parent
                .and_then(|b| self.blocks.get(b))
                .and_then(|b| b.parent)
            else {
                return false;
            };
            if Some(r) == level {
                return false;
            }
            match self.regions.get(r).and_then(|d| d.parent) {
                Some(p) if p == op => return true,
                Some(p) => cur = p,
                None => return false,
            }
        }
    }
}
