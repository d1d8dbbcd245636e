//! Trailing `loc(…)` of ops and block arguments: memoized by text, with
//! `loc(#alias)` references to aliases not yet defined resolved at the end
//! of the file.

use super::*;

impl<'a> Parser<'a, '_> {
    /// `loc(...)` after an operation or block argument, cached by its
    /// source text: the text from `loc` to the first `)` (no newline, no
    /// `#`: an alias may be defined later in the file), if a previous parse
    /// of exactly that text gave a location. Locations are uniqued, so the
    /// parse of such a text always gives the same one (generated files
    /// repeat a few names, `loc("x")`, at ~300 instructions each).
    pub(super) fn parse_trailing_location(&mut self) -> PResult<Trailing<'a>> {
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

    pub(super) fn parse_trailing_location_uncached(&mut self) -> PResult<Trailing<'a>> {
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
    pub(super) fn alias_reference_location(
        &mut self,
        name: &'a str,
        at: u32,
    ) -> PResult<Trailing<'a>> {
        Ok(match self.attr_aliases.get(name).copied() {
            Some((value, _)) => Trailing::Loc(self.alias_as_location(value, at)?),
            None => Trailing::Alias(name, at),
        })
    }

    pub(super) fn alias_as_location(&mut self, value: AttrAlias, at: u32) -> PResult<Location> {
        let attr = match value {
            AttrAlias::Loc(l) => return Ok(l),
            AttrAlias::Attr(a) => a,
        };
        match self.ctx.attr_data(attr) {
            AttrData::Location(l) => Ok(*l),
            _ => {
                let text = self.attr_str(attr);
                Err(self.err_at(at, &format!("expected location, but found '{text}'")))
            }
        }
    }

    pub(super) fn resolve_deferred_locs(&mut self) -> PResult<()> {
        let deferred = std::mem::take(&mut self.ops.deferred_locs);
        for (target, name, at) in deferred {
            let Some((value, _)) = self.attr_aliases.get(name).copied() else {
                return Err(self.err_at(at, "operation location alias was never defined"));
            };
            let loc = self.alias_as_location(value, at)?;
            match target {
                LocTarget::Op(op) => self.ctx.set_loc(op, loc).map_err(internal)?,
                LocTarget::Arg(block, index) => set_arg_loc(self, block, index, loc),
            }
        }
        Ok(())
    }
}

/// For the text `loc(#name)` at `start` (no blanks; `name` a bare
/// identifier without `.`, which would make it a dialect attribute): the
/// alias name and the offset just past the `)`.
pub(super) fn alias_reference(src: &str, start: usize) -> Option<(&str, usize)> {
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
pub(super) fn loc_text_end(bytes: &[u8], start: usize) -> Option<usize> {
    let rest = bytes.get(start..)?;
    let rest = rest.get(..rest.len().min(128))?;
    let i = rest
        .iter()
        .position(|&b| matches!(b, b')' | b'\n' | b'#'))?;
    (rest[i] == b')').then_some(start + i + 1)
}

pub(super) fn set_arg_loc(p: &mut Parser<'_, '_>, block: BlockId, index: usize, loc: Location) {
    if let Some(b) = p.ctx.blocks.get_mut(block)
        && let Some(slot) = b.arg_locs.get_mut(index)
    {
        *slot = loc;
    }
}
