//! Interned strings: attribute names, symbol names, file names, location
//! names.
//!
//! As in MLIR, a string is a byte string: a string literal may spell any
//! byte with a `\XX` escape, so `@"\FF"`, `{"\FF" = 1}` and
//! `loc("\FE":1:2)` name strings that are not UTF-8. A [`Symbol`] keeps the
//! exact bytes ([`Context::bytes`](crate::Context::bytes)); the printer
//! writes every byte that is not printable ASCII as `\XX`, as mlir-opt does,
//! so the printed text is always ASCII. The text accessors are
//! [`Context::try_str`](crate::Context::try_str) (`None` for bytes that are
//! not UTF-8) and [`Context::str`](crate::Context::str) (a lossy form of
//! such bytes, for messages; never used to print or compare them).

/// An interned byte string, resolved with
/// [`Context::bytes`](crate::Context::bytes) (or as text with
/// [`Context::try_str`](crate::Context::try_str)). Two symbols are equal
/// exactly when their bytes are equal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Symbol(pub(crate) u32);
