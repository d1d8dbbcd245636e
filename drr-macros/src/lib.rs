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
