//! Dialect symbols: `!dialect.name<…>` types and `#dialect.name<…>`
//! attributes, plus the "pretty dialect body" scanner that finds the end of
//! a `<…>` body without understanding it (MLIR's `parseDialectSymbolBody`).
//! The runtime keeps such symbols verbatim, so only their extent matters,
//! apart from the choice between `#ns.data` and `#ns<data>`, which is made
//! as mlir-opt prints it (`canonical_dialect_symbol`).
//!
//! Body rules (as MLIR): `<`, `(`, `[`, `{` nest and must be closed by the
//! matching bracket; `->` is one token, so its `>` closes nothing; string
//! literals are skipped with the lexer's string rules (escaped quotes
//! included); in affine maps and sets `<=`/`>=` are operators and `//`
//! starts a comment (MLIR's lexer reads those); reaching the end of the
//! input is an "unbalanced" error.
//! Invariants: the scan only moves forward over the source and never
//! recurses, so arbitrarily deep bodies are safe; after a successful scan the
//! lexer is positioned right after the closing `>`.

use smallvec::SmallVec;
use std::ops::Range;

use super::lexer::{Lexer, Tok};
use super::parser::{Diag, PResult, Parser};

/// The end of MLIR's message about an object of an unregistered dialect.
const ADVICE: &str = "If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used";

/// What a `!…` or `#…` token turned out to be.
pub(crate) enum Extended<'a> {
    /// A reference to an alias (`#map`, `!t`): its name without the sigil.
    Alias(&'a str),
    /// A dialect symbol spanning the given source range.
    Symbol(u32, u32),
}

impl<'a> Parser<'a, '_> {
    /// Parses the current `!…`/`#…` token and its optional `<…>` body.
    pub(crate) fn parse_extended_symbol(&mut self) -> PResult<Extended<'a>> {
        let t = self.tok;
        let ident = self.spelling(t).get(1..).unwrap_or("");
        self.consume();
        let is_pretty = ident.contains('.');
        let has_body = self.is(Tok::Less) && self.tok.start() == t.end();
        if !has_body && !is_pretty {
            return Ok(Extended::Alias(ident));
        }
        let dialect = ident.split('.').next().unwrap_or("");
        if !is_valid_namespace(dialect) {
            // As mlir-opt-22: the namespace quoted as a string, reported
            // after `ns.` in the pretty form (at the sigil for `ns<…>`).
            let at = if is_pretty {
                t.start() + 2 + dialect.len() as u32
            } else {
                t.start()
            };
            return Err(self.err_at(at, &format!("invalid dialect namespace '\"{dialect}\"'")));
        }
        let end = if has_body {
            self.skip_dialect_body(false)?
        } else {
            t.end()
        };
        Ok(Extended::Symbol(t.start(), end))
    }

    /// The text kept for the dialect symbol spanning `start..end` (a type,
    /// or an attribute if `attr`): its canonical form and, when its dialect
    /// is one whose parser reads the body (registered with the context, or
    /// one mlir-opt registers), the body as that parser and its printer give
    /// it back: aliases expanded, laid out on one line
    /// ([`normalize_body_layout`]), and for attributes LLVM's stripped
    /// parameters and nested `dense<…>` re-printed, and `!quant.…` types
    /// read and re-printed as the quant dialect does
    /// ([`super::quant_types`]; its errors are parse errors). The body of an
    /// unknown dialect is kept as written, as mlir-opt keeps it.
    pub(crate) fn kept_symbol_text(&mut self, start: u32, end: u32, attr: bool) -> PResult<String> {
        let canonical = canonical_dialect_symbol(self.slice(start, end));
        if !body_dialect_loaded(self.ctx, &canonical[1..]) {
            return Ok(canonical.into_owned());
        }
        // Whether the source's own text (`!ns.…` or `!ns<…>`) can be read:
        // no alias expanded, so offsets into it are offsets into the source.
        let mut exact = true;
        let mut text = match self.expand_body_aliases(&canonical, start)? {
            Some(expanded) => {
                exact = false;
                expanded
            }
            None => canonical.into_owned(),
        };
        if !attr && body_namespace(&text[1..]) == "quant" {
            // Read and re-printed as the quant dialect does (white space,
            // line breaks and comments skipped); errors at their token when
            // read from the source, else at the type.
            let read = if exact { self.slice(start, end) } else { &text };
            return super::quant_types::canonical_quant_type(read).map_err(|e| {
                let at = if exact {
                    start.saturating_add(u32::try_from(e.offset).unwrap_or(0))
                } else {
                    start
                };
                self.err_at(at, &e.message)
            });
        }
        if let Some(laid_out) = normalize_body_layout(&text) {
            text = laid_out;
        }
        if attr {
            if let Some(stripped) = super::llvm_stripped::strip_llvm_params(&text) {
                text = stripped;
            }
            if let Some(reprinted) = self.reprint_nested_dense(&text) {
                text = reprinted;
            }
        }
        Ok(text)
    }

    /// The text of a dialect symbol kept verbatim (`text`, from `at`) whose
    /// dialect's parser reads the body (see [`Parser::kept_symbol_text`])
    /// with the attribute and type aliases of its body (`#name`, `!name`:
    /// no `.`, no `<…>` after) replaced by what they stand for, printed:
    /// such a parser resolves aliases, and the printed module defines none,
    /// so a kept `#name` would not parse back. `None` if nothing changes.
    /// The expansions of a file are bounded by four times its size (or
    /// 1 MiB): aliases of aliases can grow exponentially.
    fn expand_body_aliases(&mut self, text: &str, at: u32) -> PResult<Option<String>> {
        if !text.as_bytes()[1..].iter().any(|&b| b == b'#' || b == b'!') {
            return Ok(None);
        }
        let bytes = text.as_bytes();
        let mut out = String::new();
        let mut copied = 0;
        let mut i = 1;
        while i < bytes.len() {
            match bytes[i] {
                b'"' => i = string_end(bytes, i),
                sigil @ (b'#' | b'!')
                    if bytes
                        .get(i + 1)
                        .is_some_and(|&c| c.is_ascii_alphabetic() || c == b'_') =>
                {
                    let start = i + 1;
                    let end = prefixed_name_end(bytes, start);
                    let name = &text[start..end];
                    if !name.contains('.') && bytes.get(end) != Some(&b'<') {
                        let printed = if sigil == b'#' {
                            self.attr_aliases.get(name).copied().map(|(value, _)| {
                                let a = self.alias_attribute(value);
                                // Distinct ids as parsed: they are numbered
                                // when the whole body is printed.
                                super::printer::print_attribute_verbatim(self.ctx, a)
                            })
                        } else {
                            self.type_aliases
                                .get(name)
                                .map(|&(t, _)| super::print_type(self.ctx, t))
                        };
                        if let Some(printed) = printed {
                            self.alias_expansion =
                                self.alias_expansion.saturating_add(printed.len());
                            let limit = self.src.len().saturating_mul(4).max(1 << 20);
                            if self.alias_expansion > limit {
                                return Err(self.err_at(
                                    at,
                                    &format!("the aliases used in dialect attribute and type bodies expand to more than {limit} bytes (four times the input's size, at least 1 MiB)"),
                                ));
                            }
                            out.push_str(&text[copied..i]);
                            out.push_str(&printed);
                            copied = end;
                        }
                    }
                    i = end;
                    continue;
                }
                _ => {}
            }
            i += 1;
        }
        if copied == 0 {
            return Ok(None);
        }
        out.push_str(&text[copied..]);
        Ok(Some(out))
    }

    /// MLIR's error for a dialect type (`sigil` `!`) or attribute (`#`,
    /// with its type's text, `none` if untyped) spanning `start..end` whose
    /// dialect is not registered, when the context rejects those (see
    /// [`crate::Context::reject_unregistered_dialects`]); `None` if the
    /// dialect is known. MLIR reports it at the name after `ns.`, or at the
    /// sigil for `ns<…>`, and shows the object as an opaque one
    /// (`!"ns"<"body">`).
    pub(crate) fn unregistered_dialect_error(
        &self,
        start: u32,
        end: u32,
        ty: Option<&str>,
    ) -> Option<Diag> {
        if !self.ctx.rejects_unregistered_dialects() {
            return None;
        }
        let text = self.slice(start, end);
        let ident = text.get(1..)?;
        let split = ident.find(['.', '<']).unwrap_or(ident.len());
        let namespace = &ident[..split];
        if self.ctx.dialect_is_known(namespace) {
            return None;
        }
        let (offset, body) = if ident[split..].starts_with('.') {
            (start + 2 + split as u32, &ident[split + 1..])
        } else {
            let inner = &ident[split..];
            let body = inner
                .strip_prefix('<')
                .and_then(|b| b.strip_suffix('>'))
                .unwrap_or(inner);
            (start, body)
        };
        let message = match ty {
            None => format!(
                "`!\"{namespace}\"<\"{body}\">` type created with unregistered dialect. {ADVICE}"
            ),
            Some(ty) => format!(
                "#\"{namespace}\"<\"{body}\"> : '{ty}' attribute created with unregistered dialect. {ADVICE}"
            ),
        };
        Some(self.err_at(offset, &message))
    }

    /// MLIR's error for a dialect attribute or type nested in the body of
    /// the dialect symbol spanning `start..end` (`!xetile.tile<4xf32,
    /// #xetile.foo<1>>`, `#gpu.object<#gpu.foo, "x">`, `!ut.tile<4x!ut.tiles>`)
    /// whose dialect reads its attributes (types) with mlir-tblgen's
    /// generated parser and declares no such mnemonic (see
    /// [`crate::ods::Mnemonics::unknown_error`]), at the nested mnemonic:
    /// the first in the text, as MLIR reads the body from left to right. Only a body the symbol's dialect reads (registered, or
    /// one mlir-opt loads) is looked into, and within it the bodies of
    /// nested symbols of dialects that are not loaded are skipped: MLIR
    /// keeps those verbatim. Strings are skipped.
    pub(crate) fn nested_mnemonic_error(&self, start: u32, end: u32) -> Option<Diag> {
        if !self.ctx.attr_mnemonics.any_generated() && !self.ctx.type_mnemonics.any_generated() {
            return None;
        }
        let text = self.slice(start, end);
        if !body_dialect_loaded(self.ctx, text.get(1..)?) {
            return None;
        }
        let bytes = text.as_bytes();
        let mut i = 1;
        while i < bytes.len() {
            match bytes[i] {
                b'"' => i = string_end(bytes, i) + 1,
                sigil @ (b'#' | b'!')
                    if bytes
                        .get(i + 1)
                        .is_some_and(|&c| c.is_ascii_alphabetic() || c == b'_') =>
                {
                    let name_end = prefixed_name_end(bytes, i + 1);
                    let name = &text[i + 1..name_end];
                    let verbose = bytes.get(name_end) == Some(&b'<');
                    // `ns.data…` or `ns<data…>`; else an alias.
                    if !name.contains('.') && !verbose {
                        i = name_end;
                        continue;
                    }
                    let (ns, at) = symbol_mnemonic_at(&text[i..])?;
                    if !crate::opt_tool::dialect_loaded(self.ctx, ns) {
                        // Kept verbatim by MLIR: its body is not read.
                        i = if verbose {
                            group_end(bytes, name_end)
                        } else {
                            name_end
                        };
                        continue;
                    }
                    let tag_at = i + at;
                    let tag = &text[tag_at..];
                    let mnemonic = &tag[..keyword_len(tag)];
                    let unknown = if sigil == b'#' {
                        self.ctx.attr_mnemonics.unknown_error(ns, mnemonic)
                    } else {
                        self.ctx.type_mnemonics.unknown_error(ns, mnemonic)
                    };
                    if let Some(message) = unknown {
                        return Some(self.err_at(start + tag_at as u32, &message));
                    }
                    // Its body is read by its dialect: look into it.
                    i = name_end;
                    continue;
                }
                _ => {}
            }
            i += 1;
        }
        None
    }

    /// Skips a balanced `<…>` body starting at the current `<` token and
    /// returns the offset just past its closing `>`. With `affine`, `>=`
    /// and `<=` are comparison operators (affine sets), not brackets.
    pub(crate) fn skip_dialect_body(&mut self, affine: bool) -> PResult<u32> {
        let bytes = self.src.as_bytes();
        let mut pos = self.tok.start() as usize;
        let mut anchor = self.tok.start();
        let mut stack: SmallVec<[u8; 16]> = SmallVec::new();
        let unbalanced = |anchor: u32, open: u8| {
            Diag::new(
                anchor,
                format!(
                    "unbalanced '{}' character in pretty dialect name",
                    open as char
                ),
            )
        };
        loop {
            let c = bytes.get(pos).copied().unwrap_or(0);
            pos += 1;
            if affine && (c == b'<' || c == b'>') && bytes.get(pos) == Some(&b'=') {
                pos += 1;
                continue;
            }
            // An affine map or set is read by MLIR's lexer, which skips
            // comments (a `"` in one starts no string).
            if affine && c == b'/' && bytes.get(pos) == Some(&b'/') {
                pos = memchr::memchr(b'\n', &bytes[pos..]).map_or(bytes.len(), |n| pos + n);
                continue;
            }
            let expected = match c {
                0 => {
                    let open = stack.last().copied().unwrap_or(b'<');
                    return Err(unbalanced(anchor, open));
                }
                b'<' | b'[' | b'(' | b'{' => {
                    stack.push(c);
                    continue;
                }
                b'-' => {
                    if bytes.get(pos) == Some(&b'>') {
                        pos += 1;
                    }
                    continue;
                }
                b'>' => b'<',
                b']' => b'[',
                b')' => b'(',
                b'}' => b'{',
                b'"' => {
                    // A lexer over the rest of the text: one from the start
                    // of the text would count the lines up to here, on
                    // every string of every dialect body (quadratic in a
                    // file of many such types).
                    let base = pos - 1;
                    let mut lx = Lexer::new(&bytes[base..]);
                    let t = lx.next_token();
                    let start = base as u32 + t.start();
                    if t.kind != Tok::String {
                        return Err(Diag::new(start, lx.error_message()));
                    }
                    anchor = start;
                    pos = base + t.end() as usize;
                    continue;
                }
                _ => continue,
            };
            match stack.last() {
                Some(&open) if open == expected => {
                    stack.pop();
                }
                Some(&open) => return Err(unbalanced(anchor, open)),
                None => return Err(unbalanced(anchor, expected)),
            }
            if stack.is_empty() {
                break;
            }
        }
        self.reset_to(pos);
        Ok(pos as u32)
    }
}

/// The spelling mlir-opt prints for the dialect symbol `text` (`#ns.data`
/// or `#ns<data>`, `!` likewise): MLIR keeps an unregistered dialect's
/// symbol as its namespace and its data (`tensor<i32>` in both
/// `#t<tensor<i32>>` and `#t.tensor<i32>`) and prints the pretty form
/// `#ns.data` exactly when the data is simple enough
/// (`isDialectSymbolSimpleEnoughForPrettyForm`: an identifier, optionally
/// followed by text wrapped in `<…>`), else `#ns<data>`. Borrowed when
/// `text` is already that spelling (the common case).
///
/// One deliberate difference: MLIR's test only looks at the first and last
/// characters after the identifier, so it prints `#t<a<b>c<d>>` as
/// `#t.a<b>c<d>`, which it cannot parse back. Here the `<…>` must be one
/// group (closed by the last `>`), so such data keeps the `#ns<data>`
/// spelling and printing stays a fixpoint.
pub(crate) fn canonical_dialect_symbol(text: &str) -> std::borrow::Cow<'_, str> {
    use std::borrow::Cow;
    let Some(rest) = text.get(1..) else {
        return Cow::Borrowed(text);
    };
    let Some(split) = rest.find(['.', '<']) else {
        return Cow::Borrowed(text);
    };
    let (namespace, tail) = rest.split_at(split);
    let (pretty, data) = match tail.strip_prefix('.') {
        Some(data) => (true, data),
        None => match tail.get(1..tail.len().saturating_sub(1)) {
            Some(data) if tail.ends_with('>') && tail.len() >= 2 => (false, data),
            _ => return Cow::Borrowed(text),
        },
    };
    if pretty == is_simple_dialect_data(data) {
        return Cow::Borrowed(text);
    }
    let sigil = &text[..1];
    Cow::Owned(if pretty {
        format!("{sigil}{namespace}<{data}>")
    } else {
        format!("{sigil}{namespace}.{data}")
    })
}

/// The text of a dialect symbol kept verbatim (sigil included) whose
/// dialect's parser reads the body (see [`body_dialect_loaded`]) with the
/// line breaks of its layout undone as that parser and its printer undo
/// them: outside string literals, each run of white space that holds a
/// line break or a tab made nothing after `<`, `(`, `[`, `{` and before
/// `>`, `)`, `]`, `}`, `,` (unless that would make `->`), else one space.
/// mlir-opt prints no such run, so the text it prints is left as it is,
/// while an attribute written over several lines
/// (`#spirv.target_env<\n  #spirv.vce<…>, …>`) gets the spelling mlir-opt
/// re-prints; two spellings of one type would otherwise be two types.
/// Runs of plain spaces are kept: printers differ on them
/// (`#arith.fastmath<nnan,ninf>`, the test dialect's padded brackets).
/// `None` if nothing changes, and for a body holding `//`: the extent of
/// a body is found without comments (as MLIR finds it), so a comment's
/// brackets count and dropping it could unbalance the body. (A body of an
/// unknown dialect is kept exactly as written, as mlir-opt keeps it.)
pub(crate) fn normalize_body_layout(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    let breaks = |i: usize| matches!(bytes[i], b'\n' | b'\r' | b'\t');
    // A scan first: most bodies are on one line.
    let mut i = 1;
    let mut first = None;
    while i < bytes.len() {
        match bytes[i] {
            b'"' => {
                i = string_end(bytes, i) + 1;
                continue;
            }
            b'/' if bytes.get(i + 1) == Some(&b'/') => return None,
            _ if first.is_none() && breaks(i) => first = Some(i),
            _ => {}
        }
        i += 1;
    }
    let first = first?;
    // Back to the start of the run of white space holding the break.
    let mut start = first;
    while start > 1 && bytes[start - 1] == b' ' {
        start -= 1;
    }
    let mut out = String::with_capacity(text.len());
    out.push_str(&text[..start]);
    let mut i = start;
    while i < bytes.len() {
        let b = bytes[i];
        if b.is_ascii_whitespace() {
            let run = i;
            let mut broken = false;
            while i < bytes.len() && bytes[i].is_ascii_whitespace() {
                broken |= breaks(i);
                i += 1;
            }
            if !broken {
                out.push_str(&text[run..i]);
                continue;
            }
            let prev = out.as_bytes().last().copied();
            let after_open = matches!(prev, Some(b'<' | b'(' | b'[' | b'{'));
            let before_close = i < bytes.len() && (bytes[i] == b',' || closes(bytes, i));
            // `- >` kept apart: `->` would close nothing.
            let arrow = prev == Some(b'-') && bytes.get(i) == Some(&b'>');
            if (arrow || !after_open && !before_close) && i < bytes.len() {
                out.push(' ');
            }
            continue;
        }
        let from = i;
        i = if b == b'"' {
            (string_end(bytes, i) + 1).min(bytes.len())
        } else {
            i + text[i..].chars().next().map_or(1, char::len_utf8)
        };
        out.push_str(&text[from..i]);
    }
    (out != text).then_some(out)
}

/// True if `bytes[i]` closes a bracket: `)`, `]`, `}`, or a `>` that is
/// neither the end of `->` nor the start of `>=`.
fn closes(bytes: &[u8], i: usize) -> bool {
    match bytes.get(i) {
        Some(b')' | b']' | b'}') => true,
        Some(b'>') => bytes.get(i + 1) != Some(&b'=') && (i == 0 || bytes[i - 1] != b'-'),
        _ => false,
    }
}

/// The text of an `!llvm.…` type (kept verbatim) with the `!llvm.` prefix
/// of the LLVM types nested directly in LLVM types removed, as the LLVM
/// dialect prints them (`!llvm.struct<(ptr, array<2 x ptr>)>`); a builtin
/// or other dialect's type keeps its own nested types' prefixes
/// (`!llvm.array<2 x vector<2x!llvm.ptr>>`). `None` if nothing changes
/// (not an LLVM type, or none nested with the prefix).
pub(crate) fn strip_nested_llvm_prefixes(text: &str) -> Option<String> {
    const PREFIX: &str = "!llvm.";
    // LLVM's type keywords whose `<…>` nests LLVM types (`target`'s type
    // parameters are printed as any type, with the prefix).
    const LLVM_KEYWORDS: &[&str] = &["ptr", "struct", "array", "func", "vec"];
    let body_at = text.find('<')?;
    if !text.starts_with(PREFIX) || !text[body_at..].contains(PREFIX) {
        return None;
    }
    let bytes = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    out.push_str(&text[..=body_at]);
    // Per open bracket: whether LLVM types nested at that level print
    // without the prefix.
    let mut llvm_level: Vec<bool> = vec![!text.starts_with("!llvm.target<")];
    let mut i = body_at + 1;
    let mut copied = i;
    while i < bytes.len() {
        match bytes[i] {
            b'"' => i = string_end(bytes, i),
            b'<' => {
                // The identifier the bracket follows (`vector`, `!llvm.ptr`, `ptr`).
                let before = &text[..i];
                let word_start = before
                    .char_indices()
                    .rev()
                    .find(|&(_, c)| {
                        !(c.is_ascii_alphanumeric() || c == '_' || c == '.' || c == '!')
                    })
                    .map_or(0, |(k, c)| k + c.len_utf8());
                let word = &before[word_start..];
                let keyword = word.strip_prefix(PREFIX).unwrap_or(word);
                let llvm = LLVM_KEYWORDS.contains(&keyword);
                llvm_level.push(llvm);
            }
            b'(' | b'[' | b'{' => {
                let top = *llvm_level.last().unwrap_or(&false);
                llvm_level.push(top);
            }
            b'-' if bytes.get(i + 1) == Some(&b'>') => i += 1,
            b'>' | b')' | b']' | b'}' => {
                llvm_level.pop();
            }
            // Only a prefix that starts a type: one inside a word
            // (`arr!llvm.ay`, not an LLVM type) is left as it is, so that
            // stripping never makes a keyword of what was not one (the
            // printed text must read back the same).
            b'!' if text[i..].starts_with(PREFIX)
                && *llvm_level.last().unwrap_or(&false)
                && !bytes[i - 1].is_ascii_alphanumeric()
                && !matches!(bytes[i - 1], b'_' | b'.' | b'!' | b'$') =>
            {
                out.push_str(&text[copied..i]);
                // All of a run (`!llvm.!llvm.ptr`): one left would start
                // a type in the printed text, stripped when read back.
                while text[i..].starts_with(PREFIX) {
                    i += PREFIX.len();
                }
                copied = i;
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    if copied == body_at + 1 {
        return None;
    }
    out.push_str(&text[copied..]);
    Some(out)
}

/// Whether the dialect of `body`, a dialect type or attribute kept as
/// text without its sigil (`ns.name<…>`, `ns<…>`), is registered with the
/// context or loaded by mlir-opt (`opt_tool::dialect_loaded`).
pub(crate) fn body_dialect_loaded(ctx: &crate::Context, body: &str) -> bool {
    crate::opt_tool::dialect_loaded(ctx, body_namespace(body))
}

/// The dialect namespace of `body`, a dialect type or attribute kept as
/// text without its sigil (`ns` of `ns.name<…>` and of `ns<…>`).
pub(crate) fn body_namespace(body: &str) -> &str {
    body.split(['.', '<']).next().unwrap_or("")
}

/// The index of the quote closing the string literal that opens at
/// `bytes[open]` (a `"`), skipping escaped characters, or `bytes.len()` if
/// it is not closed: the scans over text kept verbatim step over strings
/// with it, as the lexer does.
pub(crate) fn string_end(bytes: &[u8], open: usize) -> usize {
    let mut i = open + 1;
    while i < bytes.len() && bytes[i] != b'"' {
        i += if bytes[i] == b'\\' { 2 } else { 1 };
    }
    i.min(bytes.len())
}

/// The length of the keyword MLIR's lexer reads at the start of `text`
/// (`[a-zA-Z_][a-zA-Z0-9_$.]*`: what a dialect parser's `parseKeyword`
/// takes, the mnemonic of a dialect attribute's data); 0 if `text` does
/// not start with one.
pub(crate) fn keyword_len(text: &str) -> usize {
    if !text.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_') {
        return 0;
    }
    text.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '.' || c == '$'))
        .unwrap_or(text.len())
}

/// The end of the identifier MLIR's lexer reads after a `#`/`!` sigil from
/// `bytes[start]`: letters, digits, `$`, `.`, `_` and `-`.
fn prefixed_name_end(bytes: &[u8], start: usize) -> usize {
    let mut end = start;
    while end < bytes.len() && (bytes[end].is_ascii_alphanumeric() || b"$._-".contains(&bytes[end]))
    {
        end += 1;
    }
    end
}

/// The namespace of the dialect symbol `text` (`!ns.tag…`, `#ns<  tag…>`,
/// sigil first) and the offset in `text` of its mnemonic: after `ns.`, or
/// after `ns<` and the blanks the dialect's lexer skips. `None` if `text`
/// has neither form.
pub(crate) fn symbol_mnemonic_at(text: &str) -> Option<(&str, usize)> {
    let split = text.get(1..)?.find(['.', '<'])?;
    let mut at = 1 + split + 1;
    // Blanks after the `.` only in a type read on past its symbol
    // (`!ns.  m<…>`, see `detached_type_end`): the lexer ends a symbol
    // token at them.
    let rest = &text[at..];
    at += rest.len() - rest.trim_start().len();
    Some((&text[1..1 + split], at))
}

/// The index just past the bracket closing the one at `bytes[open]`, with
/// the dialect-body scanner's rules (`->` closes nothing, strings are
/// skipped); `None` if it is not closed.
fn group_close(bytes: &[u8], open: usize) -> Option<usize> {
    let mut depth = 0usize;
    let mut i = open;
    while i < bytes.len() {
        match bytes[i] {
            b'<' | b'[' | b'(' | b'{' => depth += 1,
            b'-' if bytes.get(i + 1) == Some(&b'>') => i += 1,
            b'>' | b']' | b')' | b'}' => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    return Some(i + 1);
                }
            }
            b'"' => i = string_end(bytes, i),
            _ => {}
        }
        i += 1;
    }
    None
}

/// How a registered dialect's parser reads a pretty symbol without a body
/// (`#ns.m`, `!ns.`), whose mnemonic spans `mnemonic` in `src` (empty, at
/// the symbol's end, for `#ns.`). MLIR hands the parser its main lexer at
/// the mnemonic with no end, so it reads on past the symbol: the mnemonic
/// of `#ns.` is the next keyword after blanks (an empty range there if
/// none: `expected valid keyword`), and a `<…>` group after blanks
/// (`#arith.overflow  <nsw>`) is the body. Returns the mnemonic's range and
/// where the reading ends (the body's end, the end of `src` for a `<` that
/// nothing closes, else the mnemonic's end); the
/// enclosing construct then fails at what follows the symbol, where the
/// lexer resumes.
pub(crate) fn read_on_past(src: &str, mnemonic: Range<usize>) -> (Range<usize>, usize) {
    let mut mnemonic = mnemonic;
    if mnemonic.is_empty() {
        let after = src.get(mnemonic.end..).unwrap_or("");
        let at = mnemonic.end + after.len() - after.trim_start().len();
        mnemonic = at..at + keyword_len(&src[at..]);
    }
    let after = &src[mnemonic.end..];
    let blanks = after.len() - after.trim_start().len();
    // A `<` that nothing closes is read on to the end: the parser then
    // fails where MLIR's does, inside or right after the body.
    let body = after[blanks..]
        .starts_with('<')
        .then(|| group_end(after.as_bytes(), blanks));
    (mnemonic.clone(), mnemonic.end + body.unwrap_or(0))
}

/// [`group_close`], or `bytes.len()` if the bracket is not closed.
fn group_end(bytes: &[u8], open: usize) -> usize {
    group_close(bytes, open).unwrap_or(bytes.len())
}

/// MLIR's `isDialectSymbolSimpleEnoughForPrettyForm`: starts with a
/// letter; after the run of letters, digits, `.` and `_`, nothing or a
/// `<` with a final `>`.
fn is_simple_dialect_data(data: &str) -> bool {
    if !data.starts_with(|c: char| c.is_ascii_alphabetic()) {
        return false;
    }
    let rest = data.trim_start_matches(|c: char| c.is_ascii_alphanumeric() || c == '.' || c == '_');
    rest.is_empty() || (rest.starts_with('<') && rest.ends_with('>') && is_one_group(rest))
}

/// True if the bracket opened by the first byte of `body` (a body the
/// dialect-body scanner accepted: balanced, strings closed) is closed by
/// its last byte, with the scanner's rules (`->` closes nothing; strings
/// are skipped).
fn is_one_group(body: &str) -> bool {
    group_close(body.as_bytes(), 0) == Some(body.len())
}

/// MLIR's `Dialect::isValidNamespace`: a letter or `_` followed by letters,
/// digits, `_` and `$`.
fn is_valid_namespace(s: &str) -> bool {
    let mut bytes = s.bytes();
    match bytes.next() {
        None => false,
        Some(c) if c.is_ascii_alphabetic() || c == b'_' => {
            bytes.all(|c| c.is_ascii_alphanumeric() || c == b'_' || c == b'$')
        }
        Some(_) => false,
    }
}

#[cfg(test)]
mod tests {
    use super::canonical_dialect_symbol as canon;
    use super::strip_nested_llvm_prefixes as strip;

    #[test]
    fn body_layout_of_bodies_written_over_several_lines() {
        use super::normalize_body_layout as lay;
        // What mlir-opt prints is left alone, plain spaces included.
        for printed in [
            "#spirv.vce<v1.0, [Shader], []>",
            "#arith.fastmath<nnan,ninf>",
            "#test<array_of_ugly[ begin 0 : index end,  begin 2 : index end ]>",
            "#sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>",
            "#llvm.di_file<\"a\n\tb\" in \"/\">",
        ] {
            assert_eq!(lay(printed), None, "{printed}");
        }
        assert_eq!(
            lay("#spirv.target_env<\n  #spirv.vce<v1.0, [], []>,\n\n #spirv.resource_limits<>\n>")
                .as_deref(),
            Some("#spirv.target_env<#spirv.vce<v1.0, [], []>, #spirv.resource_limits<>>")
        );
        assert_eq!(
            lay("!llvm.struct<(\n i32 \n , f32\t)>").as_deref(),
            Some("!llvm.struct<(i32, f32)>")
        );
        // A body with a comment is kept (its brackets count for the
        // body's extent); `//` in a string is text.
        assert_eq!(lay("#x.y<a, // one<\n b>>"), None);
        assert_eq!(lay("#x.y<\"//\",\n b>").as_deref(), Some("#x.y<\"//\", b>"));
        // Nothing joins into `->`.
        assert_eq!(lay("#x.y<a -\n> b>").as_deref(), Some("#x.y<a - > b>"));
        // `->` and `>=` are not closing brackets.
        assert_eq!(
            lay("#x.y<(d0) ->\n (d0), d0 \n>= 0>").as_deref(),
            Some("#x.y<(d0) -> (d0), d0 >= 0>")
        );
    }

    #[test]
    fn nested_llvm_prefixes_on_odd_text() {
        assert_eq!(
            strip("!llvm.struct<(é<!llvm.ptr>, !llvm.ptr)>").as_deref(),
            Some("!llvm.struct<(é<!llvm.ptr>, ptr)>")
        );
        // A prefix inside a word is not a nested type's (parser_fuzz
        // case 46684: stripping it made `array` of `arr!llvm.ay`, and the
        // printed text was stripped again when read back).
        assert_eq!(
            strip("!llvm.func<ptr (i32, !llvm.arr!llvm.ay<2 x !llvm.ptr>)>").as_deref(),
            Some("!llvm.func<ptr (i32, arr!llvm.ay<2 x !llvm.ptr>)>")
        );
        // A run of prefixes goes at once (case 38390 of seed 4403).
        assert_eq!(
            strip("!llvm.func<!llvm.!llvm.struct<()>ptr (i32)>").as_deref(),
            Some("!llvm.func<struct<()>ptr (i32)>")
        );
        assert_eq!(strip("!llvm.struct<\"\\"), None);
        assert_eq!(strip("!llvm.ptr"), None);
        assert_eq!(strip("!foo.s<!llvm.ptr>"), None);
        // Unbalanced or odd text (the scanner accepted the body; this
        // must not panic whatever it holds).
        for text in [
            "!llvm.a<>>>!llvm.ptr",
            "!llvm.a<\"!llvm.x",
            "!llvm.a<é!llvm.ptr",
            "!llvm.<!llvm.",
        ] {
            let _ = strip(text);
        }
    }

    #[test]
    fn pretty_form_as_mlir_opt_prints_it() {
        // Recorded from mlir-opt-22.
        assert_eq!(canon("#t<tensor<i32>>"), "#t.tensor<i32>");
        assert_eq!(canon("!t<a.b>"), "!t.a.b");
        assert_eq!(canon("#t.a$b"), "#t<a$b>");
        assert_eq!(canon("#t.1x"), "#t<1x>");
        assert_eq!(canon("#t<a >"), "#t<a >");
        assert_eq!(canon("#t<>"), "#t<>");
        assert_eq!(canon("#t<\"\\FF\">"), "#t<\"\\FF\">");
        assert_eq!(canon("#t.a<x>"), "#t.a<x>");
        assert_eq!(canon("#t<a<x>y>"), "#t<a<x>y>");
        assert_eq!(canon("#t<a<(d0) -> (d0)>>"), "#t.a<(d0) -> (d0)>");
        assert_eq!(canon("#t<a<\">\">>"), "#t.a<\">\">");
    }

    #[test]
    fn keywords_and_groups_of_nested_symbols() {
        use super::{group_end, keyword_len};
        assert_eq!(keyword_len("foo.bar$1-x<1>"), 9);
        assert_eq!(keyword_len("_a"), 2);
        assert_eq!(keyword_len("5x"), 0);
        assert_eq!(keyword_len("\"x\""), 0);
        assert_eq!(keyword_len(""), 0);
        let g = |s: &str| group_end(s.as_bytes(), 0);
        assert_eq!(g("<a->b>c"), 6);
        assert_eq!(g("<\">\", [x]>, y"), 10);
        assert_eq!(g("<(d0) -> (d0)>"), 14);
        // Unclosed (the body scanner has already rejected such text).
        assert_eq!(g("<<a>"), 4);
        assert_eq!(g("<\"a"), 3);
    }

    #[test]
    fn pretty_form_only_when_it_parses_back() {
        // mlir-opt-22 prints `#t.a<b>c<d>`, which it then rejects.
        assert_eq!(canon("#t<a<b>c<d>>"), "#t<a<b>c<d>>");
        assert_eq!(canon("#t<a<b> >"), "#t<a<b> >");
    }
}
