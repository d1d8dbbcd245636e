//! Interned strings: attribute names, symbol names, file names.

/// An interned string, resolved with [`Context::str`](crate::Context::str).
/// Two symbols are equal exactly when their strings are equal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Symbol(pub(crate) u32);
