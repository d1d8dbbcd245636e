//! `NativeCodeCall` and `Constraint` records of an `ods!` block.
//!
//! `def X : NativeCodeCall<…>;` and `def Y : Constraint<…>;` expand into a
//! module `X` / `Y` holding a `call` / `check` function (the record's Rust
//! closure or fn path) and a zero-sized marker type `X::Def` implementing
//! these traits, which carry what a pattern needs to know statically.

/// A `NativeCodeCall<…>` / `NativeCodeCallVoid<…>` record.
pub trait NativeCodeCall {
    /// The record's name.
    const NAME: &'static str;
    /// Number of values it returns (0 for `NativeCodeCallVoid`).
    const NUM_RESULTS: usize;
}

/// A `Constraint<…>` record: a predicate over one or more bound entities.
pub trait Constraint {
    /// The record's name.
    const NAME: &'static str;
    /// The summary printed when it fails (`has no use`).
    const SUMMARY: &'static str;
}
