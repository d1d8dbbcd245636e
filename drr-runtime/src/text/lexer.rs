//! The lexer of MLIR's textual format: turns source bytes into tokens, one
//! at a time, exactly as MLIR's `Lexer` does (same token kinds, keywords,
//! number and string rules, and the same error messages and positions).
//!
//! Invariants: the lexer never allocates; a [`Token`] is a kind plus the
//! byte range `start..end` of its spelling in the source (the source is at
//! most `u32::MAX` bytes long, checked by the parser before lexing); every
//! range it hands out lies on UTF-8 character boundaries of the source,
//! because token boundaries are always next to ASCII bytes or the ends of
//! the input. Lexing never reads past the end of the input: the end behaves
//! like MLIR's terminating NUL. An error is reported as a token of kind
//! [`Tok::Error`] whose `start()` is the error position; the message is in
//! [`Lexer::error_message`]. The lexer also keeps the line of its cursor
//! (its 0-based number and start offset; no `\n` between that start and
//! the cursor), for default locations without a table of line starts:
//! it notes each `\n` it passes, and a reset counts or uncounts the
//! newlines it skips unless the caller knows there are none.

/// Token kinds. Keywords are the words MLIR's lexer reserves
/// (`TokenKinds.def`); every other word is a [`Tok::BareIdent`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Tok {
    /// End of input.
    Eof,
    /// A lexing error (see [`Lexer::error_message`]).
    Error,
    /// `foo`, `foo.bar$1`.
    BareIdent,
    /// `@foo`, `@"foo bar"`.
    AtIdent,
    /// `#foo`.
    HashIdent,
    /// `%foo`.
    PercentIdent,
    /// `^foo`.
    CaretIdent,
    /// `!foo`.
    BangIdent,
    /// `1.5`, `1.`, `2.0e-3`.
    Float,
    /// `42`, `0x2A`.
    Integer,
    /// `"text"`.
    String,
    /// `i32`, `si8`, `ui16`.
    IntType,
    /// `->`.
    Arrow,
    /// `:`.
    Colon,
    /// `,`.
    Comma,
    /// `...`.
    Ellipsis,
    /// `=`.
    Equal,
    /// `>`.
    Greater,
    /// `{`.
    LBrace,
    /// `(`.
    LParen,
    /// `[`.
    LSquare,
    /// `<`.
    Less,
    /// `-`.
    Minus,
    /// `+`.
    Plus,
    /// `?`.
    Question,
    /// `}`.
    RBrace,
    /// `)`.
    RParen,
    /// `]`.
    RSquare,
    /// `*`.
    Star,
    /// `|`.
    VerticalBar,
    /// `/` not starting a comment (a token of custom assembly formats,
    /// which the generic form never expects, so it is reported where the
    /// parser expected something else, as mlir-opt-22 does).
    Slash,
    /// `{-#`.
    FileMetadataBegin,
    /// `#-}`.
    FileMetadataEnd,
    /// A reserved word.
    Kw(Kw),
}

/// MLIR's reserved words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kw {
    AffineMap,
    AffineSet,
    Array,
    Attributes,
    Ceildiv,
    Complex,
    Dense,
    DenseResource,
    Distinct,
    /// A float type keyword (`f32`, `bf16`, `f8E4M3FN`, …).
    FloatType,
    False,
    Floordiv,
    For,
    Func,
    Index,
    Loc,
    Max,
    Memref,
    Min,
    Mod,
    None,
    Offset,
    Size,
    Sparse,
    Step,
    Strided,
    Symbol,
    Tensor,
    To,
    Token,
    True,
    Tuple,
    Type,
    Unit,
    Vector,
}

fn keyword(word: &[u8]) -> Option<Kw> {
    Some(match word {
        b"affine_map" => Kw::AffineMap,
        b"affine_set" => Kw::AffineSet,
        b"array" => Kw::Array,
        b"attributes" => Kw::Attributes,
        b"ceildiv" => Kw::Ceildiv,
        b"complex" => Kw::Complex,
        b"dense" => Kw::Dense,
        b"dense_resource" => Kw::DenseResource,
        b"distinct" => Kw::Distinct,
        b"f16" | b"bf16" | b"f32" | b"f64" | b"f80" | b"f128" | b"tf32" | b"f8E5M2"
        | b"f8E4M3FN" | b"f8E4M3" | b"f8E5M2FNUZ" | b"f8E4M3FNUZ" | b"f8E4M3B11FNUZ"
        | b"f8E3M4" | b"f4E2M1FN" | b"f6E2M3FN" | b"f6E3M2FN" | b"f8E8M0FNU" => Kw::FloatType,
        b"false" => Kw::False,
        b"floordiv" => Kw::Floordiv,
        b"for" => Kw::For,
        b"func" => Kw::Func,
        b"index" => Kw::Index,
        b"loc" => Kw::Loc,
        b"max" => Kw::Max,
        b"memref" => Kw::Memref,
        b"min" => Kw::Min,
        b"mod" => Kw::Mod,
        b"none" => Kw::None,
        b"offset" => Kw::Offset,
        b"size" => Kw::Size,
        b"sparse" => Kw::Sparse,
        b"step" => Kw::Step,
        b"strided" => Kw::Strided,
        b"symbol" => Kw::Symbol,
        b"tensor" => Kw::Tensor,
        b"to" => Kw::To,
        b"token" => Kw::Token,
        b"true" => Kw::True,
        b"tuple" => Kw::Tuple,
        b"type" => Kw::Type,
        b"unit" => Kw::Unit,
        b"vector" => Kw::Vector,
        _ => return None,
    })
}

/// A token: its kind and the byte range of its spelling.
///
/// The range is one `u64` (start in the low half, end in the high half) so
/// that a token is written with one store and read back with one load: as
/// two `u32` fields, a token returned through a stack slot was written by
/// two 4-byte stores and copied out with one 8-byte load, which cannot be
/// store-forwarded and stalled the parser on every token.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Token {
    /// The kind.
    pub(crate) kind: Tok,
    /// `start | end << 32`.
    span: u64,
}

impl Token {
    /// A token of kind `kind` spanning `start..end`.
    #[inline]
    pub(crate) fn new(kind: Tok, start: u32, end: u32) -> Token {
        Token {
            kind,
            span: u64::from(start) | (u64::from(end) << 32),
        }
    }
    /// Offset of the first byte (for [`Tok::Error`]: the error position).
    #[inline]
    pub(crate) fn start(self) -> u32 {
        self.span as u32
    }
    /// Offset one past the last byte.
    #[inline]
    pub(crate) fn end(self) -> u32 {
        (self.span >> 32) as u32
    }
    /// True for keywords and bare identifiers (MLIR's `isKeyword()` or
    /// `bare_identifier`).
    pub(crate) fn is_word(self) -> bool {
        matches!(self.kind, Tok::BareIdent | Tok::Kw(_))
    }
}

/// `[$._-]`: punctuation allowed in prefixed identifiers.
fn is_punct(c: u8) -> bool {
    matches!(c, b'$' | b'.' | b'_' | b'-')
}

/// Characters continuing a bare identifier: `[0-9a-zA-Z_$.]`.
pub(crate) fn is_ident_continue(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.')
}

/// The lexer: a cursor over the source bytes.
#[derive(Clone, Debug)]
pub(crate) struct Lexer<'a> {
    src: &'a [u8],
    pos: usize,
    error: &'static str,
    /// Offset of the start of the line holding `pos`: one past the last
    /// `\n` before `pos`, or 0. Invariant: no `\n` in
    /// `src[line_start..pos]`, except right after an error token (see
    /// [`Lexer::resync_line`]).
    line_start: usize,
    /// Number of `\n` in `src[..line_start]` (the 0-based line of `pos`).
    line: u32,
}

impl<'a> Lexer<'a> {
    /// A lexer at the start of `src`.
    pub(crate) fn new(src: &'a [u8]) -> Self {
        Lexer::new_at(src, 0, 0, 0)
    }

    /// A lexer at byte `pos` of `src`, which is on 0-based line `line`
    /// starting at byte `line_start` (the caller counted them: the chunks
    /// of a split file, lexed in the whole file's positions).
    pub(crate) fn new_at(src: &'a [u8], pos: usize, line: u32, line_start: usize) -> Self {
        debug_assert!(line_start <= pos && !src[line_start..pos].contains(&b'\n'));
        Lexer {
            src,
            pos,
            error: "",
            line_start,
            line,
        }
    }

    /// The cursor's position, its line and where that line starts (what
    /// [`Lexer::new_at`] takes).
    pub(crate) fn text_start(&self) -> super::parser::TextStart {
        super::parser::TextStart {
            offset: self.pos,
            line: self.line,
            line_start: self.line_start,
        }
    }

    /// Ends the input at `end` (the lexer reads [`Tok::Eof`] there, as
    /// MLIR's nested parser of a dialect symbol's body does) and returns
    /// the whole input, for [`Lexer::unlimit`]. Offsets and lines stay the
    /// whole input's.
    pub(crate) fn limit(&mut self, end: usize) -> &'a [u8] {
        let whole = self.src;
        let end = end.min(whole.len());
        if self.pos > end {
            if end < self.line_start {
                self.move_back(end);
            }
            self.pos = end;
        }
        self.src = &whole[..end];
        whole
    }

    /// Gives back the input [`Lexer::limit`] returned.
    pub(crate) fn unlimit(&mut self, whole: &'a [u8]) {
        self.src = whole;
    }

    /// The message of the last [`Tok::Error`] token.
    pub(crate) fn error_message(&self) -> &'static str {
        self.error
    }

    /// Moves the cursor to `pos` (MLIR's `resetPointer`), keeping the line
    /// of the cursor exact: newlines skipped forward are counted (one
    /// search of the skipped bytes), newlines stepped back over are
    /// uncounted.
    pub(crate) fn reset(&mut self, pos: usize) {
        let pos = pos.min(self.src.len());
        if pos > self.pos {
            let skipped = &self.src[self.pos..pos];
            if let Some(last) = memchr::memrchr(b'\n', skipped) {
                self.line += count_newlines(skipped) as u32;
                self.line_start = self.pos + last + 1;
            }
        } else if pos < self.line_start {
            self.move_back(pos);
        }
        self.pos = pos;
    }

    /// [`Lexer::reset`] for a caller that knows that `src[start..pos]`
    /// holds no `\n`, where `start` is at most the cursor and at least
    /// the start of its line (the start of the token just lexed, for the
    /// text caches that skip a cached signature, type, dictionary or
    /// location): no search.
    #[inline]
    pub(crate) fn reset_in_line(&mut self, start: usize, pos: usize) {
        debug_assert!(start <= self.pos);
        debug_assert!(!self.src[start..pos.min(self.src.len()).max(start)].contains(&b'\n'));
        let pos = pos.min(self.src.len());
        if pos < self.line_start {
            self.move_back(pos);
        }
        self.pos = pos;
    }

    /// Sets the line for a reset back to `pos` before the start of the
    /// cursor's line.
    #[cold]
    #[inline(never)]
    fn move_back(&mut self, pos: usize) {
        self.line -= count_newlines(&self.src[pos..self.line_start]) as u32;
        self.line_start = memchr::memrchr(b'\n', &self.src[..pos]).map_or(0, |i| i + 1);
    }

    /// The 1-based line and byte column of `offset` if it lies on the line
    /// of the cursor at or before it (the start of a token just lexed,
    /// other than an error token at a line break), from the line the lexer
    /// keeps as it goes.
    #[inline]
    pub(crate) fn line_col_near(&self, offset: u32) -> Option<(u32, u32)> {
        let o = offset as usize;
        if o >= self.line_start && o <= self.pos {
            Some((self.line + 1, (o - self.line_start) as u32 + 1))
        } else {
            None
        }
    }

    /// Notes the `\n` just passed (at `self.pos - 1`).
    #[inline]
    fn newline(&mut self) {
        self.line += 1;
        self.line_start = self.pos;
    }

    /// Re-establishes the line invariant for an error token whose lexing
    /// may have stepped past a `\n` without noting it (an unterminated
    /// string, `@` at the end of a line): only `src[line_start..pos]`, the
    /// rest of the line and that token, can hold such a newline. (Other
    /// error tokens stop before any byte they have not looked at.)
    #[cold]
    fn resync_line(&mut self) {
        let pos = self.pos.min(self.src.len());
        if self.line_start < pos {
            let tail = &self.src[self.line_start..pos];
            if let Some(last) = memchr::memrchr(b'\n', tail) {
                self.line += count_newlines(tail) as u32;
                self.line_start += last + 1;
            }
        }
    }

    /// The byte at `i`, or 0 past the end (MLIR's NUL terminator).
    #[inline]
    fn at(&self, i: usize) -> u8 {
        self.src.get(i).copied().unwrap_or(0)
    }

    #[inline]
    fn form(&self, kind: Tok, start: usize) -> Token {
        Token::new(kind, start as u32, self.pos as u32)
    }

    fn error_at(&mut self, pos: usize, message: &'static str) -> Token {
        self.error = message;
        Token::new(Tok::Error, pos as u32, pos as u32)
    }

    /// Lexes the next token.
    #[inline]
    pub(crate) fn next_token(&mut self) -> Token {
        loop {
            let start = self.pos;
            if start >= self.src.len() {
                return self.form(Tok::Eof, start);
            }
            let c = self.src[start];
            self.pos += 1;
            match c {
                // In this loop, not a tail call back into `next_token`:
                // the stack stays flat however many line breaks and
                // comments follow each other (a debug build does not turn
                // tail calls into jumps). Inlined: a call here made every
                // token pay for saving registers in `next_token`.
                b'\n' => self.skip_after_newline(),
                b' ' | b'\t' | b'\r' | 0 => continue,
                b'_' => return self.lex_bare_identifier(start),
                b':' => return self.form(Tok::Colon, start),
                b',' => return self.form(Tok::Comma, start),
                b'.' => return self.lex_ellipsis(start),
                b'(' => return self.form(Tok::LParen, start),
                b')' => return self.form(Tok::RParen, start),
                b'{' => {
                    if self.at(self.pos) == b'-' && self.at(self.pos + 1) == b'#' {
                        self.pos += 2;
                        return self.form(Tok::FileMetadataBegin, start);
                    }
                    return self.form(Tok::LBrace, start);
                }
                b'}' => return self.form(Tok::RBrace, start),
                b'[' => return self.form(Tok::LSquare, start),
                b']' => return self.form(Tok::RSquare, start),
                b'<' => return self.form(Tok::Less, start),
                b'>' => return self.form(Tok::Greater, start),
                b'=' => return self.form(Tok::Equal, start),
                b'+' => return self.form(Tok::Plus, start),
                b'*' => return self.form(Tok::Star, start),
                b'-' => {
                    if self.at(self.pos) == b'>' {
                        self.pos += 1;
                        return self.form(Tok::Arrow, start);
                    }
                    return self.form(Tok::Minus, start);
                }
                b'?' => return self.form(Tok::Question, start),
                b'|' => return self.form(Tok::VerticalBar, start),
                b'/' => {
                    if self.at(self.pos) == b'/' {
                        self.skip_comment();
                        continue;
                    }
                    return self.form(Tok::Slash, start);
                }
                b'@' => return self.lex_at_identifier(start),
                b'#' => {
                    if self.at(self.pos) == b'-' && self.at(self.pos + 1) == b'}' {
                        self.pos += 2;
                        return self.form(Tok::FileMetadataEnd, start);
                    }
                    return self.lex_prefixed_identifier(start, Tok::HashIdent);
                }
                b'!' => return self.lex_prefixed_identifier(start, Tok::BangIdent),
                b'^' => return self.lex_prefixed_identifier(start, Tok::CaretIdent),
                b'%' => return self.lex_prefixed_identifier(start, Tok::PercentIdent),
                b'"' => return self.lex_string(start),
                b'0'..=b'9' => return self.lex_number(start),
                c if c.is_ascii_alphabetic() => return self.lex_bare_identifier(start),
                _ => return self.error_at(start, "unexpected character"),
            }
        }
    }

    /// Notes the `\n` just passed and skips up to eight spaces of the
    /// indentation after it at once (the main loop takes ~7 instructions
    /// per blank); [`Lexer::next_token`] then lexes on.
    #[inline(always)]
    fn skip_after_newline(&mut self) {
        self.newline();
        if let Some(chunk) = self.src.get(self.pos..self.pos + 8) {
            let mut word = [0u8; 8];
            word.copy_from_slice(chunk);
            // Zero bytes where there are spaces; the count of the low
            // zero bytes is the number of leading spaces.
            let x = u64::from_le_bytes(word) ^ u64::from_le_bytes([b' '; 8]);
            self.pos += (x.trailing_zeros() / 8) as usize;
        }
    }

    fn skip_comment(&mut self) {
        // Skip the second '/', then everything up to the end of the line
        // (the line break is left to `next_token`, which notes a `\n`).
        self.pos += 1;
        while self.pos < self.src.len() {
            let c = self.src[self.pos];
            if c == b'\n' || c == b'\r' {
                return;
            }
            self.pos += 1;
        }
    }

    fn lex_ellipsis(&mut self, start: usize) -> Token {
        if self.at(self.pos) != b'.' || self.at(self.pos + 1) != b'.' {
            return self.error_at(self.pos, "expected three consecutive dots for an ellipsis");
        }
        self.pos += 2;
        self.form(Tok::Ellipsis, start)
    }

    fn lex_at_identifier(&mut self, start: usize) -> Token {
        let c = self.at(self.pos);
        self.pos += 1;
        if c == b'"' {
            let t = self.lex_string(self.pos - 1);
            if t.kind == Tok::Error {
                return t;
            }
            return self.form(Tok::AtIdent, start);
        }
        if !c.is_ascii_alphabetic() && c != b'_' {
            let at = self.pos - 1;
            self.pos = self.pos.min(self.src.len());
            self.resync_line();
            return self.error_at(at, "@ identifier expected to start with letter or '_'");
        }
        while is_ident_continue(self.at(self.pos)) {
            self.pos += 1;
        }
        self.form(Tok::AtIdent, start)
    }

    fn lex_bare_identifier(&mut self, start: usize) -> Token {
        while is_ident_continue(self.at(self.pos)) {
            self.pos += 1;
        }
        let word = &self.src[start..self.pos];
        // i123, si456, ui789.
        let digits_from = |k: usize| word.len() > k && word[k..].iter().all(u8::is_ascii_digit);
        if (word[0] == b'i' && digits_from(1))
            || ((word[0] == b's' || word[0] == b'u')
                && word.len() > 2
                && word[1] == b'i'
                && digits_from(2))
        {
            return self.form(Tok::IntType, start);
        }
        match keyword(word) {
            Some(k) => self.form(Tok::Kw(k), start),
            None => self.form(Tok::BareIdent, start),
        }
    }

    fn lex_number(&mut self, start: usize) -> Token {
        let first = self.src[start];
        if first == b'0' && self.at(self.pos) == b'x' {
            // `0xi32` is `0` followed by the identifier `xi32`.
            if !self.at(self.pos + 1).is_ascii_hexdigit() {
                return self.form(Tok::Integer, start);
            }
            self.pos += 2;
            while self.at(self.pos).is_ascii_hexdigit() {
                self.pos += 1;
            }
            return self.form(Tok::Integer, start);
        }
        while self.at(self.pos).is_ascii_digit() {
            self.pos += 1;
        }
        if self.at(self.pos) != b'.' {
            return self.form(Tok::Integer, start);
        }
        self.pos += 1;
        while self.at(self.pos).is_ascii_digit() {
            self.pos += 1;
        }
        let e = self.at(self.pos);
        if e == b'e' || e == b'E' {
            let n1 = self.at(self.pos + 1);
            let n2 = self.at(self.pos + 2);
            if n1.is_ascii_digit() || ((n1 == b'-' || n1 == b'+') && n2.is_ascii_digit()) {
                self.pos += 2;
                while self.at(self.pos).is_ascii_digit() {
                    self.pos += 1;
                }
            }
        }
        self.form(Tok::Float, start)
    }

    fn lex_prefixed_identifier(&mut self, start: usize, kind: Tok) -> Token {
        let c = self.at(self.pos);
        if c.is_ascii_digit() {
            while self.at(self.pos).is_ascii_digit() {
                self.pos += 1;
            }
        } else if c.is_ascii_alphabetic() || is_punct(c) {
            self.pos += 1;
            loop {
                let c = self.at(self.pos);
                if c.is_ascii_alphanumeric() || is_punct(c) {
                    self.pos += 1;
                } else {
                    break;
                }
            }
        } else {
            let message = match kind {
                Tok::HashIdent => "invalid attribute name",
                Tok::PercentIdent => "invalid SSA name",
                Tok::CaretIdent => "invalid block name",
                _ => "invalid type identifier",
            };
            return self.error_at(self.pos - 1, message);
        }
        self.form(kind, start)
    }

    /// Lexes a string literal whose opening quote is at `start` (the cursor
    /// is just past it).
    pub(crate) fn lex_string(&mut self, start: usize) -> Token {
        loop {
            // Skip to the next byte that needs a look.
            self.pos = find_string_stop(self.src, self.pos).unwrap_or(self.src.len());
            if self.pos >= self.src.len() {
                // MLIR reports the error at the terminating NUL.
                return self.error_at(self.src.len(), "expected '\"' in string literal");
            }
            let c = self.src[self.pos];
            self.pos += 1;
            match c {
                b'"' => return self.form(Tok::String, start),
                b'\n' | 0x0B | 0x0C => {
                    self.resync_line();
                    return self.error_at(self.pos - 1, "expected '\"' in string literal");
                }
                b'\\' => {
                    let n = self.at(self.pos);
                    if matches!(n, b'"' | b'\\' | b'n' | b't') {
                        self.pos += 1;
                    } else if n.is_ascii_hexdigit() && self.at(self.pos + 1).is_ascii_hexdigit() {
                        self.pos += 2;
                    } else {
                        return self.error_at(self.pos - 1, "unknown escape in string literal");
                    }
                }
                _ => {}
            }
        }
    }
}

/// The position of the first byte at or after `i` in `bytes` that is one of
/// `set`, eight bytes at a time (SWAR: a byte of `w ^ splat(c)` is zero
/// where `w` holds `c`; the lowest flagged byte of the classic zero-byte
/// test is always a true match).
#[inline]
pub(crate) fn find_first_of<const N: usize>(
    bytes: &[u8],
    mut i: usize,
    set: [u8; N],
) -> Option<usize> {
    const LO: u64 = 0x0101_0101_0101_0101;
    const HI: u64 = 0x8080_8080_8080_8080;
    while let Some(chunk) = bytes.get(i..i + 8) {
        let mut word = [0u8; 8];
        word.copy_from_slice(chunk);
        let w = u64::from_le_bytes(word);
        let mut m = 0;
        for c in set {
            let x = w ^ (LO * u64::from(c));
            m |= x.wrapping_sub(LO) & !x;
        }
        m &= HI;
        if m != 0 {
            return Some(i + (m.trailing_zeros() / 8) as usize);
        }
        i += 8;
    }
    while let Some(&b) = bytes.get(i) {
        if set.contains(&b) {
            return Some(i);
        }
        i += 1;
    }
    None
}

/// The position of the first byte at or after `i` that may end or
/// interrupt a string literal: `"`, `\\`, or any byte below 0x0D (which
/// covers the line breaks `\n`, `\v`, `\f`; the caller passes over the
/// others, such as a tab), eight bytes at a time. One range test replaces
/// three equality tests of [`find_first_of`] (the lowest byte flagged by
/// the classic "has less than" test is always a true match).
#[inline]
fn find_string_stop(bytes: &[u8], mut i: usize) -> Option<usize> {
    const LO: u64 = 0x0101_0101_0101_0101;
    const HI: u64 = 0x8080_8080_8080_8080;
    while let Some(chunk) = bytes.get(i..i + 8) {
        let mut word = [0u8; 8];
        word.copy_from_slice(chunk);
        let w = u64::from_le_bytes(word);
        let q = w ^ (LO * u64::from(b'"'));
        let b = w ^ (LO * u64::from(b'\\'));
        let m = (q.wrapping_sub(LO) & !q)
            | (b.wrapping_sub(LO) & !b)
            | (w.wrapping_sub(LO * 0x0D) & !w);
        let m = m & HI;
        if m != 0 {
            return Some(i + (m.trailing_zeros() / 8) as usize);
        }
        i += 8;
    }
    while let Some(&c) = bytes.get(i) {
        if c == b'"' || c == b'\\' || c < 0x0D {
            return Some(i);
        }
        i += 1;
    }
    None
}

/// The number of `\n` bytes in `bytes`.
fn count_newlines(bytes: &[u8]) -> usize {
    memchr::memchr_iter(b'\n', bytes).count()
}

/// Decodes the body of a string literal token (quotes included in `spelling`)
/// into bytes, resolving `\\`, `\"`, `\n`, `\t` and `\XX` escapes. The
/// lexer has validated the escapes; malformed input is decoded leniently.
pub(crate) fn unescape(spelling: &[u8]) -> Vec<u8> {
    let body = spelling
        .get(1..spelling.len().saturating_sub(1))
        .unwrap_or(&[]);
    let mut out = Vec::with_capacity(body.len());
    let mut i = 0;
    while i < body.len() {
        let c = body[i];
        i += 1;
        if c != b'\\' {
            out.push(c);
            continue;
        }
        let Some(&c1) = body.get(i) else { break };
        i += 1;
        match c1 {
            b'"' | b'\\' => out.push(c1),
            b'n' => out.push(b'\n'),
            b't' => out.push(b'\t'),
            _ => {
                let c2 = body.get(i).copied().unwrap_or(b'0');
                i += 1;
                out.push((hex_value(c1) << 4) | hex_value(c2));
            }
        }
    }
    out
}

/// The value of a hex digit (0 for anything else).
pub(crate) const fn hex_value(c: u8) -> u8 {
    match c {
        b'0'..=b'9' => c - b'0',
        b'a'..=b'f' => c - b'a' + 10,
        b'A'..=b'F' => c - b'A' + 10,
        _ => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(src: &str) -> Vec<Tok> {
        let mut lx = Lexer::new(src.as_bytes());
        let mut out = Vec::new();
        loop {
            let t = lx.next_token();
            out.push(t.kind);
            if matches!(t.kind, Tok::Eof | Tok::Error) {
                return out;
            }
        }
    }

    /// The line the lexer keeps matches a count of the bytes at every
    /// token start, through comments, CRLF and blank lines, error tokens
    /// that step past a line break (lexing goes on after them), and resets
    /// forward and back to every offset.
    #[test]
    fn line_of_the_cursor_is_exact() {
        let src =
            b"%a = \"x\" // c \"q\n\n\r\n  @\n  \"ab\n %b:\r\n// end\n\n\"t.c\"() : () -> i32 @";
        let naive = |offset: usize| crate::text::naive_line_col(src, offset);
        let check_from = |lx: &mut Lexer| {
            let mut errors = 0;
            loop {
                let t = lx.next_token();
                let start = t.start() as usize;
                match lx.line_col_near(t.start()) {
                    Some(lc) => assert_eq!(lc, naive(start), "at {start}"),
                    // Only an error at a line break it stepped past.
                    None => assert!(t.kind == Tok::Error && src[start] == b'\n', "at {start}"),
                }
                if t.kind == Tok::Error {
                    errors += 1;
                }
                if t.kind == Tok::Eof {
                    return errors;
                }
            }
        };
        let mut lx = Lexer::new(src);
        assert!(check_from(&mut lx) >= 3);
        for from in 0..=src.len() {
            for to in 0..=src.len() {
                let mut lx = Lexer::new(src);
                lx.reset(from);
                lx.reset(to);
                assert_eq!(
                    lx.line_col_near(to as u32),
                    Some(naive(to)),
                    "{from} -> {to}"
                );
                check_from(&mut lx);
            }
        }
    }

    #[test]
    fn punctuation_and_words() {
        use Tok::*;
        assert_eq!(
            kinds("( ) -> {-# #-} ... : , = < > [ ] ? * | + -"),
            vec![
                LParen,
                RParen,
                Arrow,
                FileMetadataBegin,
                FileMetadataEnd,
                Ellipsis,
                Colon,
                Comma,
                Equal,
                Less,
                Greater,
                LSquare,
                RSquare,
                Question,
                Star,
                VerticalBar,
                Plus,
                Minus,
                Eof
            ]
        );
        assert_eq!(
            kinds("i32 si8 ui1 i x1 f32 tensor foo.bar$x _a"),
            vec![
                IntType,
                IntType,
                IntType,
                BareIdent,
                BareIdent,
                Kw(super::Kw::FloatType),
                Kw(super::Kw::Tensor),
                BareIdent,
                BareIdent,
                Eof
            ]
        );
    }

    #[test]
    fn numbers() {
        use Tok::*;
        assert_eq!(
            kinds("42 0x2A 1.5 1. 2.0e-3"),
            vec![Integer, Integer, Float, Float, Float, Eof]
        );
        // `0xi32` is `0` then `xi32`; `1e5` is `1` then `e5`.
        assert_eq!(
            kinds("0xi32 1e5"),
            vec![Integer, BareIdent, Integer, BareIdent, Eof]
        );
    }

    #[test]
    fn identifiers_and_strings() {
        use Tok::*;
        assert_eq!(
            kinds(r#"%0 %arg-1 ^bb0 #map !t.x @f @"a b" "x\"y\0A""#),
            vec![
                PercentIdent,
                PercentIdent,
                CaretIdent,
                HashIdent,
                BangIdent,
                AtIdent,
                AtIdent,
                String,
                Eof
            ]
        );
        assert_eq!(unescape(br#""a\22b\0A\\\n\t""#), b"a\"b\n\\\n\t".to_vec());
    }

    #[test]
    fn find_string_stop_matches_a_plain_scan() {
        let hay: Vec<u8> = (0..300u32)
            .map(|i| match (i * 7 + i / 5) % 23 {
                0 => b'"',
                1 => b'\\',
                2 => b'\n',
                3 => 0x0B,
                4 => 0x0C,
                5 => b'\t',
                6 => 0x00,
                7 => 0x0D,
                8 => 0xC3,
                _ => b'a' + (i % 26) as u8,
            })
            .collect();
        for start in 0..hay.len() {
            for end in start..hay.len().min(start + 40) {
                let hay = &hay[..end];
                let want =
                    (start..end).find(|&i| hay[i] == b'"' || hay[i] == b'\\' || hay[i] < 0x0D);
                assert_eq!(super::find_string_stop(hay, start), want, "{start} {end}");
            }
        }
    }

    #[test]
    fn find_first_of_matches_a_plain_scan() {
        let text = b"abc{de\"f}gh/ij\n\x80\xffklmnopqrstuvwxyz{{}}\"\"//\n";
        for start in 0..=text.len() + 2 {
            for end in start..=text.len() {
                let hay = &text[..end];
                let set = [b'{', b'}', b'"', b'/'];
                let want = (start..hay.len()).find(|&i| set.contains(&hay[i]));
                assert_eq!(find_first_of(hay, start, set), want, "{start} {end}");
                let want = (start..hay.len()).find(|&i| hay[i] == b'\n');
                assert_eq!(find_first_of(hay, start, [b'\n']), want);
            }
        }
    }

    #[test]
    fn comments_and_errors() {
        use Tok::*;
        assert_eq!(kinds("// hi ünïcode\n%x // tail"), vec![PercentIdent, Eof]);
        let mut lx = Lexer::new(b"  `");
        let t = lx.next_token();
        assert_eq!((t.kind, t.start()), (Error, 2));
        assert_eq!(lx.error_message(), "unexpected character");
        let mut lx = Lexer::new(b"\"ab");
        let t = lx.next_token();
        assert_eq!((t.kind, t.start()), (Error, 3));
        let mut lx = Lexer::new(b"\"a\\qb\"");
        let t = lx.next_token();
        assert_eq!((t.kind, t.start()), (Error, 2));
        assert_eq!(lx.error_message(), "unknown escape in string literal");
        assert_eq!(kinds("/ /*"), vec![Slash, Slash, Star, Eof]);
        assert_eq!(kinds("% "), vec![Error]);
        assert_eq!(kinds("@1"), vec![Error]);
        assert_eq!(kinds("."), vec![Error]);
    }
}
