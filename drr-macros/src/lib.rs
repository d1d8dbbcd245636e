//! Procedural macros of drr. This crate is a thin shim: parsing, checking and
//! code generation live in the plain library crate `drr-syntax`, where they can
//! be unit-tested, fuzzed and benchmarked.
