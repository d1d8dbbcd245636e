//! Copying the regions of an operation from one context into another,
//! record by record: what the parallel greedy driver does to move a
//! function into a [`Context::fork`] and back (see `rewrite/parallel.rs`).
//!
//! A copy is exact, not rebuilt through the IR's constructors: every
//! operation, block, region and value gets a new record holding what the
//! source record holds, with each link (operands, use lists, block
//! arguments, successors, parents, neighbours) renamed to the copy's
//! records. So the copy's use lists are in the source's order (MLIR's
//! use-list order, which decides the order in which a rewrite visits
//! users), and a driver run on the copy does what it would do on the
//! source.
//!
//! Uniqued objects (types, attributes, locations, strings, operation
//! names) need no renaming from a context into its fork: the fork shares
//! every handle that existed when it was made. Back from the fork, the
//! objects the fork uniqued since (a [`Translator`]) are uniqued again in
//! the parent, component by component, without recursion (nesting depth is
//! not left to the input).
//!
//! The regions must be self-contained: no value defined outside them is
//! used inside, no value of theirs is used outside, and no successor names
//! a block outside (true of the regions of an `IsolatedFromAbove`
//! operation whose results are unused). A copy that finds otherwise stops
//! with [`NotSelfContained`], leaving unlinked records in the destination.

use slotmap::Key;
use smallvec::SmallVec;

use crate::attributes::{AttrData, Attribute, NamedAttribute};
use crate::context::{Context, UniqueCounts};
use crate::ir::{BlockId, OpId, RegionId, UseRef, Value, ValueDef};
use crate::location::{LocData, LocList, Location};
use crate::op_definition::OpName;
use crate::symbol::Symbol;
use crate::types::{Type, TypeData};

/// The regions copied use a value defined outside them, or a value of
/// theirs is used outside, or a successor names a block outside.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct NotSelfContained;

/// The slot index of an arena key (see `ir/arena.rs`).
#[inline(always)]
fn slot<K: Key>(key: K) -> usize {
    (key.data().as_ffi() & 0xffff_ffff) as usize
}

/// A map from source records (by slot index) to their copies, emptied in
/// O(1) by a new stamp: one table serves every copy made by a
/// [`Copier`].
struct SlotTable<K> {
    entries: Vec<(u32, K)>,
    stamp: u32,
}

impl<K: Key> SlotTable<K> {
    fn new() -> Self {
        SlotTable {
            entries: Vec::new(),
            stamp: 0,
        }
    }

    fn begin(&mut self) {
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            self.entries.clear();
            self.stamp = 1;
        }
    }

    fn set(&mut self, from: K, to: K) {
        let i = slot(from);
        if self.entries.len() <= i {
            self.entries.resize(i + 1, (0, K::null()));
        }
        self.entries[i] = (self.stamp, to);
    }

    #[inline]
    fn get(&self, from: K) -> Result<K, NotSelfContained> {
        match self.entries.get(slot(from)) {
            Some(&(stamp, to)) if stamp == self.stamp => Ok(to),
            _ => Err(NotSelfContained),
        }
    }
}

/// Copies regions between contexts (see the module docs). Its tables are
/// kept from one copy to the next.
pub(crate) struct Copier {
    ops: SlotTable<OpId>,
    blocks: SlotTable<BlockId>,
    regions: SlotTable<RegionId>,
    values: SlotTable<Value>,
    op_list: Vec<(OpId, OpId)>,
    block_list: Vec<(BlockId, BlockId)>,
    region_list: Vec<(RegionId, RegionId)>,
    value_list: Vec<Value>,
}

impl Default for Copier {
    fn default() -> Self {
        Copier {
            ops: SlotTable::new(),
            blocks: SlotTable::new(),
            regions: SlotTable::new(),
            values: SlotTable::new(),
            op_list: Vec::new(),
            block_list: Vec::new(),
            region_list: Vec::new(),
            value_list: Vec::new(),
        }
    }
}

impl Copier {
    /// Copies `regions` of `src` into `dst` as regions of `parent` (their
    /// `parent` is set; the caller puts them in `parent`'s list). With a
    /// translator, uniqued handles are translated (`src` is a fork of
    /// `dst`); without, they are kept (`dst` is a fork of `src`).
    pub(crate) fn copy_regions(
        &mut self,
        src: &Context,
        regions: &[RegionId],
        dst: &mut Context,
        parent: OpId,
        translator: Option<&mut Translator>,
    ) -> Result<SmallVec<[RegionId; 1]>, NotSelfContained> {
        self.ops.begin();
        self.blocks.begin();
        self.regions.begin();
        self.values.begin();
        self.op_list.clear();
        self.block_list.clear();
        self.region_list.clear();
        self.value_list.clear();
        // 1. A record in `dst` for every record under `regions`, as cloned.
        let mut stack: Vec<RegionId> = regions.iter().rev().copied().collect();
        let mut top = SmallVec::new();
        while let Some(r) = stack.pop() {
            let data = src.regions.get(r).ok_or(NotSelfContained)?;
            let new_r = dst.regions.insert(data.clone());
            self.regions.set(r, new_r);
            self.region_list.push((r, new_r));
            if regions.contains(&r) {
                top.push(new_r);
            }
            for &b in &data.blocks {
                let bd = src.blocks.get(b).ok_or(NotSelfContained)?;
                let new_b = dst.blocks.insert(bd.clone());
                self.blocks.set(b, new_b);
                self.block_list.push((b, new_b));
                for &a in &bd.args {
                    self.copy_value(src, dst, a)?;
                }
                let mut cur = bd.first;
                let mut nested: SmallVec<[RegionId; 4]> = SmallVec::new();
                while let Some(o) = cur {
                    let od = src.ops.get(o).ok_or(NotSelfContained)?;
                    let new_o = dst.ops.insert(od.clone());
                    self.ops.set(o, new_o);
                    self.op_list.push((o, new_o));
                    for &v in &od.results {
                        self.copy_value(src, dst, v)?;
                    }
                    nested.extend(od.regions.iter().copied());
                    cur = od.next;
                }
                // Nested regions are walked after this block's operations;
                // the order of the copies' slots is all it changes.
                stack.extend(nested.into_iter().rev());
            }
        }
        // 2. Every link renamed.
        for &(r, new_r) in &self.region_list {
            let blocks = &src.regions[r].blocks;
            let parent_op = match src.regions[r].parent {
                Some(p) if !regions.contains(&r) => self.ops.get(p)?,
                _ => parent,
            };
            let mut renamed = SmallVec::with_capacity(blocks.len());
            for &b in blocks {
                renamed.push(self.blocks.get(b)?);
            }
            let d = &mut dst.regions[new_r];
            d.blocks = renamed;
            d.parent = Some(parent_op);
        }
        for &(b, new_b) in &self.block_list {
            let s = &src.blocks[b];
            let first = s.first.map(|o| self.ops.get(o)).transpose()?;
            let last = s.last.map(|o| self.ops.get(o)).transpose()?;
            let parent_r = s.parent.map(|r| self.regions.get(r)).transpose()?;
            let d = &mut dst.blocks[new_b];
            for a in d.args.iter_mut() {
                *a = self.values.get(*a)?;
            }
            d.first = first;
            d.last = last;
            d.parent = parent_r;
        }
        for &v in &self.value_list {
            let new_v = self.values.get(v)?;
            let s = &src.values[v];
            let def = match s.def {
                ValueDef::OpResult { op, index } => ValueDef::OpResult {
                    op: self.ops.get(op)?,
                    index,
                },
                ValueDef::BlockArgument { block, index } => ValueDef::BlockArgument {
                    block: self.blocks.get(block)?,
                    index,
                },
            };
            let first_use = self.operand_ref(src, s.first_use)?;
            let d = &mut dst.values[new_v];
            d.def = def;
            d.first_use = first_use;
        }
        for i in 0..self.op_list.len() {
            let (o, new_o) = self.op_list[i];
            let s = &src.ops[o];
            let next = s.next.map(|x| self.ops.get(x)).transpose()?;
            let prev = (s.prev.map(|x| self.ops.get(src.ops.key_at(x))))
                .transpose()?
                .map(crate::ir::arena::link_slot);
            let parent_b = s.parent.map(|b| self.blocks.get(b)).transpose()?;
            let d = &mut dst.ops[new_o];
            for operand in d.operands.iter_mut() {
                operand.value = self.values.get(operand.value)?;
                operand.prev = self.operand_ref(src, operand.prev)?;
                operand.next = self.operand_ref(src, operand.next)?;
            }
            for b in d.successors.iter_mut() {
                *b = self.blocks.get(*b)?;
            }
            for v in d.results.iter_mut() {
                *v = self.values.get(*v)?;
            }
            for r in d.regions.iter_mut() {
                *r = self.regions.get(*r)?;
            }
            d.next = next;
            d.prev = prev;
            d.parent = parent_b;
        }
        // 3. Uniqued handles, from a fork back to its parent.
        if let Some(t) = translator {
            for i in 0..self.op_list.len() {
                let new_o = self.op_list[i].1;
                let d = &dst.ops[new_o];
                let (name, attrs, props, loc) = (d.name, d.attributes, d.properties, d.loc);
                let name = t.op_name(src, dst, name);
                let attrs = t.attr(src, dst, attrs);
                let props = props.get().map(|p| t.attr(src, dst, p));
                let loc = t.loc(src, dst, loc);
                let d = &mut dst.ops[new_o];
                d.name = name;
                d.attributes = attrs;
                d.properties = props.into();
                d.loc = loc;
            }
            for i in 0..self.block_list.len() {
                let new_b = self.block_list[i].1;
                for k in 0..dst.blocks[new_b].arg_locs.len() {
                    let l = dst.blocks[new_b].arg_locs[k];
                    let l = t.loc(src, dst, l);
                    dst.blocks[new_b].arg_locs[k] = l;
                }
            }
            for i in 0..self.value_list.len() {
                let new_v = self.values.get(self.value_list[i])?;
                let ty = dst.values[new_v].ty;
                let ty = t.ty(src, dst, ty);
                dst.values[new_v].ty = ty;
            }
        }
        dst.structure_epoch += 1;
        Ok(top)
    }

    fn copy_value(
        &mut self,
        src: &Context,
        dst: &mut Context,
        v: Value,
    ) -> Result<(), NotSelfContained> {
        let data = src.values.get(v).ok_or(NotSelfContained)?;
        let new_v = dst.values.insert(data.clone());
        self.values.set(v, new_v);
        self.value_list.push(v);
        Ok(())
    }

    /// The link `r` of `src` as a link of the destination.
    #[inline]
    fn operand_ref(
        &self,
        src: &Context,
        r: Option<UseRef>,
    ) -> Result<Option<UseRef>, NotSelfContained> {
        r.map(|r| Ok(UseRef::new(self.ops.get(src.ops.key_at(r.slot))?, r.index)))
            .transpose()
    }
}

/// A uniqued object of a fork, to translate.
#[derive(Clone, Copy)]
enum Item {
    Type(u32),
    Attr(u32),
    Loc(u32),
}

/// Translates the uniqued handles of a fork into its parent's (see the
/// module docs): handles below the counts at the fork are the same in
/// both; later ones are uniqued again in the parent, once each.
pub(crate) struct Translator {
    base: UniqueCounts,
    types: Vec<u32>,
    attrs: Vec<u32>,
    locs: Vec<u32>,
    strings: Vec<u32>,
    op_names: Vec<u32>,
    stack: Vec<Item>,
}

const UNSET: u32 = u32::MAX;

/// The translation of `h` in `table` (by `h - base`), if known.
#[inline]
fn known(table: &[u32], base: u32, h: u32) -> Option<u32> {
    if h < base {
        return Some(h);
    }
    match table.get((h - base) as usize) {
        Some(&t) if t != UNSET => Some(t),
        _ => None,
    }
}

fn record(table: &mut Vec<u32>, base: u32, h: u32, to: u32) {
    let i = (h - base) as usize;
    if table.len() <= i {
        table.resize(i + 1, UNSET);
    }
    table[i] = to;
}

impl Translator {
    /// A translator for a fork made when its parent held `base`.
    pub(crate) fn new(base: UniqueCounts) -> Self {
        Translator {
            base,
            types: Vec::new(),
            attrs: Vec::new(),
            locs: Vec::new(),
            strings: Vec::new(),
            op_names: Vec::new(),
            stack: Vec::new(),
        }
    }

    pub(crate) fn op_name(&mut self, src: &Context, dst: &mut Context, n: OpName) -> OpName {
        if let Some(t) = known(&self.op_names, self.base.op_names, n.0) {
            return OpName(t);
        }
        let t = dst.op_name(src.op_name_str(n));
        record(&mut self.op_names, self.base.op_names, n.0, t.0);
        t
    }

    fn sym(&mut self, src: &Context, dst: &mut Context, s: Symbol) -> Symbol {
        if let Some(t) = known(&self.strings, self.base.strings, s.0) {
            return Symbol(t);
        }
        let t = dst.symbol_from_bytes(src.bytes(s));
        record(&mut self.strings, self.base.strings, s.0, t.0);
        t
    }

    pub(crate) fn ty(&mut self, src: &Context, dst: &mut Context, t: Type) -> Type {
        self.resolve(src, dst, Item::Type(t.0));
        self.t(t)
    }

    pub(crate) fn attr(&mut self, src: &Context, dst: &mut Context, a: Attribute) -> Attribute {
        self.resolve(src, dst, Item::Attr(a.0));
        self.a(a)
    }

    pub(crate) fn loc(&mut self, src: &Context, dst: &mut Context, l: Location) -> Location {
        self.resolve(src, dst, Item::Loc(l.0));
        self.l(l)
    }

    /// Translates every object `src` uniqued since it was forked, so that
    /// the read-only `map_*` methods cover all of `src`'s handles (what
    /// the in-place parallel driver needs: it renames the handles of whole
    /// arenas, on several threads, after this).
    pub(crate) fn translate_all(&mut self, src: &Context, dst: &mut Context) {
        let now = src.unique_counts();
        for n in self.base.op_names..now.op_names {
            self.op_name(src, dst, OpName(n));
        }
        for h in self.base.types..now.types {
            self.resolve(src, dst, Item::Type(h));
        }
        for h in self.base.attrs..now.attrs {
            self.resolve(src, dst, Item::Attr(h));
        }
        for h in self.base.locs..now.locs {
            self.resolve(src, dst, Item::Loc(h));
        }
    }

    /// True if nothing was uniqued in the fork since it was made (every
    /// handle means the same in both contexts).
    pub(crate) fn is_identity(&self) -> bool {
        self.types.is_empty()
            && self.attrs.is_empty()
            && self.locs.is_empty()
            && self.op_names.is_empty()
    }

    /// The parent's handle of `t` (translated already: see
    /// [`Translator::translate_all`]).
    #[inline]
    pub(crate) fn map_type(&self, t: Type) -> Type {
        self.t(t)
    }

    /// The parent's handle of `a` (translated already).
    #[inline]
    pub(crate) fn map_attr(&self, a: Attribute) -> Attribute {
        self.a(a)
    }

    /// The parent's handle of `l` (translated already).
    #[inline]
    pub(crate) fn map_loc(&self, l: Location) -> Location {
        self.l(l)
    }

    /// The parent's handle of `n` (translated already).
    #[inline]
    pub(crate) fn map_op_name(&self, n: OpName) -> OpName {
        OpName(known(&self.op_names, self.base.op_names, n.0).unwrap_or(n.0))
    }

    fn known(&self, item: Item) -> Option<u32> {
        match item {
            Item::Type(h) => known(&self.types, self.base.types, h),
            Item::Attr(h) => known(&self.attrs, self.base.attrs, h),
            Item::Loc(h) => known(&self.locs, self.base.locs, h),
        }
    }

    /// Translates `root` and whatever it is made of, children first, with
    /// an explicit stack.
    fn resolve(&mut self, src: &Context, dst: &mut Context, root: Item) {
        if self.known(root).is_some() {
            return;
        }
        let mut stack = std::mem::take(&mut self.stack);
        stack.clear();
        stack.push(root);
        while let Some(&item) = stack.last() {
            if self.known(item).is_some() {
                stack.pop();
                continue;
            }
            let before = stack.len();
            for_each_child(src, item, |child| {
                if self.known(child).is_none() {
                    stack.push(child);
                }
            });
            if stack.len() > before {
                continue;
            }
            stack.pop();
            match item {
                Item::Type(h) => {
                    let t = self.build_type(src, dst, Type(h));
                    record(&mut self.types, self.base.types, h, t.0);
                }
                Item::Attr(h) => {
                    let a = self.build_attr(src, dst, Attribute(h));
                    record(&mut self.attrs, self.base.attrs, h, a.0);
                }
                Item::Loc(h) => {
                    let l = self.build_loc(src, dst, Location(h));
                    record(&mut self.locs, self.base.locs, h, l.0);
                }
            }
        }
        self.stack = stack;
    }

    // The translation of a handle whose components are all resolved
    // (the handle itself if it is shared with the parent).

    fn t(&self, t: Type) -> Type {
        Type(self.known(Item::Type(t.0)).unwrap_or(t.0))
    }

    fn a(&self, a: Attribute) -> Attribute {
        Attribute(self.known(Item::Attr(a.0)).unwrap_or(a.0))
    }

    fn l(&self, l: Location) -> Location {
        Location(self.known(Item::Loc(l.0)).unwrap_or(l.0))
    }

    fn build_type(&mut self, src: &Context, dst: &mut Context, ty: Type) -> Type {
        let data = match src.type_data(ty).clone() {
            TypeData::Function { inputs, results } => TypeData::Function {
                inputs: inputs.into_iter().map(|t| self.t(t)).collect(),
                results: results.into_iter().map(|t| self.t(t)).collect(),
            },
            TypeData::RankedTensor {
                shape,
                element,
                encoding,
            } => TypeData::RankedTensor {
                shape,
                element: self.t(element),
                encoding: encoding.map(|a| self.a(a)),
            },
            TypeData::UnrankedTensor { element } => TypeData::UnrankedTensor {
                element: self.t(element),
            },
            TypeData::Vector {
                shape,
                scalable,
                element,
            } => TypeData::Vector {
                shape,
                scalable,
                element: self.t(element),
            },
            TypeData::MemRef {
                shape,
                element,
                layout,
                memory_space,
            } => TypeData::MemRef {
                shape,
                element: self.t(element),
                layout: layout.map(|a| self.a(a)),
                memory_space: memory_space.map(|a| self.a(a)),
            },
            TypeData::UnrankedMemRef {
                element,
                memory_space,
            } => TypeData::UnrankedMemRef {
                element: self.t(element),
                memory_space: memory_space.map(|a| self.a(a)),
            },
            TypeData::Tuple(types) => {
                TypeData::Tuple(types.into_iter().map(|t| self.t(t)).collect())
            }
            TypeData::Complex(t) => TypeData::Complex(self.t(t)),
            plain @ (TypeData::Integer { .. }
            | TypeData::Index
            | TypeData::Float(_)
            | TypeData::None
            | TypeData::Opaque(_)) => plain,
        };
        dst.intern_type(data)
    }

    fn build_attr(&mut self, src: &Context, dst: &mut Context, attr: Attribute) -> Attribute {
        let data = match src.attr_data(attr).clone() {
            AttrData::Integer { ty, value } => AttrData::Integer {
                ty: self.t(ty),
                value,
            },
            AttrData::BigInteger { ty, value } => AttrData::BigInteger {
                ty: self.t(ty),
                value,
            },
            AttrData::Float { ty, bits } => AttrData::Float {
                ty: self.t(ty),
                bits,
            },
            AttrData::String { value, ty } => AttrData::String {
                value,
                ty: ty.map(|t| self.t(t)),
            },
            AttrData::Array(elements) => {
                AttrData::Array(elements.into_iter().map(|a| self.a(a)).collect())
            }
            AttrData::Dictionary(entries) => {
                let entries: Vec<NamedAttribute> = entries
                    .into_iter()
                    .map(|e| NamedAttribute {
                        name: self.sym(src, dst, e.name),
                        value: self.a(e.value),
                    })
                    .collect();
                // Sorted by name text in both contexts: the order holds.
                return dst.dictionary(entries);
            }
            AttrData::Type(t) => AttrData::Type(self.t(t)),
            AttrData::SymbolRef { root, nested } => AttrData::SymbolRef {
                root: self.sym(src, dst, root),
                nested: nested.into_iter().map(|s| self.sym(src, dst, s)).collect(),
            },
            AttrData::DenseArray { element, values } => AttrData::DenseArray {
                element: self.t(element),
                values,
            },
            AttrData::DenseElements { ty, splat, values } => AttrData::DenseElements {
                ty: self.t(ty),
                splat,
                values,
            },
            AttrData::DenseStrings { ty, splat, values } => AttrData::DenseStrings {
                ty: self.t(ty),
                splat,
                values,
            },
            AttrData::Location(l) => AttrData::Location(self.l(l)),
            AttrData::Opaque(text) => {
                let new = dst.intern_attr(AttrData::Opaque(text));
                if let Some(ty) = src.opaque_type(attr) {
                    let ty = self.t(ty);
                    dst.set_opaque_type(new, ty);
                }
                return new;
            }
            AttrData::Unit => AttrData::Unit,
        };
        dst.intern_attr(data)
    }

    fn build_loc(&mut self, src: &Context, dst: &mut Context, loc: Location) -> Location {
        let data = match src.loc_data(loc).clone() {
            LocData::FileLineCol {
                file,
                line,
                column,
                end,
            } => LocData::FileLineCol {
                file: self.sym(src, dst, file),
                line,
                column,
                end,
            },
            LocData::Name { name, child } => LocData::Name {
                name: self.sym(src, dst, name),
                child: self.l(child),
            },
            LocData::CallSite { callee, caller } => LocData::CallSite {
                callee: self.l(callee),
                caller: self.l(caller),
            },
            LocData::Fused {
                locations,
                metadata,
            } => {
                let renamed: Vec<Location> = locations.iter().map(|&l| self.l(l)).collect();
                LocData::Fused {
                    locations: LocList::from(renamed),
                    metadata: metadata.map(|a| self.a(a)),
                }
            }
            LocData::Unknown => LocData::Unknown,
        };
        dst.intern_loc(data)
    }
}

/// Calls `f` on each uniqued object `item` is directly made of.
fn for_each_child(src: &Context, item: Item, mut f: impl FnMut(Item)) {
    let ty = |t: &Type| Item::Type(t.0);
    let at = |a: &Attribute| Item::Attr(a.0);
    match item {
        Item::Type(h) => match src.type_data(Type(h)) {
            TypeData::Function { inputs, results } => {
                inputs.iter().chain(results).for_each(|t| f(ty(t)));
            }
            TypeData::RankedTensor {
                element, encoding, ..
            } => {
                f(ty(element));
                encoding.iter().for_each(|a| f(at(a)));
            }
            TypeData::UnrankedTensor { element } | TypeData::Vector { element, .. } => {
                f(ty(element))
            }
            TypeData::MemRef {
                element,
                layout,
                memory_space,
                ..
            } => {
                f(ty(element));
                layout.iter().chain(memory_space).for_each(|a| f(at(a)));
            }
            TypeData::UnrankedMemRef {
                element,
                memory_space,
            } => {
                f(ty(element));
                memory_space.iter().for_each(|a| f(at(a)));
            }
            TypeData::Tuple(types) => types.iter().for_each(|t| f(ty(t))),
            TypeData::Complex(t) => f(ty(t)),
            TypeData::Integer { .. }
            | TypeData::Index
            | TypeData::Float(_)
            | TypeData::None
            | TypeData::Opaque(_) => {}
        },
        Item::Attr(h) => match src.attr_data(Attribute(h)) {
            AttrData::Integer { ty: t, .. }
            | AttrData::BigInteger { ty: t, .. }
            | AttrData::Float { ty: t, .. }
            | AttrData::Type(t)
            | AttrData::DenseArray { element: t, .. }
            | AttrData::DenseElements { ty: t, .. }
            | AttrData::DenseStrings { ty: t, .. } => f(ty(t)),
            AttrData::String { ty: t, .. } => t.iter().for_each(|t| f(ty(t))),
            AttrData::Array(elements) => elements.iter().for_each(|a| f(at(a))),
            AttrData::Dictionary(entries) => entries.iter().for_each(|e| f(at(&e.value))),
            AttrData::Location(l) => f(Item::Loc(l.0)),
            AttrData::Opaque(_) => src.opaque_type(Attribute(h)).iter().for_each(|t| f(ty(t))),
            AttrData::Unit | AttrData::SymbolRef { .. } => {}
        },
        Item::Loc(h) => match src.loc_data(Location(h)) {
            LocData::Name { child, .. } => f(Item::Loc(child.0)),
            LocData::CallSite { callee, caller } => {
                f(Item::Loc(callee.0));
                f(Item::Loc(caller.0));
            }
            LocData::Fused {
                locations,
                metadata,
            } => {
                locations.iter().for_each(|l| f(Item::Loc(l.0)));
                metadata.iter().for_each(|a| f(at(a)));
            }
            LocData::Unknown | LocData::FileLineCol { .. } => {}
        },
    }
}
