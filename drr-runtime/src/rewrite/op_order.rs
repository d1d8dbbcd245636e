//! The post-order walk of a region shared by the greedy driver's worklist
//! seeding and region DCE.
//!
//! Why one recorded walk: following the `next` links of every operation is
//! a chain of dependent loads through the op arena, and once operations
//! have been replaced their slots no longer follow the IR order, so on a
//! large module each step is a cache miss the processor cannot overlap.
//! Region DCE walks the whole region at the end of a pass; when it (and the
//! rest of region simplification) changes nothing, the next pass's seeding
//! reads the recorded walk instead of walking again. Iterating the recorded
//! list touches the same operations, but through independent loads.

use crate::Context;
use crate::ir::{OpId, RegionId};

/// One entry of a recorded walk.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Visit {
    /// An operation with regions, before the operations nested in it (its
    /// [`Visit::Op`] entry follows them).
    Enter(OpId),
    /// An operation, after the operations nested in it (MLIR's post-order).
    Op(OpId),
}

/// A recorded post-order walk of a region (see the module docs).
#[derive(Debug, Default)]
pub(crate) struct PostOrder {
    /// The walk: [`Visit::Op`] entries in MLIR's post-order (`Region::walk`:
    /// blocks in list order, operations first to last, each after the
    /// operations nested in it); each operation with regions also has a
    /// [`Visit::Enter`] entry before its nested operations.
    pub(crate) visits: Vec<Visit>,
    /// Number of [`Visit::Op`] entries.
    pub(crate) num_ops: usize,
    /// Every region visited has at most one block.
    pub(crate) single_block: bool,
}

impl PostOrder {
    /// Records the walk of `region` (replacing the previous one; the
    /// allocation is kept).
    pub(crate) fn record(&mut self, ctx: &Context, region: RegionId) {
        enum Task {
            Blocks(RegionId, usize),
            Ops(Option<OpId>),
            Regions(OpId, usize),
            Emit(OpId),
        }
        self.visits.clear();
        self.num_ops = 0;
        self.single_block = true;
        // Operations without regions are emitted straight from the block
        // cursor; only operations with regions use the explicit stack (no
        // recursion: deep nesting must not overflow the native stack).
        let mut stack = vec![Task::Blocks(region, 0)];
        while let Some(task) = stack.pop() {
            match task {
                Task::Blocks(r, i) => {
                    let Some(data) = ctx.regions.get(r) else {
                        continue;
                    };
                    if i == 0 && data.blocks.len() > 1 {
                        self.single_block = false;
                    }
                    if let Some(&b) = data.blocks.get(i) {
                        stack.push(Task::Blocks(r, i + 1));
                        stack.push(Task::Ops(ctx.blocks[b].first));
                    }
                }
                Task::Ops(mut cursor) => {
                    while let Some(op) = cursor {
                        let data = &ctx.ops[op];
                        cursor = data.next;
                        if data.regions.is_empty() {
                            self.visits.push(Visit::Op(op));
                            self.num_ops += 1;
                            continue;
                        }
                        self.visits.push(Visit::Enter(op));
                        stack.push(Task::Ops(cursor));
                        stack.push(Task::Emit(op));
                        stack.push(Task::Regions(op, 0));
                        break;
                    }
                }
                Task::Regions(op, i) => {
                    if let Some(&r) = ctx.ops[op].regions.get(i) {
                        stack.push(Task::Regions(op, i + 1));
                        stack.push(Task::Blocks(r, 0));
                    }
                }
                Task::Emit(op) => {
                    self.visits.push(Visit::Op(op));
                    self.num_ops += 1;
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::OperationState;

    /// The [`Visit::Op`] entries are `nested_ops_post_order`, and every
    /// operation with regions is entered before its nested operations.
    #[test]
    fn post_order_with_enter_markers() {
        let mut ctx = Context::new();
        let name = ctx.op_name("test.x");
        let loc = ctx.unknown_loc();
        let mut state = OperationState::new(name, loc);
        state.regions = vec![ctx.create_region()];
        let root = ctx.create_op(state).expect("root");
        let body = ctx.create_block(&[]);
        let root_region = ctx.op(root).regions()[0];
        ctx.insert_block(root_region, 0, body).expect("block");
        let mut outer = OperationState::new(name, loc);
        outer.regions = vec![ctx.create_region(), ctx.create_region()];
        let a = ctx.create_op(OperationState::new(name, loc)).expect("a");
        let p = ctx.create_op(outer).expect("p");
        let c = ctx.create_op(OperationState::new(name, loc)).expect("c");
        for op in [a, p, c] {
            ctx.append_op(body, op).expect("append");
        }
        let mut nested = Vec::new();
        for i in 0..2 {
            let r = ctx.op(p).regions()[i];
            let b = ctx.create_block(&[]);
            ctx.insert_block(r, 0, b).expect("block");
            let x = ctx.create_op(OperationState::new(name, loc)).expect("x");
            ctx.append_op(b, x).expect("append");
            nested.push(x);
        }
        let mut order = PostOrder::default();
        order.record(&ctx, root_region);
        assert_eq!(
            order.visits,
            vec![
                Visit::Op(a),
                Visit::Enter(p),
                Visit::Op(nested[0]),
                Visit::Op(nested[1]),
                Visit::Op(p),
                Visit::Op(c),
            ]
        );
        assert_eq!(order.num_ops, 5);
        assert!(order.single_block);
        let ops: Vec<OpId> = order
            .visits
            .iter()
            .filter_map(|v| match *v {
                Visit::Op(o) => Some(o),
                Visit::Enter(_) => None,
            })
            .collect();
        assert_eq!(ops, ctx.nested_ops_post_order(root));
    }
}
