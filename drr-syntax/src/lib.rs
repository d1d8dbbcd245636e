//! Parser, checker and code generator behind drr's `ods!`, `pat!` and
//! `pattern!` macros, kept in a plain library so it can be tested directly.

pub mod native;
pub mod ods;
pub mod pattern;
pub mod stdlib;
pub mod tablegen;

pub use ods::expand_ods;
pub use pattern::{expand_pat, expand_pattern, expand_patterns};
