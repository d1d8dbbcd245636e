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
use super::parser::{AttrAlias, CacheSlot, Delim, Diag, PResult, Parser, TextCache};
use crate::attributes::{AttrData, Attribute, NamedAttribute};
use crate::ir::{BlockId, OpId, OperationState, RegionId, Value};
use crate::location::Location;
use crate::op_definition::{OpName, OpTraits};
use crate::types::{Signedness, Type, TypeData};

mod cached_text;
mod locations;
mod properties;
mod regions;
mod ssa_names;

use ssa_names::{ScopeDefs, SsaTable};

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
    /// By value slot: the offset of the name that defined the value (a
    /// result group's `%name`, a block argument's), for the notes of
    /// redefinition and type errors (MLIR's `ValueDefinition::loc`).
    /// Written for every definition, read only for errors.
    def_locs: Vec<u32>,
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
    Diag::new(0, format!("internal error while building IR: {e}"))
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
        // Likewise for the definitions' offsets, by value slot (values of
        // the context made before this parse included).
        let values = self.ctx.values.end();
        self.ops.def_locs.reserve(values + self.src.len() / 32);
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
        if !self.ops.placeholders.is_empty() {
            // Every one, in text order, as MLIR reports them.
            let mut locs: Vec<u32> = self
                .ops
                .placeholders
                .values()
                .map(|&(loc, _)| loc)
                .collect();
            locs.sort_unstable();
            let mut d = self.err_at(locs[0], "use of undeclared SSA value name");
            d.extra.get_or_insert_default().more =
                locs.split_off(1).into_iter().map(|at| (at, None)).collect();
            return Err(d);
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
        let (line, column) = self.start().implicit_module_pos();
        let loc = self.ctx.file_loc(self.filename, line, column);
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
                "expected generic operation (a quoted op name); custom assembly format is not supported (found '{name}'): convert the file with `mlir-opt --mlir-print-op-generic`"
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
        // MLIR's `verifyInherentAttrs`: before the operands are resolved.
        if properties.is_none() && !attributes.is_empty() {
            self.verify_dict_attrs(name, name_tok.start(), &attributes)?;
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
}

#[cfg(test)]
mod tests;
