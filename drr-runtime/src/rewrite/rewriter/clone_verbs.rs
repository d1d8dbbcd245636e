//! The rewriter's cloning verbs with a caller's [`IrMapping`]: MLIR's
//! `OpBuilder::clone(Operation &, IRMapping &)` and
//! `RewriterBase::cloneRegionBefore(Region &, Region &, iterator,
//! IRMapping &)`. The clones are built by the context
//! ([`Context::clone_op`](crate::Context::clone_op),
//! [`Context::clone_region_into`](crate::Context::clone_region_into), in
//! MLIR's order); these insert them and notify the listener as MLIR does:
//!
//! - `clone_op`: the new operation as inserted (at the insertion point),
//!   then every operation nested in it, in pre-order;
//! - `clone_region_before_mapped`: each new block as inserted, each
//!   followed by the operations in it, in pre-order.
//!
//! Nothing here recurses on the IR's nesting depth.

use smallvec::SmallVec;

use super::PatternRewriter;
use crate::error::IrError;
use crate::ir::{BlockId, IrMapping, OpId, RegionId};

impl PatternRewriter<'_> {
    /// Clones `op` (with its regions; operands read through `mapping`,
    /// which records the clones of its values) at the insertion point
    /// (MLIR's `OpBuilder::clone(op, mapping)`). Without an insertion
    /// point the clone stays detached.
    pub fn clone_op(&mut self, op: OpId, mapping: &mut IrMapping) -> Result<OpId, IrError> {
        let new = self.ctx.clone_op(op, mapping)?;
        self.insert(new)?;
        if self.ip.is_some() {
            let regions: SmallVec<[RegionId; 2]> =
                self.ctx.ops[new].regions.iter().copied().collect();
            for r in regions {
                let blocks: SmallVec<[BlockId; 4]> =
                    self.ctx.regions[r].blocks.iter().copied().collect();
                for b in blocks {
                    self.notify_nested_inserted(b);
                }
            }
        }
        Ok(new)
    }

    /// Clones the blocks of `source` into `dest` before `before` (at the
    /// end for `None`) with `mapping` (MLIR's `cloneRegionBefore(source,
    /// dest, before, mapping)`: block arguments `mapping` already maps are
    /// dropped, their uses read the mapped values). Returns the new blocks.
    pub fn clone_region_before_mapped(
        &mut self,
        source: RegionId,
        dest: RegionId,
        before: Option<BlockId>,
        mapping: &mut IrMapping,
    ) -> Result<SmallVec<[BlockId; 4]>, IrError> {
        let index = self.block_index(dest, before)?;
        let blocks = self.ctx.clone_region_into(source, dest, index, mapping)?;
        for &b in &blocks {
            if let Some(l) = &mut self.listener {
                l.notify_block_inserted(self.ctx, b, None);
            }
            self.notify_nested_inserted(b);
        }
        Ok(blocks)
    }

    /// Notifies the operations of `block`, and those nested in them, as
    /// inserted, in pre-order.
    fn notify_nested_inserted(&mut self, block: BlockId) {
        if self.listener.is_none() {
            return;
        }
        let mut stack: Vec<OpId> = self.ctx.block_ops(block).collect();
        stack.reverse();
        while let Some(op) = stack.pop() {
            if let Some(l) = &mut self.listener {
                l.notify_operation_inserted(self.ctx, op, None);
            }
            let regions: SmallVec<[RegionId; 2]> =
                self.ctx.ops[op].regions.iter().copied().collect();
            let mut nested: Vec<OpId> = Vec::new();
            for r in regions {
                for &b in self.ctx.regions[r].blocks.iter() {
                    nested.extend(self.ctx.block_ops(b));
                }
            }
            stack.extend(nested.into_iter().rev());
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::Context;
    use crate::ir::{BlockId, IrMapping, OpId, RegionId};
    use crate::rewrite::PatternRewriter;
    use crate::rewrite::listener::{InsertPoint, Listener};

    /// Records insertions: op names, and blocks as `block`.
    #[derive(Default)]
    struct Log(Vec<String>);
    impl Listener for Log {
        fn notify_operation_inserted(&mut self, ctx: &Context, op: OpId, _: Option<InsertPoint>) {
            self.0.push(ctx.op_name_str(ctx.op(op).name()).to_string());
        }
        fn notify_block_inserted(&mut self, _: &Context, _: BlockId, _: Option<RegionId>) {
            self.0.push("block".into());
        }
    }

    const SRC: &str = r#""builtin.module"() ({
  "test.outer"() ({
  ^bb0(%a: i32):
    "test.inner"() ({
      "test.deep"(%a) : (i32) -> ()
    }) : () -> ()
    "test.next"(%a) : (i32) -> ()
  }) : () -> ()
  "test.anchor"() : () -> ()
}) : () -> ()
"#;

    /// `clone_op` notifies the clone, then what it holds in pre-order
    /// (`OpBuilder::clone`); `clone_region_before_mapped` each block, then
    /// its ops in pre-order, and drops the arguments the mapping maps.
    #[test]
    fn clones_are_notified_in_pre_order() {
        let mut ctx = Context::new();
        ctx.allow_unknown_operations("test");
        let m = crate::text::parse_module(&mut ctx, SRC, "t.mlir").expect("parses");
        let ops = ctx.nested_ops_pre_order(m);
        let (outer, anchor) = (ops[0], ops[4]);
        let mut log = Log::default();
        {
            let mut rw = PatternRewriter::with_listener(&mut ctx, &mut log);
            rw.set_insertion_point(anchor).expect("anchor");
            let mut mapping = IrMapping::new();
            rw.clone_op(outer, &mut mapping).expect("clones");
        }
        assert_eq!(
            log.0,
            ["test.outer", "test.inner", "test.deep", "test.next"]
        );
        let mut log = Log::default();
        let src = ctx.op(outer).regions()[0];
        let entry = ctx.region(src).blocks()[0];
        let a = ctx.block(entry).args()[0];
        let region = ctx.create_region();
        // A stand-in for `%a`: the argument of a detached block.
        let value = {
            let ty = ctx.value_type(a);
            let loc = ctx.op(m).loc();
            let holder = ctx.create_block(&[(ty, loc)]);
            ctx.block(holder).args()[0]
        };
        let blocks = {
            let mut rw = PatternRewriter::with_listener(&mut ctx, &mut log);
            let mut mapping = IrMapping::new();
            mapping.map_value(a, value);
            rw.clone_region_before_mapped(src, region, None, &mut mapping)
                .expect("clones")
        };
        assert_eq!(log.0, ["block", "test.inner", "test.deep", "test.next"]);
        assert!(ctx.block(blocks[0]).args().is_empty());
        let next = ctx.block_ops(blocks[0]).nth(1).expect("test.next");
        assert_eq!(ctx.op(next).operands().collect::<Vec<_>>(), vec![value]);
    }
}
