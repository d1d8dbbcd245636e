//! Procedural macros of drr. This crate is a thin shim: parsing, checking and
//! code generation live in the plain library crate `drr-syntax`, where they can
//! be unit-tested, fuzzed and benchmarked.

use proc_macro::TokenStream;

/// Defines ops, constraints, enum attributes, constants and native calls
/// from ODS-style records; see the `drr` crate's documentation of `ods!`.
#[proc_macro]
pub fn ods(input: TokenStream) -> TokenStream {
    drr_syntax::expand_ods(input.into()).into()
}

/// A rewrite pattern from DRR's `Pat<…>` arguments, as an expression
/// implementing `drr::rewrite::RewritePattern`; see the `drr` crate docs.
#[proc_macro]
pub fn pat(input: TokenStream) -> TokenStream {
    drr_syntax::expand_pat(input.into()).into()
}

/// A rewrite pattern from DRR's `Pattern<…>` arguments, as an expression
/// implementing `drr::rewrite::RewritePattern`; see the `drr` crate docs.
#[proc_macro]
pub fn pattern(input: TokenStream) -> TokenStream {
    drr_syntax::expand_pattern(input.into()).into()
}

/// Pattern records `def Name : Pat<…>; def : Pattern<…>;` as items, plus
/// `populate_with_generated`; see the `drr` crate docs.
#[proc_macro]
pub fn patterns(input: TokenStream) -> TokenStream {
    drr_syntax::expand_patterns(input.into()).into()
}
