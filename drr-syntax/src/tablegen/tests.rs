//! Unit tests of the record language: evaluation results as the back
//! ends see them (pattern tokens, ODS items) and errors with positions.
//! This file holds the helpers that run a block; the tests are in
//! `tests/`, one file per area of the language.

use proc_macro2::TokenStream;
use std::str::FromStr;

use super::{Outcome, Target, run};
use crate::ods::Ctxt;
use crate::ods::ast::{Item, Value as OdsValue};
use crate::pattern::ast::PatternKind;

mod classes;
mod expr;
mod library;
mod multiclass;
mod render;
mod source;

fn front(src: &str, target: Target) -> (Option<super::FrontEnd>, Vec<String>) {
    let cx = Ctxt::new();
    let ts = TokenStream::from_str(src).expect("tokens");
    let fe = match run(&cx, ts, "patterns", target) {
        Outcome::Done(fe) => Some(*fe),
        Outcome::Callback(_) => None,
    };
    let errs = cx
        .into_error()
        .map(|e| e.into_iter().map(|e| e.to_string()).collect())
        .unwrap_or_default();
    (fe, errs)
}

/// The rendered pattern records: (name, tokens as text).
fn patterns(src: &str) -> Vec<(String, String)> {
    let (fe, errs) = front(src, Target::Patterns);
    assert!(errs.is_empty(), "{errs:?}");
    fe.expect("no callback")
        .patterns
        .iter()
        .map(|p| {
            (
                p.name.as_ref().map_or("<anon>".into(), |n| n.to_string()),
                p.body.to_string(),
            )
        })
        .collect()
}

fn errors(src: &str) -> Vec<String> {
    front(src, Target::Patterns).1
}

/// The errors of a one-line `src` with the column each starts at.
fn errors_at(src: &str) -> (Vec<String>, Vec<usize>) {
    let cx = Ctxt::new();
    let ts = TokenStream::from_str(src).expect("tokens");
    let _ = run(&cx, ts, "patterns", Target::Patterns);
    cx.into_error()
        .map(|e| {
            e.into_iter()
                .map(|e| (e.to_string(), e.span().start().column))
                .unzip()
        })
        .unwrap_or_default()
}
