//! The [`AsmWriter`]: the output buffer of one print call plus caches of the
//! text already printed for each type and attribute handle.
//!
//! Types, attributes and operation names repeat a lot in real IR (every `i32`, every
//! `tensor<4xf32>`), so the first time one is printed the writer remembers
//! where its text landed in the output buffer; later occurrences are copied
//! from there with `String::extend_from_within` instead of being formatted
//! again. The buffer is append-only during a print call, so recorded spans
//! stay valid. The printing itself lives in `print_types.rs`,
//! `print_attrs.rs` and `print_locations.rs`.

use super::print_util::{push_keyword_or_string, push_str_literal};
use crate::Context;
use crate::attributes::Attribute;
use crate::op_definition::OpName;
use crate::symbol::Symbol;
use crate::types::Type;

/// Where a cached text lies in the output buffer.
#[derive(Clone, Copy)]
struct Span {
    start: u32,
    len: u32,
}

impl Span {
    const NONE: Span = Span {
        start: u32::MAX,
        len: 0,
    };
}

/// Output buffer and per-handle text caches for one print call.
pub(crate) struct AsmWriter<'c> {
    /// The context whose objects are printed.
    pub(crate) ctx: &'c Context,
    /// The output; only ever appended to while the writer lives.
    pub(crate) out: String,
    /// Printed text of each type, indexed by handle.
    type_spans: Vec<Span>,
    /// Printed text of each attribute (with its type, no elision), indexed
    /// by handle.
    attr_spans: Vec<Span>,
    /// Printed (quoted) text of each operation name, indexed by handle.
    op_name_spans: Vec<Span>,
    /// Printed (quoted, escaped) text of each symbol printed as a string
    /// literal (file names and names of locations), indexed by handle.
    sym_spans: Vec<Span>,
    /// Printed text of each symbol printed as an attribute name (bare or
    /// quoted), indexed by handle.
    attr_name_spans: Vec<Span>,
}

/// Looks up `index` in a span cache.
#[inline]
fn cached(spans: &[Span], index: u32) -> Option<Span> {
    spans
        .get(index as usize)
        .copied()
        .filter(|s| s.start != u32::MAX)
}

/// Records `span` for `index`, growing the cache as needed.
fn record(spans: &mut Vec<Span>, index: u32, start: usize, end: usize) {
    let (Ok(start), Ok(len)) = (u32::try_from(start), u32::try_from(end - start)) else {
        return; // Beyond 4 GiB of output: just don't cache.
    };
    if start == u32::MAX {
        return;
    }
    let i = index as usize;
    if i >= spans.len() {
        let new_len = (i + 1).max(spans.len() * 2).max(16);
        spans.resize(new_len, Span::NONE);
    }
    spans[i] = Span { start, len };
}

impl<'c> AsmWriter<'c> {
    /// A writer appending to `out`.
    pub(crate) fn new(ctx: &'c Context, out: String) -> Self {
        AsmWriter {
            ctx,
            out,
            type_spans: Vec::new(),
            attr_spans: Vec::new(),
            op_name_spans: Vec::new(),
            sym_spans: Vec::new(),
            attr_name_spans: Vec::new(),
        }
    }

    /// Gives the output back.
    pub(crate) fn finish(self) -> String {
        self.out
    }

    /// Prints `ty`, from the cache when it was printed before.
    pub(crate) fn write_type(&mut self, ty: Type) {
        if let Some(span) = cached(&self.type_spans, ty.0) {
            self.copy_span(span);
            return;
        }
        let start = self.out.len();
        self.write_type_uncached(ty);
        record(&mut self.type_spans, ty.0, start, self.out.len());
    }

    /// Prints `attr` with its type (MLIR's `printAttribute` without type
    /// elision), from the cache when it was printed before.
    pub(crate) fn write_attr(&mut self, attr: Attribute) {
        if let Some(span) = cached(&self.attr_spans, attr.0) {
            self.copy_span(span);
            return;
        }
        let start = self.out.len();
        self.write_attr_uncached(attr);
        record(&mut self.attr_spans, attr.0, start, self.out.len());
    }

    /// Prints an operation name as a quoted string, from the cache when it
    /// was printed before.
    pub(crate) fn write_op_name(&mut self, name: OpName) {
        if let Some(span) = cached(&self.op_name_spans, name.0) {
            self.copy_span(span);
            return;
        }
        let start = self.out.len();
        push_str_literal(&mut self.out, self.ctx.op_name_str(name));
        record(&mut self.op_name_spans, name.0, start, self.out.len());
    }

    /// Prints a symbol as a quoted, escaped string literal, from the cache
    /// when it was printed before.
    pub(crate) fn write_sym_literal(&mut self, sym: Symbol) {
        if let Some(span) = cached(&self.sym_spans, sym.0) {
            self.copy_span(span);
            return;
        }
        let start = self.out.len();
        push_str_literal(&mut self.out, self.ctx.str(sym));
        record(&mut self.sym_spans, sym.0, start, self.out.len());
    }

    /// Prints an attribute name as MLIR's `printKeywordOrString` does,
    /// from the cache when it was printed before.
    pub(crate) fn write_attr_name(&mut self, sym: Symbol) {
        if let Some(span) = cached(&self.attr_name_spans, sym.0) {
            self.copy_span(span);
            return;
        }
        let start = self.out.len();
        push_keyword_or_string(&mut self.out, self.ctx.str(sym));
        record(&mut self.attr_name_spans, sym.0, start, self.out.len());
    }

    /// Appends a copy of an earlier part of the output.
    #[inline]
    fn copy_span(&mut self, span: Span) {
        let start = span.start as usize;
        self.out
            .extend_from_within(start..start + span.len as usize);
    }
}
