//! Procedural macros of drr. Use them through the `drr` crate, whose pages
//! of `ods!`, `pat!`, `pattern!` and `patterns!` are their reference. This
//! crate is a thin shim: parsing, checking and code generation live in the
//! plain library crate `drr-syntax`, where they can be unit-tested, fuzzed
//! and benchmarked.

use proc_macro::TokenStream;

/// (`ods!` is implemented in the `drr-macros` crate.)
#[proc_macro]
pub fn ods(input: TokenStream) -> TokenStream {
    drr_syntax::expand_ods(input.into()).into()
}

/// (`pat!` is implemented in the `drr-macros` crate.)
#[proc_macro]
pub fn pat(input: TokenStream) -> TokenStream {
    drr_syntax::expand_pat(input.into()).into()
}

/// (`pattern!` is implemented in the `drr-macros` crate.)
#[proc_macro]
pub fn pattern(input: TokenStream) -> TokenStream {
    drr_syntax::expand_pattern(input.into()).into()
}

/// (`patterns!` is implemented in the `drr-macros` crate.)
#[proc_macro]
pub fn patterns(input: TokenStream) -> TokenStream {
    drr_syntax::expand_patterns(input.into()).into()
}
