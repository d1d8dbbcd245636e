//! TableGen's preprocessor: `#define NAME`, `#ifdef NAME`, `#ifndef NAME`,
//! `#else` and `#endif`, evaluated on a block's tokens before parsing.
//!
//! A directive is recognised where a statement or a body item may start (at
//! the start of the block or of a `{…}` group, after a `;`, a `{…}` group,
//! an `include "…"` line, the `in` of `let`/`foreach`, the `then`/`else` of
//! `if` or another directive), so the `#` paste operator
//! (`defvar x = a # define;`) is never taken for one. The tokens of a
//! directive are dropped, and so are the tokens of a branch not taken
//! (including the directives nested in it, which only keep the
//! `#ifdef`/`#endif` nesting balanced, as TableGen's lexer does).
//!
//! Macros are the names `#define`d earlier in the block, in the order the
//! text reads (a `#define` inside a record body or `foreach` block counts
//! after it). `include` is resolved by name, not by reading a file, so the
//! `#define`s a file makes are known only for MLIR's own files: an
//! `include` of one defines its include guard and those of the files it
//! includes ([`mlir_includes`](super::mlir_includes)), so `#ifdef OP_BASE`
//! after `include "mlir/IR/PatternBase.td"` is taken, as in `mlir-tblgen`.
//! The `#define`s of other projects' files are not seen: an `#ifdef`/
//! `#ifndef` of a name not defined so far that looks like such a file's
//! include guard (`FOO_OPS_TD` after `include "foo/FooOps.td"`) is an
//! error at the name, saying so, rather than a branch silently dropped
//! or kept. The usual include
//! guard (`#ifndef X_TD` / `#define X_TD` / … / `#endif`) and onnx-mlir's
//! `#ifndef OP_BASE` around its `include` lines keep their text either way.
//!
//! Errors follow TableGen's lexer (`#endif without #ifdef`, `double #else`,
//! `reached EOF without matching #endif`, a missing macro name); TableGen
//! has no `#undef`.

use std::collections::HashSet;

use proc_macro2::{Delimiter, Group, Span, TokenStream, TokenTree};

use super::parse::STMT_KEYWORDS;
use crate::ods::Ctxt;

/// One open `#ifdef`/`#ifndef`.
struct Cond {
    /// The `#ifdef`/`#ifndef` token, for the unterminated error.
    open: Span,
    /// Whether the enclosing text is kept.
    outer: bool,
    /// Whether the `#ifdef`/`#ifndef` branch is taken.
    taken: bool,
    /// The `#else` seen, if any.
    els: Option<Span>,
}

impl Cond {
    fn active(&self) -> bool {
        self.outer && (self.taken != self.els.is_some())
    }
}

/// The macros defined so far, and the `include`s of other projects' files
/// (whose `#define`s drr cannot see).
#[derive(Default)]
struct Defined {
    macros: HashSet<String>,
    /// Each such file as its `include` line names it.
    foreign: Vec<String>,
}

impl Defined {
    /// The `include` of another project's file whose include guard `name`
    /// looks like (`FOO_OPS_TD`, `MLIR_FOO_FOOOPS` for `…/FooOps.td`: the
    /// name's letters and digits end with the file's stem's, maybe then
    /// `TD`).
    fn guard_of_foreign(&self, name: &str) -> Option<&str> {
        let norm = |s: &str| -> String {
            s.chars()
                .filter(char::is_ascii_alphanumeric)
                .map(|c| c.to_ascii_uppercase())
                .collect()
        };
        let n = norm(name);
        let n = n.strip_suffix("TD").unwrap_or(&n);
        self.foreign.iter().map(String::as_str).find(|path| {
            let file = path.rsplit('/').next().unwrap_or(path);
            let stem = norm(file.strip_suffix(".td").unwrap_or(file));
            !stem.is_empty() && n.ends_with(&stem)
        })
    }
}

/// The block's tokens with its preprocessor directives evaluated.
pub(crate) fn preprocess(cx: &Ctxt, input: TokenStream) -> TokenStream {
    let mut defined = Defined::default();
    run(cx, input, &mut defined, true)
}

/// The directive keyword at `toks[i]` (a `#` followed by an identifier).
fn directive(toks: &[TokenTree], i: usize) -> Option<(Span, String)> {
    match (toks.get(i), toks.get(i + 1)) {
        (Some(TokenTree::Punct(p)), Some(TokenTree::Ident(kw))) if p.as_char() == '#' => {
            let kw = kw.to_string();
            ["define", "ifdef", "ifndef", "else", "endif", "undef"]
                .contains(&kw.as_str())
                .then(|| (p.span(), kw))
        }
        _ => None,
    }
}

fn run(cx: &Ctxt, input: TokenStream, defined: &mut Defined, active: bool) -> TokenStream {
    let toks: Vec<TokenTree> = input.into_iter().collect();
    let mut out = Vec::new();
    let mut stack: Vec<Cond> = Vec::new();
    let mut at_start = true;
    let mut i = 0;
    while i < toks.len() {
        let on = stack.last().map_or(active, Cond::active);
        if at_start && let Some((hash, kw)) = directive(&toks, i) {
            let kw_span = toks[i + 1].span();
            i += 2;
            match kw.as_str() {
                "define" | "ifdef" | "ifndef" => {
                    // A statement keyword is the next line's statement
                    // (Rust tokens carry no line breaks), not the name.
                    let name = match toks.get(i) {
                        Some(TokenTree::Ident(n)) if !STMT_KEYWORDS.iter().any(|k| n == k) => {
                            Some(n)
                        }
                        _ => None,
                    };
                    let Some(name) = name else {
                        if on || kw != "define" {
                            cx.push(syn::Error::new(
                                kw_span,
                                format!("expected a macro name after `#{kw}`"),
                            ));
                        }
                        if kw != "define" {
                            // Keep the nesting balanced: the branch is not taken.
                            stack.push(Cond {
                                open: hash,
                                outer: on,
                                taken: false,
                                els: None,
                            });
                        }
                        continue;
                    };
                    let name = name.to_string();
                    i += 1;
                    match kw.as_str() {
                        "define" => {
                            if on {
                                defined.macros.insert(name);
                            }
                        }
                        _ => {
                            let is_defined = defined.macros.contains(&name);
                            if on
                                && !is_defined
                                && let Some(path) = defined.guard_of_foreign(&name)
                            {
                                cx.push(syn::Error::new(
                                    toks[i - 1].span(),
                                    format!(
                                        "`#{kw} {name}` tests what looks like the include guard of `include \"{path}\"`: drr resolves an `include` of a file that is not MLIR's by name and does not read it, so the `#define`s it makes are not seen (mlir-tblgen-22 reads the file); write `#define {name}` before this line if that file defines it, or drop the test"
                                    ),
                                ));
                            }
                            let taken = if kw == "ifdef" {
                                is_defined
                            } else {
                                !is_defined
                            };
                            stack.push(Cond {
                                open: hash,
                                outer: on,
                                taken,
                                els: None,
                            });
                        }
                    }
                }
                "else" => match stack.last_mut() {
                    None => cx.push(syn::Error::new(
                        hash,
                        "`#else` without `#ifdef` or `#ifndef`",
                    )),
                    Some(c) => match c.els {
                        Some(prev) => {
                            let mut e = syn::Error::new(hash, "double `#else`");
                            e.combine(syn::Error::new(prev, "the previous `#else` is here"));
                            cx.push(e);
                        }
                        None => c.els = Some(hash),
                    },
                },
                "endif" => {
                    if stack.pop().is_none() {
                        cx.push(syn::Error::new(
                            hash,
                            "`#endif` without `#ifdef` or `#ifndef`",
                        ));
                    }
                }
                _ => {
                    if on {
                        cx.push(syn::Error::new(
                            kw_span,
                            "TableGen has no `#undef`: its preprocessor has `#define`, `#ifdef`, `#ifndef`, `#else` and `#endif`",
                        ));
                    }
                    if matches!(toks.get(i), Some(TokenTree::Ident(_))) {
                        i += 1;
                    }
                }
            }
            at_start = true;
            continue;
        }
        let t = &toks[i];
        i += 1;
        at_start = match t {
            TokenTree::Punct(p) => p.as_char() == ';',
            TokenTree::Group(g) => g.delimiter() == Delimiter::Brace,
            // `include "…"` ends without a `;`.
            TokenTree::Literal(_) => {
                matches!(i.checked_sub(2).map(|j| &toks[j]), Some(TokenTree::Ident(kw)) if kw == "include")
            }
            // The statement of `let … in`, `foreach … in` and `if … then`/
            // `else` follows these keywords, and TableGen's lexer takes a
            // directive at the start of any line: `in` then `#ifdef X` is
            // one. The keywords are reserved, so never a paste operand.
            TokenTree::Ident(kw) => kw == "in" || kw == "then" || kw == "else",
        };
        if !on {
            continue;
        }
        if at_start && let TokenTree::Literal(lit) = t {
            // An `include` of one of MLIR's files defines its guards.
            if let Ok(path) = syn::parse2::<syn::LitStr>(TokenTree::Literal(lit.clone()).into())
                && !super::mlir_includes::include(&path.value(), &mut defined.macros)
            {
                defined.foreign.push(path.value());
            }
        }
        out.push(match t {
            // Record bodies and `foreach`/`let … in` blocks hold items and
            // statements, where directives may appear too.
            TokenTree::Group(g) if g.delimiter() == Delimiter::Brace => {
                let mut inner = Group::new(Delimiter::Brace, run(cx, g.stream(), defined, true));
                inner.set_span(g.span());
                TokenTree::Group(inner)
            }
            t => t.clone(),
        });
    }
    for c in stack {
        cx.push(syn::Error::new(
            c.open,
            "reached the end of the block without a matching `#endif`",
        ));
    }
    out.into_iter().collect()
}
