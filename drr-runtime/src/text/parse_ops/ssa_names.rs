//! The SSA name table of a file ([`SsaTable`]): one entry per name, with
//! one slot per result number, `%N` and `%argN` in dense tables, other
//! names hashed; the definitions of each open region scope, removed when
//! it closes; and the parser's uses, definitions and placeholders of
//! names (see the module docs of `parse_ops` for MLIR's resolution rules).

use super::*;

/// The entries of one SSA name: one per result number (an empty list is
/// the same as an absent name).
///
/// 16 bytes, the size that matters: the dense table holds one per `%N` of
/// the largest region (200,000 in a 200k-op function), written to fresh
/// memory. Nearly every name has one result (`One`); only multi-result
/// names and out-of-order result numbers use the heap (`Many`, never
/// empty).
#[derive(Clone, Debug, Default)]
pub(super) enum SsaEntries {
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
    pub(super) fn len(&self) -> usize {
        match self {
            SsaEntries::Empty => 0,
            SsaEntries::One(..) => 1,
            SsaEntries::Many(v) => v.len(),
        }
    }

    /// The value of result number `idx`, if defined (or used).
    #[inline]
    pub(super) fn get(&self, idx: usize) -> SsaEntry {
        match self {
            SsaEntries::One(v, t) if idx == 0 => Some((*v, *t)),
            SsaEntries::Many(v) => v.get(idx).copied().flatten(),
            _ => None,
        }
    }

    /// Sets result number `idx`, recording the numbers below it as
    /// undefined if absent.
    #[inline]
    pub(super) fn set(&mut self, idx: usize, value: Value, ty: Type) {
        match self {
            SsaEntries::Empty if idx == 0 => *self = SsaEntries::One(value, ty),
            SsaEntries::One(..) if idx == 0 => *self = SsaEntries::One(value, ty),
            _ => self.set_slow(idx, value, ty),
        }
    }

    #[cold]
    pub(super) fn set_slow(&mut self, idx: usize, value: Value, ty: Type) {
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
pub(super) enum NameKey<'a> {
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
pub(super) struct SsaTable<'a> {
    pub(super) dense: Vec<SsaEntries>,
    pub(super) args: Vec<SsaEntries>,
    pub(super) dense_limit: u32,
    pub(super) sparse: FxHashMap<&'a str, SsaEntries>,
}

/// `N` if `digits` is canonical decimal (no leading zero) below `limit`.
#[inline]
pub(super) fn dense_number(digits: &[u8], limit: u32) -> Option<u32> {
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
    pub(super) fn key(&self, name: &'a str) -> NameKey<'a> {
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
    pub(super) fn get(&self, key: NameKey<'a>) -> Option<&SsaEntries> {
        match key {
            NameKey::Num(n) => self.dense.get(n as usize),
            NameKey::Arg(n) => self.args.get(n as usize),
            NameKey::Str(s) => self.sparse.get(s),
        }
    }

    #[inline]
    pub(super) fn get_mut(&mut self, key: NameKey<'a>) -> Option<&mut SsaEntries> {
        match key {
            NameKey::Num(n) => self.dense.get_mut(n as usize),
            NameKey::Arg(n) => self.args.get_mut(n as usize),
            NameKey::Str(s) => self.sparse.get_mut(s),
        }
    }

    /// The entries of `key`, created empty if absent.
    #[inline]
    pub(super) fn entry(&mut self, key: NameKey<'a>) -> &mut SsaEntries {
        match key {
            NameKey::Num(n) => dense_entry(&mut self.dense, n),
            NameKey::Arg(n) => dense_entry(&mut self.args, n),
            NameKey::Str(s) => self.sparse.entry(s).or_default(),
        }
    }

    #[inline]
    pub(super) fn remove(&mut self, key: NameKey<'a>) {
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
pub(super) struct ScopeDefs<'a> {
    pub(super) num: Vec<u32>,
    pub(super) arg: Vec<u32>,
    pub(super) names: Vec<&'a str>,
}

impl<'a> ScopeDefs<'a> {
    #[inline]
    pub(super) fn push(&mut self, key: NameKey<'a>) {
        match key {
            NameKey::Num(n) => self.num.push(n),
            NameKey::Arg(n) => self.arg.push(n),
            NameKey::Str(s) => self.names.push(s),
        }
    }
}

/// The entries of `n` in a dense table, created empty if absent.
#[inline]
pub(super) fn dense_entry(table: &mut Vec<SsaEntries>, n: u32) -> &mut SsaEntries {
    let i = n as usize;
    if i == table.len() {
        // Names are mostly defined in increasing order: one more entry.
        table.push(SsaEntries::Empty);
    } else if i > table.len() {
        table.resize_with(i + 1, SsaEntries::default);
    }
    &mut table[i]
}

impl<'a> Parser<'a, '_> {
    pub(super) fn push_scope(&mut self) {
        let names = self.ops.spare_block_names.pop().unwrap_or_default();
        self.ops.blocks_by_name.push(names);
        let forward = self.ops.spare_forward_blocks.pop().unwrap_or_default();
        self.ops.forward_blocks.push(forward);
        let defs = self.ops.spare_defs.pop().unwrap_or_default();
        self.ops.scope_defs.push(defs);
    }

    pub(super) fn pop_scope(&mut self) -> PResult<()> {
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
    pub(super) fn parse_ssa_use(&mut self) -> PResult<SsaUse<'a>> {
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
    pub(super) fn parse_result_number(&mut self) -> PResult<u32> {
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
    pub(super) fn add_definition(
        &mut self,
        name: &'a str,
        number: u32,
        loc: u32,
        value: Value,
        ty: Type,
    ) -> PResult<()> {
        let idx = number as usize;
        self.record_def_loc(value, loc);
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
        let Some(&(used_at, placeholder_op)) = self.ops.placeholders.get(&old) else {
            let defined_at = self.prior_use_loc(old);
            return Err(self
                .err_at(loc, &format!("redefinition of SSA value '{name}'"))
                .with_note(defined_at, "previously defined here"));
        };
        let old_ty = self.ctx.try_value(old).map_err(internal)?.ty();
        if old_ty != ty {
            let (ty, old_ty) = (self.type_str(ty), self.type_str(old_ty));
            return Err(self
                .err_at(
                    loc,
                    &format!("definition of SSA value '{name}#{number}' has type '{ty}'"),
                )
                .with_note(
                    used_at,
                    format!("previously used here with type '{old_ty}'"),
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
    pub(super) fn charge_skipped_slots(
        &mut self,
        key: NameKey<'a>,
        number: u32,
        loc: u32,
    ) -> PResult<()> {
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
    pub(super) fn resolve_ssa_use(&mut self, u: SsaUse<'a>, ty: Type) -> PResult<Value> {
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
            let prior = self.prior_use_loc(v);
            return Err(self
                .err_at(
                    u.loc,
                    &format!(
                        "use of value '{}' expects different type than prior uses: '{a}' vs '{b}'",
                        u.name
                    ),
                )
                .with_note(prior, "prior use here"));
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

    /// Records that the name at `loc` defines `value` (see
    /// `OpState::def_locs`).
    #[inline(always)]
    fn record_def_loc(&mut self, value: Value, loc: u32) {
        let slot = crate::ir::arena::slot_index(value);
        match self.ops.def_locs.get_mut(slot) {
            Some(at) => *at = loc,
            None => self.grow_def_locs(slot, loc),
        }
    }

    #[cold]
    #[inline(never)]
    fn grow_def_locs(&mut self, slot: usize, loc: u32) {
        let locs = &mut self.ops.def_locs;
        locs.resize(slot + 1 + slot / 2, 0);
        locs[slot] = loc;
    }

    /// Where `value`'s name was first seen: its first use if it is still a
    /// forward reference, else its definition (MLIR's "prior use" and
    /// "previously defined" notes).
    fn prior_use_loc(&self, value: Value) -> u32 {
        if let Some(&(used_at, _)) = self.ops.placeholders.get(&value) {
            return used_at;
        }
        let slot = crate::ir::arena::slot_index(value);
        self.ops.def_locs.get(slot).copied().unwrap_or(0)
    }

    pub(super) fn create_placeholder(&mut self, ty: Type, loc: u32) -> PResult<Value> {
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
}
