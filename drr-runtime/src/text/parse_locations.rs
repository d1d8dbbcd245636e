//! Parsing of location instances, the text inside `loc(...)` (MLIR 22's
//! `LocationParser`): `unknown`, `"file":line:col` with optional ranges
//! (`to :col`, `to line:col`; a bare `"file":line` has column 0),
//! `"name"` and `"name"(child)`, `callsite(callee at caller)`,
//! `fused<metadata>[…]` and `#alias` references to location aliases.
//!
//! Invariants: locations are uniqued in the context; ranges are normalized
//! like MLIR's `FileLineColRange::get` (an end on the start line becomes a
//! column range, an empty range a plain position) and fused locations are
//! simplified by [`Context::fused_loc`](crate::Context::fused_loc), so
//! parsing then printing matches mlir-opt.

use smallvec::SmallVec;

use super::lexer::{Tok, is_ident_continue, unescape};
use super::parse_attrs::parse_u128;
use super::parser::{Delim, PResult, Parser};
use crate::attributes::AttrData;
use crate::location::{LocData, Location, RangeEnd};

impl<'a> Parser<'a, '_> {
    /// Fast path for the common trailing locations, read directly from the
    /// bytes after the current `loc` token: `loc(I)` where `I` is
    /// `"file":L:C`, `"name"`, `"name"(I)`, `fused[I, …]` or `unknown`,
    /// with strings without escapes, decimal numbers and only blanks
    /// between tokens. Returns `None` (having consumed nothing) for
    /// anything else (ranges, `callsite`, fused metadata, aliases, hex
    /// numbers, comments, errors); the general parser then gives the same
    /// result or the error. Strings and locations interned before giving
    /// up stay interned, which is unobservable. Nesting is bounded like the
    /// general parser's ([`Parser::enter`]) and further capped at 32.
    pub(crate) fn try_fast_loc(&mut self) -> Option<Location> {
        let bytes = self.src.as_bytes();
        let mut i = skip_blanks(bytes, self.tok.end() as usize);
        if bytes.get(i) != Some(&b'(') {
            return None;
        }
        i += 1;
        let budget = self.depth_left().min(32);
        self.fast_loc_low = budget;
        let loc = self.fast_loc_instance(&mut i, budget)?;
        let i = skip_blanks(bytes, i);
        if bytes.get(i) != Some(&b')') {
            return None;
        }
        self.reset_to(i + 1);
        // The levels of nested instances read, as the general parser
        // counts them (one per instance).
        self.note_levels(budget - self.fast_loc_low + 1);
        Some(loc)
    }

    /// One location instance of [`Self::try_fast_loc`] starting at `*i`
    /// (blanks first allowed); on success `*i` is just past it.
    fn fast_loc_instance(&mut self, i: &mut usize, budget: u32) -> Option<Location> {
        if budget == 0 {
            return None;
        }
        self.fast_loc_low = self.fast_loc_low.min(budget);
        let bytes = self.src.as_bytes();
        let mut j = skip_blanks(bytes, *i);
        match *bytes.get(j)? {
            b'"' => {
                // The file name of the previous file location, spelled
                // without escapes or inner quotes, is the whole string
                // token here if the text starts with it.
                let name = match self.last_file {
                    Some((raw, sym)) if bytes[j..].starts_with(raw.as_bytes()) => {
                        j += raw.len();
                        sym
                    }
                    _ => {
                        let start = j;
                        j += 1;
                        loop {
                            match *bytes.get(j)? {
                                b'"' => break,
                                b'\\' | b'\n' | 0x0B | 0x0C => return None,
                                _ => j += 1,
                            }
                        }
                        j += 1;
                        let raw = self.src.get(start..j)?;
                        let sym = self.loc_string(raw).ok()?;
                        if bytes.get(skip_blanks(bytes, j)) == Some(&b':') {
                            self.last_file = Some((raw, sym));
                        }
                        sym
                    }
                };
                let k = skip_blanks(bytes, j);
                match bytes.get(k) {
                    Some(b':') => {
                        let (line, k) = fast_loc_u32(bytes, k + 1)?;
                        let k = skip_blanks(bytes, k);
                        if bytes.get(k) != Some(&b':') {
                            return None;
                        }
                        let (column, k) = fast_loc_u32(bytes, k + 1)?;
                        *i = k;
                        Some(self.file_loc(name, line, column, RangeEnd::None))
                    }
                    Some(b'(') => {
                        let mut k = k + 1;
                        let child = self.fast_loc_instance(&mut k, budget - 1)?;
                        let k = skip_blanks(bytes, k);
                        if bytes.get(k) != Some(&b')') {
                            return None;
                        }
                        *i = k + 1;
                        Some(self.ctx.intern_loc(LocData::Name { name, child }))
                    }
                    _ => {
                        *i = j;
                        let child = self.ctx.unknown_loc();
                        Some(self.ctx.intern_loc(LocData::Name { name, child }))
                    }
                }
            }
            b'f' => {
                if bytes.get(j..j + 5)? != b"fused"
                    || bytes.get(j + 5).is_some_and(|&c| is_ident_continue(c))
                {
                    return None;
                }
                j = skip_blanks(bytes, j + 5);
                if bytes.get(j) != Some(&b'[') {
                    return None;
                }
                j = skip_blanks(bytes, j + 1);
                let mut locations: SmallVec<[Location; 4]> = SmallVec::new();
                if bytes.get(j) == Some(&b']') {
                    j += 1;
                } else {
                    loop {
                        locations.push(self.fast_loc_instance(&mut j, budget - 1)?);
                        j = skip_blanks(bytes, j);
                        match bytes.get(j) {
                            Some(b',') => j += 1,
                            Some(b']') => {
                                j += 1;
                                break;
                            }
                            _ => return None,
                        }
                    }
                }
                *i = j;
                Some(self.ctx.fused_loc(&locations, None))
            }
            b'u' => {
                if bytes.get(j..j + 7)? != b"unknown"
                    || bytes.get(j + 7).is_some_and(|&c| is_ident_continue(c))
                {
                    return None;
                }
                *i = j + 7;
                Some(self.ctx.unknown_loc())
            }
            _ => None,
        }
    }

    /// A location instance.
    pub(crate) fn parse_location_instance(&mut self) -> PResult<Location> {
        self.enter()?;
        let loc = self.parse_location_inner()?;
        self.leave();
        Ok(loc)
    }

    fn parse_location_inner(&mut self) -> PResult<Location> {
        match self.tok.kind {
            Tok::HashIdent => {
                let attr = self.parse_extended_attr()?;
                match self.ctx.attr_data(attr) {
                    AttrData::Location(l) => Ok(*l),
                    _ => {
                        let text = self.attr_str(attr);
                        Err(self.err_here(&format!("expected location attribute, but got{text}")))
                    }
                }
            }
            Tok::String => self.parse_name_or_file_line_col(),
            Tok::BareIdent => match self.tok_str() {
                "callsite" => self.parse_callsite_location(),
                "fused" => self.parse_fused_location(),
                "unknown" => {
                    self.consume();
                    Ok(self.ctx.unknown_loc())
                }
                _ => Err(self.wrong_token("expected location instance")),
            },
            _ => Err(self.wrong_token("expected location instance")),
        }
    }

    /// `callsite(callee at caller)`.
    fn parse_callsite_location(&mut self) -> PResult<Location> {
        self.consume();
        self.expect(Tok::LParen, "expected '(' in callsite location")?;
        let callee = self.parse_location_instance()?;
        if !(self.is(Tok::BareIdent) && self.tok_str() == "at") {
            return Err(self.wrong_token("expected 'at' in callsite location"));
        }
        self.consume();
        let caller = self.parse_location_instance()?;
        self.expect(Tok::RParen, "expected ')' in callsite location")?;
        Ok(self.ctx.intern_loc(LocData::CallSite { callee, caller }))
    }

    /// `fused<metadata>[loc, …]`.
    fn parse_fused_location(&mut self) -> PResult<Location> {
        self.consume();
        let mut metadata = None;
        if self.consume_if(Tok::Less) {
            metadata = Some(self.parse_attribute()?);
            self.expect(Tok::Greater, "expected '>' after fused location metadata")?;
        }
        let mut locations = Vec::new();
        self.parse_comma_list(Delim::Square, " in fused location", |p| {
            locations.push(p.parse_location_instance()?);
            Ok(())
        })?;
        Ok(self.ctx.fused_loc(&locations, metadata))
    }

    /// An unsigned 32-bit line or column number, or `None`.
    fn loc_number(&self) -> Option<u32> {
        if !self.is(Tok::Integer) {
            return None;
        }
        let s = self.tok_str();
        if s.len() <= 9 && s.bytes().all(|b| b.is_ascii_digit()) {
            return s
                .bytes()
                .try_fold(0u32, |v, b| Some(v * 10 + u32::from(b - b'0')));
        }
        parse_u128(s).and_then(|v| u32::try_from(v).ok())
    }

    /// The symbol of a location string from its quoted spelling (cached:
    /// the same file names and names recur in every location).
    fn loc_string(&mut self, raw: &'a str) -> PResult<crate::Symbol> {
        let slot = self.loc_strings.slot(raw);
        if let Some(sym) = self.loc_strings.get(slot, raw) {
            return Ok(sym);
        }
        let sym = if raw.contains('\\') {
            self.ctx.symbol_from_bytes(&unescape(raw.as_bytes()))
        } else {
            let text = raw.get(1..raw.len().saturating_sub(1)).unwrap_or("");
            self.ctx.symbol(text)
        };
        self.loc_strings.put(slot, raw, sym);
        Ok(sym)
    }

    /// `"name"`, `"name"(child)` or `"file":line(:col (to …)?)?`.
    fn parse_name_or_file_line_col(&mut self) -> PResult<Location> {
        let t = self.tok;
        let raw = self.spelling(t);
        let name = self.loc_string(raw)?;
        self.consume();
        if self.consume_if(Tok::Colon) {
            let Some(line) = self.loc_number() else {
                return Err(self.wrong_token("expected integer line number in FileLineColRange"));
            };
            self.consume();
            if !self.is(Tok::Colon) {
                return Ok(self.file_loc(name, line, 0, RangeEnd::None));
            }
            self.consume();
            if !self.is(Tok::Integer) {
                return Err(self.wrong_token("expected integer column number in FileLineColRange"));
            }
            let Some(column) = self.loc_number() else {
                return Err(self.err_here("expected integer column number in FileLineColRange"));
            };
            self.consume();
            if !(self.tok.is_word() && self.tok_str() == "to") {
                return Ok(self.file_loc(name, line, column, RangeEnd::None));
            }
            self.consume();
            let mut end_line = None;
            if self.is(Tok::Integer) {
                let Some(l) = self.loc_number() else {
                    return Err(
                        self.wrong_token("expected integer line number in FileLineColRange")
                    );
                };
                end_line = Some(l);
                self.consume();
            }
            if !self.is(Tok::Colon) {
                return Err(self
                    .wrong_token("expected either integer or `:` post `to` in FileLineColRange"));
            }
            self.consume();
            if !self.is(Tok::Integer) {
                return Err(self.wrong_token("expected integer column number in FileLineColRange"));
            }
            let Some(end_column) = self.loc_number() else {
                return Err(self.err_here("expected integer column number in FileLineColRange"));
            };
            self.consume();
            let end = match end_line {
                Some(l) if l != line => RangeEnd::LineColumn(l, end_column),
                _ if end_column == column => RangeEnd::None,
                _ => RangeEnd::Column(end_column),
            };
            return Ok(self.file_loc(name, line, column, end));
        }
        let child = if self.consume_if(Tok::LParen) {
            let child = self.parse_location_instance()?;
            self.expect(Tok::RParen, "expected ')' after child location of NameLoc")?;
            child
        } else {
            self.ctx.unknown_loc()
        };
        Ok(self.ctx.intern_loc(LocData::Name { name, child }))
    }

    fn file_loc(&mut self, file: crate::Symbol, line: u32, column: u32, end: RangeEnd) -> Location {
        self.ctx.intern_loc(LocData::FileLineCol {
            file,
            line,
            column,
            end,
        })
    }
}

/// The position of the first byte at or after `i` that is not a blank
/// (space, tab, newline, carriage return).
#[inline]
fn skip_blanks(bytes: &[u8], mut i: usize) -> usize {
    while let Some(b' ' | b'\t' | b'\n' | b'\r') = bytes.get(i) {
        i += 1;
    }
    i
}

/// A decimal `u32` (blanks first allowed) as the lexer and
/// `Parser::loc_number` read it, and the position after it; `None` if
/// there are no digits, the value overflows, or the number continues as
/// something the fast path does not handle (`1.5`, `0x1F`, `12abc`).
#[inline]
fn fast_loc_u32(bytes: &[u8], i: usize) -> Option<(u32, usize)> {
    let start = skip_blanks(bytes, i);
    let mut i = start;
    let mut v: u64 = 0;
    while let Some(&c) = bytes.get(i) {
        if !c.is_ascii_digit() {
            break;
        }
        v = v * 10 + u64::from(c - b'0');
        if v > u64::from(u32::MAX) {
            return None;
        }
        i += 1;
    }
    if i == start
        || bytes
            .get(i)
            .is_some_and(|&c| c == b'.' || is_ident_continue(c))
    {
        return None;
    }
    Some((v as u32, i))
}

#[cfg(test)]
mod tests {
    use crate::Context;
    use crate::location::{LocData, RangeEnd};
    use crate::text::{parse_location, print_location};

    fn round(text: &str) -> String {
        let mut ctx = Context::new();
        let l = parse_location(&mut ctx, text).unwrap_or_else(|e| panic!("{text}: {e}"));
        print_location(&ctx, l)
    }

    fn err(text: &str) -> String {
        let mut ctx = Context::new();
        parse_location(&mut ctx, text).expect_err(text).to_string()
    }

    #[test]
    fn kinds() {
        assert_eq!(round("unknown"), "loc(unknown)");
        assert_eq!(round("\"file\":3:7"), "loc(\"file\":3:7)");
        assert_eq!(round("\"f\":1:2 to :5"), "loc(\"f\":1:2 to :5)");
        assert_eq!(round("\"f\":1:2 to 3:4"), "loc(\"f\":1:2 to 3:4)");
        assert_eq!(round("\"f\":1:2 to 1:4"), "loc(\"f\":1:2 to :4)");
        assert_eq!(round("\"f\":1:2 to 1:2"), "loc(\"f\":1:2)");
        assert_eq!(round("\"f\":1"), "loc(\"f\":1:0)");
        assert_eq!(round("\"name\""), "loc(\"name\")");
        assert_eq!(round("\"name\"(\"f\":1:2)"), "loc(\"name\"(\"f\":1:2))");
        assert_eq!(
            round("callsite(\"a\" at \"b\")"),
            "loc(callsite(\"a\" at \"b\"))"
        );
        assert_eq!(
            round("fused[\"a\", \"b\", \"a\", unknown]"),
            "loc(fused[\"a\", \"b\"])"
        );
        assert_eq!(round("fused[\"a\"]"), "loc(\"a\")");
        assert_eq!(round("fused[]"), "loc(unknown)");
        assert_eq!(round("fused<\"m\">[unknown]"), "loc(fused<\"m\">[unknown])");
        assert_eq!(
            round("fused[fused[\"a\", \"b\"], \"c\"]"),
            "loc(fused[\"a\", \"b\", \"c\"])"
        );
        assert_eq!(
            round("fused<#foo.x>[\"a\", \"b\"]"),
            "loc(fused<#foo.x>[\"a\", \"b\"])"
        );
        assert_eq!(round("\"\\C3\\BCn\":0x10:2"), "loc(\"\\C3\\BCn\":16:2)");
    }

    #[test]
    fn trailing_locations_fast_and_general_paths_agree() {
        // Each trailing location parsed through `parse_module` (fast path
        // where it applies) prints like the general parser's result.
        for text in [
            "\"f\":1:2",
            "\"f\" : 1 : 2",
            "\"n\"",
            "\"n\"(\"f\":3:4)",
            "\"n\" ( \"m\"(unknown) )",
            "fused[\"f\":1:2, \"n\", \"f\":1:2]",
            "fused [ ]",
            "fused[\"a\"]",
            "fused[fused[\"a\", \"b\"], unknown, \"c\"]",
            "unknown",
            "\"f\":1",
            "\"f\":1:2 to :5",
            "\"f\":0x10:2",
            "\"f\":007:2",
            "\"a\\\\b\":1:2",
            "callsite(\"a\" at \"b\":1:2)",
            "fused<\"m\">[\"a\", \"b\"]",
        ] {
            let mut ctx = Context::new();
            let general = parse_location(&mut ctx, text).unwrap_or_else(|e| panic!("{text}: {e}"));
            let src = format!("\"t.a\"() : () -> () loc({text})\n");
            let m = crate::text::parse_module(&mut ctx, &src, "t.mlir")
                .unwrap_or_else(|e| panic!("{text}: {e}"));
            let region = ctx.op(m).regions()[0];
            let block = ctx.region(region).blocks()[0];
            let op = ctx.block_ops(block).next().unwrap();
            assert_eq!(ctx.op(op).loc(), general, "{text}");
            let _ = print_location(&ctx, general);
        }
        // Errors are the general parser's.
        let mut ctx = Context::new();
        for (src, want) in [
            (
                "\"t.a\"() : () -> () loc(\"f\":1:2x)\n",
                "1:31: expected ')' in location",
            ),
            (
                "\"t.a\"() : () -> () loc(fused[\"a\" \"b\"])\n",
                "1:33: expected ']' in fused location",
            ),
        ] {
            let e = crate::text::parse_module(&mut ctx, src, "t.mlir").expect_err(src);
            assert_eq!(e.to_string(), want, "{src}");
        }
    }

    #[test]
    fn structure() {
        let mut ctx = Context::new();
        let l = parse_location(&mut ctx, "\"f\":1:2 to 3:4").unwrap();
        assert!(matches!(
            ctx.loc_data(l),
            LocData::FileLineCol {
                line: 1,
                column: 2,
                end: RangeEnd::LineColumn(3, 4),
                ..
            }
        ));
    }

    #[test]
    fn errors() {
        assert_eq!(err("nowhere"), "1:1: expected location instance");
        assert_eq!(
            err("\"f\":1:2 to 3"),
            "1:11: expected either integer or `:` post `to` in FileLineColRange"
        );
        assert_eq!(
            err("\"f\":4294967296:1"),
            "1:5: expected integer line number in FileLineColRange"
        );
        assert_eq!(
            err("\"f\":-1:2"),
            "1:5: expected integer line number in FileLineColRange"
        );
        assert_eq!(
            err("callsite(\"a\" \"b\")"),
            "1:13: expected 'at' in callsite location"
        );
        assert_eq!(
            err("#foo.bar"),
            "1:8: expected location attribute, but got#foo.bar"
        );
        assert!(err(&"callsite(".repeat(100_000)).contains("nesting is too deep"));
    }
}
