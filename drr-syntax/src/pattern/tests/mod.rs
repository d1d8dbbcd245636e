//! Unit tests of the pattern front end: parsing every construct of the
//! DRR manual (in Rust tokens), one test per diagnostic (message and
//! position), and a no-panic property test over mutated inputs.
//!
//! Inputs are parsed from strings, so spans carry real line/column
//! positions (proc-macro2's `span-locations` feature, enabled for tests).

mod diagnostics;
mod fuzz;
mod manual;

use std::str::FromStr;

use proc_macro2::TokenStream;

use super::ast::PatternDef;
use super::{CheckedPattern, check_pattern, parse_pat, parse_pattern};

/// `pat!` or `pattern!`.
#[derive(Clone, Copy, Debug)]
pub(super) enum K {
    Pat,
    Pattern,
}

pub(super) fn tokens(src: &str) -> TokenStream {
    TokenStream::from_str(src).unwrap_or_else(|e| panic!("lex error in test input {src:?}: {e}"))
}

pub(super) fn parse(k: K, src: &str) -> syn::Result<PatternDef> {
    match k {
        K::Pat => parse_pat(tokens(src)),
        K::Pattern => parse_pattern(tokens(src)),
    }
}

/// Parses and checks; panics with the messages on error.
pub(super) fn ok(k: K, src: &str) -> PatternDef {
    let def = parse(k, src).unwrap_or_else(|e| panic!("parse error in {src:?}: {}", render(e)));
    if let Err(e) = check_pattern(&def) {
        panic!("check error in {src:?}: {}", render(e));
    }
    def
}

/// Runs `f` on the checked form.
pub(super) fn with_checked<R>(k: K, src: &str, f: impl FnOnce(&CheckedPattern<'_>) -> R) -> R {
    let def = ok(k, src);
    let c = check_pattern(&def).expect("checked above");
    f(&c)
}

/// All errors (parse errors, or else check errors) as
/// `(message, line, column)`.
pub(super) fn errors(k: K, src: &str) -> Vec<(String, usize, usize)> {
    let err = match parse(k, src) {
        Err(e) => e,
        Ok(def) => match check_pattern(&def) {
            Err(e) => e,
            Ok(_) => return Vec::new(),
        },
    };
    err.into_iter()
        .map(|e| {
            let start = e.span().start();
            (e.to_string(), start.line, start.column)
        })
        .collect()
}

fn render(e: syn::Error) -> String {
    e.into_iter()
        .map(|e| {
            let s = e.span().start();
            format!("\n  {}:{}: {}", s.line, s.column, e)
        })
        .collect()
}

/// Line (1-based) and column (0-based, in chars) of the `nth` (0-based)
/// occurrence of `needle` in `src`.
pub(super) fn at(src: &str, needle: &str, nth: usize) -> (usize, usize) {
    let (offset, _) = src
        .match_indices(needle)
        .nth(nth)
        .unwrap_or_else(|| panic!("{needle:?} #{nth} not in {src:?}"));
    let before = &src[..offset];
    let line = before.matches('\n').count() + 1;
    let col = before.rsplit('\n').next().unwrap_or("").chars().count();
    (line, col)
}

/// Asserts that the input gives exactly one error, with message `msg`,
/// at the `nth` occurrence of `needle`.
pub(super) fn assert_error(k: K, src: &str, msg: &str, needle: &str, nth: usize) {
    let errs = errors(k, src);
    let (line, col) = at(src, needle, nth);
    assert_eq!(
        errs,
        vec![(msg.to_owned(), line, col)],
        "\ninput: {src}\nexpected at {needle:?} #{nth}"
    );
}
