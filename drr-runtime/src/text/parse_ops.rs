//! Parsing of generic-form operations, regions and blocks, and the SSA name
//! tables behind them, mirroring MLIR's `OperationParser`.
//!
//! Name resolution follows MLIR exactly, because it decides which programs
//! parse: all names live in one table for the file (generic regions are
//! never isolated name scopes); a name defined in a region is removed from
//! the table when the region ends, so it is invisible outside; a use of a
//! name not (yet) defined creates a *placeholder* value (a detached
//! `builtin.unrealized_conversion_cast` with one result) that the later
//! definition replaces use by use, in MLIR's use-list order. Placeholders
//! that are never defined are reported at the end of the file as "use of
//! undeclared SSA value name" at their first use. Blocks are named per
//! region; a successor naming a block not yet defined creates the block,
//! which must be defined before the region ends.
//!
//! Operations are created once fully parsed (their regions first, as in
//! MLIR, so uses inside regions come first in use lists) and appended to
//! their block at once. The trailing `loc(...)` is read just before the op
//! is created, so that the default location (of the op name) is only
//! computed when there is none.
//!
//! Speed: op signatures, function types inside attributes, attribute
//! dictionaries and op names repeat a lot, so they are memoized by their
//! exact source text in small direct-mapped caches. This is sound because
//! parsing a type or a dictionary depends only on its tokens (and on
//! aliases, which cannot change once defined), and an entry is only stored
//! when the parse consumed exactly the cached text. A dictionary that is
//! not in the cache is first read byte by byte for its common shapes (bare
//! names; integer, plain string and boolean values), falling back to the
//! token-level parser for anything else (see [`Parser::try_fast_dict`]).
//! For a registered op whose `<{…}>` holds only inherent attributes, that
//! dictionary is the properties as parsed (no second interning). SSA names
//! `%N` and `%argN` are looked up in dense tables, not hashed. The previous
//! op's name and signature are compared before their caches are probed
//! (runs of one op are common), and an op whose dictionaries keep missing
//! the dictionary cache stops using it (its probes were cache misses).
//! Skipping cached text keeps the lexer's line exact (the texts are known
//! to hold no newline, or a dictionary's `find_dict_end` says whether it
//! does).
//!
//! Invariants: every block, region and placeholder the parser creates is
//! recorded in [`OpState`], and every op it creates is appended to one of
//! those blocks at once, so that a failed parse can erase them all; the
//! functions on the recursion path of nested regions keep small stack
//! frames (their bulk is in non-inlined helpers), so [`super::MAX_DEPTH`]
//! levels fit in a 2 MiB thread stack even in unoptimized builds.

use rustc_hash::FxHashMap;
use smallvec::SmallVec;

use super::lexer::{Kw, Tok, Token, find_first_of, unescape};
use super::parser::{CacheSlot, Delim, Diag, PResult, Parser, TextCache};
use crate::attributes::{AttrData, Attribute, NamedAttribute};
use crate::ir::{BlockId, OpId, OperationState, RegionId, Value};
use crate::location::Location;
use crate::op_definition::{OpName, OpTraits};
use crate::types::{Signedness, Type, TypeData};

/// One entry of the SSA name table: the value (or placeholder) for one
/// result number of a name, with its type (kept here so that type checks
/// of uses do not touch the value arena); `None` for a result number below
/// a defined or used one that is not (yet) defined.
type SsaEntry = Option<(Value, Type)>;

/// A block name's definition in a region scope.
#[derive(Clone, Copy, Debug)]
struct BlockDef {
    block: BlockId,
}

/// An operand reference `%name#number` not yet resolved.
#[derive(Clone, Copy, Debug)]
pub(crate) struct SsaUse<'a> {
    name: &'a str,
    number: u32,
    loc: u32,
}

/// Result names of an operation: (name, count, offset).
type ResultIds<'a> = SmallVec<[(&'a str, u64, u32); 1]>;

/// The part of a generic operation parsed before its regions.
struct OpHead {
    name_tok: Token,
    name: OpName,
    /// Where this op's operand uses start in [`OpState::use_stack`].
    uses_start: usize,
    successors: Vec<BlockId>,
    properties: Option<Attribute>,
    /// Line and column of the name, taken from the lexer's line while the
    /// name is the current token (later, after the signature or the
    /// regions, the lexer is on another line).
    name_line_col: (u32, u32),
}

/// What a deferred `loc(#alias)` applies to.
#[derive(Clone, Copy, Debug)]
enum LocTarget {
    Op(OpId),
    Arg(BlockId, usize),
}

/// A parsed trailing `loc(...)`: a location, or an alias defined later in
/// the file (name and offset), resolved at the end.
#[derive(Clone, Copy, Debug)]
enum Trailing<'a> {
    Loc(Location),
    Alias(&'a str, u32),
}

/// The entries of one SSA name: one per result number (an empty list is
/// the same as an absent name).
///
/// 16 bytes, the size that matters: the dense table holds one per `%N` of
/// the largest region (200,000 in a 200k-op function), written to fresh
/// memory. Nearly every name has one result (`One`); only multi-result
/// names and out-of-order result numbers use the heap (`Many`, never
/// empty).
#[derive(Clone, Debug, Default)]
enum SsaEntries {
    #[default]
    Empty,
    One(Value, Type),
    // Up to four results in one allocation.
    Many(Box<SmallVec<[SsaEntry; 4]>>),
}

const _: () = assert!(std::mem::size_of::<SsaEntries>() == 16);

impl SsaEntries {
    /// Number of result numbers recorded (defined or not).
    #[inline]
    fn len(&self) -> usize {
        match self {
            SsaEntries::Empty => 0,
            SsaEntries::One(..) => 1,
            SsaEntries::Many(v) => v.len(),
        }
    }

    /// The value of result number `idx`, if defined (or used).
    #[inline]
    fn get(&self, idx: usize) -> SsaEntry {
        match self {
            SsaEntries::One(v, t) if idx == 0 => Some((*v, *t)),
            SsaEntries::Many(v) => v.get(idx).copied().flatten(),
            _ => None,
        }
    }

    /// Sets result number `idx`, recording the numbers below it as
    /// undefined if absent.
    #[inline]
    fn set(&mut self, idx: usize, value: Value, ty: Type) {
        match self {
            SsaEntries::Empty if idx == 0 => *self = SsaEntries::One(value, ty),
            SsaEntries::One(..) if idx == 0 => *self = SsaEntries::One(value, ty),
            _ => self.set_slow(idx, value, ty),
        }
    }

    #[cold]
    fn set_slow(&mut self, idx: usize, value: Value, ty: Type) {
        if let SsaEntries::Many(list) = self {
            if list.len() <= idx {
                list.resize(idx + 1, None);
            }
            list[idx] = Some((value, ty));
            return;
        }
        let mut list = SmallVec::new();
        if let SsaEntries::One(v, t) = *self {
            list.push(Some((v, t)));
        }
        list.resize(idx + 1, None);
        list[idx] = Some((value, ty));
        *self = SsaEntries::Many(Box::new(list));
    }
}

/// A key of the SSA name table: `%N` in canonical decimal (no leading
/// zero) below the table's dense limit, or any other name.
#[derive(Clone, Copy, Debug)]
enum NameKey<'a> {
    Num(u32),
    /// `%argN` (canonical decimal `N`), as printed block arguments are named.
    Arg(u32),
    Str(&'a str),
}

/// The SSA name table. Printed IR names nearly every value `%N` or
/// `%argN`, so such names are looked up in vectors indexed by `N` (no
/// hashing, no string compare); other names (`%x`) go to a hash map. The
/// key spaces are disjoint (`%01` is not `%1`: only canonical decimal is
/// dense), so this is the same map as one keyed by the spelling. Each
/// vector only grows to the largest `N` seen, and `N` is bounded by
/// `dense_limit` (a fraction of the input size), so their memory is
/// bounded by the input size.
#[derive(Default)]
struct SsaTable<'a> {
    dense: Vec<SsaEntries>,
    args: Vec<SsaEntries>,
    dense_limit: u32,
    sparse: FxHashMap<&'a str, SsaEntries>,
}

/// `N` if `digits` is canonical decimal (no leading zero) below `limit`.
#[inline]
fn dense_number(digits: &[u8], limit: u32) -> Option<u32> {
    if digits.is_empty() || digits.len() > 9 || (digits[0] == b'0' && digits.len() > 1) {
        return None;
    }
    let mut n = 0u32;
    for &d in digits {
        let v = d.wrapping_sub(b'0');
        if v > 9 {
            return None;
        }
        n = n * 10 + u32::from(v);
    }
    (n < limit).then_some(n)
}

impl<'a> SsaTable<'a> {
    /// The key of `%name` (spelling including the `%`).
    #[inline]
    fn key(&self, name: &'a str) -> NameKey<'a> {
        let bytes = name.as_bytes();
        let digits = &bytes[bytes.len().min(1)..];
        match digits.first() {
            Some(b'0'..=b'9') => {
                if let Some(n) = dense_number(digits, self.dense_limit) {
                    return NameKey::Num(n);
                }
            }
            Some(b'a') => {
                if let Some(rest) = digits.strip_prefix(b"arg")
                    && let Some(n) = dense_number(rest, self.dense_limit)
                {
                    return NameKey::Arg(n);
                }
            }
            _ => {}
        }
        NameKey::Str(name)
    }

    #[inline]
    fn get(&self, key: NameKey<'a>) -> Option<&SsaEntries> {
        match key {
            NameKey::Num(n) => self.dense.get(n as usize),
            NameKey::Arg(n) => self.args.get(n as usize),
            NameKey::Str(s) => self.sparse.get(s),
        }
    }

    #[inline]
    fn get_mut(&mut self, key: NameKey<'a>) -> Option<&mut SsaEntries> {
        match key {
            NameKey::Num(n) => self.dense.get_mut(n as usize),
            NameKey::Arg(n) => self.args.get_mut(n as usize),
            NameKey::Str(s) => self.sparse.get_mut(s),
        }
    }

    /// The entries of `key`, created empty if absent.
    #[inline]
    fn entry(&mut self, key: NameKey<'a>) -> &mut SsaEntries {
        match key {
            NameKey::Num(n) => dense_entry(&mut self.dense, n),
            NameKey::Arg(n) => dense_entry(&mut self.args, n),
            NameKey::Str(s) => self.sparse.entry(s).or_default(),
        }
    }

    #[inline]
    fn remove(&mut self, key: NameKey<'a>) {
        match key {
            NameKey::Num(n) => {
                if let Some(e) = self.dense.get_mut(n as usize) {
                    *e = SsaEntries::Empty;
                }
            }
            NameKey::Arg(n) => {
                if let Some(e) = self.args.get_mut(n as usize) {
                    *e = SsaEntries::Empty;
                }
            }
            NameKey::Str(s) => {
                self.sparse.remove(s);
            }
        }
    }
}

/// The names defined in one region scope, removed from the table when the
/// scope ends; by kind, so that the common `%N` costs 4 bytes (the list
/// has one entry per value of the region).
#[derive(Default)]
struct ScopeDefs<'a> {
    num: Vec<u32>,
    arg: Vec<u32>,
    names: Vec<&'a str>,
}

impl<'a> ScopeDefs<'a> {
    #[inline]
    fn push(&mut self, key: NameKey<'a>) {
        match key {
            NameKey::Num(n) => self.num.push(n),
            NameKey::Arg(n) => self.arg.push(n),
            NameKey::Str(s) => self.names.push(s),
        }
    }
}

/// The entries of `n` in a dense table, created empty if absent.
#[inline]
fn dense_entry(table: &mut Vec<SsaEntries>, n: u32) -> &mut SsaEntries {
    let i = n as usize;
    if i == table.len() {
        // Names are mostly defined in increasing order: one more entry.
        table.push(SsaEntries::Empty);
    } else if i > table.len() {
        table.resize_with(i + 1, SsaEntries::default);
    }
    &mut table[i]
}

/// Operation-parsing state of a [`Parser`].
#[derive(Default)]
pub(crate) struct OpState<'a> {
    /// SSA names → one entry per result number.
    values: SsaTable<'a>,
    /// Names defined in each open region scope (innermost last).
    scope_defs: Vec<ScopeDefs<'a>>,
    /// Block names of each open region scope.
    blocks_by_name: Vec<FxHashMap<&'a str, BlockDef>>,
    /// Blocks referenced but not yet defined in each open scope, with the
    /// offset of the first reference.
    forward_blocks: Vec<FxHashMap<BlockId, u32>>,
    /// Placeholder values → (first use offset, placeholder op).
    placeholders: FxHashMap<Value, (u32, OpId)>,
    /// Operation names by their quoted spelling in the source (a miss only
    /// costs a re-interning).
    op_names: TextCache<'a, OpName>,
    /// The quoted spelling and name of the last op (see
    /// [`Parser::op_name_of`]).
    last_op_name: Option<(&'a str, OpName)>,
    /// By op name index: 1 if its dialect was found known (see
    /// [`Context::reject_unregistered_dialects`]); only filled when that
    /// check is on.
    known_op_dialects: Vec<u8>,
    placeholder_name: Option<OpName>,
    top_block: Option<BlockId>,
    /// `loc(#alias)` references to resolve at the end of the file.
    deferred_locs: Vec<(LocTarget, &'a str, u32)>,
    /// Op signature types by their source text (see
    /// [`Parser::parse_op_signature`]).
    /// Each entry, like those of the other caches of parsed values, also
    /// holds the number of levels its parse went below the level it was
    /// parsed at (see [`Parser::fits_here`]).
    sig_cache: TextCache<'a, (Type, u32)>,
    /// The text, type and depth of the last signature found in or put
    /// into `sig_cache` (see [`Parser::parse_op_signature`]).
    last_sig: Option<(&'a str, Type, u32)>,
    /// Attribute dictionaries of ops by their source text.
    dict_cache: TextCache<'a, (Attribute, u32)>,
    /// By op name (index): how many dictionaries of that op in a row were
    /// not in `dict_cache` (saturating; see [`Parser::parse_dict_cached`]).
    dict_misses: Vec<u8>,
    /// Trailing locations by their source text (see
    /// [`Parser::parse_trailing_location`]).
    loc_cache: TextCache<'a, (Location, u32)>,
    /// Number of name-table slots created below a `#N` without a value
    /// (see [`Parser::charge_skipped_slots`]).
    skipped_slots: usize,
    /// The last signless integer type of the fast dictionary path, by width.
    last_int_type: Option<(u32, Type)>,
    /// Spare vectors for scope definitions (avoids an allocation per region).
    spare_defs: Vec<ScopeDefs<'a>>,
    /// Spare (empty) block-name and forward-block maps, for the same reason.
    spare_block_names: Vec<FxHashMap<&'a str, BlockDef>>,
    spare_forward_blocks: Vec<FxHashMap<BlockId, u32>>,
    created_blocks: Vec<BlockId>,
    created_regions: Vec<RegionId>,
    /// Spare (empty) region-list buffers: an op's region list is built in
    /// one and, when the op has one region, the buffer is left empty by
    /// its creation (`ThinSlice::take_from` moves the element out) and
    /// comes back here, so ops with regions allocate only their record's
    /// one-element box.
    spare_region_lists: Vec<Vec<RegionId>>,
    /// The operand uses of the ops being parsed, outermost first: an op's
    /// uses are pushed by its head and popped by `finish_op`, after its
    /// regions (whose ops push and pop theirs above). One buffer for all,
    /// so ops with many operands do not allocate a list each.
    use_stack: Vec<SsaUse<'a>>,
    /// The operands and result types of the op `finish_op` creates, in
    /// buffers reused for every op (passed to `create_op_at_end` as slices:
    /// no list per op, and no list moved after being filled).
    operand_buf: Vec<Value>,
    result_type_buf: Vec<Type>,
}

fn internal(e: crate::IrError) -> Diag {
    Diag {
        offset: 0,
        message: format!("internal error while building IR: {e}"),
    }
}

impl<'a> Parser<'a, '_> {
    // ----- top level -------------------------------------------------------

    /// Sets up the top-level block and name scope.
    pub(crate) fn begin_top_level(&mut self) {
        let block = self.ctx.create_block(&[]);
        self.ops.created_blocks.push(block);
        self.ops.top_block = Some(block);
        self.ops.values.dense_limit = u32::try_from(self.src.len() / 16)
            .unwrap_or(u32::MAX)
            .saturating_add(1024);
        // Room for as many `%N` as there are operations in a typical file
        // of this size (one per 64 bytes): address space only, so the table
        // is not copied as it grows (each copy touches fresh pages).
        self.ops.values.dense.reserve(self.src.len() / 64);
        self.push_scope();
    }

    /// Parses one top-level operation.
    pub(crate) fn parse_top_level_operation(&mut self) -> PResult<()> {
        let Some(block) = self.ops.top_block else {
            return Err(self.err_here("internal error: no top-level block"));
        };
        let at = self.tok.start();
        self.begin_top_level_op();
        self.parse_operation(block)?;
        self.end_top_level_op(at);
        Ok(())
    }

    /// Checks the end-of-file conditions and builds the module.
    pub(crate) fn finish_top_level(&mut self) -> PResult<OpId> {
        if let Some(&(loc, _)) = self.ops.placeholders.values().min_by_key(|(loc, _)| *loc) {
            return Err(self.err_at(loc, "use of undeclared SSA value name"));
        }
        self.resolve_deferred_locs()?;
        self.pop_scope()?;
        let Some(top) = self.ops.top_block else {
            return Err(self.err_here("internal error: no top-level block"));
        };
        let module_name = self.ctx.op_name("builtin.module");
        let first = self.ctx.block(top).first_op();
        if let Some(op) = first
            && self.ctx.block(top).last_op() == Some(op)
            && self.ctx.op(op).name() == module_name
        {
            self.ctx.detach_op(op).map_err(internal)?;
            self.ctx.erase_block(top).map_err(internal)?;
            return Ok(op);
        }
        self.check_implicit_module_depth()?;
        let region = self.ctx.create_region();
        self.ops.created_regions.push(region);
        self.ctx.append_block(region, top).map_err(internal)?;
        let loc = self.ctx.file_loc(self.filename, 0, 0);
        let mut state = OperationState::new(module_name, loc);
        state.regions.push(region);
        let module = self.ctx.create_op(state).map_err(internal)?;
        Ok(module)
    }

    /// Erases everything the parser created (after an error). Every
    /// operation the parser creates is appended to a block it created, so
    /// the operations are found through the blocks.
    pub(crate) fn cleanup_after_error(&mut self) {
        let ctx = &mut *self.ctx;
        let mut ops: Vec<OpId> = Vec::new();
        for &b in &self.ops.created_blocks {
            if ctx.try_block(b).is_ok() {
                ops.extend(ctx.block_ops(b));
            }
        }
        ops.extend(self.ops.placeholders.values().map(|&(_, op)| op));
        for &op in &ops {
            if ctx.op_exists(op) {
                let _ = ctx.set_operands(op, &[]);
            }
        }
        for &op in &ops {
            if ctx.op_exists(op) {
                let _ = ctx.erase_op(op);
            }
        }
        for &b in &self.ops.created_blocks {
            if ctx.try_block(b).is_ok() {
                let _ = ctx.erase_block(b);
            }
        }
        for &r in &self.ops.created_regions {
            ctx.regions.remove(r);
        }
        self.ops.placeholders.clear();
    }

    // ----- scopes ------------------------------------------------------------

    fn push_scope(&mut self) {
        let names = self.ops.spare_block_names.pop().unwrap_or_default();
        self.ops.blocks_by_name.push(names);
        let forward = self.ops.spare_forward_blocks.pop().unwrap_or_default();
        self.ops.forward_blocks.push(forward);
        let defs = self.ops.spare_defs.pop().unwrap_or_default();
        self.ops.scope_defs.push(defs);
    }

    fn pop_scope(&mut self) -> PResult<()> {
        let forward = self.ops.forward_blocks.pop().unwrap_or_default();
        if let Some(&loc) = forward.values().min() {
            return Err(self.err_at(loc, "reference to an undefined block"));
        }
        self.ops.spare_forward_blocks.push(forward);
        if let Some(mut defs) = self.ops.scope_defs.pop() {
            for n in defs.num.drain(..) {
                self.ops.values.remove(NameKey::Num(n));
            }
            for n in defs.arg.drain(..) {
                self.ops.values.remove(NameKey::Arg(n));
            }
            for s in defs.names.drain(..) {
                self.ops.values.remove(NameKey::Str(s));
            }
            self.ops.spare_defs.push(defs);
        }
        if let Some(mut names) = self.ops.blocks_by_name.pop() {
            names.clear();
            self.ops.spare_block_names.push(names);
        }
        Ok(())
    }

    // ----- SSA values ----------------------------------------------------------

    /// `%name` or `%name#N`.
    // Inlined: returned through memory, the use was written field by field
    // and read back with a 16-byte load spanning two of those stores, a
    // store-forwarding stall per operand.
    #[inline(always)]
    fn parse_ssa_use(&mut self) -> PResult<SsaUse<'a>> {
        let t = self.tok;
        self.expect(Tok::PercentIdent, "expected SSA operand")?;
        let number = if self.is(Tok::HashIdent) {
            self.parse_result_number()?
        } else {
            0
        };
        Ok(SsaUse {
            name: self.spelling(t),
            number,
            loc: t.start(),
        })
    }

    /// The `#N` of an SSA use (the current token).
    #[inline(never)]
    fn parse_result_number(&mut self) -> PResult<u32> {
        match self.tok_str().get(1..).and_then(|s| s.parse::<u32>().ok()) {
            Some(n)
                if self
                    .tok_str()
                    .as_bytes()
                    .get(1)
                    .is_some_and(u8::is_ascii_digit) =>
            {
                self.consume();
                Ok(n)
            }
            _ => Err(self.err_here("invalid SSA value result number")),
        }
    }

    /// Records the definition of `name#number` as `value`, resolving a
    /// forward reference if there was one.
    fn add_definition(
        &mut self,
        name: &'a str,
        number: u32,
        loc: u32,
        value: Value,
        ty: Type,
    ) -> PResult<()> {
        let idx = number as usize;
        let key = self.ops.values.key(name);
        // The common case: the next result number of a fresh name.
        let entries = self.ops.values.entry(key);
        if entries.len() == idx {
            entries.set(idx, value, ty);
            if let Some(defs) = self.ops.scope_defs.last_mut() {
                defs.push(key);
            }
            return Ok(());
        }
        self.charge_skipped_slots(key, number, loc)?;
        let old = {
            let entries = self.ops.values.entry(key);
            match entries.get(idx) {
                // The common case: a fresh name.
                None => {
                    entries.set(idx, value, ty);
                    if let Some(defs) = self.ops.scope_defs.last_mut() {
                        defs.push(key);
                    }
                    return Ok(());
                }
                Some((v, _)) => v,
            }
        };
        // The name is taken: by a forward reference (resolve it) or by a
        // definition (an error).
        let Some(&(_, placeholder_op)) = self.ops.placeholders.get(&old) else {
            return Err(self.err_at(loc, &format!("redefinition of SSA value '{name}'")));
        };
        let old_ty = self.ctx.try_value(old).map_err(internal)?.ty();
        if old_ty != ty {
            let ty = self.type_str(ty);
            return Err(self.err_at(
                loc,
                &format!("definition of SSA value '{name}#{number}' has type '{ty}'"),
            ));
        }
        // MLIR's replaceAllUsesWith: move the first use until none is left.
        while let Some(u) = self.ctx.uses(old).next() {
            self.ctx
                .set_operand(u.op, u.index as usize, value)
                .map_err(internal)?;
        }
        self.ops.placeholders.remove(&old);
        self.ctx.erase_op(placeholder_op).map_err(internal)?;
        if let Some(entries) = self.ops.values.get_mut(key)
            && idx < entries.len()
        {
            entries.set(idx, value, ty);
        }
        if let Some(defs) = self.ops.scope_defs.last_mut() {
            defs.push(key);
        }
        Ok(())
    }

    /// Accounts for the table slots that `name#number` would create below
    /// `number` without a value (`%x#1000000`): their total is bounded by
    /// the input size, so no input can make the name table huge.
    fn charge_skipped_slots(&mut self, key: NameKey<'a>, number: u32, loc: u32) -> PResult<()> {
        let len = self.ops.values.get(key).map_or(0, |e| e.len());
        let skipped = (number as usize).saturating_sub(len);
        if skipped == 0 {
            return Ok(());
        }
        self.ops.skipped_slots = self.ops.skipped_slots.saturating_add(skipped);
        if self.ops.skipped_slots > self.src.len() {
            return Err(self.err_at(loc, &format!("result number {number} is too large")));
        }
        Ok(())
    }

    /// The value a use refers to, checking its type; a forward reference
    /// gets a placeholder.
    fn resolve_ssa_use(&mut self, u: SsaUse<'a>, ty: Type) -> PResult<Value> {
        let idx = u.number as usize;
        let key = self.ops.values.key(u.name);
        let (hit, first) = {
            let entries = self.ops.values.entry(key);
            (entries.get(idx), entries.get(0))
        };
        if let Some((v, vty)) = hit {
            if vty == ty {
                return Ok(v);
            }
            let (a, b) = (self.type_str(ty), self.type_str(vty));
            return Err(self.err_at(
                u.loc,
                &format!(
                    "use of value '{}' expects different type than prior uses: '{a}' vs '{b}'",
                    u.name
                ),
            ));
        }
        if let Some((v0, _)) = first
            && !self.ops.placeholders.contains_key(&v0)
        {
            return Err(self.err_at(u.loc, "reference to invalid result number"));
        }
        self.charge_skipped_slots(key, u.number, u.loc)?;
        let placeholder = self.create_placeholder(ty, u.loc)?;
        self.ops.values.entry(key).set(idx, placeholder, ty);
        Ok(placeholder)
    }

    fn create_placeholder(&mut self, ty: Type, loc: u32) -> PResult<Value> {
        let name = match self.ops.placeholder_name {
            Some(n) => n,
            None => {
                let n = self.ctx.op_name("builtin.unrealized_conversion_cast");
                self.ops.placeholder_name = Some(n);
                n
            }
        };
        let mut state = OperationState::new(name, self.ctx.unknown_loc());
        state.result_types.push(ty);
        let op = self.ctx.create_op(state).map_err(internal)?;
        let value = self.ctx.op(op).result(0);
        self.ops.placeholders.insert(value, (loc, op));
        Ok(value)
    }

    // ----- operations ------------------------------------------------------------

    /// Parses an operation (with its result names) and appends it to
    /// `block`.
    ///
    /// This function and [`Self::parse_generic_operation`] are on the
    /// recursion path of nested regions, so their work is split into
    /// non-inlined helpers to keep their stack frames small.
    fn parse_operation(&mut self, block: BlockId) -> PResult<()> {
        let start = self.tok.start();
        let results = if self.is(Tok::PercentIdent) {
            self.parse_result_ids()?
        } else {
            ResultIds::new()
        };
        if !self.is(Tok::String) {
            return Err(self.not_an_operation());
        }
        let op = self.parse_generic_operation(block)?;
        if results.is_empty() {
            return Ok(());
        }
        self.bind_results(start, &results, op)
    }

    /// `%a, %b:2 =`.
    #[inline(never)]
    fn parse_result_ids(&mut self) -> PResult<ResultIds<'a>> {
        let mut result_ids = ResultIds::new();
        loop {
            let name_tok = self.tok;
            self.expect(Tok::PercentIdent, "expected valid ssa identifier")?;
            let mut count = 1u64;
            if self.consume_if(Tok::Colon) {
                if !self.is(Tok::Integer) {
                    return Err(self.wrong_token("expected integer number of results"));
                }
                match super::parse_attrs::parse_u64(self.tok_str()) {
                    Some(v) if v >= 1 => count = v,
                    _ => {
                        return Err(
                            self.err_here("expected named operation to have at least 1 result")
                        );
                    }
                }
                self.consume();
            }
            result_ids.push((self.spelling(name_tok), count, name_tok.start()));
            if !self.consume_if(Tok::Comma) {
                break;
            }
        }
        self.expect(Tok::Equal, "expected '=' after SSA name")?;
        Ok(result_ids)
    }

    /// The error for a token that does not start a generic operation.
    #[cold]
    #[inline(never)]
    fn not_an_operation(&self) -> Diag {
        if self.tok.is_word() {
            let name = self.tok_str();
            return self.err_here(&format!(
                "expected generic operation (a quoted op name); custom assembly format is not supported (found '{name}')"
            ));
        }
        self.wrong_token("expected operation name in quotes")
    }

    /// Defines the result names of `op`.
    #[inline(never)]
    fn bind_results(&mut self, start: u32, result_ids: &ResultIds<'a>, op: OpId) -> PResult<()> {
        // The common case: `%name = ` for an op with one result.
        if let [(name, 1, loc)] = result_ids[..] {
            let data = self.ctx.op(op);
            if data.num_results() == 1 {
                let v = data.result(0);
                let ty = self.ctx.try_value(v).map_err(internal)?.ty();
                return self.add_definition(name, 0, loc, v, ty);
            }
        }
        let results: SmallVec<[Value; 4]> = SmallVec::from_slice(self.ctx.op(op).results());
        if results.is_empty() {
            return Err(self.err_at(start, "cannot name an operation with no results"));
        }
        let num_expected = result_ids
            .iter()
            .fold(0u64, |acc, &(_, count, _)| acc.saturating_add(count));
        if num_expected != results.len() as u64 {
            return Err(self.err_at(
                start,
                &format!(
                    "operation defines {} results but was provided {num_expected} to bind",
                    results.len()
                ),
            ));
        }
        let mut i = 0;
        for &(name, count, loc) in result_ids {
            for sub in 0..count {
                let Some(&v) = results.get(i) else { break };
                let ty = self.ctx.try_value(v).map_err(internal)?.ty();
                self.add_definition(name, sub as u32, loc, v, ty)?;
                i += 1;
            }
        }
        Ok(())
    }

    /// MLIR's error for an operation of a dialect that is not registered
    /// (see [`Context::reject_unregistered_dialects`]), at the token after
    /// its name: the namespace is the name up to its first `.` (a name
    /// without one has no dialect). Once per op name: the caller skips the
    /// names found known.
    #[cold]
    #[inline(never)]
    fn check_op_dialect(&mut self, name: OpName) -> PResult<()> {
        let i = name.0 as usize;
        let full = self.ctx.op_name_str(name);
        let known = full
            .split_once('.')
            .is_some_and(|(ns, _)| self.ctx.dialect_is_known(ns));
        if !known {
            return Err(self.err_here(
                "operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used",
            ));
        }
        if self.ops.known_op_dialects.len() <= i {
            self.ops.known_op_dialects.resize(i + 1, 0);
        }
        self.ops.known_op_dialects[i] = 1;
        Ok(())
    }

    /// The interned name of the operation whose quoted name is `t`.
    fn op_name_of(&mut self, t: Token) -> PResult<OpName> {
        let raw = self.spelling(t);
        // Runs of the same op are common (mix: a third of the ops, chain:
        // all): the previous op's name first, without a hash or a probe
        // of the table (a cold slot).
        if let Some((last, n)) = self.ops.last_op_name
            && super::parser::same_text(last, raw)
        {
            self.ops.last_op_name = Some((raw, n));
            return Ok(n);
        }
        let slot = self.ops.op_names.slot(raw);
        if let Some(n) = self.ops.op_names.get(slot, raw) {
            self.ops.last_op_name = Some((raw, n));
            return Ok(n);
        }
        let bytes = unescape(raw.as_bytes());
        if bytes.is_empty() {
            return Err(self.err_here("empty operation name is invalid"));
        }
        if bytes.contains(&0) {
            return Err(self.err_here("null character not allowed in operation name"));
        }
        let n = self.ctx.op_name_from_bytes(&bytes);
        self.ops.op_names.put(slot, raw, n);
        self.ops.last_op_name = Some((raw, n));
        Ok(n)
    }

    /// `"name"(operands) [successors] <props> (regions) {attrs} : type loc`.
    fn parse_generic_operation(&mut self, block: BlockId) -> PResult<OpId> {
        // Filled in place and borrowed by `finish_op`: returned and passed
        // by value, its ~170 bytes were copied twice per op (`memcpy`).
        let mut head = OpHead {
            name_tok: self.tok,
            name: OpName(0),
            uses_start: self.ops.use_stack.len(),
            successors: Vec::new(),
            properties: None,
            name_line_col: self.tok_line_col(),
        };
        self.parse_op_head(&mut head)?;
        let mut regions = Vec::new();
        if self.consume_if(Tok::LParen) {
            // A spare buffer, else nearly always one region: allocate
            // exactly (not through `push`'s growth path).
            match self.ops.spare_region_lists.pop() {
                Some(spare) => regions = spare,
                None => regions.reserve_exact(1),
            }
            loop {
                regions.push(self.parse_region()?);
                if !self.consume_if(Tok::Comma) {
                    break;
                }
            }
            self.expect(Tok::RParen, "expected ')' to end region list")?;
        }
        self.finish_op(block, &mut head, regions)
    }

    /// Everything of a generic op before its regions, into `head` (whose
    /// `name_tok` is the current token).
    #[inline(never)]
    fn parse_op_head(&mut self, head: &mut OpHead) -> PResult<()> {
        let name_tok = self.tok;
        head.name = self.op_name_of(name_tok)?;
        self.consume();
        if self.ctx.rejects_unregistered_dialects()
            && self.ops.known_op_dialects.get(head.name.0 as usize) != Some(&1)
        {
            self.check_op_dialect(head.name)?;
        }
        self.expect(Tok::LParen, "expected '(' to start operand list")?;
        if self.is(Tok::PercentIdent) {
            self.parse_comma_list(Delim::None, "", |p| {
                let u = p.parse_ssa_use()?;
                p.ops.use_stack.push(u);
                Ok(())
            })?;
        }
        self.expect(Tok::RParen, "expected ')' to end operand list")?;
        let definition = self.ctx.op_definition(head.name);

        if self.is(Tok::LSquare) {
            if definition.is_some_and(|d| !d.traits.contains(OpTraits::TERMINATOR)) {
                return Err(self.err_here("successors in non-terminator"));
            }
            self.parse_successors(&mut head.successors)?;
        }

        if self.consume_if(Tok::Less) {
            head.properties = Some(if self.is(Tok::LBrace) {
                self.parse_dict_cached(head.name)?
            } else {
                self.parse_attribute()?
            });
            self.expect(Tok::Greater, "expected '>' to close properties")?;
        }
        Ok(())
    }

    /// Everything of a generic op after its regions; creates the op.
    #[inline(never)]
    fn finish_op(
        &mut self,
        block: BlockId,
        head: &mut OpHead,
        regions: Vec<RegionId>,
    ) -> PResult<OpId> {
        let name_tok = head.name_tok;
        let name = head.name;
        let uses_start = head.uses_start;
        let num_uses = self.ops.use_stack.len() - uses_start;
        let successors = std::mem::take(&mut head.successors);
        let mut properties = head.properties;
        let name_line_col = head.name_line_col;
        let definition = self.ctx.op_definition(name);
        let mut attributes = Vec::new();
        let mut attr_dict = None;
        if self.is(Tok::LBrace) {
            let dict = self.parse_dict_cached(name)?;
            if definition.is_some() {
                attributes.extend_from_slice(self.ctx.dict_entries(dict));
            } else {
                attr_dict = Some(dict);
            }
        }

        self.expect(Tok::Colon, "expected ':' followed by operation type")?;
        let type_loc = self.tok.start();
        let fn_type = self.parse_op_signature()?;
        let result_types = &mut self.ops.result_type_buf;
        result_types.clear();
        let num_inputs = match self.ctx.type_data(fn_type) {
            TypeData::Function { inputs, results } => {
                // One result, the common case, without `extend`'s `memcpy`
                // call.
                match **results {
                    [one] => result_types.push(one),
                    [] => {}
                    _ => result_types.extend_from_slice(results),
                }
                inputs.len()
            }
            _ => return Err(self.err_at(type_loc, "expected function type")),
        };
        if num_inputs != num_uses {
            let plural = if num_uses == 1 { "" } else { "s" };
            return Err(self.err_at(
                type_loc,
                &format!("expected {num_uses} operand type{plural} but had {num_inputs}"),
            ));
        }
        self.ops.operand_buf.clear();
        for i in 0..num_uses {
            let u = self.ops.use_stack[uses_start + i];
            // The input types are read from the uniqued function type for
            // each operand (`resolve_ssa_use` needs the context mutably)
            // rather than copied out first (a `memcpy` call per op).
            let ty = match self.ctx.type_data(fn_type) {
                TypeData::Function { inputs, .. } => inputs.get(i).copied(),
                _ => None,
            };
            let Some(ty) = ty else {
                return Err(self.err_at(type_loc, "expected function type"));
            };
            let v = self.resolve_ssa_use(u, ty)?;
            self.ops.operand_buf.push(v);
        }
        self.ops.use_stack.truncate(uses_start);

        if let Some(def) = definition {
            properties = self.registered_properties(
                name,
                def.inherent_attrs,
                name_tok.start(),
                properties,
                &mut attributes,
            )?;
        }

        // The trailing location is parsed before the op is created (MLIR
        // does it after; nothing observable depends on the order), so that
        // the default location is only computed when there is none.
        let trailing = if self.is(Tok::Kw(Kw::Loc)) {
            Some(self.parse_trailing_location()?)
        } else {
            None
        };
        let loc = match trailing {
            Some(Trailing::Loc(l)) => l,
            _ => self.file_line_col(name_line_col.0, name_line_col.1),
        };
        let mut state = OperationState {
            name,
            loc,
            operands: SmallVec::new(),
            result_types: SmallVec::new(),
            properties,
            attributes,
            successors,
            regions,
        };
        let op = self
            .ctx
            .create_op_at_end(
                block,
                &mut state,
                &self.ops.operand_buf,
                &self.ops.result_type_buf,
                attr_dict,
            )
            .map_err(internal)?;
        if state.regions.capacity() != 0 {
            state.regions.clear();
            self.ops
                .spare_region_lists
                .push(std::mem::take(&mut state.regions));
        }
        if let Some(Trailing::Alias(name, at)) = trailing {
            self.ops.deferred_locs.push((LocTarget::Op(op), name, at));
        }
        Ok(op)
    }

    /// The function type of an operation (after its `:`). Such types repeat
    /// a lot, so they are cached by their source text: the text from here
    /// to the end of the line or to a following ` loc(`, if a previous
    /// parse of exactly that text (followed by whitespace) gave a type. The
    /// parse of a type depends only on its tokens and on the byte after its
    /// last token, so a cache hit gives what parsing would.
    fn parse_op_signature(&mut self) -> PResult<Type> {
        let start = self.tok.start() as usize;
        let bytes = self.src.as_bytes();
        let rest = bytes.get(start..).unwrap_or(&[]);
        // One pass to the end of the line or a ` loc(`.
        let mut end = signature_end(rest);
        while end > 0 && matches!(rest[end - 1], b' ' | b'\t' | b'\r') {
            end -= 1;
        }
        let key = self.src.get(start..start + end).unwrap_or("");
        // Runs of ops with the same signature are common (mix: a quarter
        // of the ops, chain: all): the previous op's signature first,
        // without a hash or a probe of the table (a cold slot).
        if let Some((last, t, h)) = self.ops.last_sig
            && !key.is_empty()
            && super::parser::same_text(last, key)
            && self.fits_here(h)
        {
            self.ops.last_sig = Some((key, t, h));
            self.reset_in_line(start + end);
            return Ok(t);
        }
        let slot = self.ops.sig_cache.slot(key);
        if !key.is_empty()
            && let Some((t, h)) = self.ops.sig_cache.get(slot, key)
            && self.fits_here(h)
        {
            self.ops.last_sig = Some((key, t, h));
            self.reset_in_line(start + end);
            return Ok(t);
        }
        let saved = self.begin_measure();
        let t = self.parse_type()?;
        let h = self.end_measure(saved);
        if !key.is_empty() && self.last_end as usize == start + end {
            self.ops.sig_cache.put(slot, key, (t, h));
            self.ops.last_sig = Some((key, t, h));
        }
        Ok(t)
    }

    /// A type inside an attribute, cached in the signature cache by its
    /// source text up to the first `,`, `}`, `)`, `]` or `>` outside
    /// brackets (see [`type_text_end`]); uncached when that text holds a
    /// string, a comment or a newline. As for signatures, a hit is only
    /// possible for a text a previous parse consumed exactly, the parse of
    /// a type depends only on its tokens, and no type parse goes on past
    /// one of those closing tokens.
    pub(crate) fn parse_type_cached(&mut self) -> PResult<Type> {
        let start = self.tok.start() as usize;
        let rest = self.src.as_bytes().get(start..).unwrap_or(&[]);
        let Some(mut end) = type_text_end(rest) else {
            return self.parse_type();
        };
        while end > 0 && matches!(rest[end - 1], b' ' | b'\t' | b'\r') {
            end -= 1;
        }
        let key = self.src.get(start..start + end).unwrap_or("");
        if key.is_empty() {
            return self.parse_type();
        }
        let slot = self.ops.sig_cache.slot(key);
        if let Some((t, h)) = self.ops.sig_cache.get(slot, key)
            && self.fits_here(h)
        {
            self.reset_in_line(start + end);
            return Ok(t);
        }
        let saved = self.begin_measure();
        let t = self.parse_type()?;
        let h = self.end_measure(saved);
        if self.last_end as usize == start + end {
            self.ops.sig_cache.put(slot, key, (t, h));
        }
        Ok(t)
    }

    /// An attribute dictionary `{…}` of an op named `op`, cached by its
    /// source text (the result of parsing a dictionary depends only on its
    /// text). The cache is not used for ops whose last
    /// [`Self::DICT_MISS_LIMIT`] dictionaries were all missing from it
    /// (ops whose dictionaries are all distinct, such as functions with
    /// their `sym_name`, or `chain`'s numbered attributes): a probe of the
    /// cache at a cold random slot, and the store after it, cost a cache
    /// miss each (mix: 2,656 distinct function dictionaries per 20k ops,
    /// ~40% of this function's samples).
    fn parse_dict_cached(&mut self, op: OpName) -> PResult<Attribute> {
        let start = self.tok.start() as usize;
        let (end, multiline) = find_dict_end(self.src.as_bytes(), start).unzip();
        let multiline = multiline.unwrap_or(true);
        let key = end.and_then(|end| self.src.get(start..end));
        let misses = self
            .ops
            .dict_misses
            .get(op.0 as usize)
            .copied()
            .unwrap_or(0);
        let cached = key.filter(|_| misses < Self::DICT_MISS_LIMIT);
        let slot = cached.map_or(CacheSlot::default(), |k| self.ops.dict_cache.slot(k));
        if let Some(key) = cached {
            if let Some((a, h)) = self.ops.dict_cache.get(slot, key)
                && self.fits_here(h)
            {
                if misses != 0 {
                    self.ops.dict_misses[op.0 as usize] = 0;
                }
                self.reset_past_text(start + key.len(), multiline);
                return Ok(a);
            }
            let i = op.0 as usize;
            if i >= self.ops.dict_misses.len() {
                self.ops.dict_misses.resize(i + 1, 0);
            }
            self.ops.dict_misses[i] = misses + 1;
        }
        let saved = self.begin_measure();
        let fast = match key {
            // Not near the nesting limit: the quick reading does not count
            // levels (it notes the two its values may take, see below).
            Some(key) if self.depth_left() >= 8 => {
                self.try_fast_dict(start, start + key.len(), multiline)?
            }
            _ => None,
        };
        let dict = match fast {
            Some(dict) => {
                // At most what the general parser reaches for the values
                // read quickly (`5 : i32`: the attribute and its type).
                self.note_levels(2);
                dict
            }
            None => {
                let mut entries = Vec::new();
                self.parse_attribute_dict(&mut entries)?;
                self.ctx.dictionary(entries)
            }
        };
        let h = self.end_measure(saved);
        if let Some(key) = cached
            && self.last_end as usize == start + key.len()
        {
            self.ops.dict_cache.put(slot, key, (dict, h));
        }
        Ok(dict)
    }

    /// See [`Self::parse_dict_cached`].
    const DICT_MISS_LIMIT: u8 = 16;

    /// A byte-level parse of the dictionary `{…}` spanning `start..end`
    /// (`end` just past its `}`) for the common shapes: bare names, each
    /// with no value or `= v` where `v` is a decimal integer with an
    /// optional signless `: iN`, a string without escapes and without a
    /// type, `true`, `false` or `unit`. Any other value is parsed by the
    /// general attribute parser from its first token (which is what the
    /// token-level dictionary parse would do at that point, so the result
    /// and any error are the same). Anything else unusual (comments, quoted
    /// names, duplicate names, more than eight entries, values whose quick
    /// reading fails) gives
    /// `Ok(None)` with the lexer back at `start`: the caller then parses the
    /// dictionary token by token. Only interning happens before such a
    /// bail-out, and interned values are immutable, so nothing observable
    /// differs. On success the lexer is positioned just past the `}`.
    fn try_fast_dict(
        &mut self,
        start: usize,
        end: usize,
        multiline: bool,
    ) -> PResult<Option<Attribute>> {
        let src = self.src.as_bytes();
        let Some(bytes) = src.get(..end) else {
            return Ok(None);
        };
        // A plain array, not a `SmallVec`: reading a `SmallVec`'s length
        // and pointer loads 8-byte words that overlap inline entries just
        // written as two 4-byte fields, a store-forwarding stall per
        // dictionary. More than eight entries go to the general parser.
        let filler = NamedAttribute {
            name: crate::Symbol(0),
            value: crate::Attribute(0),
        };
        let mut buf = [filler; 8];
        let mut len = 0;
        let mut i = start + 1;
        let skip_ws = |mut i: usize| {
            while i < bytes.len() && matches!(bytes[i], b' ' | b'\t' | b'\n' | b'\r') {
                i += 1;
            }
            i
        };
        let word_end = |mut i: usize| {
            while i < bytes.len() && super::lexer::is_ident_continue(bytes[i]) {
                i += 1;
            }
            i
        };
        i = skip_ws(i);
        if bytes.get(i) == Some(&b'}') {
            // `{}`: rare, left to the general parser.
            self.reset_to(start);
            return Ok(None);
        }
        loop {
            // The name: a bare word (a bare identifier, keyword or integer
            // type spelling, all of which name themselves).
            let c = bytes.get(i).copied().unwrap_or(0);
            if !(c.is_ascii_alphabetic() || c == b'_') {
                self.reset_to(start);
                return Ok(None);
            }
            let name_end = word_end(i + 1);
            let text = self.src.get(i..name_end).unwrap_or("");
            let slot = self.attr_names.slot(text);
            let name = match self.attr_names.get(slot, text) {
                Some(sym) => sym,
                None => {
                    let sym = self.ctx.symbol(text);
                    self.attr_names.put(slot, text, sym);
                    sym
                }
            };
            if len == buf.len() || buf[..len].iter().any(|a| a.name == name) {
                self.reset_to(start);
                return Ok(None);
            }
            i = skip_ws(name_end);
            let value = if bytes.get(i) == Some(&b'=') {
                let v_start = skip_ws(i + 1);
                match self.fast_dict_value(bytes, v_start) {
                    Some((v, next)) => {
                        i = next;
                        v
                    }
                    None => {
                        self.reset_past_text(v_start, multiline);
                        let v = self.parse_attribute()?;
                        i = self.last_end as usize;
                        v
                    }
                }
            } else {
                self.ctx.unit_attr()
            };
            buf[len] = NamedAttribute { name, value };
            len += 1;
            i = skip_ws(i);
            match bytes.get(i) {
                Some(b',') => i = skip_ws(i + 1),
                Some(b'}') if i + 1 == end => break,
                _ => {
                    self.reset_to(start);
                    return Ok(None);
                }
            }
        }
        self.reset_past_text(end, multiline);
        // What `Context::dictionary` does, without a `Vec` unless the
        // dictionary is new: sort by name (names are distinct here).
        let entries = &mut buf[..len];
        if entries.len() > 1 {
            let ctx = &*self.ctx;
            entries.sort_unstable_by(|a, b| ctx.bytes(a.name).cmp(ctx.bytes(b.name)));
        }
        Ok(Some(self.ctx.dictionary_sorted_slice(entries)))
    }

    /// A dictionary value read byte by byte (see [`Self::try_fast_dict`]):
    /// the attribute and the offset after it, or `None` when the value is
    /// not one of the quick shapes or not valid (the general parser then
    /// reads it, reporting any error).
    fn fast_dict_value(&mut self, bytes: &[u8], at: usize) -> Option<(Attribute, usize)> {
        let is_delim = |i: usize| matches!(bytes.get(i), Some(b' ' | b',' | b'}'));
        let c = *bytes.get(at)?;
        if c == b'"' {
            let close = find_first_of(bytes, at + 1, [b'"', b'\\', b'\n', 0x0B, 0x0C])?;
            if bytes[close] != b'"' {
                return None;
            }
            let after = close + 1;
            if !is_delim(after) {
                return None;
            }
            // A `: type` suffix is left to the general parser.
            let mut j = after;
            while bytes.get(j) == Some(&b' ') {
                j += 1;
            }
            if bytes.get(j) == Some(&b':') {
                return None;
            }
            let value: Box<[u8]> = bytes[at + 1..close].into();
            let attr = self.ctx.intern_attr(AttrData::String { value, ty: None });
            return Some((attr, after));
        }
        if c.is_ascii_alphabetic() {
            let mut j = at + 1;
            while j < bytes.len() && super::lexer::is_ident_continue(bytes[j]) {
                j += 1;
            }
            let attr = match &bytes[at..j] {
                b"true" => self.ctx.bool_attr(true),
                b"false" => self.ctx.bool_attr(false),
                b"unit" => self.ctx.unit_attr(),
                _ => return None,
            };
            return Some((attr, j));
        }
        let negative = c == b'-';
        let digits_start = at + usize::from(negative);
        let mut j = digits_start;
        while j < bytes.len() && bytes[j].is_ascii_digit() {
            j += 1;
        }
        // No digits, hexadecimal (`0x`) or a float (`.`): not quick.
        if j == digits_start || matches!(bytes.get(j), Some(b'x' | b'.' | b'e' | b'E')) {
            return None;
        }
        let digits = self.src.get(digits_start..j)?;
        let mut k = j;
        while bytes.get(k) == Some(&b' ') {
            k += 1;
        }
        let (width, ty, next) = if bytes.get(k) == Some(&b':') {
            k += 1;
            while bytes.get(k) == Some(&b' ') {
                k += 1;
            }
            if bytes.get(k) != Some(&b'i') {
                return None;
            }
            let mut e = k + 1;
            while e < bytes.len() && super::lexer::is_ident_continue(bytes[e]) {
                e += 1;
            }
            let w = &bytes[k + 1..e];
            if w.is_empty() || w.len() > 7 || !w.iter().all(u8::is_ascii_digit) {
                return None;
            }
            let width = w.iter().fold(0u32, |v, &d| v * 10 + u32::from(d - b'0'));
            (width, self.int_type_cached(width), e)
        } else {
            if !is_delim(j) {
                return None;
            }
            (64, self.int_type_cached(64), j)
        };
        // Up to 19 digits fit a u64: no need for the general conversion.
        let value = if digits.len() <= 19 {
            let magnitude = digits
                .bytes()
                .fold(0u64, |v, d| v * 10 + u64::from(d - b'0'));
            super::parse_attrs::int_from_magnitude(width, false, negative, u128::from(magnitude))
        } else {
            super::parse_attrs::build_int(width, false, negative, digits)
        }
        .ok()?;
        // `ty` is the signless integer type of `width` bits: normalized
        // here from the width, without looking the type up again.
        let value = crate::context::normalize_int_bits(value, width, Signedness::Signless);
        Some((self.ctx.integer_attr_normalized(ty, value), next))
    }

    /// Signless `iN`, remembered for the last width asked for (integer
    /// attributes of one width usually come in runs).
    #[inline]
    fn int_type_cached(&mut self, width: u32) -> Type {
        match self.ops.last_int_type {
            Some((w, t)) if w == width => t,
            _ => {
                let t = self.ctx.int_type(width);
                self.ops.last_int_type = Some((width, t));
                t
            }
        }
    }

    /// For a registered operation: the properties dictionary made of the
    /// inherent attributes found in `{…}` (removed from `attributes`)
    /// overridden by the entries of `<{…}>`; names that are not inherent
    /// attributes of the op are dropped from `<{…}>`, as mlir-opt does.
    fn registered_properties(
        &mut self,
        op_name: OpName,
        inherent: &[&str],
        name_loc: u32,
        properties: Option<Attribute>,
        attributes: &mut Vec<NamedAttribute>,
    ) -> PResult<Option<Attribute>> {
        if let Some(p) = properties {
            let why = if inherent.is_empty() {
                Some("this operation does not support properties")
            } else if !matches!(self.ctx.attr_data(p), AttrData::Dictionary(_)) {
                Some("expected DictionaryAttr to set properties")
            } else {
                None
            };
            if let Some(why) = why {
                return Err(self.invalid_properties(op_name, name_loc, p, why));
            }
        }
        if inherent.is_empty() {
            return Ok(None);
        }
        let prop_info = self.ctx.properties_info(op_name);
        if let Some(p) = properties {
            self.check_attr_classes(op_name, name_loc, p, prop_info)?;
        }
        let ctx = &*self.ctx;
        // Inherent-ness by interned symbol when the registration kept them
        // (no string compares), else by name.
        let syms = ctx.registered_inherent_symbols(op_name);
        let is_inherent = |name| {
            if syms.len() == inherent.len() {
                syms.contains(&name)
            } else {
                inherent.contains(&ctx.str(name))
            }
        };
        // ODS properties come from `<{…}>` only: a discardable attribute
        // of the same name stays discardable (as in mlir-opt).
        let is_property = |name| prop_info.is_some_and(|i| i.names.contains(&ctx.str(name)));
        let mut props: SmallVec<[NamedAttribute; 4]> = SmallVec::new();
        if !attributes.is_empty() {
            attributes.retain(|a| {
                if is_inherent(a.name) && !is_property(a.name) {
                    props.push(*a);
                    false
                } else {
                    true
                }
            });
        }
        if let Some(p) = properties {
            let entries = ctx.dict_entries(p);
            // The common case: `<{…}>` holds only inherent attributes and
            // `{…}` none, so the properties are `<{…}>` itself (the same
            // entries, already sorted and interned).
            if props.is_empty() && entries.iter().all(|e| is_inherent(e.name)) {
                if entries.is_empty() {
                    return Ok(None);
                }
                return self.convert_properties(op_name, name_loc, p, prop_info);
            }
            for &e in entries {
                if is_inherent(e.name) {
                    props.retain(|x| x.name != e.name);
                    props.push(e);
                }
            }
        }
        if props.is_empty() {
            return Ok(None);
        }
        let dict = self.ctx.dictionary(props.into_vec());
        self.convert_properties(op_name, name_loc, dict, prop_info)
    }

    /// mlir-opt's error at the op if an inherent attribute `<{…}>` (`dict`)
    /// gives is not of its storage class.
    fn check_attr_classes(
        &mut self,
        op_name: OpName,
        name_loc: u32,
        dict: Attribute,
        info: Option<&'static crate::ods::PropertiesInfo>,
    ) -> PResult<()> {
        let Some(info) = info else {
            return Ok(());
        };
        (info.check_attrs)(self.ctx, dict)
            .map_err(|why| self.invalid_properties(op_name, name_loc, dict, &why))
    }

    /// mlir-opt's error at the op when `<{…}>` (`dict`) does not convert
    /// into its properties, for reason `why`.
    fn invalid_properties(
        &self,
        op_name: OpName,
        name_loc: u32,
        dict: Attribute,
        why: &str,
    ) -> Diag {
        let text = self.attr_str(dict);
        let name = self.ctx.op_name_str(op_name);
        self.err_at(
            name_loc,
            &format!("invalid properties {text} for op {name}: {why}"),
        )
    }

    /// The properties dictionary `dict` with its ODS properties converted
    /// to their canonical forms (MLIR's `setPropertiesFromAttr`), or
    /// mlir-opt's error at the op.
    fn convert_properties(
        &mut self,
        op_name: OpName,
        name_loc: u32,
        dict: Attribute,
        info: Option<&'static crate::ods::PropertiesInfo>,
    ) -> PResult<Option<Attribute>> {
        let Some(info) = info else {
            return Ok(Some(dict));
        };
        match (info.convert)(self.ctx, dict) {
            Ok(d) => Ok(Some(d)),
            Err(why) => Err(self.invalid_properties(op_name, name_loc, dict, &why)),
        }
    }

    /// `[^bb1, ^bb2]`.
    fn parse_successors(&mut self, out: &mut Vec<BlockId>) -> PResult<()> {
        self.expect(Tok::LSquare, "expected '['")?;
        self.parse_comma_list_until(Tok::RSquare, "]", false, |p| {
            if !p.is(Tok::CaretIdent) {
                return Err(p.wrong_token("expected block name"));
            }
            let b = p.block_named(p.tok_str(), p.tok.start())?;
            out.push(b);
            p.consume();
            Ok(())
        })
    }

    /// The block called `name` in the current region, created (as a forward
    /// reference) if it does not exist yet.
    fn block_named(&mut self, name: &'a str, loc: u32) -> PResult<BlockId> {
        if let Some(def) = self.ops.blocks_by_name.last().and_then(|m| m.get(name)) {
            return Ok(def.block);
        }
        let block = self.ctx.create_block(&[]);
        self.ops.created_blocks.push(block);
        match (
            self.ops.blocks_by_name.last_mut(),
            self.ops.forward_blocks.last_mut(),
        ) {
            (Some(names), Some(forward)) => {
                names.insert(name, BlockDef { block });
                forward.insert(block, loc);
                Ok(block)
            }
            _ => Err(self.err_at(loc, "block reference outside of a region")),
        }
    }

    // ----- regions and blocks ----------------------------------------------------------

    /// `{ blocks }`.
    fn parse_region(&mut self) -> PResult<RegionId> {
        if !self.is(Tok::LBrace) {
            return Err(self.wrong_token("expected '{' to begin a region"));
        }
        // Too deep: reported at the `{`.
        self.enter()?;
        self.consume();
        let region = self.ctx.create_region();
        self.ops.created_regions.push(region);
        if !self.is(Tok::RBrace) {
            self.parse_region_body(region)?;
        }
        // The body ends only at '}'.
        self.consume();
        self.leave();
        Ok(region)
    }

    fn parse_region_body(&mut self, region: RegionId) -> PResult<()> {
        self.push_scope();
        let entry = self.ctx.create_block(&[]);
        self.ops.created_blocks.push(entry);
        let entry = if self.is(Tok::CaretIdent) {
            self.parse_block(Some(entry))?
        } else {
            self.parse_block_body(entry)?;
            entry
        };
        self.ctx.append_block(region, entry).map_err(internal)?;
        while !self.is(Tok::RBrace) {
            let b = self.parse_block(None)?;
            self.ctx.append_block(region, b).map_err(internal)?;
        }
        self.pop_scope()
    }

    /// `^name(args): ops`.
    fn parse_block(&mut self, existing: Option<BlockId>) -> PResult<BlockId> {
        let name_tok = self.tok;
        self.expect(Tok::CaretIdent, "expected block name")?;
        let name = self.spelling(name_tok);
        let known = self
            .ops
            .blocks_by_name
            .last()
            .and_then(|m| m.get(name))
            .map(|d| d.block);
        let block = match known {
            None => {
                let b = match existing {
                    Some(b) => b,
                    None => {
                        let b = self.ctx.create_block(&[]);
                        self.ops.created_blocks.push(b);
                        b
                    }
                };
                if let Some(m) = self.ops.blocks_by_name.last_mut() {
                    m.insert(name, BlockDef { block: b });
                }
                b
            }
            Some(b) => {
                let was_forward = self
                    .ops
                    .forward_blocks
                    .last_mut()
                    .is_some_and(|f| f.remove(&b).is_some());
                if !was_forward {
                    return Err(
                        self.err_at(name_tok.start(), &format!("redefinition of block '{name}'"))
                    );
                }
                b
            }
        };
        if self.is(Tok::LParen) {
            self.parse_block_arg_list(block)?;
        }
        self.expect(Tok::Colon, "expected ':' after block name")?;
        self.parse_block_body(block)?;
        Ok(block)
    }

    fn parse_block_body(&mut self, block: BlockId) -> PResult<()> {
        while !matches!(self.tok.kind, Tok::CaretIdent | Tok::RBrace) {
            if self.tok.start() as usize >= self.next_release {
                self.release_behind();
            }
            self.parse_operation(block)?;
        }
        Ok(())
    }

    /// `(%a: type loc(...), …)`.
    fn parse_block_arg_list(&mut self, block: BlockId) -> PResult<()> {
        self.parse_comma_list(Delim::Paren, "", |p| {
            let line_col = p.tok_line_col();
            let u = p.parse_ssa_use()?;
            p.expect(Tok::Colon, "expected ':' and type for SSA operand")?;
            let ty = p.parse_type()?;
            let trailing = if p.is(Tok::Kw(Kw::Loc)) {
                Some(p.parse_trailing_location()?)
            } else {
                None
            };
            let loc = match trailing {
                Some(Trailing::Loc(l)) => l,
                _ => p.file_line_col(line_col.0, line_col.1),
            };
            let arg = p.ctx.add_block_argument(block, ty, loc).map_err(internal)?;
            if let Some(Trailing::Alias(name, at)) = trailing {
                let index = p.ctx.block(block).args().len().saturating_sub(1);
                p.ops
                    .deferred_locs
                    .push((LocTarget::Arg(block, index), name, at));
            }
            p.add_definition(u.name, u.number, u.loc, arg, ty)
        })
    }

    // ----- trailing locations ----------------------------------------------------------

    /// `loc(...)` after an operation or block argument, cached by its
    /// source text: the text from `loc` to the first `)` (no newline, no
    /// `#`: an alias may be defined later in the file), if a previous parse
    /// of exactly that text gave a location. Locations are uniqued, so the
    /// parse of such a text always gives the same one (generated files
    /// repeat a few names, `loc("x")`, at ~300 instructions each).
    fn parse_trailing_location(&mut self) -> PResult<Trailing<'a>> {
        let start = self.tok.start() as usize;
        if let Some((name, end)) = alias_reference(self.src, start) {
            // `loc(#name)`, the form the printer gives every location it
            // aliases: each is usually named once (no use caching it) and
            // defined after the operations (deferred until then).
            let trailing = self.alias_reference_location(name, (start + "loc(".len()) as u32)?;
            self.reset_in_line(end);
            return Ok(trailing);
        }
        let key = loc_text_end(self.src.as_bytes(), start).and_then(|end| self.src.get(start..end));
        let slot = key.map_or(CacheSlot::default(), |k| self.ops.loc_cache.slot(k));
        if let Some(key) = key
            && let Some((loc, h)) = self.ops.loc_cache.get(slot, key)
            && self.fits_here(h)
        {
            self.reset_in_line(start + key.len());
            return Ok(Trailing::Loc(loc));
        }
        let saved = self.begin_measure();
        let trailing = self.parse_trailing_location_uncached()?;
        let h = self.end_measure(saved);
        if let Some(key) = key
            && let Trailing::Loc(loc) = trailing
            && self.last_end as usize == start + key.len()
        {
            self.ops.loc_cache.put(slot, key, (loc, h));
        }
        Ok(trailing)
    }

    fn parse_trailing_location_uncached(&mut self) -> PResult<Trailing<'a>> {
        if let Some(loc) = self.try_fast_loc() {
            return Ok(Trailing::Loc(loc));
        }
        self.consume(); // `loc`
        self.expect(Tok::LParen, "expected '(' in location")?;
        let result = if self.is(Tok::HashIdent) && !self.tok_str().contains('.') {
            let t = self.tok;
            self.consume();
            let name = self.spelling(t).get(1..).unwrap_or("");
            self.alias_reference_location(name, t.start())?
        } else {
            Trailing::Loc(self.parse_location_instance()?)
        };
        self.expect(Tok::RParen, "expected ')' in location")?;
        Ok(result)
    }

    /// The location `loc(#name)` names (`#name` at `at`): the alias's,
    /// or deferred until the aliases defined after the operations are read.
    fn alias_reference_location(&mut self, name: &'a str, at: u32) -> PResult<Trailing<'a>> {
        Ok(match self.attr_aliases.get(name).copied() {
            Some((attr, _)) => Trailing::Loc(self.alias_as_location(attr, at)?),
            None => Trailing::Alias(name, at),
        })
    }

    fn alias_as_location(&mut self, attr: Attribute, at: u32) -> PResult<Location> {
        match self.ctx.attr_data(attr) {
            AttrData::Location(l) => Ok(*l),
            _ => {
                let text = self.attr_str(attr);
                Err(self.err_at(at, &format!("expected location, but found '{text}'")))
            }
        }
    }

    fn resolve_deferred_locs(&mut self) -> PResult<()> {
        let deferred = std::mem::take(&mut self.ops.deferred_locs);
        for (target, name, at) in deferred {
            let Some((attr, _)) = self.attr_aliases.get(name).copied() else {
                return Err(self.err_at(at, "operation location alias was never defined"));
            };
            let loc = self.alias_as_location(attr, at)?;
            match target {
                LocTarget::Op(op) => self.ctx.set_loc(op, loc).map_err(internal)?,
                LocTarget::Arg(block, index) => set_arg_loc(self, block, index, loc),
            }
        }
        Ok(())
    }
}

/// The offset just past the `}` matching the `{` at `start`, skipping
/// strings and comments, and whether the text spans lines (holds a `\n`);
/// `None` if there is none.
fn find_dict_end(bytes: &[u8], start: usize) -> Option<(usize, bool)> {
    let mut depth = 0usize;
    let mut i = start;
    let mut multiline = false;
    // The caller is at the `{`: take it without a search.
    if bytes.get(start) == Some(&b'{') {
        depth = 1;
        i += 1;
    }
    loop {
        i = find_first_of(bytes, i, [b'{', b'}', b'"', b'/', b'\n'])?;
        let c = bytes[i];
        i += 1;
        match c {
            b'{' => depth += 1,
            b'}' => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return Some((i, multiline));
                }
            }
            b'\n' => multiline = true,
            b'"' => loop {
                i = find_first_of(bytes, i, [b'"', b'\\', b'\n'])?;
                match bytes[i] {
                    b'"' => {
                        i += 1;
                        break;
                    }
                    b'\\' => i += 2,
                    _ => return None,
                }
            },
            _ => {
                if bytes.get(i) == Some(&b'/') {
                    // A comment runs to the end of its line.
                    i = find_first_of(bytes, i, [b'\n'])? + 1;
                    multiline = true;
                }
            }
        }
    }
}

/// The end of a type in `rest` (which starts at it) for
/// [`Parser::parse_type_cached`]: the first `,`, `}`, `)`, `]` or `>`
/// outside brackets (`->` is not a bracket), or the end of `rest`; `None`
/// at a string or a comment (whose text may hold anything) or a newline,
/// or past [`MAX_KEY`] bytes.
fn type_text_end(rest: &[u8]) -> Option<usize> {
    if rest.len() > MAX_KEY {
        let end = type_text_end(&rest[..MAX_KEY])?;
        return (end < MAX_KEY).then_some(end);
    }
    let mut depth = 0usize;
    let mut i = 0;
    while i < rest.len() {
        match rest[i] {
            b'(' | b'[' | b'<' | b'{' => depth += 1,
            b'-' if rest.get(i + 1) == Some(&b'>') => i += 1,
            b')' | b']' | b'>' | b'}' | b',' if depth == 0 => return Some(i),
            b')' | b']' | b'>' | b'}' => depth -= 1,
            // A newline is whitespace to the lexer: a type parse could go
            // on past it, so such texts are not cached.
            b'"' | b'/' | b'\n' => return None,
            _ => {}
        }
        i += 1;
    }
    Some(rest.len())
}

/// For the text `loc(#name)` at `start` (no blanks; `name` a bare
/// identifier without `.`, which would make it a dialect attribute): the
/// alias name and the offset just past the `)`.
fn alias_reference(src: &str, start: usize) -> Option<(&str, usize)> {
    let rest = src.as_bytes().get(start..)?.strip_prefix(b"loc(#")?;
    let first = *rest.first()?;
    if !(first.is_ascii_alphabetic() || first == b'_') {
        return None;
    }
    let len = rest
        .iter()
        .position(|&b| !(b.is_ascii_alphanumeric() || b == b'_' || b == b'$'))?;
    if rest[len] != b')' {
        return None;
    }
    let name_start = start + "loc(#".len();
    Some((src.get(name_start..name_start + len)?, name_start + len + 1))
}

/// The end of the key of [`Parser::parse_trailing_location`] in `bytes`
/// (`start` at the `loc` keyword): just past the first `)`, if there is one
/// before a newline or a `#` within 128 bytes.
fn loc_text_end(bytes: &[u8], start: usize) -> Option<usize> {
    let rest = bytes.get(start..)?;
    let rest = rest.get(..rest.len().min(128))?;
    let i = rest
        .iter()
        .position(|&b| matches!(b, b')' | b'\n' | b'#'))?;
    (rest[i] == b')').then_some(start + i + 1)
}

/// The longest text [`signature_end`] and [`type_text_end`] look at: the
/// key of a cached type is never longer, so that finding and hashing keys
/// stays linear in the input when a line is long (40,000 ops on one line
/// each hashed the rest of the line: quadratic, seconds).
const MAX_KEY: usize = 512;

/// The end of an op signature in `rest` (which starts at it): the first
/// newline or ` loc(`, or the end of `rest`; 0 (no key: not cached) if
/// that is further than [`MAX_KEY`] bytes.
fn signature_end(rest: &[u8]) -> usize {
    let whole = rest.len();
    let rest = &rest[..whole.min(MAX_KEY + 1)];
    let mut i = 0;
    while let Some(p) = find_newline_or_l(rest, i) {
        if rest[p] == b'\n' {
            return p;
        }
        if p > 0 && rest[p - 1] == b' ' && rest.get(p + 1..p + 4) == Some(b"oc(") {
            return p - 1;
        }
        i = p + 1;
    }
    if whole > MAX_KEY { 0 } else { whole }
}

/// The first `\n` or `l` in `rest` at or after `i`. On x86-64 with
/// `memchr`'s SSE2 searcher (always available there, called directly as in
/// `line_starts`): 16 bytes per step, where [`find_first_of`] takes 8.
#[inline]
fn find_newline_or_l(rest: &[u8], i: usize) -> Option<usize> {
    #[cfg(target_arch = "x86_64")]
    if let Some(finder) = memchr::arch::x86_64::sse2::memchr::Two::new(b'\n', b'l') {
        return finder.find(rest.get(i..)?).map(|p| p + i);
    }
    find_first_of(rest, i, [b'\n', b'l'])
}

fn set_arg_loc(p: &mut Parser<'_, '_>, block: BlockId, index: usize, loc: Location) {
    if let Some(b) = p.ctx.blocks.get_mut(block)
        && let Some(slot) = b.arg_locs.get_mut(index)
    {
        *slot = loc;
    }
}

#[cfg(test)]
mod tests;
