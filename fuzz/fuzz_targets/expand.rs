//! The macros' expansion (`pat!`, `pattern!`, `patterns!`, `ods!`) on
//! arbitrary text that lexes as Rust tokens: it may fail with errors, but
//! must not panic or hang, and what it emits must lex again.
#![no_main]

use std::str::FromStr;

use libfuzzer_sys::fuzz_target;
use proc_macro2::TokenStream;

fuzz_target!(|data: &[u8]| {
    let Some((&which, rest)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let Ok(tokens) = TokenStream::from_str(text) else {
        return;
    };
    let out = match which % 4 {
        0 => drr_syntax::expand_pat(tokens),
        1 => drr_syntax::expand_pattern(tokens),
        2 => drr_syntax::expand_patterns(tokens),
        _ => drr_syntax::expand_ods(tokens),
    };
    let printed = out.to_string();
    assert!(
        TokenStream::from_str(&printed).is_ok(),
        "the expansion does not lex: {printed}"
    );
});
