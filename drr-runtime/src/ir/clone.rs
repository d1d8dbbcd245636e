//! Cloning operations and regions inside one context with a value and
//! block mapping: MLIR's `IRMapping`, `Operation::clone(IRMapping &)` and
//! `Region::cloneInto(Region *, iterator, IRMapping &)`.
//!
//! An [`IrMapping`] maps values and blocks of the source to values and
//! blocks of the clone. A clone reads every operand and successor through
//! it ([`IrMapping::lookup_or_default`]: a value or block without a
//! mapping is used as it is) and records each cloned result, block
//! argument and block in it, so that a caller can pre-map values (an
//! induction variable to a constant, a region's arguments to other
//! values) and read the clones of values afterwards.
//!
//! The clones are built in MLIR's order, which decides use-list order
//! (each new use goes to the front of its value's list, as MLIR's does)
//! and so the order in which a driver visits users later:
//!
//! - [`Context::clone_op`]: the operation without its regions (operands
//!   mapped), then each of its regions cloned into the new operation's,
//!   then its results mapped;
//! - [`Context::clone_region_into`]: first every block of the region (a
//!   block argument already mapped gets no argument in the clone — MLIR's
//!   way of dropping arguments), then the operations of every block in
//!   order, each without operands and regions (its results mapped at
//!   once, so an operand may name a value of a later block), then,
//!   operation by operation, its operands and the clones of its regions
//!   (each the same way, all of it before the next operation's
//!   operands).
//!
//! The traversal keeps its own stack: nothing recurses on the IR's nesting
//! depth. These are context-level operations: nobody is notified. The
//! rewriter's [`clone_op`](crate::rewrite::PatternRewriter::clone_op) and
//! [`clone_region_before_mapped`](crate::rewrite::PatternRewriter::clone_region_before_mapped)
//! insert the clones and notify a listener as MLIR's `OpBuilder::clone`
//! and `RewriterBase::cloneRegionBefore` do.

use rustc_hash::FxHashMap;
use smallvec::SmallVec;

use crate::context::Context;
use crate::error::IrError;
use crate::ir::{BlockId, OpId, OperationState, RegionId, Value};

/// A mapping from values and blocks to their replacements in a clone
/// (MLIR's `IRMapping`).
#[derive(Clone, Debug, Default)]
pub struct IrMapping {
    values: FxHashMap<Value, Value>,
    blocks: FxHashMap<BlockId, BlockId>,
}

impl IrMapping {
    /// An empty mapping.
    pub fn new() -> Self {
        Self::default()
    }
    /// Maps `from` to `to` (replacing an earlier mapping of `from`).
    pub fn map_value(&mut self, from: Value, to: Value) {
        self.values.insert(from, to);
    }
    /// Maps each of `from` to the value of `to` at the same position (the
    /// shorter list decides how many).
    pub fn map_values(&mut self, from: &[Value], to: &[Value]) {
        for (&f, &t) in from.iter().zip(to) {
            self.map_value(f, t);
        }
    }
    /// Maps the block `from` to `to`.
    pub fn map_block(&mut self, from: BlockId, to: BlockId) {
        self.blocks.insert(from, to);
    }
    /// The value `v` is mapped to, if any.
    pub fn lookup(&self, v: Value) -> Option<Value> {
        self.values.get(&v).copied()
    }
    /// The value `v` is mapped to, or `v` itself.
    pub fn lookup_or_default(&self, v: Value) -> Value {
        self.lookup(v).unwrap_or(v)
    }
    /// The block `b` is mapped to, if any.
    pub fn lookup_block(&self, b: BlockId) -> Option<BlockId> {
        self.blocks.get(&b).copied()
    }
    /// True if `v` has a mapping.
    pub fn contains(&self, v: Value) -> bool {
        self.values.contains_key(&v)
    }
}

/// A step of a clone (see [`Context::clone_work`]).
enum Work {
    /// Clone the blocks of `source` into `dest` at block index `at`
    /// (`None`: at the end, for the regions of a new operation, which
    /// start empty).
    Region {
        source: RegionId,
        dest: RegionId,
        at: Option<usize>,
    },
    /// Set the operands, then clone the regions, of each clone of
    /// `pairs` (source operation, clone without operands or regions),
    /// from the `next`th on.
    Ops {
        pairs: Vec<(OpId, OpId)>,
        next: usize,
    },
}

impl Context {
    /// A detached copy of `op` with its regions (MLIR's
    /// `Operation::clone(IRMapping &)`): operands and successors read
    /// through `mapping`; the clones of nested values and blocks, and at
    /// last `op`'s results, are recorded in it. The copy has `op`'s name,
    /// location, properties and attributes.
    pub fn clone_op(&mut self, op: OpId, mapping: &mut IrMapping) -> Result<OpId, IrError> {
        self.try_op(op)?;
        let new = self.clone_op_shell(op, mapping, true)?;
        let regions: Vec<(RegionId, RegionId)> = self.ops[op]
            .regions
            .iter()
            .copied()
            .zip(self.ops[new].regions.iter().copied())
            .collect();
        for (source, dest) in regions {
            self.clone_work(
                Work::Region {
                    source,
                    dest,
                    at: None,
                },
                mapping,
            )?;
        }
        let old: SmallVec<[Value; 4]> = self.ops[op].results.iter().copied().collect();
        let cloned: SmallVec<[Value; 4]> = self.ops[new].results.iter().copied().collect();
        mapping.map_values(&old, &cloned);
        Ok(new)
    }

    /// Clones the blocks of `source` into `dest` at block index `index`
    /// (MLIR's `Region::cloneInto(dest, destPos, mapping)`), returning the
    /// new blocks. Arguments of `source`'s blocks that `mapping` already
    /// maps are not cloned: their uses read the mapped values. `dest` may
    /// not be `source` nor a region nested in it.
    pub fn clone_region_into(
        &mut self,
        source: RegionId,
        dest: RegionId,
        index: usize,
        mapping: &mut IrMapping,
    ) -> Result<SmallVec<[BlockId; 4]>, IrError> {
        self.try_region(source)?;
        let len = self.try_region(dest)?.blocks.len();
        if index > len {
            return Err(IrError::IndexOutOfRange {
                what: "block",
                index,
                len,
            });
        }
        if self.region_within(dest, source) {
            return Err(IrError::Invalid(
                "cannot clone a region into itself or into a region nested in it",
            ));
        }
        let before = self.regions[source].blocks.len();
        self.clone_work(
            Work::Region {
                source,
                dest,
                at: Some(index),
            },
            mapping,
        )?;
        Ok(self.regions[dest].blocks[index..index + before]
            .iter()
            .copied()
            .collect())
    }

    /// True if `region` is `outer` or nested (at any depth) in it.
    fn region_within(&self, region: RegionId, outer: RegionId) -> bool {
        let mut cur = Some(region);
        while let Some(r) = cur {
            if r == outer {
                return true;
            }
            cur = self.regions[r]
                .parent
                .and_then(|op| self.ops[op].parent)
                .and_then(|b| self.blocks[b].parent);
        }
        false
    }

    /// A detached copy of `op` without its regions' blocks (as many empty
    /// regions as `op` has), with its operands mapped if `operands`, else
    /// none; successors mapped.
    fn clone_op_shell(
        &mut self,
        op: OpId,
        mapping: &IrMapping,
        operands: bool,
    ) -> Result<OpId, IrError> {
        let data = &self.ops[op];
        let mut state = OperationState::new(data.name, data.loc);
        if operands {
            state.operands = data
                .operands
                .iter()
                .map(|o| mapping.lookup_or_default(o.value))
                .collect();
        }
        state.result_types = data.results.iter().map(|&r| self.value_type(r)).collect();
        state.properties = data.properties.get();
        state.successors = data
            .successors
            .iter()
            .map(|&s| mapping.lookup_block(s).unwrap_or(s))
            .collect();
        let attrs = data.attributes;
        let num_regions = data.regions.len();
        state.attributes = self.dict_entries(attrs).to_vec();
        state.regions = (0..num_regions).map(|_| self.create_region()).collect();
        self.create_op(state)
    }

    /// Runs `first` and the work it makes, depth first (MLIR's recursion
    /// over `Region::cloneInto`, with a stack).
    fn clone_work(&mut self, first: Work, mapping: &mut IrMapping) -> Result<(), IrError> {
        let mut stack: Vec<Work> = vec![first];
        while let Some(work) = stack.pop() {
            match work {
                Work::Region { source, dest, at } => {
                    // The blocks and their arguments first (an argument
                    // already mapped is dropped), then every operation
                    // without operands or regions (its results mapped), so
                    // that any operand can be mapped next.
                    let src_blocks: SmallVec<[BlockId; 4]> =
                        self.regions[source].blocks.iter().copied().collect();
                    let mut new_blocks: SmallVec<[BlockId; 4]> = SmallVec::new();
                    for (k, &b) in src_blocks.iter().enumerate() {
                        let data = &self.blocks[b];
                        let kept: SmallVec<[(Value, crate::Type, crate::Location); 4]> = data
                            .args
                            .iter()
                            .zip(&data.arg_locs)
                            .filter(|(a, _)| !mapping.contains(**a))
                            .map(|(&a, &l)| (a, self.value_type(a), l))
                            .collect();
                        let args: SmallVec<[(crate::Type, crate::Location); 4]> =
                            kept.iter().map(|&(_, t, l)| (t, l)).collect();
                        let nb = self.create_block(&args);
                        let new_args: SmallVec<[Value; 4]> =
                            self.blocks[nb].args.iter().copied().collect();
                        for (&(a, _, _), &na) in kept.iter().zip(&new_args) {
                            mapping.map_value(a, na);
                        }
                        mapping.map_block(b, nb);
                        match at {
                            Some(i) => self.insert_block(dest, i + k, nb)?,
                            None => self.append_block(dest, nb)?,
                        }
                        new_blocks.push(nb);
                    }
                    let mut pairs: Vec<(OpId, OpId)> = Vec::new();
                    for (&b, &nb) in src_blocks.iter().zip(&new_blocks) {
                        let mut cur = self.blocks[b].first;
                        while let Some(op) = cur {
                            cur = self.ops[op].next;
                            let new = self.clone_op_shell(op, mapping, false)?;
                            self.append_op(nb, new)?;
                            let old: SmallVec<[Value; 4]> =
                                self.ops[op].results.iter().copied().collect();
                            let res: SmallVec<[Value; 4]> =
                                self.ops[new].results.iter().copied().collect();
                            mapping.map_values(&old, &res);
                            pairs.push((op, new));
                        }
                    }
                    stack.push(Work::Ops { pairs, next: 0 });
                }
                Work::Ops { pairs, next } => {
                    let Some(&(op, new)) = pairs.get(next) else {
                        continue;
                    };
                    let operands: SmallVec<[Value; 4]> = self.ops[op]
                        .operands
                        .iter()
                        .map(|o| mapping.lookup_or_default(o.value))
                        .collect();
                    self.set_operands(new, &operands)?;
                    let regions: SmallVec<[(RegionId, RegionId); 2]> = self.ops[op]
                        .regions
                        .iter()
                        .copied()
                        .zip(self.ops[new].regions.iter().copied())
                        .collect();
                    stack.push(Work::Ops {
                        pairs,
                        next: next + 1,
                    });
                    // Reversed: the first region is cloned (with all it
                    // holds) first.
                    for (source, dest) in regions.into_iter().rev() {
                        stack.push(Work::Region {
                            source,
                            dest,
                            at: None,
                        });
                    }
                }
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::parse_module;

    fn module(ctx: &mut Context, src: &str) -> OpId {
        ctx.allow_unknown_operations("test");
        parse_module(ctx, src, "t.mlir").expect("parses")
    }

    /// The first op of the first block of `op`'s region `r`.
    fn first_op(ctx: &Context, op: OpId, r: usize) -> OpId {
        let region = ctx.op(op).regions()[r];
        let block = ctx.region(region).blocks()[0];
        ctx.block(block).first_op().expect("an op")
    }

    const SRC: &str = r#""builtin.module"() ({
  "test.outer"() ({
  ^bb0(%a: i32, %b: i32):
    %0 = "test.add"(%a, %b) : (i32, i32) -> i32
    "test.inner"(%0) ({
    ^bb0(%c: i32):
      %1 = "test.use"(%0, %c, %a) : (i32, i32, i32) -> i32
      "test.end"(%1) : (i32) -> ()
    }) : (i32) -> ()
    "test.end"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
"#;

    #[test]
    fn clone_op_maps_nested_values_and_keeps_outside_ones() {
        let mut ctx = Context::new();
        let m = module(&mut ctx, SRC);
        let outer = first_op(&ctx, m, 0);
        let mut mapping = IrMapping::new();
        let copy = ctx.clone_op(outer, &mut mapping).expect("clones");
        let block = ctx.op(m).regions()[0];
        let block = ctx.region(block).blocks()[0];
        ctx.append_op(block, copy).expect("inserts");
        // The copy has the source's ops.
        let names = |ctx: &Context, op: OpId| -> Vec<String> {
            ctx.nested_ops_pre_order(op)
                .into_iter()
                .map(|o| ctx.op_name_str(ctx.op(o).name()).to_string())
                .collect()
        };
        assert_eq!(names(&ctx, copy), names(&ctx, outer));
        // Its nested op reads the copy's values, not the source's.
        let entry = ctx.region(ctx.op(copy).regions()[0]).blocks()[0];
        let ops: Vec<OpId> = ctx.block_ops(entry).collect();
        let inner_block = ctx.region(ctx.op(ops[1]).regions()[0]).blocks()[0];
        let used = ctx.block(inner_block).first_op().expect("test.use");
        assert_eq!(
            ctx.op(used).operands().collect::<Vec<_>>(),
            vec![
                ctx.op(ops[0]).results()[0],
                ctx.block(inner_block).args()[0],
                ctx.block(entry).args()[0],
            ]
        );
        // The source's results map to the copy's.
        let src_entry = ctx.region(ctx.op(outer).regions()[0]).blocks()[0];
        let src_add = ctx.block(src_entry).first_op().expect("test.add");
        assert_eq!(
            mapping.lookup(ctx.op(src_add).results()[0]),
            Some(ctx.op(ops[0]).results()[0])
        );
        assert!(crate::verifier::verify(&ctx, m).is_ok());
    }

    #[test]
    fn clone_region_into_drops_premapped_arguments() {
        let mut ctx = Context::new();
        let m = module(&mut ctx, SRC);
        let outer = first_op(&ctx, m, 0);
        let src = ctx.op(outer).regions()[0];
        let entry = ctx.region(src).blocks()[0];
        let a = ctx.block(entry).args()[0];
        let add = ctx.block(entry).first_op().expect("add");
        // `%a` becomes the result of `test.add` of the source: only `%b`
        // stays an argument of the cloned block.
        let stand_in = ctx.op(add).results()[0];
        let mut mapping = IrMapping::new();
        mapping.map_value(a, stand_in);
        let dest = ctx.create_region();
        let blocks = ctx
            .clone_region_into(src, dest, 0, &mut mapping)
            .expect("clones");
        assert_eq!(blocks.len(), 1);
        assert_eq!(ctx.block(blocks[0]).args().len(), 1);
        let b = ctx.block(entry).args()[1];
        assert_eq!(mapping.lookup(b), Some(ctx.block(blocks[0]).args()[0]));
        // The cloned `test.use` reads the stand-in where the source reads
        // `%a`, and the clones of the other values.
        let new_add = ctx.block(blocks[0]).first_op().expect("add");
        assert_eq!(
            ctx.op(new_add).operands().collect::<Vec<_>>(),
            vec![stand_in, ctx.block(blocks[0]).args()[0]]
        );
        assert_eq!(mapping.lookup(stand_in), Some(ctx.op(new_add).results()[0]));
    }

    #[test]
    fn use_lists_are_in_mlir_order() {
        // `%0`'s uses in the clone are created in MLIR's order: each op's
        // operands, then its regions, before the next op's operands
        // (`test.inner`, `test.use` inside it, the outer `test.end`); each
        // new use goes to the front.
        let mut ctx = Context::new();
        let m = module(&mut ctx, SRC);
        let outer = first_op(&ctx, m, 0);
        let mut mapping = IrMapping::new();
        let copy = ctx.clone_op(outer, &mut mapping).expect("clones");
        let add = first_op(&ctx, copy, 0);
        let v = ctx.op(add).results()[0];
        let users: Vec<String> = ctx
            .uses(v)
            .map(|u| ctx.op_name_str(ctx.op(u.op).name()).to_string())
            .collect();
        assert_eq!(users, ["test.end", "test.use", "test.inner"]);
    }

    #[test]
    fn cloning_a_region_into_itself_is_an_error() {
        let mut ctx = Context::new();
        let m = module(&mut ctx, SRC);
        let outer = first_op(&ctx, m, 0);
        let src = ctx.op(outer).regions()[0];
        let inner = ctx
            .block_ops(ctx.region(src).blocks()[0])
            .nth(1)
            .expect("inner");
        let nested = ctx.op(inner).regions()[0];
        let mut mapping = IrMapping::new();
        assert!(ctx.clone_region_into(src, src, 0, &mut mapping).is_err());
        assert!(ctx.clone_region_into(src, nested, 0, &mut mapping).is_err());
        assert!(ctx.clone_region_into(src, nested, 9, &mut mapping).is_err());
    }
}
