//! Guides beyond the macros' reference pages: the record language, a
//! cookbook, and debugging (the explain trace, expansions).

#[doc = include_str!("../docs/record_language.md")]
pub mod record_language {}

#[doc = include_str!("../docs/cookbook.md")]
pub mod cookbook {}

#[doc = include_str!("../docs/debugging.md")]
pub mod debugging {}
