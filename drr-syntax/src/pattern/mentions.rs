//! The names a rejected pattern mentions, kept in use.
//!
//! A pattern the front end rejects expands to a stub that never matches,
//! so the ops and NativeCodeCalls it names are not referred to by any
//! generated code; an import only that pattern used would then draw an
//! `unused import` warning on top of the real error. [`mentions`] lists
//! the operator paths of the pattern's DAGs as `use path as _;` items,
//! which count as uses of those imports and add nothing else (a name that
//! resolves nowhere is reported by rustc as it would be in a valid
//! pattern).
//!
//! [`first_segments`] adds the first segment of every other path the
//! pattern names (the parameter types of an inline closure: `Value`,
//! `Builder`), and [`record_mentions`] does both for the `patterns!`
//! records that never reach the pattern front end (a `Pat<…` without its
//! `>`, a misspelled class), from their raw tokens.

use std::collections::BTreeSet;

use proc_macro2::{Delimiter, Spacing, Span, TokenStream, TokenTree};
use quote::quote_spanned;

use super::ast::Directive;

/// `use path as _;` for every operator path of the DAGs in `body` (once
/// each): not directives, inline `NativeCodeCall`/`Constraint`s, names of
/// the standard library (they are resolved by the macro, not in scope) or
/// misspelled directives (already reported).
pub fn mentions(body: &TokenStream) -> TokenStream {
    mentions_except(body, &BTreeSet::new())
}

/// [`mentions`], leaving out the one-segment paths in `local` (records of
/// the block itself: not imports).
fn mentions_except(body: &TokenStream, local: &BTreeSet<String>) -> TokenStream {
    let mut paths: BTreeSet<String> = local.clone();
    let mut out = TokenStream::new();
    // An explicit stack: the nesting depth is the input's.
    let mut stack: Vec<TokenStream> = vec![body.clone()];
    while let Some(ts) = stack.pop() {
        let toks: Vec<TokenTree> = ts.into_iter().collect();
        if let Some(path) = operator_path(&toks)
            && paths.insert(path.to_string())
        {
            // Spanned at the path: a name that resolves nowhere is
            // reported there (not at the whole macro).
            let span = path
                .clone()
                .into_iter()
                .last()
                .map_or_else(Span::call_site, |t| t.span());
            out.extend(quote_spanned!(span=> #[allow(unused_imports)] use #path as _;));
        }
        for t in toks {
            if let TokenTree::Group(g) = t {
                // Only parenthesized groups are DAGs; lists `[…]` hold
                // DAGs too (results, constraints), braces are Rust code.
                match g.delimiter() {
                    Delimiter::Parenthesis | Delimiter::Bracket | Delimiter::None => {
                        stack.push(g.stream());
                    }
                    Delimiter::Brace => {}
                }
            }
        }
    }
    out
}

/// The leading path of a DAG's tokens if it names an op or a record in
/// scope.
fn operator_path(toks: &[TokenTree]) -> Option<TokenStream> {
    let mut path = TokenStream::new();
    let mut i = 0;
    let mut segments = 0;
    let mut last = String::new();
    loop {
        if is_colon2(toks, i) {
            path.extend(toks[i..i + 2].iter().cloned());
            i += 2;
        } else if segments > 0 {
            break;
        }
        match toks.get(i) {
            Some(TokenTree::Ident(id)) => {
                last = id.to_string();
                path.extend([toks[i].clone()]);
                segments += 1;
                i += 1;
            }
            _ => return None,
        }
        if !is_colon2(toks, i) {
            break;
        }
    }
    // A template (`NativeCodeCall<…>`, a class instance) is expanded by
    // the macro itself.
    if matches!(toks.get(i), Some(TokenTree::Punct(p)) if p.as_char() == '<') {
        return None;
    }
    if segments == 1 && !starts_with_colon2(toks) {
        let bare = last.trim_start_matches("r#");
        if Directive::from_name(bare).is_some()
            || Directive::misspelled(bare).is_some()
            || matches!(bare, "NativeCodeCall" | "NativeCodeCallVoid" | "Constraint")
            || (crate::stdlib::is_lib_name(bare) && !crate::stdlib::is_local(bare))
            || super::check::misspelled_lib_constraint(bare).is_some()
        {
            return None;
        }
    }
    Some(path)
}

fn is_colon2(toks: &[TokenTree], i: usize) -> bool {
    matches!(
        (toks.get(i), toks.get(i + 1)),
        (Some(TokenTree::Punct(a)), Some(TokenTree::Punct(b)))
            if a.as_char() == ':' && b.as_char() == ':' && a.spacing() == Spacing::Joint
    )
}

fn starts_with_colon2(toks: &[TokenTree]) -> bool {
    is_colon2(toks, 0)
}

/// `use path as _;` for what the records among `rejected` (records that
/// did not parse, or named a misspelled class) mention: the operator paths
/// of their DAGs and the first segment of every other path (the types of
/// an inline closure's parameters), except the names `block` (the whole
/// block) declares and names drr resolves itself. Only `def` records: a
/// class's or a `defvar`'s names are its own parameters and values.
pub fn record_mentions(rejected: &TokenStream, block: &TokenStream) -> TokenStream {
    let local = declared_names(block);
    let mut out = TokenStream::new();
    for stmt in crate::tablegen::parse::split_statements(rejected.clone()) {
        if !matches!(stmt.first(), Some(TokenTree::Ident(kw)) if kw == "def") {
            continue;
        }
        // The DAGs are the groups: the statement's own tokens (`def P :
        // Pat<`) are no operator.
        let groups: TokenStream = stmt
            .iter()
            .filter(|t| matches!(t, TokenTree::Group(_)))
            .cloned()
            .collect();
        out.extend(mentions_except(&groups, &local));
        out.extend(first_segments(&stmt.into_iter().collect(), &local));
    }
    out
}

/// The names the statements of `block` declare (the identifier after
/// `def`, `class`, `defvar`, `let`, `foreach`, …, in braces too).
fn declared_names(block: &TokenStream) -> BTreeSet<String> {
    let mut local = BTreeSet::new();
    let mut stack: Vec<TokenStream> = vec![block.clone()];
    while let Some(ts) = stack.pop() {
        let toks: Vec<TokenTree> = ts.into_iter().collect();
        for (i, t) in toks.iter().enumerate() {
            match t {
                TokenTree::Ident(kw)
                    if crate::tablegen::parse::STMT_KEYWORDS
                        .iter()
                        .any(|k| kw == k) =>
                {
                    if let Some(TokenTree::Ident(name)) = toks.get(i + 1) {
                        local.insert(name.to_string());
                    }
                }
                TokenTree::Group(g) => stack.push(g.stream()),
                _ => {}
            }
        }
    }
    local
}

/// True if `toks[i]` (`name`) instantiates a misspelled built-in class
/// (already reported): a DAG's operator or a parent class, followed by
/// `<`, close to a name drr knows.
fn misspelled_class(toks: &[TokenTree], i: usize, name: &str) -> bool {
    let instance = matches!(toks.get(i + 1), Some(TokenTree::Punct(p)) if p.as_char() == '<');
    let position = i == 0
        || matches!(&toks[i - 1], TokenTree::Punct(p)
            if p.as_char() == ',' || (p.as_char() == ':' && p.spacing() == Spacing::Alone));
    instance && position && crate::tablegen::known_name_near(name).is_some()
}

/// `use first as _;` for the first segment of every path in `tokens` that
/// names an item of the user's scope: an identifier that starts with a
/// capital letter or is followed by `::`, or the function of
/// `NativeCodeCall<f>` / `Constraint<f, …>` (not a symbol `$x`, not after
/// `::` or `.`, not a keyword, a directive or a name drr resolves itself).
pub fn first_segments(tokens: &TokenStream, local: &BTreeSet<String>) -> TokenStream {
    let mut seen: BTreeSet<String> = local.clone();
    let mut out = TokenStream::new();
    let mut stack: Vec<TokenStream> = vec![tokens.clone()];
    while let Some(ts) = stack.pop() {
        let toks: Vec<TokenTree> = ts.into_iter().collect();
        for (i, t) in toks.iter().enumerate() {
            let id = match t {
                TokenTree::Group(g) => {
                    stack.push(g.stream());
                    continue;
                }
                TokenTree::Ident(id) => id,
                _ => continue,
            };
            let prev = i.checked_sub(1).and_then(|k| toks.get(k));
            let after_sep = matches!(prev, Some(TokenTree::Punct(p))
                if matches!(p.as_char(), '$' | '.' | '\'')
                    || (p.as_char() == ':' && i >= 2 && is_colon2(&toks, i - 2)));
            if after_sep {
                continue;
            }
            let name = id.to_string();
            let callee = i >= 2
                && matches!(prev, Some(TokenTree::Punct(p)) if p.as_char() == '<')
                && matches!(&toks[i - 2], TokenTree::Ident(c)
                    if c == "NativeCodeCall" || c == "NativeCodeCallVoid" || c == "Constraint")
                && matches!(toks.get(i + 1), Some(TokenTree::Punct(p)) if p.as_char() == '>' || p.as_char() == ',');
            let is_path =
                name.starts_with(|c: char| c.is_ascii_uppercase()) || is_colon2(&toks, i + 1);
            if !(is_path || callee)
                || matches!(name.as_str(), "self" | "super" | "crate" | "Self" | "_")
                || Directive::from_name(&name).is_some()
                || Directive::misspelled(&name).is_some()
                || crate::tablegen::is_known_name(&name)
                || misspelled_class(&toks, i, &name)
                || crate::tablegen::prelude::not_provided(&name).is_some()
                || crate::stdlib::is_lib_name(&name)
                || super::check::misspelled_lib_constraint(&name).is_some()
                || syn::parse_str::<syn::Ident>(&name).is_err()
                || !seen.insert(name)
            {
                continue;
            }
            let span = id.span();
            out.extend(quote_spanned!(span=> #[allow(unused_imports)] use #id as _;));
        }
    }
    out
}
