//! Symbol tables and symbol references, as MLIR resolves them
//! (`SymbolTable`, `SymbolTableCollection` in `mlir/IR/SymbolTable.h`).
//!
//! A *symbol table* is an op with the `SymbolTable` trait
//! ([`OpTraits::SYMBOL_TABLE`], `builtin.module`): the ops of the first
//! block of its first region that carry a `sym_name` string attribute are
//! its symbols, the first op of each name being the one a lookup finds.
//! A *symbol reference* is a `SymbolRef` attribute (`@f`, `@m::@f`): its
//! root names a symbol of a table, each nested name a symbol of the table
//! the previous one names.
//!
//! [`SymbolTableCollection`] caches each table's names the first time it is
//! searched, as MLIR's class of that name does; the IR must not change
//! while a collection is in use (a collection lives as long as one
//! verification or one lookup pass). `ods!` ops that declare
//! `SymbolUserOpInterface` receive the verifier's collection in their
//! [`crate::ods::SymbolUser`] hook.

use rustc_hash::FxHashMap;

use crate::attributes::{AttrData, Attribute};
use crate::ir::OpId;
use crate::op_definition::OpTraits;
use crate::{Context, Symbol};

/// Symbol tables searched so far: per table op, its symbols by name.
#[derive(Debug, Default)]
pub struct SymbolTableCollection {
    tables: FxHashMap<OpId, FxHashMap<Symbol, OpId>>,
}

impl SymbolTableCollection {
    /// An empty collection.
    pub fn new() -> Self {
        Self::default()
    }

    /// MLIR's `SymbolTable::getNearestSymbolTable`: `op` itself or its
    /// closest ancestor with the `SymbolTable` trait, unless an op on the
    /// way might be a symbol table nobody knows (an op with one region of
    /// a dialect that is not loaded: not registered with `ctx` and none
    /// of those mlir-opt loads), which hides what lies above it.
    pub fn nearest_symbol_table(ctx: &Context, op: OpId) -> Option<OpId> {
        let mut current = Some(op);
        // Bounded by the number of ops: a parent chain cannot be longer.
        for _ in 0..=ctx.ops.len() {
            let c = current?;
            let data = ctx.try_op(c).ok()?;
            let def = ctx.op_definition(data.name());
            if def.is_none() && data.regions().len() == 1 {
                let dialect = ctx.op_dialect_str(data.name());
                if !crate::opt_tool::dialect_loaded(ctx, dialect) {
                    return None;
                }
            }
            if is_symbol_table(ctx, c) {
                return Some(c);
            }
            current = ctx.parent_op(c);
        }
        None
    }

    /// The symbol named `name` in symbol table `table` (MLIR's
    /// `lookupSymbolIn` with a name): the first op of its first block
    /// whose `sym_name` is `name`.
    pub fn lookup_symbol_in(&mut self, ctx: &Context, table: OpId, name: &str) -> Option<OpId> {
        let name = ctx.lookup_symbol(name)?;
        self.lookup_name(ctx, table, name)
    }

    /// The op a symbol reference `reference` (a `SymbolRef` attribute, or
    /// an `ods!` op's `SymbolRefAttr`/`FlatSymbolRefAttr` argument) names,
    /// starting from symbol table `table` (MLIR's `lookupSymbolIn` with a
    /// reference): every name but the last must name a symbol table.
    /// `None` if `reference` is no symbol reference.
    pub fn lookup_reference_in(
        &mut self,
        ctx: &Context,
        table: OpId,
        reference: impl Into<Attribute>,
    ) -> Option<OpId> {
        let AttrData::SymbolRef { root, nested } = ctx.attr_data(reference.into()) else {
            return None;
        };
        let mut found = self.lookup_name(ctx, table, *root)?;
        for &name in nested {
            if !is_symbol_table(ctx, found) {
                return None;
            }
            found = self.lookup_name(ctx, found, name)?;
        }
        Some(found)
    }

    /// The op a symbol reference names, resolved from `from` (MLIR's
    /// `lookupNearestSymbolFrom`): in the nearest symbol table of `from`
    /// (see [`SymbolTableCollection::nearest_symbol_table`]).
    pub fn lookup_nearest_symbol_from(
        &mut self,
        ctx: &Context,
        from: OpId,
        reference: impl Into<Attribute>,
    ) -> Option<OpId> {
        let table = Self::nearest_symbol_table(ctx, from)?;
        self.lookup_reference_in(ctx, table, reference)
    }

    /// The symbol named `name` (an interned string) in `table`, from the
    /// table's names indexed on first use.
    pub(crate) fn lookup_name(&mut self, ctx: &Context, table: OpId, name: Symbol) -> Option<OpId> {
        self.tables
            .entry(table)
            .or_insert_with(|| index_table(ctx, table))
            .get(&name)
            .copied()
    }
}

/// True if `op` has the `SymbolTable` trait.
fn is_symbol_table(ctx: &Context, op: OpId) -> bool {
    ctx.try_op(op).is_ok_and(|d| {
        ctx.op_definition(d.name())
            .is_some_and(|def| def.traits.contains(OpTraits::SYMBOL_TABLE))
    })
}

/// The symbols of `table`'s first block by name, the first op of each
/// name. Keyed by the name's interned string: a reference's name is one,
/// and a `sym_name` string never interned as a symbol cannot be
/// referenced. (A typed string, `"f" : i32`, is another attribute than a
/// reference's name, as in MLIR.)
fn index_table(ctx: &Context, table: OpId) -> FxHashMap<Symbol, OpId> {
    let mut map = FxHashMap::default();
    let block = ctx
        .try_op(table)
        .ok()
        .and_then(|d| d.regions().first().copied())
        .and_then(|r| ctx.try_region(r).ok())
        .and_then(|r| r.blocks().first().copied())
        .filter(|&b| ctx.try_block(b).is_ok());
    let Some(block) = block else {
        return map;
    };
    for o in ctx.block_ops(block) {
        if let Some(n) = ctx.attr(o, "sym_name")
            && let AttrData::String { value, ty: None } = ctx.attr_data(n)
            && let Some(sym) = ctx.lookup_symbol_bytes(value)
        {
            map.entry(sym).or_insert(o);
        }
    }
    map
}
