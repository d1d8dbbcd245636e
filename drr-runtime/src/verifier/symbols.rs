//! Symbol tables, as MLIR's verifier sees them.
//!
//! - Names are unique in a symbol table (an op with the `SymbolTable`
//!   trait, `builtin.module`): no two ops of its block have the same
//!   `sym_name` string attribute (MLIR's `detail::verifySymbolTable`, a
//!   region invariant of the table, found at its exit). Names are recorded
//!   as a bit per attribute index (a hash set for a table of few names
//!   among many attributes, [`SymbolNames`]), per table: for a root
//!   of one block (a module, the common case) by the loops that take the
//!   root's ops one by one (`walk_root_block` and the two threads' loops;
//!   a `func.func`'s by its verifier, which has the name at hand), with no
//!   cost for the ops nested deeper; for any other table when the walk
//!   enters it, by a pass over its block. A name seen twice, within one
//!   walk or between the two threads' walks, sends the table to
//!   [`Verifier::report_repeated_symbol`], which finds the first repeat in
//!   block order and reports it the way MLIR does.
//! - Symbol references resolve like MLIR's `lookupNearestSymbolFrom`
//!   ([`crate::symbol_table`]): in the closest symbol table from the
//!   referencing op up, unless an op on the way might be an unknown symbol
//!   table (an op with one region of a dialect that is not loaded: neither
//!   registered here nor one of the dialects mlir-opt loads,
//!   `opt_tool::dialect_loaded`); each table's names are indexed on first
//!   use.
//! - Symbol uses (`func.call`'s callee, the hooks of `SymbolUserOpInterface`
//!   ops) are checked as the walk meets the users, but MLIR finds them at
//!   the exit of the closest symbol table, after its unique-name rule, and
//!   stops at the first failing user in its `walkSymbolTable` order (the
//!   table's regions on a stack, each region's ops in order, nested tables
//!   skipped). So failures are held back per table and, once the walk
//!   ends, the table's repeated name, else its first failing user in that
//!   order, is reported ([`Verifier::finish_symbols`]).

use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;

use super::func::AttrName;
use super::walk::{Emit, Verifier};
use super::{Event, VerifyError, VerifyNote};
use crate::Context;
use crate::attributes::{AttrData, Attribute};
use crate::ir::{OpData, OpId, RegionId};
use crate::op_definition::OpTraits;
use crate::symbol_table::SymbolTableCollection;

/// The `sym_name`s met so far in the blocks of the symbol tables the walk
/// entered (see the module documentation).
#[derive(Clone, Default)]
pub(super) struct SymbolNames {
    /// Per symbol table: the table op, the names seen as the `sym_name`
    /// of an op of its blocks, and whether one was seen twice.
    tables: SmallVec<[(OpId, NameSet, bool); 1]>,
    /// The index in `tables` of each table op (a file may hold any number
    /// of symbol tables: 100,000 nested modules were found by a search
    /// of `tables` per table, quadratic).
    by_op: FxHashMap<OpId, usize>,
    /// The index in `tables` of the root, when it is a symbol table of one
    /// block whose ops the walk's callers record one by one
    /// ([`Verifier::note_root_symbol`]).
    root: Option<usize>,
    /// Failed symbol uses (`func.call`'s callee, the hooks of
    /// `SymbolUserOpInterface` ops), with the symbol table whose exit
    /// checks them: held back until the walk ends, as only the first of a
    /// table in MLIR's order counts, and none if the table has a repeated
    /// name (see [`Verifier::finish_symbols`]).
    uses: Vec<(OpId, VerifyError)>,
}

/// The names (attributes) seen in one symbol table: a bit per attribute
/// index while that bit vector stays within a few words per name (a
/// module's many functions), else a hash set (a table of few names among
/// many attributes: one bit vector per nested module, sized by the
/// context's attribute count, took memory quadratic in their number).
#[derive(Clone)]
enum NameSet {
    /// A bit per attribute index, and the number of names noted.
    Bits(Vec<u64>, usize),
    /// The attribute indices.
    Set(FxHashSet<u32>),
}

impl Default for NameSet {
    fn default() -> Self {
        NameSet::Bits(Vec::new(), 0)
    }
}

impl NameSet {
    /// Adds `name`; true if it was there already.
    #[inline]
    fn insert(&mut self, name: u32) -> bool {
        let (word, bit) = (name as usize / 64, 1u64 << (name % 64));
        match self {
            NameSet::Bits(bits, count) => {
                *count += 1;
                if let Some(w) = bits.get_mut(word) {
                    let seen = *w & bit != 0;
                    *w |= bit;
                    return seen;
                }
                let len = (word + 1).next_power_of_two();
                // At most 64 words, or 8 per name noted (512 bits).
                if len <= 64 + 8 * *count {
                    bits.resize(len, 0);
                    bits[word] = bit;
                    return false;
                }
                let mut set: FxHashSet<u32> = self.names().collect();
                set.insert(name);
                *self = NameSet::Set(set);
                false
            }
            NameSet::Set(set) => !set.insert(name),
        }
    }

    /// The names, as attribute indices.
    fn names(&self) -> Box<dyn Iterator<Item = u32> + '_> {
        match self {
            NameSet::Bits(bits, _) => Box::new(bits.iter().enumerate().flat_map(|(i, &w)| {
                (0..64u32)
                    .filter(move |b| w & (1u64 << b) != 0)
                    .map(move |b| i as u32 * 64 + b)
            })),
            NameSet::Set(set) => Box::new(set.iter().copied()),
        }
    }

    /// Adds `other`'s names; true if one of them was there already.
    fn merge(&mut self, other: NameSet) -> bool {
        match (&mut *self, other) {
            (NameSet::Bits(mine, count), NameSet::Bits(bits, n)) if bits.len() <= mine.len() => {
                *count += n;
                let mut seen = false;
                for (m, b) in mine.iter_mut().zip(bits) {
                    seen |= *m & b != 0;
                    *m |= b;
                }
                seen
            }
            (_, other) => {
                let mut seen = false;
                for name in other.names() {
                    seen |= self.insert(name);
                }
                seen
            }
        }
    }
}

impl SymbolNames {
    /// The index of `table`'s entry (added if new).
    fn index(&mut self, table: OpId) -> usize {
        let next = self.tables.len();
        let i = *self.by_op.entry(table).or_insert(next);
        if i == next {
            self.tables.push((table, NameSet::default(), false));
        }
        i
    }

    /// Records name `name` (an attribute) in table `i`.
    #[inline]
    fn note(&mut self, i: usize, name: Attribute) {
        if let Some(table) = self.tables.get_mut(i) {
            table.2 |= table.1.insert(name.0);
        }
    }

    /// The root's entry only, with no name recorded (for the second
    /// thread, which records names of ops of the root's block).
    pub(super) fn seed(&self) -> SymbolNames {
        let mut seeded = SymbolNames::default();
        if let Some(i) = self.root {
            seeded.root = Some(seeded.index(self.tables[i].0));
        }
        seeded
    }

    /// Adds `other`'s names (from another walk of the same tables) to
    /// these, noting names both saw.
    pub(super) fn merge(&mut self, other: SymbolNames) {
        self.uses.extend(other.uses);
        for (table, names, repeat) in other.tables {
            let i = self.index(table);
            let mine = &mut self.tables[i];
            mine.2 |= repeat;
            mine.2 |= mine.1.merge(names);
        }
    }

    /// The tables in which a name was seen twice.
    pub(super) fn repeated(&self) -> Vec<OpId> {
        self.tables.iter().filter(|t| t.2).map(|t| t.0).collect()
    }
}

impl Verifier<'_> {
    /// Notes that the walk enters the blocks of symbol table `table`
    /// (record `data`): the names of their ops are recorded now, or, for a
    /// root of one block, by the callers of the walk as they take its ops.
    #[cold]
    #[inline(never)]
    pub(super) fn enter_symbol_table(&mut self, table: OpId, data: &OpData) {
        let ctx = self.ctx;
        let Some(region) = data.regions().first().and_then(|&r| ctx.regions.get(r)) else {
            return;
        };
        let i = self.symbols.index(table);
        if table == self.root && data.regions().len() == 1 && region.blocks().len() == 1 {
            self.symbols.root = Some(i);
            return;
        }
        for &b in region.blocks() {
            let Some(block) = ctx.blocks.get(b) else {
                continue;
            };
            let mut cursor = block.first_op();
            while let Some(o) = cursor {
                let Some(d) = ctx.ops.get(o) else {
                    break;
                };
                cursor = d.next;
                if let Some(name) = self.symbol_name(d) {
                    self.symbols.note(i, name);
                }
            }
        }
    }

    /// Records the `sym_name` of `data`, an op of the root's block, if the
    /// root is a symbol table.
    #[inline]
    pub(super) fn note_root_symbol(&mut self, data: &OpData) {
        if let Some(i) = self.symbols.root
            && let Some(name) = self.symbol_name(data)
        {
            self.symbols.note(i, name);
        }
    }

    /// Records `name`, the `sym_name` of the root-block op being verified
    /// (by its verifier, which has it at hand).
    #[inline]
    pub(super) fn note_root_name(&mut self, name: Attribute) {
        if let Some(i) = self.symbols.root {
            self.symbols.note(i, name);
            self.root_noted = true;
        }
    }

    /// The `sym_name` attribute of the op whose record is `data` (not
    /// checked to be a string here: a repeat is looked at again by
    /// `report_repeated_symbol`, which only counts strings).
    #[inline]
    fn symbol_name(&self, data: &OpData) -> Option<Attribute> {
        let ctx = self.ctx;
        let sym = self.names[AttrName::SymName as usize]?;
        data.properties()
            .and_then(|p| ctx.dict_get(p, sym))
            .or_else(|| {
                let attrs = data.attributes();
                (attrs != ctx.empty_dictionary())
                    .then(|| ctx.dict_get(attrs, sym))
                    .flatten()
            })
    }

    /// Reports each symbol table's failure at its exit, as MLIR's
    /// `verifySymbolTable` finds it: the first repeated name, else the
    /// first failed symbol use in the order MLIR's `walkSymbolTable` visits
    /// the table's ops.
    pub(super) fn finish_symbols(&mut self) {
        let mut repeated = Vec::new();
        for table in self.symbols.repeated() {
            if self.report_repeated_symbol(table) {
                repeated.push(table);
            }
        }
        let mut uses = std::mem::take(&mut self.symbols.uses);
        while let Some(&(table, _)) = uses.first() {
            let (mine, rest): (Vec<_>, Vec<_>) = uses.into_iter().partition(|u| u.0 == table);
            uses = rest;
            if repeated.contains(&table) {
                continue;
            }
            let first = if mine.len() == 1 {
                0
            } else {
                let users: FxHashSet<OpId> = mine.iter().map(|u| u.1.op).collect();
                first_symbol_user(self.ctx, table, &users)
                    .and_then(|o| mine.iter().position(|u| u.1.op == o))
                    .unwrap_or(0)
            };
            if let Some((_, e)) = mine.into_iter().nth(first) {
                self.errors.push(e);
            }
        }
    }

    /// Holds back the failures reported since the first `from` errors, all
    /// symbol uses found at their table's exit (see [`SymbolNames::uses`]).
    pub(super) fn defer_symbol_uses(&mut self, from: usize) {
        if self.errors.len() <= from {
            return;
        }
        for e in self.errors.drain(from..) {
            if let Event::OpExit(table) = e.event {
                self.symbols.uses.push((table, e));
            }
        }
    }

    /// The symbol uses of `op` (record `data`), an op with
    /// [`OpTraits::SYMBOL_USER`], checked by its registered hook, if a
    /// symbol table in the verified tree encloses it.
    #[cold]
    #[inline(never)]
    pub(super) fn check_symbol_user(&mut self, op: OpId, data: &OpData) {
        let ctx = self.ctx;
        let Some(hook) = ctx.symbol_uses_hook(data.name()) else {
            return;
        };
        let Some(table) = self.verifying_symbol_table(op) else {
            return;
        };
        if let Err(message) = hook(ctx, op, &mut self.symbol_lookups) {
            let from = self.errors.len();
            let notes = crate::ods::take_notes(op);
            self.report(op, Event::OpExit(table), Emit::OpError, message)
                .notes
                .extend(notes);
            self.defer_symbol_uses(from);
        }
    }

    /// The symbol table rule of `table` (a `builtin.module`) found at its
    /// exit: symbol names are unique in its block (the first repeat is
    /// reported, with a note at the first definition). False if no string
    /// name repeats after all.
    pub(super) fn report_repeated_symbol(&mut self, table: OpId) -> bool {
        let ctx = self.ctx;
        let Some(&region) = ctx.op(table).regions().first() else {
            return false;
        };
        let blocks = ctx.try_region(region).map_or(&[][..], |r| r.blocks());
        // Keyed by the name's string attribute (uniqued: equal strings of
        // equal type are one attribute), as MLIR keys it.
        let mut seen: FxHashMap<Attribute, OpId> = FxHashMap::default();
        for &block in blocks {
            if ctx.try_block(block).is_err() {
                continue;
            }
            for o in ctx.block_ops(block) {
                let Some(name) = self.attr_of(o, AttrName::SymName) else {
                    continue;
                };
                let AttrData::String { value, .. } = ctx.attr_data(name) else {
                    continue;
                };
                if let Some(&first) = seen.get(&name) {
                    let message = format!(
                        "redefinition of symbol named '{}'",
                        String::from_utf8_lossy(value)
                    );
                    let loc = self.loc(first);
                    self.report(o, Event::OpExit(table), Emit::Error, message)
                        .notes
                        .push(VerifyNote {
                            loc,
                            message: "see existing symbol definition here".into(),
                        });
                    return true;
                }
                seen.insert(name, o);
            }
        }
        false
    }

    /// The symbol table whose verification checks `op`'s symbol uses: its
    /// closest ancestor with the `SymbolTable` trait, if that lies in the
    /// verified tree.
    pub(super) fn verifying_symbol_table(&self, op: OpId) -> Option<OpId> {
        let ctx = self.ctx;
        let mut current = ctx.parent_op(op);
        let mut seen_root = false;
        for _ in 0..=ctx.ops.len() {
            let c = current?;
            // The table must be the root or below it: once the walk passes
            // the root, a table above is not verified.
            if seen_root {
                return None;
            }
            if c == self.root {
                seen_root = true;
            }
            let data = ctx.op(c);
            if ctx
                .op_definition(data.name())
                .is_some_and(|d| d.traits.contains(OpTraits::SYMBOL_TABLE))
            {
                return Some(c);
            }
            current = ctx.parent_op(c);
        }
        None
    }

    /// MLIR's `SymbolTable::getNearestSymbolTable` (see
    /// [`SymbolTableCollection::nearest_symbol_table`]). An op of a dialect
    /// mlir-opt knows is never an unknown op of an unloaded dialect to it
    /// (it loads the dialect when it parses the op): a call inside
    /// `"affine.for"` resolves in the enclosing module, one inside an op of
    /// a dialect mlir-opt does not know does not.
    pub(super) fn nearest_symbol_table(&self, op: OpId) -> Option<OpId> {
        SymbolTableCollection::nearest_symbol_table(self.ctx, op)
    }

    /// The op named `name` in the first block of symbol table `table` (the
    /// first of that name), from a table built on first use.
    pub(super) fn lookup_symbol(&mut self, table: OpId, name: crate::Symbol) -> Option<OpId> {
        self.symbol_lookups.lookup_name(self.ctx, table, name)
    }
}

/// The first op of `users` that MLIR's `walkSymbolTable` visits in
/// `table`: the regions go on a stack (the table's own first, popped last
/// first), each region's ops in order, each op's regions pushed after it
/// unless it is a symbol table itself (its uses are its own).
fn first_symbol_user(ctx: &Context, table: OpId, users: &FxHashSet<OpId>) -> Option<OpId> {
    let mut regions: Vec<RegionId> = ctx.try_op(table).ok()?.regions().to_vec();
    while let Some(r) = regions.pop() {
        let Ok(region) = ctx.try_region(r) else {
            continue;
        };
        for &b in region.blocks() {
            if ctx.try_block(b).is_err() {
                continue;
            }
            for o in ctx.block_ops(b) {
                if users.contains(&o) {
                    return Some(o);
                }
                let data = ctx.op(o);
                let table = ctx
                    .op_definition(data.name())
                    .is_some_and(|d| d.traits.contains(OpTraits::SYMBOL_TABLE));
                if !table {
                    regions.extend(data.regions().iter().copied());
                }
            }
        }
    }
    None
}
