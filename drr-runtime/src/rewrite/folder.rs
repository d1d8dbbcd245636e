//! Folding: MLIR's `Operation::fold` (with the ODS fold hook's trait
//! folding), the `m_Constant` matcher, and the [`OperationFolder`], which
//! uniques constants per insertion region
//! (`mlir/lib/Transforms/Utils/FoldUtils.cpp`, mlir 22).
//!
//! Folder invariants:
//! - every uniqued constant is keyed by (insertion region, dialect,
//!   constant attribute, result type); a constant materialized by another
//!   dialect than the folded operation's is registered under both dialects;
//! - the insertion region of a block is the first region, walking up,
//!   whose parent operation might be `IsolatedFromAbove` (registered with
//!   the trait, or unregistered) or is not in a block (top level);
//! - uniqued constants live at the start of that region's entry block;
//!   moving a constant there from another block, hoisting it back to the
//!   front, or reusing it for a constant with a different location erases
//!   its location (`loc(unknown)`, MLIR's `erasedFoldedLocation`).

use rustc_hash::FxHashMap;
use smallvec::SmallVec;

use crate::Context;
use crate::attributes::Attribute;
use crate::error::IrError;
use crate::ir::arena::slot_index;
use crate::ir::{BlockId, OpId, RegionId, Value};
use crate::location::Location;
use crate::op_definition::{FoldOutcome, MaterializeFn, OpFoldResult, OpTraits};
use crate::symbol::Symbol;
use crate::types::Type;

use super::rewriter::PatternRewriter;

/// The constant attribute of `op` if it is a constant (MLIR's
/// `m_Constant`): no operands, one result, registered with
/// [`OpTraits::CONSTANT_LIKE`], and its folder, given no operands, returns
/// an attribute.
pub fn constant_value(ctx: &mut Context, op: OpId) -> Option<Attribute> {
    let data = ctx.ops.get(op)?;
    // The traits first: called on every op when seeding the worklist, and
    // the name sits next to the arena's version word (see `OpData`) while
    // the operands do not.
    let def = ctx.op_definition(data.name)?;
    if !def.traits.contains(OpTraits::CONSTANT_LIKE) {
        return None;
    }
    if !data.operands.is_empty() || data.results.len() != 1 {
        return None;
    }
    match (def.fold?)(ctx, op, &[]) {
        FoldOutcome::Replace(results) => match results.as_slice() {
            [OpFoldResult::Attribute(a)] => Some(*a),
            _ => None,
        },
        _ => None,
    }
}

/// True if `op` is registered with [`OpTraits::CONSTANT_LIKE`].
pub fn is_constant_like(ctx: &Context, op: OpId) -> bool {
    ctx.ops
        .get(op)
        .and_then(|d| ctx.op_definition(d.name))
        .is_some_and(|def| def.traits.contains(OpTraits::CONSTANT_LIKE))
}

/// The constant value of each operand of `op`: the attribute of its
/// defining operation if that is a constant (see [`constant_value`]).
pub fn operand_constants(ctx: &mut Context, op: OpId) -> SmallVec<[Option<Attribute>; 4]> {
    let mut out = SmallVec::new();
    let Some(data) = ctx.ops.get(op) else {
        return out;
    };
    let n = data.operands.len();
    for i in 0..n {
        let v = ctx.ops[op].operands[i].value;
        let def = match ctx.values.get(v).map(|d| d.def) {
            Some(crate::ir::ValueDef::OpResult { op: def, .. }) => Some(def),
            _ => None,
        };
        out.push(def.and_then(|d| constant_value(ctx, d)));
    }
    out
}

/// Folds `op` given the constant value of each of its operands (MLIR's
/// `Operation::fold`): the registered fold hook first; if it fails or folds
/// in place, the trait folders (for [`OpTraits::COMMUTATIVE`]: constant
/// operands move to the end) — the ODS-generated `foldHook` behaviour.
/// A single-result operation folded to its own result counts as folded in
/// place. Unregistered operations never fold.
pub fn fold_op(ctx: &mut Context, op: OpId, constants: &[Option<Attribute>]) -> FoldOutcome {
    let Some(data) = ctx.ops.get(op) else {
        return FoldOutcome::Failed;
    };
    let Some(def) = ctx.op_definition(data.name) else {
        return FoldOutcome::Failed;
    };
    let mut outcome = match def.fold {
        Some(fold) => fold(ctx, op, constants),
        None => FoldOutcome::Failed,
    };
    let Some(data) = ctx.ops.get(op) else {
        // A misbehaving hook erased the operation; nothing to report.
        return FoldOutcome::Failed;
    };
    if let FoldOutcome::Replace(results) = &outcome
        && data.results.len() == 1
        && results.as_slice() == [OpFoldResult::Value(data.results[0])]
    {
        outcome = FoldOutcome::InPlace;
    }
    if matches!(outcome, FoldOutcome::Failed | FoldOutcome::InPlace)
        && def.traits.contains(OpTraits::COMMUTATIVE)
        && fold_commutative(ctx, op, constants)
    {
        return FoldOutcome::InPlace;
    }
    outcome
}

/// MLIR's `OpTrait::impl::foldCommutative`: a `std::stable_partition` of
/// the operands from the first constant one, non-constants first. Returns
/// true if the order changed.
///
/// The partition moves `OpOperand`s, and every move relinks the operand at
/// the front of its value's use list. With libstdc++ (which mlir-opt uses)
/// the last move of each operand from the first constant onwards happens in
/// this order: the non-constant ones in order, then the constant ones in
/// order. That is reproduced, also when nothing moves, so use lists match
/// mlir-opt's.
fn fold_commutative(ctx: &mut Context, op: OpId, constants: &[Option<Attribute>]) -> bool {
    let n = ctx.ops[op].operands.len();
    if n < 2 || constants.len() != n {
        return false;
    }
    let Some(first) = constants.iter().position(|c| c.is_some()) else {
        return false;
    };
    let values: SmallVec<[crate::ir::Value; 4]> =
        ctx.ops[op].operands.iter().map(|o| o.value).collect();
    let mut order: SmallVec<[usize; 4]> = (first..n).filter(|&i| constants[i].is_none()).collect();
    let changed = !order.is_empty();
    order.extend((first..n).filter(|&i| constants[i].is_some()));
    for i in first..n {
        ctx.unlink_use(crate::ir::OperandRef {
            op,
            index: i as u32,
        });
    }
    for (k, &src) in order.iter().enumerate() {
        let at = crate::ir::OperandRef {
            op,
            index: (first + k) as u32,
        };
        if ctx.values.contains_key(values[src]) {
            ctx.link_use(values[src], at);
        } else {
            let operand = &mut ctx.ops[op].operands[first + k];
            operand.value = values[src];
            operand.prev = None;
            operand.next = None;
        }
    }
    changed
}

/// The region folded constants of `block` are uniqued and hoisted into (see
/// the module docs); `None` for a detached block.
pub fn insertion_region(ctx: &Context, block: BlockId) -> Option<RegionId> {
    let mut block = block;
    loop {
        let region = ctx.blocks.get(block)?.parent?;
        let Some(parent) = ctx.regions.get(region)?.parent else {
            return Some(region);
        };
        let pdata = ctx.ops.get(parent)?;
        let isolated = ctx
            .op_definition(pdata.name)
            .is_none_or(|d| d.traits.contains(OpTraits::ISOLATED_FROM_ABOVE));
        match pdata.parent {
            Some(b) if !isolated => block = b,
            _ => return Some(region),
        }
    }
}

/// What [`OperationFolder::try_to_fold`] did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FoldStatus {
    /// Nothing (not foldable, or an already uniqued constant).
    NotFolded,
    /// The operation was updated in place.
    InPlace,
    /// The operation was replaced and erased.
    Replaced,
}

#[derive(Clone, Debug)]
struct Uniqued {
    region: RegionId,
    value: Attribute,
    ty: Type,
    dialects: SmallVec<[Symbol; 2]>,
}

type ConstKey = (RegionId, Symbol, Attribute, Type);

/// The uniqued constants by operation: a sparse set (`sparse` indexed by
/// the operation's arena slot, pointing into `dense`, and trusted only if
/// the entry it points to is the operation's). Asked about every constant
/// seeded (whether it is owned, whether the one before it is) and given
/// each new one: a lookup is a slot read and a compare, an insertion a
/// push, instead of hashing the key and probing a table (~80 instructions
/// per insertion, ~25 per lookup); emptying it is emptying `dense`, as
/// stale `sparse` entries point nowhere or to another operation's entry.
#[derive(Clone, Debug, Default)]
struct OwnedConstants {
    sparse: Vec<u32>,
    dense: Vec<(OpId, Uniqued)>,
}

impl OwnedConstants {
    /// The index of `op`'s entry in `dense`.
    #[inline]
    fn find(&self, op: OpId) -> Option<usize> {
        let i = *self.sparse.get(slot_index(op))? as usize;
        (self.dense.get(i)?.0 == op).then_some(i)
    }

    #[inline]
    fn contains(&self, op: OpId) -> bool {
        self.find(op).is_some()
    }

    fn get_mut(&mut self, op: OpId) -> Option<&mut Uniqued> {
        let i = self.find(op)?;
        Some(&mut self.dense[i].1)
    }

    /// Adds (or replaces) the entry of `op`. An entry of another
    /// operation in the same slot is replaced too: that operation is gone
    /// (a slot holds one live operation; it was erased without
    /// [`OperationFolder::notify_removal`]), and one entry per slot is
    /// what keeps every entry's `sparse` index right.
    fn insert(&mut self, op: OpId, u: Uniqued) {
        let slot = slot_index(op);
        if let Some(&i) = self.sparse.get(slot)
            && let Some(e) = self.dense.get_mut(i as usize)
            && slot_index(e.0) == slot
        {
            *e = (op, u);
            return;
        }
        if slot >= self.sparse.len() {
            let len = (slot + 1).max(self.sparse.len() * 2);
            self.sparse.resize(len, 0);
        }
        self.sparse[slot] = self.dense.len() as u32;
        self.dense.push((op, u));
    }

    /// Takes out the entry of `op` (the last entry takes its place).
    fn remove(&mut self, op: OpId) -> Option<Uniqued> {
        let i = self.find(op)?;
        let (_, u) = self.dense.swap_remove(i);
        if let Some(&(moved, _)) = self.dense.get(i) {
            self.sparse[slot_index(moved)] = i as u32;
        }
        Some(u)
    }

    fn len(&self) -> usize {
        self.dense.len()
    }

    fn capacity(&self) -> usize {
        self.dense.capacity()
    }

    fn reserve(&mut self, n: usize) {
        self.dense.reserve(n);
    }

    /// Room in `sparse` for operations in slots below `slots` (one
    /// allocation instead of growing by doubling from the first slot).
    fn reserve_slots(&mut self, slots: usize) {
        if self.sparse.len() < slots {
            self.sparse.resize(slots, 0);
        }
    }

    fn clear(&mut self) {
        self.dense.clear();
    }
}

/// Constant uniquing and folding (MLIR's `OperationFolder`). All IR
/// changes go through the given rewriter, so its listener sees them, except
/// the moves and location resets of uniqued constants, which MLIR does
/// without notification too.
#[derive(Clone, Debug, Default)]
pub struct OperationFolder {
    constants: FxHashMap<ConstKey, OpId>,
    owned: OwnedConstants,
    /// The last [`insertion_region`] found: (context instance, block,
    /// the context's structure epoch then, region). Constants come block
    /// by block (a seeding walk, a function's folds), and a block's chain
    /// of ancestors stays as it was while the epoch is unchanged.
    last_region: Option<(u32, BlockId, u64, RegionId)>,
}

impl OperationFolder {
    /// An empty folder.
    pub fn new() -> Self {
        Self::default()
    }

    /// An empty folder with room for `constants` uniqued constants (each
    /// in one dialect) before its tables grow.
    pub fn with_capacity(constants: usize) -> Self {
        Self {
            constants: FxHashMap::with_capacity_and_hasher(constants, Default::default()),
            owned: OwnedConstants {
                sparse: Vec::new(),
                dense: Vec::with_capacity(constants),
            },
            last_region: None,
        }
    }

    /// Number of uniqued constants.
    pub fn len(&self) -> usize {
        self.owned.len()
    }

    /// True if no constant is uniqued.
    pub fn is_empty(&self) -> bool {
        self.owned.len() == 0
    }

    /// Number of constants the tables hold without growing.
    pub(crate) fn capacity(&self) -> usize {
        self.owned.capacity().min(self.constants.capacity())
    }

    /// Emptied, with room for `constants` uniqued constants (the driver's
    /// reused folder, see `DriverBuffers`).
    pub(crate) fn reset(&mut self, constants: usize) {
        self.clear();
        self.constants.reserve(constants);
        self.owned.reserve(constants);
    }

    /// Room for constants in the first `slots` slots of the context's
    /// operation arena (its capacity, for a seeding: most operations
    /// created later take freed slots below it).
    pub(crate) fn reserve_slots(&mut self, slots: usize) {
        self.owned.reserve_slots(slots);
    }

    /// Forgets every uniqued constant.
    pub fn clear(&mut self) {
        self.constants.clear();
        self.owned.clear();
    }

    /// [`insertion_region`] of `block`, remembered for the next constant.
    fn insertion_region_cached(&mut self, ctx: &Context, block: BlockId) -> Option<RegionId> {
        let key = (ctx.instance_id(), block, ctx.structure_epoch);
        if let Some((c, b, e, r)) = self.last_region
            && (c, b, e) == key
        {
            return Some(r);
        }
        let region = insertion_region(ctx, block)?;
        self.last_region = Some((key.0, key.1, key.2, region));
        Some(region)
    }

    /// True if `op` is a constant uniqued by this folder.
    pub fn is_folder_owned_constant(&self, op: OpId) -> bool {
        self.owned.contains(op)
    }

    /// Forgets `op` if it is a uniqued constant (call before erasing it
    /// behind the folder's back).
    pub fn notify_removal(&mut self, op: OpId) {
        if let Some(u) = self.owned.remove(op) {
            for d in u.dialects {
                self.constants.remove(&(u.region, d, u.value, u.ty));
            }
        }
    }

    /// Moves `op` to the front of its block unless it is already first or
    /// preceded by a uniqued constant; returns true if it moved.
    fn rehoist(&self, ctx: &mut Context, op: OpId, block: BlockId) -> bool {
        let first = ctx.blocks[block].first;
        let prev = ctx.ops.key_at_opt(ctx.ops[op].prev);
        if first == Some(op) || prev.is_some_and(|p| self.is_folder_owned_constant(p)) {
            return false;
        }
        let _ = ctx.detach_op(op);
        let _ = ctx.prepend_op(block, op);
        true
    }

    /// Registers the existing constant `op` (with value `value`, computed if
    /// `None`) (MLIR's `insertKnownConstant`). If an identical constant is
    /// already uniqued in the insertion region, `op` is replaced by it
    /// (through `rw`), the survivor's location is erased, and `false` is
    /// returned. Otherwise `op` becomes the uniqued constant, hoisted to the
    /// start of the insertion region's entry block (its location erased if
    /// it came from another block), and `true` is returned.
    pub fn insert_known_constant(
        &mut self,
        rw: &mut PatternRewriter<'_>,
        op: OpId,
        value: Option<Attribute>,
    ) -> Result<bool, IrError> {
        let data = rw.try_op(op)?;
        let Some(block) = data.parent else {
            return Err(IrError::Invalid("the constant is not in a block"));
        };
        if data.num_results() != 1 {
            return Err(IrError::Invalid("a constant has exactly one result"));
        }
        let name = data.name;
        let unknown = rw.unknown_loc();
        if self.is_folder_owned_constant(op) {
            if self.rehoist(rw.ctx_mut(), op, block) {
                rw.ctx_mut().set_loc(op, unknown)?;
            }
            return Ok(true);
        }
        let value = match value {
            Some(v) => v,
            None => constant_value(rw.ctx_mut(), op)
                .ok_or(IrError::Invalid("the operation is not a constant"))?,
        };
        let Some(region) = self.insertion_region_cached(rw.ctx(), block) else {
            return Err(IrError::Invalid("the constant is in a detached block"));
        };
        let ty = rw.value_type(rw.op(op).result(0));
        let dialect = rw.op_dialect_symbol(name);
        let key = (region, dialect, value, ty);
        let Some(&entry) = rw.region(region).blocks().first() else {
            return Err(IrError::Invalid("the insertion region has no block"));
        };
        // One probe for the lookup and the insertion: `op` takes the key
        // unless a live constant holds it (a stale entry is replaced).
        let existing = match self.constants.entry(key) {
            std::collections::hash_map::Entry::Occupied(mut e) => {
                let existing = *e.get();
                if rw.op_exists(existing) {
                    Some(existing)
                } else {
                    e.insert(op);
                    None
                }
            }
            std::collections::hash_map::Entry::Vacant(e) => {
                e.insert(op);
                None
            }
        };
        if let Some(existing) = existing {
            let replacement = rw.op(existing).result(0);
            rw.replace_op(op, &[replacement])?;
            rw.ctx_mut().set_loc(existing, unknown)?;
            return Ok(false);
        }
        if block != entry {
            let ctx = rw.ctx_mut();
            let moved = ctx
                .detach_op(op)
                .and_then(|()| ctx.prepend_op(entry, op))
                .and_then(|()| ctx.set_loc(op, unknown));
            if let Err(e) = moved {
                self.constants.remove(&key);
                return Err(e);
            }
        } else {
            self.rehoist(rw.ctx_mut(), op, block);
        }
        self.owned.insert(
            op,
            Uniqued {
                region,
                value,
                ty,
                dialects: SmallVec::from_slice(&[dialect]),
            },
        );
        Ok(true)
    }

    /// The uniqued constant `value : ty` of dialect `dialect` for the
    /// insertion region of `block`, materialized at the start of its entry
    /// block (with an unknown location) if it does not exist yet (MLIR's
    /// `getOrCreateConstant`). `None` if the dialect cannot materialize it.
    /// The rewriter's insertion point is preserved.
    pub fn get_or_create_constant(
        &mut self,
        rw: &mut PatternRewriter<'_>,
        block: BlockId,
        dialect: &str,
        value: Attribute,
        ty: Type,
    ) -> Result<Option<Value>, IrError> {
        rw.try_block(block)?;
        let Some(region) = self.insertion_region_cached(rw.ctx(), block) else {
            return Err(IrError::Invalid("the block is detached"));
        };
        let Some(&entry) = rw.region(region).blocks().first() else {
            return Err(IrError::Invalid("the insertion region has no block"));
        };
        let dialect = rw.ctx_mut().symbol(dialect);
        let saved = rw.insertion_point();
        rw.set_insertion_point_to_start(entry)?;
        let unknown = rw.unknown_loc();
        let result = self.try_get_or_create_constant(rw, region, dialect, value, ty, unknown);
        rw.restore_insertion_point(saved);
        Ok(result?.map(|op| rw.op(op).result(0)))
    }

    /// MLIR's `tryGetOrCreateConstant`: reuse (erasing the location if it
    /// differs from `loc`) or materialize at the rewriter's insertion point.
    fn try_get_or_create_constant(
        &mut self,
        rw: &mut PatternRewriter<'_>,
        region: RegionId,
        dialect: Symbol,
        value: Attribute,
        ty: Type,
        loc: Location,
    ) -> Result<Option<OpId>, IrError> {
        let unknown = rw.unknown_loc();
        let key = (region, dialect, value, ty);
        if let Some(&existing) = self.constants.get(&key)
            && rw.op_exists(existing)
        {
            if rw.op(existing).loc() != loc {
                rw.ctx_mut().set_loc(existing, unknown)?;
            }
            return Ok(Some(existing));
        }
        let Some(const_op) = materialize_constant(rw, dialect, value, ty, loc)? else {
            return Ok(None);
        };
        let new_dialect = rw.op_dialect_symbol(rw.op(const_op).name());
        if new_dialect == dialect {
            self.constants.insert(key, const_op);
            self.owned.insert(
                const_op,
                Uniqued {
                    region,
                    value,
                    ty,
                    dialects: SmallVec::from_slice(&[dialect]),
                },
            );
            return Ok(Some(const_op));
        }
        let new_key = (region, new_dialect, value, ty);
        if let Some(&existing) = self.constants.get(&new_key)
            && rw.op_exists(existing)
        {
            self.notify_removal(const_op);
            rw.erase_op(const_op)?;
            if let Some(u) = self.owned.get_mut(existing) {
                u.dialects.push(dialect);
            }
            if rw.op(existing).loc() != loc {
                rw.ctx_mut().set_loc(existing, unknown)?;
            }
            self.constants.insert(key, existing);
            return Ok(Some(existing));
        }
        self.constants.insert(key, const_op);
        self.constants.insert(new_key, const_op);
        self.owned.insert(
            const_op,
            Uniqued {
                region,
                value,
                ty,
                dialects: SmallVec::from_slice(&[dialect, new_dialect]),
            },
        );
        Ok(Some(const_op))
    }

    /// Folds `op`, uniquing the constants it folds to (MLIR's
    /// `OperationFolder::tryToFold`). A uniqued constant is not folded but
    /// re-hoisted if needed. Constants are materialized at the start of the
    /// insertion region's entry block with an unknown location; on a
    /// materialization failure the constants created for the earlier
    /// results are erased and nothing is folded.
    pub fn try_to_fold(
        &mut self,
        rw: &mut PatternRewriter<'_>,
        op: OpId,
    ) -> Result<FoldStatus, IrError> {
        let data = rw.try_op(op)?;
        let block = data.parent;
        let name = data.name;
        if self.is_folder_owned_constant(op) {
            if let Some(block) = block
                && self.rehoist(rw.ctx_mut(), op, block)
            {
                let unknown = rw.unknown_loc();
                rw.ctx_mut().set_loc(op, unknown)?;
            }
            return Ok(FoldStatus::NotFolded);
        }
        let constants = operand_constants(rw.ctx_mut(), op);
        let results = match fold_op(rw.ctx_mut(), op, &constants) {
            FoldOutcome::Failed => return Ok(FoldStatus::NotFolded),
            FoldOutcome::InPlace => {
                if rw.op_exists(op) {
                    rw.finalize_op_modification(op)?;
                }
                return Ok(FoldStatus::InPlace);
            }
            FoldOutcome::Replace(results) => results,
        };
        // A misbehaving hook may have erased the operation.
        let Ok(data) = rw.try_op(op) else {
            return Ok(FoldStatus::NotFolded);
        };
        if results.len() != data.num_results() {
            return Ok(FoldStatus::NotFolded);
        }
        let Some(block) = block else {
            return Ok(FoldStatus::NotFolded);
        };
        let Some(region) = self.insertion_region_cached(rw.ctx(), block) else {
            return Ok(FoldStatus::NotFolded);
        };
        let Some(&entry) = rw.region(region).blocks().first() else {
            return Ok(FoldStatus::NotFolded);
        };
        let dialect = rw.op_dialect_symbol(name);
        let saved = rw.insertion_point();
        rw.set_insertion_point_to_start(entry)?;
        let unknown = rw.unknown_loc();
        let mut values: SmallVec<[Value; 4]> = SmallVec::new();
        let mut failed = false;
        for (i, r) in results.iter().enumerate() {
            match *r {
                OpFoldResult::Value(v) => values.push(v),
                OpFoldResult::Attribute(a) => {
                    let ty = rw.value_type(rw.op(op).result(i));
                    match self.try_get_or_create_constant(rw, region, dialect, a, ty, unknown)? {
                        Some(c) => {
                            if rw.op(c).parent_block() == Some(block)
                                && rw.block(block).first_op() != Some(c)
                            {
                                let ctx = rw.ctx_mut();
                                ctx.detach_op(c)?;
                                ctx.prepend_op(block, c)?;
                            }
                            values.push(rw.op(c).result(0));
                        }
                        None => {
                            failed = true;
                            break;
                        }
                    }
                }
            }
        }
        if failed {
            // Erase what was created before the insertion point.
            let stop = rw.insertion_point().and_then(|ip| ip.before);
            let mut cursor = rw.block(entry).first_op();
            while let Some(current) = cursor {
                if Some(current) == stop {
                    break;
                }
                cursor = rw.op(current).next_op();
                if rw.erase_op(current).is_ok() {
                    self.notify_removal(current);
                }
            }
            rw.restore_insertion_point(saved);
            return Ok(FoldStatus::NotFolded);
        }
        rw.restore_insertion_point(saved);
        self.notify_removal(op);
        rw.replace_op(op, &values)?;
        Ok(FoldStatus::Replaced)
    }
}

/// Asks the dialect named `dialect` to materialize `value : ty` and inserts
/// the result at the rewriter's insertion point (notifying). The hook's
/// operation must be a detached constant-like operation whose first result
/// has type `ty`; anything else is discarded and counts as a failure.
pub(crate) fn materialize_constant(
    rw: &mut PatternRewriter<'_>,
    dialect: Symbol,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Result<Option<OpId>, IrError> {
    let hook = materializer(rw.ctx(), dialect);
    materialize_constant_with(rw, hook, value, ty, loc)
}

/// The constant materializer of the dialect named `dialect`, if it is
/// registered and has one.
pub(crate) fn materializer(ctx: &Context, dialect: Symbol) -> Option<MaterializeFn> {
    ctx.dialect(ctx.str(dialect))
        .and_then(|d| d.materialize_constant)
}

/// [`materialize_constant`] given the dialect's hook (see
/// [`materializer`]).
pub(crate) fn materialize_constant_with(
    rw: &mut PatternRewriter<'_>,
    hook: Option<MaterializeFn>,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Result<Option<OpId>, IrError> {
    let Some(op) = materialize_detached(rw.ctx_mut(), hook, value, ty, loc) else {
        return Ok(None);
    };
    rw.insert(op)?;
    Ok(Some(op))
}

/// The detached constant operation the dialect's hook makes of
/// `value : ty` at `loc`, not inserted and not notified: `None` if there
/// is no hook or it made nothing valid (a detached constant-like
/// operation whose first result has type `ty`; anything else is erased).
pub(crate) fn materialize_detached(
    ctx: &mut Context,
    hook: Option<MaterializeFn>,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<OpId> {
    let op = hook?(ctx, value, ty, loc)?;
    let valid = ctx.ops.get(op).is_some_and(|d| {
        d.parent.is_none() && d.results.first().is_some_and(|&r| ctx.value_type(r) == ty)
    }) && is_constant_like(ctx, op);
    if !valid {
        if ctx.op_exists(op) && ctx.op(op).parent_block().is_none() {
            let _ = ctx.erase_op(op);
        }
        return None;
    }
    Some(op)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn uniqued(n: u32) -> Uniqued {
        Uniqued {
            region: RegionId::default(),
            value: Attribute(n),
            ty: Type(n),
            dialects: SmallVec::new(),
        }
    }

    #[test]
    fn owned_constants_survive_removals_and_reused_slots() {
        let mut keys: slotmap::SlotMap<OpId, ()> = slotmap::SlotMap::with_key();
        let ops: Vec<OpId> = (0..6).map(|_| keys.insert(())).collect();
        let mut set = OwnedConstants::default();
        for (i, &op) in ops.iter().enumerate() {
            set.insert(op, uniqued(i as u32));
        }
        assert_eq!(set.len(), 6);
        // Removing from the middle moves the last entry into the hole.
        assert_eq!(set.remove(ops[1]).map(|u| u.value), Some(Attribute(1)));
        assert!(!set.contains(ops[1]));
        assert_eq!(set.remove(ops[1]).map(|u| u.value), None);
        for (i, &op) in ops.iter().enumerate().filter(|&(i, _)| i != 1) {
            assert_eq!(set.get_mut(op).map(|u| u.value), Some(Attribute(i as u32)));
        }
        // A new key in a freed slot is not the old one, and takes the
        // entry of the old one (gone without a removal) when inserted.
        keys.remove(ops[2]);
        let reused = keys.insert(());
        assert!(!set.contains(reused) && set.contains(ops[2]));
        set.insert(reused, uniqued(9));
        assert!(!set.contains(ops[2]) && set.contains(reused));
        assert_eq!(set.len(), 5);
        assert_eq!(set.get_mut(reused).map(|u| u.value), Some(Attribute(9)));
        // Removals moving entries around keep every other entry findable.
        assert!(set.remove(ops[0]).is_some());
        assert!(set.contains(reused) && set.contains(ops[3]) && set.contains(ops[4]));
        set.insert(ops[0], uniqued(0));
        // Inserting again replaces; clearing forgets everything.
        set.insert(ops[0], uniqued(7));
        assert_eq!(set.get_mut(ops[0]).map(|u| u.value), Some(Attribute(7)));
        set.clear();
        assert!(ops.iter().chain([&reused]).all(|&op| !set.contains(op)));
        set.insert(ops[5], uniqued(5));
        assert!(set.contains(ops[5]) && !set.contains(ops[0]));
    }
}
