//! The parser of MLIR's *generic* textual format, as printed by
//! `mlir-opt --mlir-print-op-generic`: the public entry points
//! ([`parse_module`], [`parse_type`], [`parse_attribute`],
//! [`parse_location`]), the error type ([`ParseError`]) and the parser core
//! shared by the other `parse_*` files (token handling, MLIR's error
//! positioning rules, comma-separated lists, the nesting-depth guard,
//! top-level alias definitions and the file metadata block).
//!
//! Invariants:
//! - The parser is a recursive-descent parser with one token of lookahead
//!   (`tok`); every recursive construct (regions, types, attributes,
//!   locations) goes through `Parser::enter`, which bounds the nesting
//!   depth to [`MAX_DEPTH`], so no input can overflow the stack. The depth
//!   of what an alias or a cached text stands for counts where it is
//!   used: an alias definition, and a cache entry, record the depth their
//!   value reached (`reached`), and a use adds it to the current depth.
//!   So every type, attribute and location the parser builds is at most
//!   [`MAX_DEPTH`] levels deep (printing recurses once per level of those;
//!   operations and regions are printed from an explicit stack), and
//!   whatever the parser accepts prints as text that parses back: where
//!   the top-level operations are put in an implicit module, the parse
//!   fails if that module's level would take them past the limit. Dense
//!   literals (`dense<[[1, 2], [3, 4]]>`) are read without recursion (the
//!   printer writes one list per dimension, and ranks are unbounded).
//! - The first error aborts the parse. An error raised while the current
//!   token is a lexing error reports the lexing error instead (MLIR reports
//!   the lexer's diagnostic and drops the parser's).
//! - Nothing derived from the input is unwrapped or indexed unchecked.
//! - Line and column numbers are computed only where needed: default
//!   locations take the line the lexer keeps (exact because every skip of
//!   unlexed text goes through `Lexer::reset`/`reset_in_line`); errors,
//!   and positions away from the lexer's line, use a table of line starts
//!   built on first need.
//! - On failure of [`parse_module`] every operation, block and region the
//!   parser created is erased again; uniqued types, attributes, locations
//!   and strings stay interned (they are immutable and unreachable).

use std::fmt;

use rustc_hash::FxHashMap;

use super::lexer::{Lexer, Tok, Token};
use super::parse_ops::OpState;
use super::source_file::SourceFile;
use crate::attributes::Attribute;
use crate::context::Context;
use crate::ir::OpId;
use crate::location::Location;
use crate::symbol::Symbol;
use crate::types::Type;

/// The value of an attribute alias (`#name = …`): a location alias
/// (`#loc3 = loc("f.mlir":1:2)`, nearly all aliases of a module printed
/// with locations) is kept as the location, and made an attribute only
/// where it is used as one ([`Parser::alias_attribute`]), not uniqued as
/// one for each alias.
#[derive(Clone, Copy)]
pub(crate) enum AttrAlias {
    Attr(Attribute),
    Loc(Location),
}

/// Maximum nesting depth of regions, types, attributes and locations,
/// counted together (an operation in a region in a module is at depth 2,
/// and the attribute `[[1]]` of it takes levels 3 to 5: two arrays and an
/// integer; aliases count at the depth of their use). Past it the parser
/// fails with "nesting is too deep". At this depth parsing and printing
/// stay within a 2 MiB thread stack in a debug build (a tested limit).
pub const MAX_DEPTH: u32 = 512;

/// A parse error: where (1-based line and column, the column counted in
/// bytes as MLIR does) and what.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// 1-based line.
    pub line: u32,
    /// 1-based column, in bytes.
    pub column: u32,
    /// The message, worded like MLIR's where practical.
    pub message: String,
    /// The notes mlir-opt attaches (`previously defined here`, `prior use
    /// here`, …), in order.
    pub notes: Vec<ParseNote>,
    /// Errors mlir-opt reports after this one, in order: it reports every
    /// SSA name used and never defined, not only the first.
    pub more: Vec<ParseError>,
}

/// A note of a [`ParseError`]: a position in the same text and a message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseNote {
    /// 1-based line.
    pub line: u32,
    /// 1-based column, in bytes.
    pub column: u32,
    /// The message.
    pub message: String,
}

impl ParseError {
    /// An error without notes.
    pub fn new(line: u32, column: u32, message: impl Into<String>) -> ParseError {
        ParseError {
            line,
            column,
            message: message.into(),
            notes: Vec::new(),
            more: Vec::new(),
        }
    }

    /// The first line of the error as mlir-opt prints it:
    /// `filename:line:col: error: message`. mlir-opt goes on with the
    /// source line and a caret under the column: that is
    /// [`Diagnostic::from_parse_error`](crate::diagnostic::Diagnostic::from_parse_error)
    /// rendered with the text (see [the module docs](crate::text)).
    pub fn render(&self, filename: &str) -> String {
        format!(
            "{filename}:{}:{}: error: {}",
            self.line, self.column, self.message
        )
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.line, self.column, self.message)
    }
}

impl std::error::Error for ParseError {}

/// Parses a whole file of generic-form MLIR.
///
/// If the file holds exactly one top-level `builtin.module` operation, that
/// operation is returned; otherwise the top-level operations are wrapped in
/// a new `builtin.module` located at `loc("FILENAME":0:0)`, as mlir-opt
/// does. Operations without a `loc(...)` get `FILENAME:line:col` of their
/// name, block arguments that of their `%name`.
///
/// Top-level alias definitions (`#name = attribute`, `!name = type`) are
/// supported; they must precede their uses, except location aliases used in
/// trailing `loc(#name)`, which may be defined anywhere in the file. The
/// resources of `{-# … #-}` file metadata blocks are checked as MLIR does
/// and kept with the returned module (see
/// [`Context::resources`](crate::Context::resources)). For registered
/// operations, inherent attributes written in `{…}` move into the
/// properties, and `<{…}>` entries that are not inherent attributes of the
/// operation are dropped, as mlir-opt does; unregistered operations keep
/// both as written.
///
/// On error nothing the parser created stays in the context's arenas
/// (interned types, attributes and locations aside).
pub fn parse_module(ctx: &mut Context, source: &str, filename: &str) -> Result<OpId, ParseError> {
    parse_module_releasing(ctx, source, filename, None)
}

/// [`parse_module`], telling `release` (the file `source` is the text of)
/// how far the parser has got, so that it gives back the pages behind it.
fn parse_module_releasing(
    ctx: &mut Context,
    source: &str,
    filename: &str,
    release: Option<&SourceFile>,
) -> Result<OpId, ParseError> {
    let mut p = Parser::new(ctx, source, filename)?;
    if let Some(file) = release {
        // UTF-8 validation read every page: start from nothing resident.
        p.next_release = file.release_all();
        p.release = release;
    }
    parse_whole(p, source.len())
}

/// [`parse_module`] of the text `source[start.offset..]` (a chunk of a split
/// file, `source` ending where the chunk ends), with `source`'s lines and
/// columns.
pub(crate) fn parse_module_from(
    ctx: &mut Context,
    source: &str,
    start: TextStart,
    filename: &str,
) -> Result<OpId, ParseError> {
    let p = Parser::new_at(ctx, source, filename, start)?;
    parse_whole(p, source.len().saturating_sub(start.offset))
}

/// Parses the module `p` is at the start of, `len` bytes of text.
fn parse_whole(mut p: Parser<'_, '_>, len: usize) -> Result<OpId, ParseError> {
    p.ctx.reserve_for_text(len);
    // Regions and blocks: about one per 500 bytes on op-heavy files with
    // many small functions (mix: a region per 500 bytes, a block per 690).
    // Reserved so the arenas are not copied by `realloc` as they grow
    // (mix: -18 instructions per op). Unused slots are not written, though
    // chain (two regions) measured ~90 more page faults per 200k ops.
    let rb = len / 384;
    p.ctx
        .regions
        .reserve(rb.saturating_sub(p.ctx.regions.len()));
    p.ctx.blocks.reserve(rb.saturating_sub(p.ctx.blocks.len()));
    match p.parse_top_level() {
        Ok(op) => {
            let resources = std::mem::take(&mut p.resources);
            p.ctx.set_resources(op, resources);
            Ok(op)
        }
        Err(d) => {
            p.cleanup_after_error();
            Err(p.make_error(d))
        }
    }
}

/// [`parse_module`] of a file's bytes. MLIR reads bytes, and a string
/// literal may hold any of them; drr's parser reads UTF-8 text, so bytes
/// that are not UTF-8 must be written as `\XX` escapes in string literals
/// (which is how mlir-opt prints them, so its output always parses).
/// Source that is not UTF-8 is rejected with an error at the first
/// offending byte (mlir-opt-22 accepts such bytes inside string literals,
/// comments and dialect attribute bodies).
pub fn parse_module_bytes(
    ctx: &mut Context,
    source: &[u8],
    filename: &str,
) -> Result<OpId, ParseError> {
    parse_module_bytes_releasing(ctx, source, filename, None)
}

/// [`parse_module_bytes`] with the release of `release`'s pages (see
/// [`parse_module_releasing`]).
pub(crate) fn parse_module_bytes_releasing(
    ctx: &mut Context,
    source: &[u8],
    filename: &str,
    release: Option<&SourceFile>,
) -> Result<OpId, ParseError> {
    match std::str::from_utf8(source) {
        Ok(text) => parse_module_releasing(ctx, text, filename, release),
        Err(e) => Err(non_utf8_error(source, &e)),
    }
}

/// The error for `source`, which is not UTF-8 where `e` says.
pub(crate) fn non_utf8_error(source: &[u8], e: &std::str::Utf8Error) -> ParseError {
    let before = &source[..e.valid_up_to()];
    let line_start = memchr::memrchr(b'\n', before).map_or(0, |i| i + 1);
    let line = memchr::memchr_iter(b'\n', before).count() + 1;
    ParseError::new(
        u32::try_from(line).unwrap_or(u32::MAX),
        u32::try_from(before.len() - line_start + 1).unwrap_or(u32::MAX),
        "byte that is not UTF-8 in the source (write it as a \\XX escape \
         in a string literal)",
    )
}

/// Parses a single type, e.g. `tensor<4xf32>`; the whole text must be
/// consumed.
pub fn parse_type(ctx: &mut Context, text: &str) -> Result<Type, ParseError> {
    let mut p = Parser::new(ctx, text, "")?;
    let r = p.parse_type().and_then(|t| p.expect_end().map(|()| t));
    r.map_err(|d| p.make_error(d))
}

/// Parses a single attribute, e.g. `dense<1> : tensor<2xi32>`; the whole
/// text must be consumed.
pub fn parse_attribute(ctx: &mut Context, text: &str) -> Result<Attribute, ParseError> {
    let mut p = Parser::new(ctx, text, "")?;
    let r = p.parse_attribute().and_then(|a| p.expect_end().map(|()| a));
    r.map_err(|d| p.make_error(d))
}

/// Parses a single location instance (the text inside `loc(...)`, e.g.
/// `"file":3:7`); the whole text must be consumed.
pub fn parse_location(ctx: &mut Context, text: &str) -> Result<Location, ParseError> {
    let mut p = Parser::new(ctx, text, "")?;
    let r = p
        .parse_location_instance()
        .and_then(|l| p.expect_end().map(|()| l));
    r.map_err(|d| p.make_error(d))
}

/// An error inside the parser: byte offset and message.
#[derive(Clone, Debug)]
pub(crate) struct Diag {
    pub(crate) offset: u32,
    pub(crate) message: String,
    /// Notes and further errors (boxed: errors are rare, and `PResult`
    /// is returned by every recursive step of the parser, whose frames
    /// bound the nesting depth a thread's stack allows).
    pub(crate) extra: Option<Box<DiagExtra>>,
}

/// What a few [`Diag`]s carry besides their message.
#[derive(Clone, Debug, Default)]
pub(crate) struct DiagExtra {
    /// A note at another offset.
    pub(crate) note: Option<(u32, String)>,
    /// Further errors (see [`ParseError::more`]): their offsets, and their
    /// messages (none: the same as the first).
    pub(crate) more: Vec<(u32, Option<String>)>,
}

impl Diag {
    /// An error at `offset`, without notes.
    pub(crate) fn new(offset: u32, message: impl Into<String>) -> Diag {
        Diag {
            offset,
            message: message.into(),
            extra: None,
        }
    }

    /// Appends a further error at `offset`.
    pub(crate) fn with_more(mut self, offset: u32, message: impl Into<String>) -> Diag {
        self.extra
            .get_or_insert_default()
            .more
            .push((offset, Some(message.into())));
        self
    }

    /// Attaches a note at `offset`.
    pub(crate) fn with_note(mut self, offset: u32, message: impl Into<String>) -> Diag {
        self.extra.get_or_insert_default().note = Some((offset, message.into()));
        self
    }
}

/// The error for a decimal integer where a float literal is expected.
pub(crate) const INTEGER_FOR_FLOAT: &str =
    "unexpected decimal integer literal for a floating point value";

/// Result type of the parser's internal functions.
pub(crate) type PResult<T> = Result<T, Diag>;

/// Delimiters of a comma-separated list (MLIR's `Parser::Delimiter`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Delim {
    /// No delimiter: at least one element.
    None,
    /// `( … )`, possibly empty.
    Paren,
    /// `[ … ]`, possibly empty.
    Square,
    /// `{ … }`, possibly empty.
    Braces,
}

/// Where a parser starts in its text: byte `offset`, on 0-based line
/// `line`, which starts at byte `line_start` (all zero for a whole text).
/// A chunk of a split file is parsed in the whole file's text, from its
/// start, so that its lines and columns are the file's.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct TextStart {
    pub(crate) offset: usize,
    pub(crate) line: u32,
    pub(crate) line_start: usize,
}

impl TextStart {
    /// The 1-based line and byte column of `offset`.
    pub(crate) fn line_col(self) -> (u32, u32) {
        (self.line + 1, (self.offset - self.line_start) as u32 + 1)
    }

    /// The line and column of the implicit module of a text starting here,
    /// as mlir-opt-22 locates it: `0:0` at the start of the file, else the
    /// position of the chunk's first byte (right after the split marker).
    pub(crate) fn implicit_module_pos(self) -> (u32, u32) {
        if self.offset == 0 {
            (0, 0)
        } else {
            self.line_col()
        }
    }
}

/// The parser state.
pub(crate) struct Parser<'a, 'c> {
    pub(crate) ctx: &'c mut Context,
    pub(crate) src: &'a str,
    pub(crate) lex: Lexer<'a>,
    /// The current (lookahead) token.
    pub(crate) tok: Token,
    /// End offset of the last consumed token.
    pub(crate) last_end: u32,
    /// Strings of locations (file names, names) by their spelling.
    pub(crate) loc_strings: TextCache<'a, Symbol>,
    /// Bare attribute names (dictionary keys) by their spelling.
    pub(crate) attr_names: TextCache<'a, Symbol>,
    /// The spelling (quotes included, no escapes) and symbol of the file
    /// name of the last file location read by the fast location path.
    pub(crate) last_file: Option<(&'a str, Symbol)>,
    /// The spelling, sign, format and bits of the last float attribute
    /// literal (see `parse_float_attr`).
    pub(crate) last_float: Option<(&'a str, bool, crate::types::FloatKind, u128)>,
    /// The spelling and type of the last integer type (`i32`) parsed.
    pub(crate) last_int_type: Option<(&'a str, Type)>,
    /// Current nesting of types, attributes and locations (see
    /// [`MAX_DEPTH`]).
    depth: u32,
    /// The largest `depth` reached since it was last reset (see
    /// [`Self::begin_measure`]); at most [`MAX_DEPTH`], and at least
    /// `depth`.
    reached: u32,
    /// The start of the first top-level operation whose nesting reached
    /// [`MAX_DEPTH`]: one level too deep if the top-level operations are
    /// put in an implicit module.
    pub(crate) deep_top_level: Option<u32>,
    /// The lowest nesting budget the byte-level location reader reached
    /// (see `Parser::try_fast_loc`).
    pub(crate) fast_loc_low: u32,
    /// The file name used in locations.
    pub(crate) filename: &'a str,
    file_sym: Option<Symbol>,
    /// Offsets of the starts of lines (empty until the first lookup; see
    /// [`Self::line_col`]).
    line_starts: Vec<u32>,
    /// Index in `line_starts` of the line of the last lookup.
    line_cursor: usize,
    /// Where the parsed text starts when it is a chunk of a larger text
    /// (see [`TextStart`]); zeros otherwise.
    start: TextStart,
    /// Type aliases: the type and the depth its definition reached (see
    /// [`Self::use_alias`]).
    pub(crate) type_aliases: super::alias_map::AliasMap<(Type, u32)>,
    /// Attribute aliases: the attribute and the depth its definition
    /// reached.
    pub(crate) attr_aliases: super::alias_map::AliasMap<(AttrAlias, u32)>,
    /// The attribute each `distinct[N]<…>` of the file referenced, by `N`
    /// (MLIR's `distinctAttributes` of the parser state: a later use of
    /// `N` must reference the same attribute).
    pub(crate) distinct_attrs: FxHashMap<u64, Attribute>,
    /// Bytes the aliases used in verbatim dialect bodies have expanded to
    /// so far (see `Parser::expand_body_aliases`), bounded by the input
    /// size.
    pub(crate) alias_expansion: usize,
    pub(crate) ops: OpState<'a>,
    /// The resources of the file's metadata blocks.
    pub(crate) resources: super::resources::FileResources,
    /// The mapped file `src` is the text of, told how far the parser has
    /// got (see [`Self::release_behind`]).
    release: Option<&'a SourceFile>,
    /// The offset past which the next operation calls
    /// [`Self::release_behind`] (`usize::MAX`: never).
    pub(crate) next_release: usize,
}

impl<'a, 'c> Parser<'a, 'c> {
    /// A parser positioned on the first token of `src`.
    pub(crate) fn new(
        ctx: &'c mut Context,
        src: &'a str,
        filename: &'a str,
    ) -> Result<Self, ParseError> {
        Parser::new_at(ctx, src, filename, TextStart::default())
    }

    /// A parser positioned on the first token of `src[start.offset..]`,
    /// with `src`'s lines and columns.
    pub(crate) fn new_at(
        ctx: &'c mut Context,
        src: &'a str,
        filename: &'a str,
        start: TextStart,
    ) -> Result<Self, ParseError> {
        if u32::try_from(src.len()).is_err() {
            return Err(ParseError::new(
                1,
                1,
                "input is too large (more than 4 GiB)",
            ));
        }
        let mut lex = Lexer::new_at(src.as_bytes(), start.offset, start.line, start.line_start);
        let tok = lex.next_token();
        Ok(Parser {
            ctx,
            src,
            lex,
            tok,
            last_end: 0,
            loc_strings: TextCache::default(),
            attr_names: TextCache::default(),
            last_file: None,
            last_float: None,
            last_int_type: None,
            depth: 0,
            reached: 0,
            deep_top_level: None,
            fast_loc_low: 0,
            filename,
            file_sym: None,
            line_starts: Vec::new(),
            line_cursor: 0,
            start,
            type_aliases: Default::default(),
            attr_aliases: Default::default(),
            distinct_attrs: FxHashMap::default(),
            alias_expansion: 0,
            ops: OpState::default(),
            resources: Default::default(),
            release: None,
            next_release: usize::MAX,
        })
    }

    /// Gives back the pages of the source file well behind the current
    /// token (called between operations once the token passes
    /// `next_release`).
    #[cold]
    #[inline(never)]
    pub(crate) fn release_behind(&mut self) {
        if let Some(file) = self.release {
            self.next_release = file.release_behind(self.tok.start() as usize);
        }
    }

    // ----- tokens ----------------------------------------------------------

    /// Advances to the next token.
    #[inline]
    pub(crate) fn consume(&mut self) {
        self.last_end = self.tok.end();
        self.tok = self.lex.next_token();
    }

    /// Consumes the current token if it is of kind `kind`.
    #[inline]
    pub(crate) fn consume_if(&mut self, kind: Tok) -> bool {
        if self.tok.kind == kind {
            self.consume();
            true
        } else {
            false
        }
    }

    /// True if the current token is of kind `kind`.
    #[inline]
    pub(crate) fn is(&self, kind: Tok) -> bool {
        self.tok.kind == kind
    }

    /// The spelling of a token.
    #[inline]
    pub(crate) fn spelling(&self, t: Token) -> &'a str {
        self.src
            .get(t.start() as usize..t.end() as usize)
            .unwrap_or("")
    }

    /// The spelling of the current token.
    #[inline]
    pub(crate) fn tok_str(&self) -> &'a str {
        self.spelling(self.tok)
    }

    /// Source text between two offsets.
    pub(crate) fn slice(&self, start: u32, end: u32) -> &'a str {
        self.src.get(start as usize..end as usize).unwrap_or("")
    }

    /// Moves the lexer to `pos` and lexes the token there.
    pub(crate) fn reset_to(&mut self, pos: usize) {
        self.lex.reset(pos);
        self.tok = self.lex.next_token();
        self.last_end = pos as u32;
    }

    /// [`Self::reset_to`] to `pos`, past the text from the start of the
    /// current token that holds a `\n` if `multiline`.
    #[inline]
    pub(crate) fn reset_past_text(&mut self, pos: usize, multiline: bool) {
        if multiline {
            self.reset_to(pos);
        } else {
            self.reset_in_line(pos);
        }
    }

    /// [`Self::reset_to`] past text known to hold no `\n` from the start
    /// of the current token to `pos` (a text cache's key): the lexer's line
    /// stays as it is without a search (see [`Lexer::reset_in_line`]).
    pub(crate) fn reset_in_line(&mut self, pos: usize) {
        self.lex.reset_in_line(self.tok.start() as usize, pos);
        self.tok = self.lex.next_token();
        self.last_end = pos as u32;
    }

    /// Consumes a token of kind `kind` or fails with `message` (MLIR's
    /// `parseToken`).
    #[inline]
    pub(crate) fn expect(&mut self, kind: Tok, message: &str) -> PResult<()> {
        if self.consume_if(kind) {
            Ok(())
        } else {
            Err(self.wrong_token(message))
        }
    }

    /// Fails unless the whole input has been consumed.
    pub(crate) fn expect_end(&mut self) -> PResult<()> {
        if self.is(Tok::Eof) {
            return Ok(());
        }
        let rest = self.src.get(self.tok.start() as usize..).unwrap_or("");
        Err(self.err_here(&format!("found trailing characters: '{rest}'")))
    }

    // ----- errors ----------------------------------------------------------

    /// An error at `offset`, or the pending lexing error.
    pub(crate) fn err_at(&self, offset: u32, message: &str) -> Diag {
        if self.tok.kind == Tok::Error {
            return Diag::new(self.tok.start(), self.lex.error_message());
        }
        Diag::new(offset, message)
    }

    /// An error at the current token (at end of input: one byte back).
    pub(crate) fn err_here(&self, message: &str) -> Diag {
        let mut at = self.tok.start();
        if self.tok.kind == Tok::Eof {
            at = at.saturating_sub(1);
        }
        self.err_at(at, message)
    }

    /// MLIR's `emitWrongTokenError`: an error about an unexpected token,
    /// reported at the end of the previous line (before any `//` comment)
    /// when the token starts a line.
    pub(crate) fn wrong_token(&self, message: &str) -> Diag {
        let offset = wrong_token_offset(
            self.src.as_bytes(),
            self.tok.start() as usize,
            self.tok.kind == Tok::Eof,
        );
        self.err_at(offset as u32, message)
    }

    /// Converts an internal error into a [`ParseError`].
    pub(crate) fn make_error(&mut self, d: Diag) -> ParseError {
        let (line, column) = self.line_col(d.offset);
        let mut d = d;
        // MLIR attaches this note wherever it reports this error (float
        // literals of attributes, dense and array literals alike).
        if d.extra.is_none() && d.message == INTEGER_FOR_FLOAT {
            let at = d.offset;
            d = d.with_note(at, "add a trailing dot to make the literal a float");
        }
        let extra = d.extra.map(|e| *e).unwrap_or_default();
        let notes = extra
            .note
            .map(|note| {
                let (line, column) = self.line_col(note.0);
                ParseNote {
                    line,
                    column,
                    message: note.1,
                }
            })
            .into_iter()
            .collect();
        let more = extra
            .more
            .into_iter()
            .map(|(offset, message)| {
                let (line, column) = self.line_col(offset);
                ParseError::new(line, column, message.unwrap_or_else(|| d.message.clone()))
            })
            .collect();
        ParseError {
            line,
            column,
            message: d.message,
            notes,
            more,
        }
    }

    // ----- positions and locations -----------------------------------------

    /// 1-based line and byte column of `offset`, from a table of line
    /// starts built on first need in one pass ([`line_starts`], ~80
    /// instructions per line; counting the newlines between consecutive
    /// default locations cost ~200 instructions per op). Default locations
    /// take the lexer's line instead ([`Self::tok_line_col`]), so a
    /// successful parse normally never builds the table: it serves error
    /// messages and offsets away from the lexer's line. Lookups are
    /// nearly always a line or two after the previous one: a cursor
    /// steps forward from it; longer jumps forward gallop from the cursor
    /// (doubling distances, then a search of the bracket), backward
    /// lookups search the whole table.
    pub(crate) fn line_col(&mut self, offset: u32) -> (u32, u32) {
        let bytes = self.src.as_bytes();
        // Offsets before the parsed text are not asked for; clamped so
        // that the column cannot underflow.
        let from = self.start.line_start;
        let offset = offset.min(bytes.len() as u32).max(from as u32);
        if self.line_starts.is_empty() {
            // Generous: pages of the table that are never written are
            // never touched (about 70 bytes per line in generated files).
            self.line_starts = line_starts(&bytes[from..]);
            if from > 0 {
                for s in &mut self.line_starts {
                    *s += from as u32;
                }
            }
        }
        let starts = &self.line_starts[..];
        let mut i = self.line_cursor;
        match starts.get(i) {
            Some(&s) if s <= offset => {
                let mut steps = 0;
                while let Some(&next) = starts.get(i + 1)
                    && next <= offset
                {
                    i += 1;
                    steps += 1;
                    if steps == 8 {
                        // A long jump: bracket the line between doubling
                        // distances from here, then search the bracket (a
                        // search of the whole rest of the table read cold
                        // entries all over it: its loads were most of the
                        // time of this function).
                        let mut lo = i;
                        let mut step = 8;
                        let hi = loop {
                            let probe = lo + step;
                            match starts.get(probe) {
                                Some(&s) if s <= offset => {
                                    lo = probe;
                                    step *= 2;
                                }
                                _ => break probe.min(starts.len()),
                            }
                        };
                        let bracket = starts.get(lo..hi).unwrap_or(&[]);
                        i = lo + bracket.partition_point(|&s| s <= offset).saturating_sub(1);
                        break;
                    }
                }
            }
            _ => i = starts.partition_point(|&s| s <= offset).saturating_sub(1),
        }
        self.line_cursor = i;
        let start = starts.get(i).copied().unwrap_or(0);
        (self.start.line + i as u32 + 1, offset - start + 1)
    }

    /// Where the parsed text starts (see [`TextStart`]).
    pub(crate) fn start(&self) -> TextStart {
        self.start
    }

    /// 1-based line and byte column of the current token, from the line
    /// the lexer keeps as it goes (the table of [`Self::line_col`] is then
    /// never built when no error is reported).
    #[inline]
    pub(crate) fn tok_line_col(&mut self) -> (u32, u32) {
        let start = self.tok.start();
        match self.lex.line_col_near(start) {
            Some(lc) => lc,
            None => self.line_col(start),
        }
    }

    /// `loc("FILENAME":line:col)`.
    pub(crate) fn file_line_col(&mut self, line: u32, column: u32) -> Location {
        let file = match self.file_sym {
            Some(s) => s,
            None => {
                let s = self.ctx.symbol(self.filename);
                self.file_sym = Some(s);
                s
            }
        };
        self.ctx.intern_file_loc(file, line, column)
    }

    // ----- nesting -----------------------------------------------------------

    /// Enters one level of nesting; fails past [`MAX_DEPTH`].
    #[inline]
    pub(crate) fn enter(&mut self) -> PResult<()> {
        self.depth += 1;
        if self.depth > self.reached {
            if self.depth > MAX_DEPTH {
                return Err(self.too_deep());
            }
            self.reached = self.depth;
        }
        Ok(())
    }

    #[cold]
    #[inline(never)]
    fn too_deep(&self) -> Diag {
        self.err_here(&format!(
            "nesting is too deep (more than {MAX_DEPTH} levels)"
        ))
    }

    /// Accounts for the use of an alias whose definition reached depth
    /// `height`: its value takes the place of the type or attribute being
    /// parsed, whose level is the current one (or the next one when none
    /// was entered for it). Fails, at `at` (the alias), if that makes the
    /// value deeper than [`MAX_DEPTH`]: chains of aliases, each using the
    /// previous one one level down, would otherwise build values of any
    /// depth.
    pub(crate) fn use_alias(&mut self, height: u32, at: u32) -> PResult<()> {
        let reach = self.depth.saturating_sub(1).saturating_add(height);
        if reach > MAX_DEPTH {
            return Err(self.err_at(
                at,
                &format!("nesting is too deep (more than {MAX_DEPTH} levels)"),
            ));
        }
        self.reached = self.reached.max(reach);
        Ok(())
    }

    /// Starts measuring how deep what is parsed next goes below the
    /// current level; returns what [`Self::end_measure`] needs.
    #[inline]
    pub(crate) fn begin_measure(&mut self) -> u32 {
        std::mem::replace(&mut self.reached, self.depth)
    }

    /// The number of levels below the current one that the parse since
    /// [`Self::begin_measure`] (which returned `saved`) reached.
    #[inline]
    pub(crate) fn end_measure(&mut self, saved: u32) -> u32 {
        let height = self.reached.saturating_sub(self.depth);
        self.reached = self.reached.max(saved);
        height
    }

    /// Accounts for a cached value that went `height` levels below the
    /// level it was parsed at, used at the current level: false if it
    /// would go deeper than [`MAX_DEPTH`] here (the caller then parses the
    /// text, which reports the error where it occurs).
    #[inline]
    pub(crate) fn fits_here(&mut self, height: u32) -> bool {
        let reach = self.depth.saturating_add(height);
        if reach > self.reached {
            if reach > MAX_DEPTH {
                return false;
            }
            self.reached = reach;
        }
        true
    }

    /// Notes that a parse that did not go through [`Self::enter`] (a
    /// byte-level reading, which bounds its own nesting) took `levels`
    /// levels below the current one.
    #[inline]
    pub(crate) fn note_levels(&mut self, levels: u32) {
        let reach = self.depth.saturating_add(levels).min(MAX_DEPTH);
        self.reached = self.reached.max(reach);
    }

    /// Starts the measure of a top-level operation's nesting (for
    /// [`Self::check_implicit_module_depth`]).
    pub(crate) fn begin_top_level_op(&mut self) {
        self.reached = self.depth;
    }

    /// Ends the measure started by [`Self::begin_top_level_op`] for the
    /// operation starting at `at`.
    pub(crate) fn end_top_level_op(&mut self, at: u32) {
        if self.reached >= MAX_DEPTH && self.deep_top_level.is_none() {
            self.deep_top_level = Some(at);
        }
    }

    /// Fails if the top-level operations, put in an implicit module, would
    /// nest deeper than [`MAX_DEPTH`]: the printed module could not be
    /// read back.
    pub(crate) fn check_implicit_module_depth(&self) -> PResult<()> {
        match self.deep_top_level {
            Some(at) => Err(Diag::new(
                at,
                format!(
                    "nesting is too deep (more than {MAX_DEPTH} levels, counting the implicit \
                     top-level module)"
                ),
            )),
            None => Ok(()),
        }
    }

    /// Levels of nesting still allowed below the current one.
    #[inline]
    pub(crate) fn depth_left(&self) -> u32 {
        MAX_DEPTH.saturating_sub(self.depth)
    }

    /// Leaves one level of nesting.
    #[inline]
    pub(crate) fn leave(&mut self) {
        self.depth = self.depth.saturating_sub(1);
    }

    // ----- lists -------------------------------------------------------------

    /// MLIR's `parseCommaSeparatedList`: `element (, element)*` inside the
    /// given delimiters (which allow an empty list).
    pub(crate) fn parse_comma_list(
        &mut self,
        delim: Delim,
        context: &str,
        mut element: impl FnMut(&mut Self) -> PResult<()>,
    ) -> PResult<()> {
        let (open, close) = match delim {
            Delim::None => (Tok::Eof, Tok::Eof),
            Delim::Paren => (Tok::LParen, Tok::RParen),
            Delim::Square => (Tok::LSquare, Tok::RSquare),
            Delim::Braces => (Tok::LBrace, Tok::RBrace),
        };
        if delim != Delim::None {
            if !self.consume_if(open) {
                return Err(self.expected_delimiter(open, context));
            }
            if self.consume_if(close) {
                return Ok(());
            }
        }
        element(self)?;
        while self.consume_if(Tok::Comma) {
            element(self)?;
        }
        if delim != Delim::None && !self.consume_if(close) {
            return Err(self.expected_delimiter(close, context));
        }
        Ok(())
    }

    /// "expected '('{context}" and the like.
    #[cold]
    #[inline(never)]
    fn expected_delimiter(&self, kind: Tok, context: &str) -> Diag {
        let s = match kind {
            Tok::LParen => "(",
            Tok::RParen => ")",
            Tok::LSquare => "[",
            Tok::RSquare => "]",
            Tok::LBrace => "{",
            _ => "}",
        };
        self.wrong_token(&format!("expected '{s}'{context}"))
    }

    /// MLIR's `parseCommaSeparatedListUntil`: elements up to `right`
    /// (already past the opening token).
    pub(crate) fn parse_comma_list_until(
        &mut self,
        right: Tok,
        right_s: &str,
        allow_empty: bool,
        element: impl FnMut(&mut Self) -> PResult<()>,
    ) -> PResult<()> {
        if self.is(right) {
            if !allow_empty {
                return Err(self.wrong_token("expected list element"));
            }
            self.consume();
            return Ok(());
        }
        self.parse_comma_list(Delim::None, "", element)?;
        if self.consume_if(right) {
            return Ok(());
        }
        Err(self.expected_list_end(right_s))
    }

    #[cold]
    #[inline(never)]
    fn expected_list_end(&self, right_s: &str) -> Diag {
        self.wrong_token(&format!("expected ',' or '{right_s}'"))
    }

    // ----- top level -----------------------------------------------------------

    /// Parses the whole input (MLIR's `TopLevelOperationParser::parse`).
    fn parse_top_level(&mut self) -> PResult<OpId> {
        self.begin_top_level();
        loop {
            match self.tok.kind {
                Tok::Eof => return self.finish_top_level(),
                Tok::Error => return Err(self.err_here("")),
                Tok::HashIdent => self.parse_attribute_alias_def()?,
                Tok::BangIdent => self.parse_type_alias_def()?,
                Tok::FileMetadataBegin => {
                    let mut resources = std::mem::take(&mut self.resources);
                    let r = self.parse_file_metadata(&mut resources);
                    self.resources = resources;
                    r?;
                }
                _ => self.parse_top_level_operation()?,
            }
        }
    }

    /// `#name = attribute`.
    fn parse_attribute_alias_def(&mut self) -> PResult<()> {
        let name = self.tok_str().get(1..).unwrap_or("");
        if self.attr_aliases.contains_key(name) {
            return Err(self.err_here(&format!("redefinition of attribute alias id '{name}'")));
        }
        if name.contains('.') {
            return Err(
                self.err_here("attribute names with a '.' are reserved for dialect-defined names")
            );
        }
        self.consume();
        self.expect(Tok::Equal, "expected '=' in attribute alias definition")?;
        self.reached = 0;
        // A location (the printer writes one alias per location or so)
        // is kept as one: made an attribute only if used as one.
        let value = if self.is(Tok::Kw(super::lexer::Kw::Loc)) {
            AttrAlias::Loc(self.parse_location_literal()?)
        } else {
            AttrAlias::Attr(self.parse_attribute()?)
        };
        self.attr_aliases.insert(name, (value, self.reached));
        Ok(())
    }

    /// `!name = type`.
    fn parse_type_alias_def(&mut self) -> PResult<()> {
        let name = self.tok_str().get(1..).unwrap_or("");
        if self.type_aliases.contains_key(name) {
            return Err(self.err_here(&format!("redefinition of type alias id '{name}'")));
        }
        if name.contains('.') {
            return Err(
                self.err_here("type names with a '.' are reserved for dialect-defined names")
            );
        }
        self.consume();
        self.expect(Tok::Equal, "expected '=' in type alias definition")?;
        self.reached = 0;
        let ty = self.parse_type()?;
        self.type_aliases.insert(name, (ty, self.reached));
        Ok(())
    }
}

/// A direct-mapped cache from source text to a parsed result: one hash
/// per lookup, a fixed number of slots (a new entry replaces the old one
/// in its slot), so memory stays bounded and unique texts cost little.
/// Each slot keeps the full hash of its key, so a lookup of a different
/// text (the common case for unique texts) is rejected without reading
/// the stored key, which lies somewhere earlier in the source and is
/// likely out of the CPU caches.
pub(crate) struct TextCache<'a, T> {
    slots: Vec<Option<(u64, &'a str, T)>>,
}

/// Where a text goes in a [`TextCache`]: its slot and full hash.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct CacheSlot {
    index: usize,
    hash: u64,
}

impl<T> Default for TextCache<'_, T> {
    fn default() -> Self {
        TextCache { slots: Vec::new() }
    }
}

impl<'a, T: Copy> TextCache<'a, T> {
    const SLOTS: usize = 4096;

    /// The slot of `key`.
    pub(crate) fn slot(&self, key: &str) -> CacheSlot {
        use std::hash::BuildHasher;
        let hash = rustc_hash::FxBuildHasher.hash_one(key);
        CacheSlot {
            index: (hash as usize) & (Self::SLOTS - 1),
            hash,
        }
    }

    /// The value stored for `key`. On a hit the slot is moved to this
    /// occurrence of the text, which was just read (so the next compare
    /// likely reads cached memory rather than an old, cold occurrence).
    pub(crate) fn get(&mut self, slot: CacheSlot, key: &'a str) -> Option<T> {
        match self.slots.get_mut(slot.index) {
            Some(Some((h, k, v))) if *h == slot.hash && same_text(k, key) => {
                *k = key;
                Some(*v)
            }
            _ => None,
        }
    }

    pub(crate) fn put(&mut self, slot: CacheSlot, key: &'a str, value: T) {
        if self.slots.is_empty() {
            self.slots = vec![None; Self::SLOTS];
        }
        if let Some(s) = self.slots.get_mut(slot.index) {
            *s = Some((slot.hash, key, value));
        }
    }
}

/// `a == b`, with the short texts of the caches (op names, signatures,
/// attribute names: mostly under 16 bytes) compared inline, two
/// overlapping eight-byte words from each end, instead of through a
/// `memcmp` call (~20 instructions per cache hit).
#[inline]
pub(crate) fn same_text(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    let n = a.len();
    if n != b.len() {
        return false;
    }
    let word = |s: &[u8], i: usize| {
        let mut w = [0u8; 8];
        w.copy_from_slice(&s[i..i + 8]);
        u64::from_le_bytes(w)
    };
    match n {
        8..=16 => word(a, 0) == word(b, 0) && word(a, n - 8) == word(b, n - 8),
        _ => a == b,
    }
}

/// Where MLIR's `emitWrongTokenError` reports an error about the token
/// at `start` of `bytes` (`eof`: the end of the input, one byte back):
/// backing up over blanks, and over line ends (and a `//` comment on the
/// line before), to just after the previous text.
pub(crate) fn wrong_token_offset(bytes: &[u8], start: usize, eof: bool) -> usize {
    let mut loc = start;
    if eof {
        loc = loc.saturating_sub(1);
    }
    let original = loc;
    let mut end = loc.min(bytes.len());
    loop {
        while end > 0 && matches!(bytes[end - 1], b' ' | b'\t') {
            end -= 1;
        }
        if end == 0 {
            return original;
        }
        let last = bytes[end - 1];
        if last != b'\n' && last != b'\r' {
            return end;
        }
        end -= 1;
        let line_start = bytes[..end]
            .iter()
            .rposition(|&b| b == b'\n' || b == b'\r')
            .unwrap_or(0);
        if let Some(i) = find_sub(&bytes[line_start..end], b"//") {
            end = line_start + i;
        }
    }
}

/// Position of `needle` in `hay`.
fn find_sub(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).position(|w| w == needle)
}

/// The offsets of the starts of the lines of `bytes`: 0, and one past
/// each `\n`, found with `memchr`'s vectorized search (~80 instructions
/// per 70-byte line; a loop over the bytes, even one the compiler turns
/// into a bit mask per block, costs several times that).
fn line_starts(bytes: &[u8]) -> Vec<u32> {
    // Generous: pages of the table that are never written are never
    // touched (generated files have about 70 bytes per line).
    let mut starts = Vec::with_capacity(bytes.len() / 24 + 1);
    starts.push(0);
    // On x86-64 the SSE2 searcher (always available there) is called
    // directly: the generic `memchr_iter` goes through a runtime-selected
    // function pointer and AVX2 set-up on every line.
    #[cfg(target_arch = "x86_64")]
    if let Some(finder) = memchr::arch::x86_64::sse2::memchr::One::new(b'\n') {
        starts.extend(finder.iter(bytes).map(|i| i as u32 + 1));
        return starts;
    }
    starts.extend(memchr::memchr_iter(b'\n', bytes).map(|i| i as u32 + 1));
    starts
}

#[cfg(test)]
mod same_text_tests {
    #[test]
    fn matches_string_equality() {
        let texts = [
            "",
            "a",
            "attr",
            "atts",
            "btts",
            "value",
            "valud",
            "abcdefg",
            "abcdefgh",
            "abcdefgi",
            "bbcdefgh",
            "abcdefghijklmnop",
            "abcdefghijklmnoq",
            "xbcdefghijklmnop",
            "abcdefghijklmnopq",
            "abcdefghijklmnopr",
            "abcdefgh1",
            "abcdefgh2",
            "\"test.op_a\"",
            "\"test.op_b\"",
        ];
        for a in texts {
            for b in texts {
                assert_eq!(super::same_text(a, b), a == b, "{a:?} {b:?}");
            }
        }
    }
}

#[cfg(test)]
mod line_col_tests {
    /// Forward lookups (from the previous one, counted with `memchr`) and
    /// backward ones (through the table of line starts) agree with a
    /// byte-by-byte count.
    #[test]
    fn matches_a_byte_count() {
        let mut text = String::new();
        let mut x: u32 = 12345;
        for _ in 0..6000 {
            x = x.wrapping_mul(1_103_515_245).wrapping_add(12345);
            text.push(match x >> 29 {
                0 | 1 => '\n',
                2 => '\r',
                _ => char::from(b'a' + (x >> 16) as u8 % 26),
            });
        }
        let naive = |offset: usize| crate::text::naive_line_col(text.as_bytes(), offset);
        let mut ctx = crate::Context::new();
        let mut p = super::Parser::new(&mut ctx, &text, "f").unwrap();
        let mut offset = 0;
        let mut y: u32 = 7;
        while offset < text.len() {
            assert_eq!(p.line_col(offset as u32), naive(offset), "at {offset}");
            y = y.wrapping_mul(1_103_515_245).wrapping_add(12345);
            // Mostly short steps; one in eight a long jump (up to ~1k
            // lines: the galloping search).
            offset += if y.is_multiple_of(8) {
                (y >> 20) as usize
            } else {
                (y >> 26) as usize
            };
        }
        for back in [500, 3, 0, 77, 5000, 4999] {
            assert_eq!(p.line_col(back as u32), naive(back), "at {back}");
        }
    }
}
