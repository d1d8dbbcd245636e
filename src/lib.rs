#![doc = include_str!("../docs/lib.md")]

// The records of `pattern_base` are written with `ods!`, whose expansion
// names this crate `::drr`.
extern crate self as drr;

pub use drr_runtime::*;

#[doc = include_str!("../docs/ods.md")]
pub use drr_macros::ods;

#[doc = include_str!("../docs/pat.md")]
pub use drr_macros::pat;

#[doc = include_str!("../docs/pattern.md")]
pub use drr_macros::pattern;

#[doc = include_str!("../docs/patterns.md")]
pub use drr_macros::patterns;

pub mod guide;
pub mod pattern;
pub mod pattern_base;
