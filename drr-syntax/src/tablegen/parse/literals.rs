//! Literals that Rust's tokenizer accepts and TableGen's lexer does not
//! (`llvm/lib/TableGen/TGLexer.cpp`: `LexString`, `LexNumber`).
//!
//! A block reaches drr as Rust tokens, so a string or an integer written
//! in it is a Rust literal. TableGen knows fewer forms: the escapes of its
//! strings are `\\ \' \" \t \n` only, and its integers are decimal (with
//! an optional sign), `0x…` or `0b…`, without `_` separators. Each other
//! form is an error at its literal, saying what TableGen accepts, instead
//! of a value TableGen would never give.
//!
//! A string literal also stands for a `[{…}]` text block (Rust's tokenizer
//! cannot carry one), so it may span lines, and a raw string `r"…"`,
//! whose text has no escapes, is one too.

use proc_macro2::Literal;

use super::PResult;

/// The escapes of a TableGen string, for messages.
const STRING_ESCAPES: &str = "`\\\\`, `\\'`, `\\\"`, `\\t` and `\\n`";

/// Checks that the string or integer literal `l` is one TableGen's lexer
/// reads with the same value; `sign` is the `-` or `+` written before
/// it, if any.
pub(super) fn check(l: &Literal, sign: Option<char>) -> PResult<()> {
    let text = l.to_string();
    let fail = |msg: String| Err(syn::Error::new(l.span(), msg));
    let first = text.chars().next().unwrap_or(' ');
    if first == '"' {
        return check_string(l, &text);
    }
    if text.starts_with("r\"") || text.starts_with("r#") {
        return Ok(());
    }
    if let Some(prefix) = ["br", "cr", "b", "c"]
        .into_iter()
        .find(|p| text.starts_with(p) && text[p.len()..].starts_with(['"', '#', '\'']))
    {
        return fail(format!(
            "`{prefix}\"…\"` is a Rust literal TableGen does not have: a TableGen string is written `\"…\"` (with the escapes {STRING_ESCAPES} only) or, for a `[{{…}}]` text block, as a raw string `r\"…\"`"
        ));
    }
    if !first.is_ascii_digit() {
        return Ok(());
    }
    // A float is drr's extension (for default values): left to the caller.
    let lower = text.to_ascii_lowercase();
    let radix = match lower.get(..2) {
        Some("0x") => Some("hexadecimal"),
        Some("0b") => Some("binary"),
        Some("0o") => {
            return fail(format!(
                "`{text}`: TableGen has no octal integers; its integers are decimal, hexadecimal `0x…` or binary `0b…`"
            ));
        }
        _ => None,
    };
    if text.contains('_') {
        return fail(format!(
            "`{text}`: TableGen's numbers have no `_` digit separators; write the digits alone"
        ));
    }
    if let (Some(radix), Some(sign)) = (radix, sign) {
        return fail(format!(
            "a sign before the {radix} integer `{text}`: TableGen takes a `-` or `+` before a decimal integer only (it reads `{sign}{text}` as `{sign}0` followed by a name); write the value in decimal or use `!sub(0, {text})` for a negative one"
        ));
    }
    Ok(())
}

/// A string literal `text` (with its quotes) written as `l`.
fn check_string(l: &Literal, text: &str) -> PResult<()> {
    let body = &text[1..text.len().saturating_sub(1)];
    let mut chars = body.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            continue;
        }
        match chars.next() {
            Some('\\' | '\'' | '"' | 't' | 'n') => {}
            Some('\n' | '\r') => {
                return Err(syn::Error::new(
                    l.span(),
                    "a `\\` at the end of a line continues a Rust string, not a TableGen one (TableGen: \"escaped newlines not supported in tblgen\"); for a `[{…}]` text block holding a backslash, write a raw string `r\"…\"`",
                ));
            }
            other => {
                let esc: String = other.into_iter().collect();
                let shown = match esc.as_str() {
                    "x" => "\\x…".to_string(),
                    "u" => "\\u{…}".to_string(),
                    e => format!("\\{e}"),
                };
                return Err(syn::Error::new(
                    l.span(),
                    format!(
                        "invalid escape `{shown}` in a TableGen string (TableGen: \"invalid escape in string literal\"): its escapes are {STRING_ESCAPES} only; a `[{{…}}]` text block holding a backslash is a raw string `r\"…\"`"
                    ),
                ));
            }
        }
    }
    Ok(())
}
