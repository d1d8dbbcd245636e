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

use std::collections::BTreeSet;

use proc_macro2::{Delimiter, TokenStream, TokenTree};
use quote::quote;

use super::ast::Directive;

/// `use path as _;` for every operator path of the DAGs in `body` (once
/// each): not directives, inline `NativeCodeCall`/`Constraint`s, names of
/// the standard library (they are resolved by the macro, not in scope) or
/// misspelled directives (already reported).
pub fn mentions(body: &TokenStream) -> TokenStream {
    let mut paths: BTreeSet<String> = BTreeSet::new();
    let mut out = TokenStream::new();
    // An explicit stack: the nesting depth is the input's.
    let mut stack: Vec<TokenStream> = vec![body.clone()];
    while let Some(ts) = stack.pop() {
        let toks: Vec<TokenTree> = ts.into_iter().collect();
        if let Some(path) = operator_path(&toks)
            && paths.insert(path.to_string())
        {
            out.extend(quote!(#[allow(unused_imports)] use #path as _;));
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
            if a.as_char() == ':' && b.as_char() == ':' && a.spacing() == proc_macro2::Spacing::Joint
    )
}

fn starts_with_colon2(toks: &[TokenTree]) -> bool {
    is_colon2(toks, 0)
}
