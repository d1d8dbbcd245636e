//! Parses memoized by their source text: op signatures, types, attribute
//! dictionaries (with the byte-level fast path for their common shapes)
//! and signless integer types; and the scanners that find where such a
//! text ends without parsing it (see the module docs of `parse_ops` for
//! why a cached entry is sound).

use super::*;

impl<'a> Parser<'a, '_> {
    /// The function type of an operation (after its `:`). Such types repeat
    /// a lot, so they are cached by their source text: the text from here
    /// to the end of the line or to a following ` loc(`, if a previous
    /// parse of exactly that text (followed by whitespace) gave a type. The
    /// parse of a type depends only on its tokens and on the byte after its
    /// last token, so a cache hit gives what parsing would.
    pub(super) fn parse_op_signature(&mut self) -> PResult<Type> {
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
            && crate::text::parser::same_text(last, key)
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
    pub(super) fn parse_dict_cached(&mut self, op: OpName) -> PResult<Attribute> {
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
    pub(super) const DICT_MISS_LIMIT: u8 = 16;

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
    pub(super) fn try_fast_dict(
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
            while i < bytes.len() && crate::text::lexer::is_ident_continue(bytes[i]) {
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
    pub(super) fn fast_dict_value(
        &mut self,
        bytes: &[u8],
        at: usize,
    ) -> Option<(Attribute, usize)> {
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
            while j < bytes.len() && crate::text::lexer::is_ident_continue(bytes[j]) {
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
            while e < bytes.len() && crate::text::lexer::is_ident_continue(bytes[e]) {
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
            crate::text::parse_attrs::int_from_magnitude(
                width,
                false,
                negative,
                u128::from(magnitude),
            )
        } else {
            crate::text::parse_attrs::build_int(width, false, negative, digits)
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
    pub(super) fn int_type_cached(&mut self, width: u32) -> Type {
        match self.ops.last_int_type {
            Some((w, t)) if w == width => t,
            _ => {
                let t = self.ctx.int_type(width);
                self.ops.last_int_type = Some((width, t));
                t
            }
        }
    }
}

/// The offset just past the `}` matching the `{` at `start`, skipping
/// strings and comments, and whether the text spans lines (holds a `\n`);
/// `None` if there is none.
pub(super) fn find_dict_end(bytes: &[u8], start: usize) -> Option<(usize, bool)> {
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
pub(super) fn type_text_end(rest: &[u8]) -> Option<usize> {
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

/// The longest text [`signature_end`] and [`type_text_end`] look at: the
/// key of a cached type is never longer, so that finding and hashing keys
/// stays linear in the input when a line is long (40,000 ops on one line
/// each hashed the rest of the line: quadratic, seconds).
pub(super) const MAX_KEY: usize = 512;

/// The end of an op signature in `rest` (which starts at it): the first
/// newline or ` loc(`, or the end of `rest`; 0 (no key: not cached) if
/// that is further than [`MAX_KEY`] bytes.
pub(super) fn signature_end(rest: &[u8]) -> usize {
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
pub(super) fn find_newline_or_l(rest: &[u8], i: usize) -> Option<usize> {
    #[cfg(target_arch = "x86_64")]
    if let Some(finder) = memchr::arch::x86_64::sse2::memchr::Two::new(b'\n', b'l') {
        return finder.find(rest.get(i..)?).map(|p| p + i);
    }
    find_first_of(rest, i, [b'\n', b'l'])
}
