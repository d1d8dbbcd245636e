//! The [`AsmWriter`]: the output buffer of one print call plus caches of the
//! text already printed for each type, attribute, operation name and symbol.
//!
//! Types, attributes and operation names repeat a lot in real IR (every
//! `i32`, every `tensor<4xf32>`), so their text is formatted once and later
//! occurrences are copied. The copies come from a side buffer (`cache`), not
//! from earlier output: the output may be streamed out in chunks (see
//! `printer::write_op_to`) and so cannot be read back. A text is stored in
//! the side buffer at its *second* occurrence: many attributes (an op's
//! distinct `attr = 17 : i32`, its properties dictionary) are printed
//! exactly once, and copying those would only cost time and memory. The
//! printing itself lives in `print_types.rs`, `print_attrs.rs` and
//! `print_locations.rs`.

use super::print_util::{OutBuf, push_keyword_or_string, push_string_literal};
use crate::Context;
use crate::attributes::Attribute;
use crate::op_definition::OpName;
use crate::symbol::Symbol;
use crate::types::Type;

/// Cache state of one handle: where its text lies in the side buffer, or
/// [`Span::NONE`] (never printed) or [`Span::SEEN`] (printed once, not
/// stored).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) struct Span {
    start: u32,
    len: u32,
}

impl Span {
    const NONE: Span = Span {
        start: u32::MAX,
        len: 0,
    };
    const SEEN: Span = Span {
        start: u32::MAX,
        len: 1,
    };
}

/// The per-handle caches of an [`AsmWriter`] (indexes into `spans`).
#[derive(Clone, Copy)]
enum Kind {
    /// Types, by handle.
    Type = 0,
    /// Attributes with their type (no elision), by handle.
    Attr = 1,
    /// Quoted operation names, by handle.
    OpName = 2,
    /// Symbols printed as quoted, escaped string literals (file names and
    /// names of locations), by handle.
    SymLiteral = 3,
    /// Symbols printed as attribute names (bare or quoted), by handle.
    AttrName = 4,
    /// File names of point locations (`"-"` for an empty one) followed by
    /// `:`, by handle.
    PointFile = 5,
    /// `loc(` and the file name of a point location followed by `:` (the
    /// start of most locations printed), by handle.
    PointLoc = 6,
}

/// Stored texts up to this length are copied with one fixed-size copy
/// (see [`AsmWriter::copy_stored`]); the side buffer ends with this many
/// padding bytes.
const CACHE_PAD: usize = 32;

/// Output buffer and per-handle text caches for one print call.
pub(crate) struct AsmWriter<'c> {
    /// The context whose objects are printed.
    pub(crate) ctx: &'c Context,
    /// The output (or the current chunk of it, when streaming); only ever
    /// appended to while an operation is being printed.
    pub(crate) out: OutBuf,
    /// Texts printed at least twice, back to back (see [`Span`]), followed
    /// by [`CACHE_PAD`] padding bytes once anything is stored, so that a
    /// short text can be copied out with one fixed-size copy.
    cache: Vec<u8>,
    /// Cache state of each handle, per [`Kind`].
    spans: [Vec<Span>; 7],
    /// Dense elements attributes of more elements than this (and not
    /// splats) print as `dense_resource<__elided__>`, as MLIR's
    /// `elideLargeElementsAttrs` prints them in diagnostics.
    pub(crate) elide_elements_above: Option<u64>,
    /// The number each `distinct[N]` of the parsed text prints as: MLIR
    /// numbers distinct attributes by first appearance in what it prints,
    /// whatever the numbers in the text they were parsed from.
    distinct_ids: rustc_hash::FxHashMap<u64, u64>,
    /// Print `distinct[N]` as parsed (see
    /// [`super::printer::print_attribute_verbatim`]).
    pub(crate) keep_distinct_ids: bool,
    /// Cache what is printed: set by the module printer. A writer that
    /// prints one attribute, type or location does not (the default): its
    /// cache table would be sized by the handle's index, a cost per print
    /// proportional to the context's size (the parser prints each
    /// `distinct[N]<…>`'s attribute: quadratic in their number).
    pub(crate) caching: bool,
    /// Print non-splat dense elements of more than `HEX_THRESHOLD`
    /// elements as a hex blob (MLIR's `allowHex`): true except for the
    /// indices of a `sparse<…>` attribute, which MLIR always lists.
    pub(crate) dense_hex: bool,
}

impl<'c> AsmWriter<'c> {
    /// A writer appending to `out`.
    pub(crate) fn new(ctx: &'c Context, out: OutBuf) -> Self {
        AsmWriter {
            ctx,
            out,
            cache: Vec::new(),
            spans: Default::default(),
            elide_elements_above: None,
            distinct_ids: rustc_hash::FxHashMap::default(),
            keep_distinct_ids: false,
            caching: false,
            dense_hex: true,
        }
    }

    /// Prints the text of a distinct attribute (`distinct[N]<…>`, kept
    /// verbatim by the parser) with each `distinct[N]` in it, outside
    /// string literals, renumbered in order of first appearance in this
    /// writer's output, as MLIR's printer numbers them. Attributes are
    /// printed once per writer and then copied from its cache: the first
    /// print fixes the numbers, which later ones would give anyway.
    pub(crate) fn write_distinct(&mut self, text: &str) {
        const KEY: &str = "distinct[";
        if self.keep_distinct_ids {
            self.out.push_str(text);
            return;
        }
        let bytes = text.as_bytes();
        let mut copied = 0;
        let mut i = 0;
        while i < bytes.len() {
            match bytes[i] {
                b'"' => {
                    i = super::parse_dialect::string_end(bytes, i) + 1;
                }
                b'd' if text[i..].starts_with(KEY)
                    && (i == 0
                        || !(bytes[i - 1].is_ascii_alphanumeric() || bytes[i - 1] == b'_')) =>
                {
                    let digits = i + KEY.len();
                    let end = digits
                        + bytes[digits..]
                            .iter()
                            .take_while(|b| b.is_ascii_digit())
                            .count();
                    if let Some(n) = (bytes.get(end) == Some(&b']'))
                        .then(|| text[digits..end].parse::<u64>().ok())
                        .flatten()
                    {
                        let next = self.distinct_ids.len() as u64;
                        let id = *self.distinct_ids.entry(n).or_insert(next);
                        self.out.push_str(&text[copied..digits]);
                        self.out.push_str(&id.to_string());
                        copied = end;
                    }
                    i = end.max(i + 1);
                }
                _ => i += 1,
            }
        }
        self.out.push_str(&text[copied..]);
    }

    /// Gives the output back.
    pub(crate) fn finish(self) -> String {
        self.out.into_string()
    }

    /// Prints `ty`, from the cache when it was printed before.
    pub(crate) fn write_type(&mut self, ty: Type) {
        self.cached(Kind::Type, ty.0, |w| w.write_type_uncached(ty));
    }

    /// Prints `attr` with its type (MLIR's `printAttribute` without type
    /// elision), from the cache when it was printed before.
    pub(crate) fn write_attr(&mut self, attr: Attribute) {
        self.cached(Kind::Attr, attr.0, |w| w.write_attr_uncached(attr));
    }

    /// Prints an operation name as a quoted string, from the cache when it
    /// was printed before.
    pub(crate) fn write_op_name(&mut self, name: OpName) {
        self.cached(Kind::OpName, name.0, |w| {
            push_string_literal(&mut w.out, w.ctx.op_name_bytes(name));
        });
    }

    /// Prints a symbol as a quoted, escaped string literal, from the cache
    /// when it was printed before.
    pub(crate) fn write_sym_literal(&mut self, sym: Symbol) {
        self.cached(Kind::SymLiteral, sym.0, |w| {
            push_string_literal(&mut w.out, w.ctx.bytes(sym));
        });
    }

    /// Prints the file name of a point location and the `:` after it,
    /// from the cache when it was printed before. MLIR quirk: an empty name
    /// prints as `"-"` (a range keeps `""`, see
    /// [`AsmWriter::write_sym_literal`]).
    pub(crate) fn write_point_file(&mut self, file: Symbol) {
        self.cached(Kind::PointFile, file.0, |w| {
            w.write_point_file_uncached(file)
        });
    }

    /// Prints `loc(` and [`AsmWriter::write_point_file`]'s text, from the
    /// cache when it was printed before.
    pub(crate) fn write_point_loc_start(&mut self, file: Symbol) {
        self.cached(Kind::PointLoc, file.0, |w| {
            w.out.push_str("loc(");
            w.write_point_file_uncached(file);
        });
    }

    fn write_point_file_uncached(&mut self, file: Symbol) {
        let name = self.ctx.bytes(file);
        push_string_literal(&mut self.out, if name.is_empty() { b"-" } else { name });
        self.out.push(':');
    }

    /// Prints an attribute name as MLIR's `printKeywordOrString` does,
    /// from the cache when it was printed before.
    pub(crate) fn write_attr_name(&mut self, sym: Symbol) {
        self.cached(Kind::AttrName, sym.0, |w| {
            push_keyword_or_string(&mut w.out, w.ctx.bytes(sym));
        });
    }

    /// Prints the text of handle `index` of `kind`: copied from the side
    /// buffer if stored, else printed by `print` (and stored if this is its
    /// second occurrence).
    #[inline]
    fn cached(&mut self, kind: Kind, index: u32, print: impl FnOnce(&mut Self)) {
        if !self.caching {
            print(self);
            return;
        }
        let state = self.spans[kind as usize]
            .get(index as usize)
            .copied()
            .unwrap_or(Span::NONE);
        if state.start != u32::MAX {
            self.copy_stored(state);
            return;
        }
        self.print_and_cache(kind, index, state, print);
    }

    /// The slow path of [`AsmWriter::cached`], kept out of line so that the
    /// fast path (a copy) needs no large stack frame in its callers.
    #[inline(never)]
    fn print_and_cache(
        &mut self,
        kind: Kind,
        index: u32,
        state: Span,
        print: impl FnOnce(&mut Self),
    ) {
        let i = index as usize;
        let start = self.out.len();
        print(self);
        let new_state = if state == Span::NONE {
            Span::SEEN
        } else {
            match self.store(start) {
                Some(span) => span,
                None => return,
            }
        };
        let spans = &mut self.spans[kind as usize];
        if i >= spans.len() {
            let new_len = (i + 1).max(spans.len() * 2).max(16);
            spans.resize(new_len, Span::NONE);
        }
        spans[i] = new_state;
    }

    /// Appends the text of `span` of the side buffer (see
    /// [`AsmWriter::store`]).
    #[inline]
    pub(crate) fn copy_stored(&mut self, span: Span) {
        let start = span.start as usize;
        let len = span.len as usize;
        // The padding guarantees `CACHE_PAD` readable bytes from the start
        // of any stored text.
        if len <= CACHE_PAD
            && let Some(chunk) = self.cache.get(start..).and_then(|c| c.first_chunk())
        {
            self.out.push_prefix::<CACHE_PAD>(chunk, len);
            return;
        }
        if let Some(text) = self.cache.get(start..start + len) {
            self.out.push_bytes(text);
        }
    }

    /// Stores the output written since `start` in the side buffer; `None`
    /// beyond 4 GiB of stored text.
    pub(crate) fn store(&mut self, start: usize) -> Option<Span> {
        let text = self.out.as_bytes().get(start..)?;
        let stored = self.cache.len().saturating_sub(CACHE_PAD);
        let s = u32::try_from(stored).ok()?;
        let len = u32::try_from(text.len()).ok()?;
        if s == u32::MAX || s.checked_add(len).is_none() {
            return None;
        }
        self.cache.truncate(stored);
        self.cache.extend_from_slice(text);
        self.cache.extend_from_slice(&[0; CACHE_PAD]);
        Some(Span { start: s, len })
    }
}
