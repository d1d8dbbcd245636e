//! Builtin `dense<…>` attributes nested in the kept text of an `llvm` or
//! `dlti` attribute, re-printed as mlir-opt re-prints them.
//!
//! drr keeps those dialects' attribute bodies as text, but mlir-opt parses
//! them and prints every nested attribute with its own printer: a
//! `dense<"0x4000000080000000"> : vector<2xi32>` (hex form) or
//! `dense<[64,128]> : vector<2xi32>` in a `#dlti.dl_spec<…>` entry comes
//! out as `dense<[64, 128]> : vector<2xi32>`. [`Parser::reprint_nested_dense`]
//! finds each `dense<` keyword in such a text (outside string literals,
//! not part of a longer identifier), parses the builtin attribute there
//! (its `: type` included) with drr's own parser and replaces its text by
//! drr's printed form of it. Text that does not parse is left as it was
//! (mlir-opt rejects it anyway; drr keeps it as it kept it before).
//!
//! Invariants: each `dense<` is parsed once, by a parser of its own over
//! the rest of the text (so its errors cannot leak); the rewrite only
//! replaces the parsed span, so the text around is unchanged.

use super::parse_dialect::string_end;
use super::parser::Parser;

/// The dialects whose kept attribute bodies get their nested `dense<…>`
/// re-printed (mlir-opt parses their bodies with the builtin parser).
const DIALECTS: &[&str] = &["#llvm.", "#dlti."];

impl Parser<'_, '_> {
    /// `text` (a kept `#llvm.…`/`#dlti.…` attribute, sigil included) with
    /// each nested `dense<…> : type` printed as drr prints the builtin
    /// attribute; `None` if nothing changes (see the module documentation).
    pub(crate) fn reprint_nested_dense(&mut self, text: &str) -> Option<String> {
        const KEY: &str = "dense<";
        if !DIALECTS.iter().any(|d| text.starts_with(d)) || !text[1..].contains(KEY) {
            return None;
        }
        let bytes = text.as_bytes();
        let mut out = String::new();
        let mut copied = 0;
        let mut i = 1;
        while i < bytes.len() {
            match bytes[i] {
                b'"' => i = string_end(bytes, i) + 1,
                b'd' if text[i..].starts_with(KEY)
                    && !(bytes[i - 1].is_ascii_alphanumeric()
                        || b"_.$#!-".contains(&bytes[i - 1])) =>
                {
                    match self.reprint_dense_at(&text[i..]) {
                        Some((len, printed)) => {
                            if printed != text[i..i + len] {
                                out.push_str(&text[copied..i]);
                                out.push_str(&printed);
                                copied = i + len;
                            }
                            i += len;
                        }
                        None => i += KEY.len(),
                    }
                }
                _ => i += 1,
            }
        }
        if copied == 0 {
            return None;
        }
        out.push_str(&text[copied..]);
        Some(out)
    }

    /// The length of the builtin attribute that starts `rest` (`dense<…> :
    /// type`) and its printed form, or `None` if it does not parse.
    fn reprint_dense_at(&mut self, rest: &str) -> Option<(usize, String)> {
        let mut sub = Parser::new(&mut *self.ctx, rest, "").ok()?;
        let attr = sub.parse_attribute().ok()?;
        let len = sub.last_end as usize;
        drop(sub);
        Some((
            len,
            super::printer::print_attribute_verbatim(self.ctx, attr),
        ))
    }
}
